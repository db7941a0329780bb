import Foundation
import Recorders
import TreeModel

/// Expands the paths given to `check` into recordings: files as given, folders recursively (the files whose
/// extension a registered recorder takes, see `RecorderRegistry.takes(fileNamed:)`), `-` for standard input.
/// The result is sorted and free of duplicates, whatever the order on disk.
public enum InputCollector {
    public struct Input: Sendable, Hashable {
        /// How the file is named in output (the path as given, or joined below the folder given).
        public var displayPath: String
        /// nil for standard input.
        public var path: String?

        public init(displayPath: String, path: String?) {
            self.displayPath = displayPath
            self.path = path
        }
    }

    public static func collect(_ paths: [String]) -> [Input] {
        var inputs = Set<Input>()
        let manager = FileManager.default
        for path in paths {
            if path == "-" {
                inputs.insert(Input(displayPath: "-", path: nil))
                continue
            }
            var isFolder: ObjCBool = false
            if manager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                for file in recordingFiles(in: path) {
                    inputs.insert(Input(displayPath: normalise(file), path: file))
                }
            } else {
                // A missing file stays an input, so it is reported as unreadable.
                inputs.insert(Input(displayPath: normalise(path), path: path))
            }
        }
        return inputs.sorted { $0.displayPath.utf8.lexicographicallyPrecedes($1.displayPath.utf8) }
    }

    /// `./a/b.json` → `a/b.json`, `a//b` → `a/b` (`PathGlob.normalise(_:)`: paths are printed and matched alike).
    static func normalise(_ path: String) -> String { PathGlob.normalise(path) }

    static func recordingFiles(in folder: String) -> [String] {
        var visited = Set<String>()
        return recordingFiles(in: folder, visited: &visited)
    }

    /// `visited` holds the folders already searched, with symbolic links resolved, so a link that points
    /// back up the tree is searched once instead of forever.
    static func recordingFiles(in folder: String, visited: inout Set<String>) -> [String] {
        guard visited.insert(URL(fileURLWithPath: folder).resolvingSymlinksInPath().path).inserted else { return [] }
        var result: [String] = []
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return [] }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                result.append(contentsOf: recordingFiles(in: path, visited: &visited))
            } else if RecorderRegistry.takes(fileNamed: name) {
                result.append(path)
            }
        }
        return result
    }
}
