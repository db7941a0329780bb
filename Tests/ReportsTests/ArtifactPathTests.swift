import Testing
@testable import Reports

/// A recording inside the current directory gets the relative path that resolving both paths by name gives.
@Suite struct ArtifactPathTests {
    /// Resolving both by name, component by component (the general way).
    static func byComponents(_ file: String, _ directory: String) -> String {
        let target = SARIFReport.absolute(file, in: directory)
        let from = SARIFReport.absolute(directory, in: directory)
        var common = 0
        while common < target.count, common < from.count, target[common] == from[common] { common += 1 }
        return (Array(repeating: "..", count: from.count - common) + target[common...]).joined(separator: "/")
    }

    @Test("plain, dotted, doubled, non-ASCII and outside paths")
    func relativePaths() {
        let directories = ["/work/main", "/", "/work/main/", "/work/./main", "/work/../work/main", "/wörk/main", "/w", "/work//main"]
        let rests = ["a.json", "Recordings/idb/a.json", "./a.json", "a/../b.json", "a//b.json", "a/./b.json", ".hidden/a.json",
                     "..a/b.json", "a/..", "a/.", "é/a.json", "a\u{301}/b.json", "a/", "x", "...", "a/.../b"]
        var fast = 0
        for directory in directories {
            var files = rests.map { directory + "/" + $0 }
            files += ["/elsewhere/a.json", directory, directory + "x/a.json", "/work/mainly/a.json", "/work/main/../other/a.json"]
            for file in files {
                let relative = SARIFReport.relativePath(of: file, base: nil, currentDirectory: directory)
                #expect(relative == Self.byComponents(file, directory), "\(file) in \(directory)")
                if SARIFReport.pathInside(file, directory: directory) != nil { fast += 1 }
            }
        }
        #expect(fast > 5, "the direct way is taken for plain paths")
    }
}
