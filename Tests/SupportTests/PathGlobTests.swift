import Testing
import TreeModel

@Suite struct PathGlobTests {
    @Test("* matches within one segment, never across /")
    func star() {
        let glob = PathGlob("Recordings/settings-*.json")
        #expect(glob.matches("Recordings/settings-dark.json"))
        #expect(glob.matches("Recordings/settings-.json"))
        #expect(!glob.matches("Recordings/settings-a/b.json"))
        #expect(!glob.matches("Recordings/old/settings-dark.json"))
        #expect(!glob.matches("Recordings/settings-dark.jsonx"))
        #expect(PathGlob("*").matches("a.json"))
        #expect(!PathGlob("*").matches("a/b.json"))
        #expect(PathGlob("a*b*c").matches("aXXbYYc"))
        #expect(PathGlob("a*b*c").matches("abc"))
        #expect(!PathGlob("a*b*c").matches("acb"))
        #expect(PathGlob("*.json").matches(".hidden.json"))
    }

    @Test("? matches exactly one character, never /")
    func question() {
        let glob = PathGlob("shot-?.json")
        #expect(glob.matches("shot-1.json"))
        #expect(glob.matches("shot-é.json"))
        #expect(glob.matches("shot-😀.json"))
        #expect(!glob.matches("shot-.json"))
        #expect(!glob.matches("shot-12.json"))
        #expect(!PathGlob("a?b").matches("a/b"))
    }

    @Test("** matches any number of segments, including none")
    func doubleStar() {
        let glob = PathGlob("Recordings/**/settings.json")
        #expect(glob.matches("Recordings/settings.json"))
        #expect(glob.matches("Recordings/a/settings.json"))
        #expect(glob.matches("Recordings/a/b/c/settings.json"))
        #expect(!glob.matches("Other/settings.json"))
        #expect(!glob.matches("Recordings/a/settings.jsonx"))
        let below = PathGlob("Recordings/**")
        #expect(below.matches("Recordings"))
        #expect(below.matches("Recordings/x.json"))
        #expect(below.matches("Recordings/a/b/x.json"))
        #expect(!below.matches("RecordingsX/x.json"))
        #expect(PathGlob("**/*.json").matches("a.json"))
        #expect(PathGlob("**/*.json").matches("a/b/c.json"))
        #expect(!PathGlob("**/*.json").matches("a/b/c.txt"))
        #expect(PathGlob("a/**/**/b").matches("a/b"))
        #expect(PathGlob("a/**/b/**/c").matches("a/x/b/y/z/c"))
        #expect(!PathGlob("a/**/b/**/c").matches("a/x/y/z/c"))
        // `**` inside a segment is a plain `*`.
        #expect(PathGlob("a**b").matches("aXb"))
        #expect(!PathGlob("a**b").matches("a/b"))
    }

    @Test("paths and patterns are normalised; literal patterns compare whole paths")
    func normalisation() {
        #expect(PathGlob.normalise("./a/b.json") == "a/b.json")
        #expect(PathGlob.normalise("a//b/") == "a/b")
        #expect(PathGlob.normalise("././a") == "a")
        #expect(PathGlob.normalise("/./a") == "/a")
        #expect(PathGlob.normalise("a/./b") == "a/./b")
        #expect(PathGlob.normalise(".") == ".")
        #expect(PathGlob.normalise("a/b.json") == "a/b.json")
        let literal = PathGlob("./Recordings/settings.json")
        #expect(literal.isLiteral)
        #expect(literal.matches("Recordings/settings.json"))
        #expect(literal.matches("Recordings//settings.json"))
        #expect(!literal.matches("Recordings/settings.json.bak"))
        #expect(!literal.matches("recordings/settings.json"))
        #expect(PathGlob("./Recordings/*.json").matches("./Recordings/a.json"))
        #expect(!PathGlob("Recordings/[ab].json").matches("Recordings/a.json"))
        #expect(PathGlob("Recordings/[ab].json").matches("Recordings/[ab].json"))
    }

    @Test("absolute patterns match only absolute paths")
    func absolute() {
        #expect(PathGlob("/tmp/*.json").matches("/tmp/a.json"))
        #expect(!PathGlob("/tmp/*.json").matches("tmp/a.json"))
        #expect(!PathGlob("tmp/*.json").matches("/tmp/a.json"))
        #expect(!PathGlob("**").matches("/tmp/a.json"))
        #expect(PathGlob("/**").matches("/tmp/a.json"))
    }

    @Test("covers: the path or a folder it lies in matches")
    func covers() {
        #expect(PathGlob("Recordings/old").covers("Recordings/old/a/b.json"))
        #expect(PathGlob("Recordings/old").covers("Recordings/old"))
        #expect(!PathGlob("Recordings/old").covers("Recordings/older/a.json"))
        #expect(PathGlob("Recordings/*").covers("Recordings/x/y.json"))
        #expect(!PathGlob("*.json").covers("Recordings/x.txt"))
        #expect(PathGlob("/abs").covers("/abs/x.json"))
    }

    @Test("root: the leading segments without wildcards")
    func root() {
        #expect(PathGlob("Recordings/**/*.json").root == "Recordings")
        #expect(PathGlob("*.json").root == ".")
        #expect(PathGlob("/tmp/*/a").root == "/tmp")
        #expect(PathGlob("./a/b.json").root == "a/b.json")
    }

    /// How long this takes is measured in Benchmarks/run.py ("path glob"), not asserted here.
    @Test("a pathological pattern gives the right answer")
    func pathological() {
        let glob = PathGlob("**/a*a*a*a*a*a*a*a*b/**/**/**/**/c")
        let path = Array(repeating: String(repeating: "a", count: 60), count: 30).joined(separator: "/")
        #expect(!glob.matches(path))
        #expect(glob.matches(path + "/aaaaaaaab/c"))
    }

    @Test("agrees with a plain recursive matcher on many generated patterns and paths")
    func agreesWithReference() {
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let patternParts = ["a", "b", "ab", "*", "?", "**", "a*", "*b", "a?b", "*a*", "é"]
        let pathParts = ["a", "b", "ab", "ba", "aab", "é", "aéb", "bb"]
        var checked = 0
        for _ in 0..<3_000 {
            let pattern = (0..<(1 + next(4))).map { _ in patternParts[next(patternParts.count)] }.joined(separator: "/")
            let path = (0..<(1 + next(5))).map { _ in pathParts[next(pathParts.count)] }.joined(separator: "/")
            let expected = Self.reference(pattern.split(separator: "/").map(String.init), path.split(separator: "/").map(String.init))
            #expect(PathGlob(pattern).matches(path) == expected, "\(pattern) against \(path)")
            if expected { checked += 1 }
        }
        #expect(checked > 100)
    }

    /// Segment lists, `**` taking any number of segments; tried every way (exponential, fine for tests).
    static func reference(_ pattern: [String], _ path: [String]) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        let rest = Array(pattern.dropFirst())
        if first == "**" {
            return (0...path.count).contains { reference(rest, Array(path.dropFirst($0))) }
        }
        guard let segment = path.first else { return false }
        return referenceSegment(Array(first.unicodeScalars), Array(segment.unicodeScalars)) && reference(rest, Array(path.dropFirst()))
    }

    static func referenceSegment(_ pattern: [Unicode.Scalar], _ text: [Unicode.Scalar]) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        let rest = Array(pattern.dropFirst())
        switch first {
        case "*": return (0...text.count).contains { referenceSegment(rest, Array(text.dropFirst($0))) }
        case "?": return !text.isEmpty && referenceSegment(rest, Array(text.dropFirst()))
        default: return text.first == first && referenceSegment(rest, Array(text.dropFirst()))
        }
    }
}
