import Foundation

/// Expands the paths given to `check` into recordings: files as given, folders recursively (`*.json`),
/// `-` for standard input. The result is sorted and free of duplicates, whatever the order on disk.
enum InputCollector {
    struct Input: Sendable, Hashable {
        /// How the file is named in output (the path as given, or joined below the folder given).
        var displayPath: String
        /// nil for standard input.
        var path: String?
    }

    static func collect(_ paths: [String]) -> [Input] {
        var inputs = Set<Input>()
        let manager = FileManager.default
        for path in paths {
            if path == "-" {
                inputs.insert(Input(displayPath: "-", path: nil))
                continue
            }
            var isFolder: ObjCBool = false
            if manager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                for file in jsonFiles(in: path) {
                    inputs.insert(Input(displayPath: normalise(file), path: file))
                }
            } else {
                // A missing file stays an input, so it is reported as unreadable.
                inputs.insert(Input(displayPath: normalise(path), path: path))
            }
        }
        return inputs.sorted { $0.displayPath.utf8.lexicographicallyPrecedes($1.displayPath.utf8) }
    }

    /// `./a/b.json` → `a/b.json`, `a//b` → `a/b`.
    static func normalise(_ path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        while parts.count > 1, parts.first == "." { parts.removeFirst() }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : joined
    }

    static func jsonFiles(in folder: String) -> [String] {
        var visited = Set<String>()
        return jsonFiles(in: folder, visited: &visited)
    }

    /// `visited` holds the folders already searched, with symbolic links resolved, so a link that points
    /// back up the tree is searched once instead of forever.
    static func jsonFiles(in folder: String, visited: inout Set<String>) -> [String] {
        guard visited.insert(URL(fileURLWithPath: folder).resolvingSymlinksInPath().path).inserted else { return [] }
        var result: [String] = []
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return [] }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                result.append(contentsOf: jsonFiles(in: path, visited: &visited))
            } else if name.hasSuffix(".json") {
                result.append(path)
            }
        }
        return result
    }
}
