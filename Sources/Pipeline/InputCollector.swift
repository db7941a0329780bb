import Recorders
import Reports
import Support
import TreeModel

/// Expands the paths given to `check` into recordings: files as given, folders recursively, `-` for standard
/// input. The result is sorted, whatever the order on disk, and holds each file once: files are told apart by
/// device and inode, so `a.json`, `./a.json` and a symbolic link to it are one input, named as first given.
///
/// Nothing is dropped without a word. A folder that cannot be listed, and a FIFO, socket or device where a
/// recording was expected, become inputs with a `problem` (reported as unreadable, never opened). Files met
/// in a scan that are not recordings by name are listed in `notRecordings`; SARIF reports written by
/// a11y-crawl in `ownFiles`. Hidden files and folders (names starting with `.`) are not searched.
package enum InputCollector {
    package struct Input: Sendable, Hashable {
        /// How the file is named in output (the path as given, or joined below the folder given).
        package var displayPath: String
        /// nil for standard input.
        package var path: String?
        /// Named on the command line, not met in a folder scan.
        package var explicit: Bool
        /// Device and inode, when the file could be looked at.
        package var identity: FileIdentity?
        /// Why it is not read, known before opening it; nil when it is to be read.
        package var problem: String?

        package init(displayPath: String, path: String?, explicit: Bool = true, identity: FileIdentity? = nil, problem: String? = nil) {
            self.displayPath = displayPath
            self.path = path
            self.explicit = explicit
            self.identity = identity
            self.problem = problem
        }
    }

    /// What the paths expand to.
    package struct Collection: Sendable {
        /// The inputs to read, sorted by display path.
        package var inputs: [Input] = []
        /// Files met in folder scans that no reader takes by name, sorted.
        package var notRecordings: [String] = []
        /// a11y-crawl's own SARIF reports met in folder scans, sorted by path. (JSON files are all read, and
        /// recognised as a11y-crawl's own when they are not recordings.)
        package var ownFiles: [OwnFile] = []
    }

    /// The file-system calls the collector makes, replaceable in tests (which run as root, who can list
    /// every folder).
    package struct FileSystem: Sendable {
        /// `stat`, following symbolic links.
        package var status: @Sendable (String) -> Result<FileStatus, SystemError>
        /// The names in a folder.
        package var listFolder: @Sendable (String) -> Result<[String], SystemError>

        package init(status: @escaping @Sendable (String) -> Result<FileStatus, SystemError>,
                     listFolder: @escaping @Sendable (String) -> Result<[String], SystemError>) {
            self.status = status
            self.listFolder = listFolder
        }

        package static let system = FileSystem(status: { SystemIO.status($0) }, listFolder: { SystemIO.listFolder($0) })
    }

    /// Expands `paths`; `selects` (the configuration's include and exclude) chooses among the files by display
    /// path.
    package static func collect(_ paths: [String], selects: (String) -> Bool = { _ in true }, fileSystem: FileSystem = .system) -> Collection {
        withoutActuallyEscaping(selects) { selects in
            var walk = Walk(fileSystem: fileSystem, selects: selects)
            for path in paths { walk.add(argument: path) }
            return walk.collection()
        }
    }

    /// `./a/b.json` → `a/b.json`, `a//b` → `a/b`.
    static func normalise(_ path: String) -> String {
        // An ASCII path splits at its `/` bytes: one without empty parts (`//`, a trailing `/`) nor a leading `.`
        // part followed by others (`./`, `/./`) is already normal.
        let bytes = path.utf8
        if bytes.last != UInt8(ascii: "/"), !bytes.starts(with: "./".utf8), !bytes.starts(with: "/./".utf8),
           TextChecks.asciiLength(path) >= 0, !TextChecks.containsBytes(path, "//") {
            return path
        }
        var parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        while parts.count > 1, parts.first == "." { parts.removeFirst() }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : joined
    }

    /// The walk over the arguments, in the order given.
    private struct Walk {
        let fileSystem: FileSystem
        let selects: (String) -> Bool
        var inputs: [Input] = []
        var notRecordings: [String] = []
        var ownFiles: [OwnFile] = []
        var seenFiles = Set<FileIdentity>()
        var seenNames = Set<String>()
        /// Folders already searched, so a symbolic link that points back up the tree is searched once.
        var seenFolders = Set<FileIdentity>()

        func collection() -> Collection {
            var collection = Collection()
            collection.inputs = inputs.sorted { $0.displayPath.utf8.lexicographicallyPrecedes($1.displayPath.utf8) }
            // A picture beside a recording under its name (`login.png`, DroidBot's `screen_X.png`) is its
            // screenshot, paired with it, not a file that was left out.
            if !notRecordings.isEmpty {
                let screenshots = Set(inputs.flatMap { ScreenshotPairing.candidates(for: $0.displayPath) })
                collection.notRecordings = Set(notRecordings).subtracting(screenshots)
                    .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            }
            collection.ownFiles = ownFiles.sorted { $0.file.utf8.lexicographicallyPrecedes($1.file.utf8) }
            return collection
        }

        mutating func add(argument path: String) {
            if path == "-" {
                append(Input(displayPath: "-", path: nil))
                return
            }
            switch fileSystem.status(path) {
            case .failure:
                // A missing file stays an input, so it is reported as unreadable with the reason.
                append(Input(displayPath: normalise(path), path: path), selected: selects(normalise(path)))
            case .success(let status) where status.kind == .folder:
                search(path, identity: status.identity)
            case .success(let status) where status.kind == .regular && Self.isCrawlGraph(path):
                // DroidBot's graph names its crawl: the folder it is in.
                let folder = path.contains("/") ? String(path[..<path.lastIndex(ofASCII: "/")!]) : "."
                if case .success(let folderStatus) = fileSystem.status(folder.isEmpty ? "/" : folder) {
                    search(folder.isEmpty ? "/" : folder, identity: folderStatus.identity)
                }
            case .success(let status):
                append(Input(displayPath: normalise(path), path: path, identity: status.identity, problem: status.notRegularReason),
                       selected: selects(normalise(path)))
            }
        }

        /// A DroidBot output folder (one holding `utg.js`): only its `states` are recordings; DroidBot's
        /// `events/*.json`, `index.html` and style sheets are its own.
        static func isCrawlGraph(_ path: String) -> Bool { path == "utg.js" || path.hasSuffix("/utg.js") }

        mutating func search(_ folder: String, identity: FileIdentity) {
            guard seenFolders.insert(identity).inserted else { return }
            let names: [String]
            switch fileSystem.listFolder(folder) {
            case .failure(let error):
                // Whatever the folder holds is unknown, so no selection can leave it out.
                append(Input(displayPath: normalise(folder), path: folder, explicit: false, identity: identity,
                             problem: "the folder cannot be listed: \(error.phrase)"))
                return
            case .success(let listed):
                names = listed
            }
            let isCrawl = names.contains("utg.js") && names.contains("states")
            for name in names.sorted() where !name.hasPrefix(".") && (!isCrawl || name == "states") {
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                let display = normalise(path)
                var isRecording = RecorderRegistry.takes(fileNamed: name)
                // A `.txt` or `.log` is a recording only when its content is a dump a recorder reads.
                if !isRecording, RecorderRegistry.mayTake(fileNamed: name), case .success(let bytes) = FileBytes.read(path) {
                    isRecording = RecorderRegistry.takes(fileNamed: name, head: RecordingHead(fileName: name, bytes: bytes[...]))
                }
                switch fileSystem.status(path) {
                case .failure(let error):
                    // Listed but not there: a symbolic link to nothing, or a folder that cannot be searched.
                    guard selects(display) else { continue }
                    if isRecording {
                        let reason = error.isNoSuchFile ? "is a symbolic link to a file that does not exist" : error.phrase
                        append(Input(displayPath: display, path: path, explicit: false, problem: reason))
                    } else {
                        notRecordings.append(display)
                    }
                case .success(let status) where status.kind == .folder:
                    search(path, identity: status.identity)
                case .success(let status):
                    guard selects(display) else { continue }
                    if isRecording {
                        append(Input(displayPath: display, path: path, explicit: false, identity: status.identity,
                                     problem: status.notRegularReason))
                    } else if status.kind == .regular, name.hasSuffix(".sarif"), isOwnSARIF(path) {
                        if seenFiles.insert(status.identity).inserted { ownFiles.append(OwnFile(file: display, kind: .sarifReport)) }
                    } else {
                        notRecordings.append(display)
                    }
                }
            }
        }

        func isOwnSARIF(_ path: String) -> Bool {
            guard case .success(let bytes) = FileBytes.read(path) else { return false }
            return OwnFileRecognizer.kind(of: bytes) == .sarifReport
        }

        /// Adds `input` unless the same file (by identity, else by name) is already in.
        mutating func append(_ input: Input, selected: Bool = true) {
            guard selected else { return }
            if let identity = input.identity, !seenFiles.insert(identity).inserted { return }
            guard seenNames.insert(input.displayPath).inserted else { return }
            inputs.append(input)
        }
    }
}
