import Testing
@testable import Pipeline

/// The input paths are normalised and their crawl folders found by bytes when they are ASCII: the results must
/// be what splitting them into characters gives, for any path.
@Suite struct PathFastPathTests {
    static func normalisedByCharacters(_ path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        while parts.count > 1, parts.first == "." { parts.removeFirst() }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : joined
    }

    static func crawlFolderByCharacters(_ path: String) -> String? {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[parts.count - 2] == "states" else { return nil }
        parts.removeLast(2)
        if parts.isEmpty { return "." }
        let joined = parts.joined(separator: "/")
        return joined.isEmpty ? "/" : joined
    }

    /// Paths made of every combination of a few parts: empty, `.`, `..`, `states`, names, non-ASCII names and
    /// combining marks after a slash.
    static var paths: [String] {
        let parts = ["", ".", "..", "states", "a", "state_1.json", "crawl", "é", "e\u{301}", "\u{301}", "states\u{301}", "\u{212A}", "x y", "\r\n"]
        var paths: [String] = ["", "/", "//", "./", "/./", ".", "/.", "./.", "states/", "/states/x", "a/states/s.json"]
        for first in parts {
            for second in parts {
                for third in ["", "s.json", "é.json"] {
                    for lead in ["", "/", "./", "/./", "//"] {
                        for tail in ["", "/"] {
                            paths.append(lead + first + "/" + second + "/" + third + tail)
                            paths.append(lead + first + "//" + second + tail)
                        }
                    }
                }
            }
        }
        return paths
    }

    @Test("normalised paths and crawl folders are those the character reading gives")
    func pathsAgreeWithTheCharacterReading() {
        for path in Self.paths {
            // Compared byte for byte: Strings equal by canonical equivalence could still be written differently.
            #expect(Array(InputCollector.normalise(path).utf8) == Array(Self.normalisedByCharacters(path).utf8), "\(path.debugDescription)")
            #expect(CrawlInputs.crawlFolder(of: path).map { Array($0.utf8) } == Self.crawlFolderByCharacters(path).map { Array($0.utf8) },
                    "\(path.debugDescription)")
        }
    }
}
