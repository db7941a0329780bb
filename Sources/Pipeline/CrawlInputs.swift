import Configuration
import Recorders
import Reports
import Rules
import Support
import TreeModel

/// The crawls among a run's inputs: a recording at `<crawl>/states/<name>.json` with DroidBot's transition
/// graph at `<crawl>/utg.js` belongs to that crawl. The graphs are read once, before the states are checked,
/// so that each state knows the crawl's app (a state of another app is read but not checked).
///
/// Other recordings are a crawl of the folder they are in, or of the nearest folder above them with a crawl
/// manifest (`a11y-crawl.json` with a `crawl` entry, `CrawlManifest`), or of the configuration's `crawl`
/// entry when no folder's covers them. A manifest's package is the app of the recordings it covers.
public struct CrawlInputs: Sendable {
    /// The graphs read, by file.
    public private(set) var graphs: [CrawlGraph] = []
    /// Graphs that could not be read.
    public private(set) var problems: [ReadError] = []
    /// A recording's path (as read) → the app of its crawl.
    private var apps: [String: String] = [:]
    /// A crawl key (`crawl:<folder>`) → its graph's index in `graphs`.
    private var graphOfCrawl: [String: Int] = [:]
    /// A recording's display path → its state's id in its crawl's graph (DroidBot's `state_str`).
    private var graphStates: [String: String] = [:]
    /// A recording's path (as read) → the views the graph's events left it by.
    private var eventViews: [String: [CrawlEventTargets.Wanted]] = [:]
    /// The crawl manifests that cover recordings, by crawl key (`manifest:<folder>`), with their folders.
    private var manifests: [String: (folder: String, manifest: CrawlManifest)] = [:]
    /// A recording's display path → its crawl key, for the recordings a manifest covers.
    private var manifestKeys: [String: String] = [:]
    /// Manifests that cannot be used: each with every problem at its line and column.
    public private(set) var manifestProblems: [FileProblems] = []

    public init() {}

    /// The crawls of `inputs`, their graphs read with `read`; `configured` is the configuration's `crawl`
    /// entry and the folder of the configuration file, for recordings no folder's manifest covers.
    package init(_ inputs: [InputCollector.Input], configured: (folder: String, manifest: CrawlManifest)? = nil,
                 read: (String) -> Result<[UInt8], FileBytes.Failure> = { FileBytes.read($0) },
                 list: (String) -> [String]? = { try? SystemIO.listFolder($0).get() }) {
        readManifests(inputs, configured: configured, read: read)
        var roots: [String: (display: String, paths: [String], displayPaths: [String])] = [:]
        for input in inputs {
            guard let path = input.path, let root = Self.crawlFolder(of: path) else { continue }
            let display = Self.crawlFolder(of: input.displayPath) ?? root
            roots[root, default: (display, [], [])].paths.append(path)
            roots[root]!.displayPaths.append(input.displayPath)
        }
        for root in roots.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let (display, paths, displayPaths) = roots[root]!
            let file = Self.join(root, "utg.js"), shown = Self.join(display, "utg.js")
            guard case .success(let bytes) = read(file) else { continue }
            switch CrawlGraph.readDroidBot(bytes: bytes, file: shown) {
            case .failure(let error):
                problems.append(error)
            case .success(var graph):
                graph.attach(readEventRecords(root: root, display: display, read: read, list: list))
                graphOfCrawl["crawl:" + display] = graphs.count
                graphs.append(graph)
                link(graph, paths: paths, displayPaths: displayPaths)
                guard let app = graph.app else { continue }
                for path in paths { apps[path] = app }
            }
        }
    }

    /// DroidBot's records of the crawl's events (`<crawl>/events/event_*.json`, in name order); each that
    /// cannot be read is a problem at its line and column, and the others are still used.
    private mutating func readEventRecords(root: String, display: String, read: (String) -> Result<[UInt8], FileBytes.Failure>,
                                           list: (String) -> [String]?) -> [CrawlGraph.EventRecord] {
        let folder = Self.join(root, "events")
        guard let names = list(folder) else { return [] }
        var records: [CrawlGraph.EventRecord] = []
        for name in names.filter({ $0.hasPrefix("event_") && $0.hasSuffix(".json") }).sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let shown = Self.join(Self.join(display, "events"), name)
            switch read(Self.join(folder, name)) {
            case .failure(let failure):
                problems.append(ReadError(file: shown, location: nil, message: "the event record cannot be read: \(failure.message)"))
            case .success(let bytes):
                switch CrawlGraph.readDroidBotEvent(bytes: bytes, file: shown) {
                case .failure(let error): problems.append(error)
                case .success(let record): records.append(record)
                }
            }
        }
        return records
    }

    /// Names each recording of `graph`'s crawl (`paths` as read, `displayPaths` as shown) with its graph state,
    /// and the views the graph's events left it by.
    private mutating func link(_ graph: CrawlGraph, paths: [String], displayPaths: [String]) {
        var byRecording: [String: String] = [:]
        for state in graph.states { if let recording = state.recording, byRecording[recording] == nil { byRecording[recording] = state.id } }
        var views: [String: [CrawlEventTargets.Wanted]] = [:]
        for transition in graph.transitions {
            for event in transition.events {
                if let view = event.view { views[transition.from, default: []].append(CrawlEventTargets.Wanted(id: view, recorded: event.recorded)) }
            }
        }
        for (path, display) in zip(paths, displayPaths) {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            guard let id = byRecording["states/" + name] else { continue }
            graphStates[display] = id
            if let wanted = views[id] { eventViews[path] = wanted }
        }
    }

    /// The transition graph of the crawl with key `key`, if it has one.
    public func graph(ofCrawl key: String) -> CrawlGraph? { graphOfCrawl[key].map { graphs[$0] } }

    /// The id of a recording's state in its crawl's graph, by its display path.
    public func graphState(ofDisplayPath file: String) -> String? { graphStates[file] }

    /// The views the crawl's events left a recording by (its path as read).
    public func eventViews(ofRecording path: String) -> [CrawlEventTargets.Wanted] { eventViews[path] ?? [] }

    /// The problems of the manifests that cover `inputs`, without reading the graphs (for a run that checks them
    /// before it starts).
    package static func manifestProblems(of inputs: [InputCollector.Input], configured: (folder: String, manifest: CrawlManifest)?) -> [FileProblems] {
        var crawls = CrawlInputs()
        crawls.readManifests(inputs, configured: configured, read: { FileBytes.read($0) })
        return crawls.manifestProblems
    }

    /// The crawl a state belongs to, by its display path: its DroidBot output folder (`<crawl>/states/…`), else
    /// its manifest's folder, else the folder it is in. States of one crawl are consecutive among the sorted
    /// inputs (a manifest's folder holds the folders below it).
    public func crawlKey(ofDisplayPath file: String) -> String {
        if let root = Self.crawlFolder(of: file) { return "crawl:" + root }
        if let key = manifestKeys[file] { return key }
        return "folder:" + Self.folder(of: file)
    }

    /// The manifest of the crawl with key `key`, if one covers it.
    public func manifest(ofCrawl key: String) -> CrawlManifest? { manifests[key]?.manifest }

    /// The packages the manifests name, sorted.
    public var manifestPackages: [String] {
        Set(manifests.values.compactMap(\.manifest.package)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The positions of `files` (display paths of one crawl, in input order) in the order of the crawl's
    /// manifest: the recordings it lists in its order, then the others in input order.
    public func ordered(_ files: [String], crawl key: String) -> [Int] {
        guard let (folder, manifest) = manifests[key], !manifest.screens.isEmpty else { return Array(files.indices) }
        var rank: [String: Int] = [:]
        for (position, screen) in manifest.screens.enumerated() { rank[Self.join(folder, screen.path)] = position }
        return files.indices.sorted { a, b in
            let left = rank[PathGlob.normalise(files[a])] ?? Int.max, right = rank[PathGlob.normalise(files[b])] ?? Int.max
            return left != right ? left < right : a < b
        }
    }

    /// Finds the manifest of each recording outside a DroidBot crawl (the nearest folder above it, within the
    /// path given, whose `a11y-crawl.json` has a `crawl` entry), and checks that each screen a manifest lists
    /// is among the recordings it covers.
    private mutating func readManifests(_ inputs: [InputCollector.Input], configured: (folder: String, manifest: CrawlManifest)?,
                                        read: (String) -> Result<[UInt8], FileBytes.Failure>) {
        var byFolder: [String: CrawlManifest?] = [:]
        var covered: [String: Set<String>] = [:]
        func manifest(in folder: String) -> CrawlManifest? {
            if let known = byFolder[folder] { return known }
            var found: CrawlManifest?
            let file = Self.join(folder, CrawlManifest.fileName)
            if case .success(let bytes) = read(file) {
                do {
                    found = try ConfigurationFile.parse(bytes: bytes, path: file).crawl
                } catch {
                    manifestProblems.append(error)
                }
            }
            byFolder[folder] = .some(found)
            return found
        }
        let plain = inputs.filter { $0.path != nil && Self.crawlFolder(of: $0.displayPath) == nil }
        // The folder all of them are in: manifests are looked for below it and in it, never above.
        var top: String?
        for input in plain {
            let folder = Self.folder(of: PathGlob.normalise(input.displayPath))
            guard var common = top else { top = folder; continue }
            while common != folder && !folder.hasPrefix(common == "/" ? "/" : common + "/") && common != "." && common != "/" {
                common = Self.folder(of: common)
            }
            if common != folder && !folder.hasPrefix(common == "/" ? "/" : common + "/") { common = "." }
            top = common
        }
        for input in plain {
            let display = PathGlob.normalise(input.displayPath)
            var folder = Self.folder(of: display)
            var chosen: (folder: String, manifest: CrawlManifest)?
            while true {
                if let found = manifest(in: folder) {
                    chosen = (folder, found)
                    break
                }
                // Up to the folder all the recordings are in, never above it.
                guard folder != top && folder != "." && folder != "/" else { break }
                folder = Self.folder(of: folder)
            }
            guard let (folder, found) = chosen ?? configured else { continue }
            let key = "manifest:" + folder
            manifests[key] = (folder, found)
            manifestKeys[input.displayPath] = key
            covered[key, default: []].insert(display)
            if let package = found.package, let path = input.path { apps[path] = package }
        }
        // Each screen a manifest lists is a recording it covers.
        for key in manifests.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let (folder, manifest) = manifests[key]!
            let problems = manifest.screens.filter { !covered[key, default: []].contains(Self.join(folder, $0.path)) }.map { screen in
                FileProblems.Problem(location: screen.location,
                                     message: "'crawl.screens' names '\(screen.path)', which is not among the recordings checked in '\(folder)'")
            }
            if !problems.isEmpty { manifestProblems.append(FileProblems(file: Self.join(folder, CrawlManifest.fileName), problems: problems)) }
        }
    }

    /// The app of the crawl the recording at `path` belongs to, when its graph names one.
    public func app(ofRecording path: String) -> String? { apps[path] }

    /// `crawl` for `crawl/states/state_1.json` (`.` for `states/state_1.json`); nil when the recording is not
    /// in a folder named `states`.
    static func crawlFolder(of path: String) -> String? {
        // An ASCII path splits at its `/` bytes, so one without the bytes `states` has no such folder: most
        // recordings are not in a crawl, and are turned away without splitting the path into characters.
        if TextChecks.asciiLength(path) >= 0, !TextChecks.containsBytes(path, "states") { return nil }
        var parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[parts.count - 2] == "states" else { return nil }
        parts.removeLast(2)
        if parts.isEmpty { return "." }
        let joined = parts.joined(separator: "/")
        return joined.isEmpty ? "/" : joined
    }

    /// `a/b` for `a/b/c.json`, `.` for `c.json`, `/` for `/c.json`.
    static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder == "." ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
