import Recorders
import Reports
import Support
import TreeModel

/// The crawls among a run's inputs: a recording at `<crawl>/states/<name>.json` with DroidBot's transition
/// graph at `<crawl>/utg.js` belongs to that crawl. The graphs are read once, before the states are checked,
/// so that each state knows the crawl's app (a state of another app is read but not checked).
public struct CrawlInputs: Sendable {
    /// The graphs read, by file.
    public private(set) var graphs: [CrawlGraph] = []
    /// Graphs that could not be read.
    public private(set) var problems: [ReadError] = []
    /// A recording's path (as read) → the app of its crawl.
    private var apps: [String: String] = [:]

    public init() {}

    /// The crawls of `inputs`, their graphs read with `read`.
    package init(_ inputs: [InputCollector.Input], read: (String) -> Result<[UInt8], FileBytes.Failure> = { FileBytes.read($0) }) {
        var roots: [String: (display: String, paths: [String])] = [:]
        for input in inputs {
            guard let path = input.path, let root = Self.crawlFolder(of: path) else { continue }
            let display = Self.crawlFolder(of: input.displayPath) ?? root
            roots[root, default: (display, [])].paths.append(path)
        }
        for root in roots.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let (display, paths) = roots[root]!
            let file = Self.join(root, "utg.js"), shown = Self.join(display, "utg.js")
            guard case .success(let bytes) = read(file) else { continue }
            switch CrawlGraph.readDroidBot(bytes: bytes, file: shown) {
            case .failure(let error):
                problems.append(error)
            case .success(let graph):
                graphs.append(graph)
                guard let app = graph.app else { continue }
                for path in paths { apps[path] = app }
            }
        }
    }

    /// The app of the crawl the recording at `path` belongs to, when its graph names one.
    public func app(ofRecording path: String) -> String? { apps[path] }

    /// `crawl` for `crawl/states/state_1.json` (`.` for `states/state_1.json`); nil when the recording is not
    /// in a folder named `states`.
    static func crawlFolder(of path: String) -> String? {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[parts.count - 2] == "states" else { return nil }
        parts.removeLast(2)
        if parts.isEmpty { return "." }
        let joined = parts.joined(separator: "/")
        return joined.isEmpty ? "/" : joined
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder == "." ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
