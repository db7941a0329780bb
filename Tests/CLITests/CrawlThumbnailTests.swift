import CrawlCLI
import Foundation
import Testing
import TestSupport

/// The HTML report's Issues view draws each issue's first recordings small (`HTMLThumbnail`): the screen's
/// wireframe with the element outlined, named for the screen and the element, linked to the finding; capped per
/// issue with the rest counted, inert against hostile names, and the same bytes whatever the job count.
@Suite struct CrawlThumbnailTests {
    static let rules = ["--rule", "label-missing", "--rule", "identifier-missing"]

    static func issuesView(_ html: String) throws -> String {
        let view = try #require(html.range(of: "<h2 id=\"issues-h\">Issues</h2>\n"))
        let end = try #require(html.range(of: "</section>", range: view.upperBound..<html.endIndex))
        return String(html[view.upperBound..<end.lowerBound])
    }

    /// The issues of the view, each as its text up to the next issue.
    static func items(_ view: String) -> [String] {
        Array(view.components(separatedBy: "<li class=\"issue ").dropFirst())
    }

    static func thumbnails(_ item: String) -> [String] {
        item.components(separatedBy: "<svg class=\"thumb ").dropFirst().map { String($0.prefix { $0 != "\n" }) }
    }

    @Test func eachRecordingOfAnIssueIsDrawnWithTheElementOutlined() throws {
        let html = Tool.run(["check", "--format", "html"] + Self.rules + [CrawlTests.crawls + "/persistent-toolbar"]).stdoutText
        let items = Self.items(try Self.issuesView(html))
        let menu = try #require(items.first)
        #expect(menu.contains("unlabelled ImageButton `toolbar_menu` — 4 screens"))
        let drawn = Self.thumbnails(menu)
        #expect(drawn.count == 4)
        let first = try #require(drawn.first)
        #expect(first.contains("role=\"img\" aria-labelledby=\"issue-579f1f28eb738629-t1\""))
        #expect(first.contains("<title id=\"issue-579f1f28eb738629-t1\">Screen .MainActivity (state_2026-01-01_100000.json): unlabelled ImageButton `toolbar_menu` outlined</title>"))
        // The menu button's frame (dp, the recording's 912,72–1080,240 px at density 3), outlined.
        #expect(first.contains("<rect class=\"o\" x=\"304\" y=\"24\" width=\"56\" height=\"56\"/>"))
        #expect(first.contains("<path class=\"el\" d=\"M0 24h360v616h-360z"))
        // Each thumbnail is a link to its finding in the screen's section.
        #expect(menu.contains("<li><a href=\"#s1-f1\"><svg class=\"thumb lv-error\""))
        // Every issue of the view is drawn, each recording once (4 + 3 + 3 + 1).
        #expect(items.map { Self.thumbnails($0).count } == [4, 3, 3, 1])
        #expect(!menu.contains("not drawn"))
    }

    /// A folder of one screen recorded six times: each issue on every recording draws four and counts the rest.
    @Test func thumbnailsAreCappedPerIssueAndTheRestCounted() throws {
        let folder = try TemporaryFolder.create("thumbs")
        defer { try? FileManager.default.removeItem(at: folder) }
        let states = folder.appendingPathComponent("states")
        try FileManager.default.createDirectory(at: states, withIntermediateDirectories: true)
        let source = CrawlTests.crawls + "/switch-flipped/states/state_2026-01-02_100000.json"
        for number in 1...6 {
            try FileManager.default.copyItem(atPath: source, toPath: states.appendingPathComponent("state_\(number).json").path)
        }
        let arguments = ["check", "--format", "html"] + Self.rules + [folder.path]
        let html = Tool.run(arguments + ["--jobs", "1"]).stdoutText
        let items = Self.items(try Self.issuesView(html))
        #expect(!items.isEmpty)
        for item in items {
            #expect(Self.thumbnails(item).count == 4)
            #expect(item.contains("<p class=\"muted\">4 of 6 recordings drawn; 2 more not drawn.</p>"))
        }
        // The first four recordings, in input order.
        let labels = Self.thumbnails(try #require(items.first)).map { String($0.split(separator: "(")[1].prefix { $0 != ")" }) }
        #expect(labels == ["state_1.json", "state_2.json", "state_3.json", "state_4.json"])
        #expect(Tool.run(arguments + ["--jobs", "4"]).stdoutText == html)
    }

    /// A recording named with markup: its name is text in the thumbnail's name, never markup.
    @Test func hostileNamesAreInert() throws {
        let folder = try TemporaryFolder.create("thumbs-hostile")
        defer { try? FileManager.default.removeItem(at: folder) }
        let states = folder.appendingPathComponent("states")
        try FileManager.default.createDirectory(at: states, withIntermediateDirectories: true)
        let name = "state_\"><img src=x onerror=alert(1)>&amp;.json"
        for file in [name, "state_b.json"] {
            try FileManager.default.copyItem(atPath: CrawlTests.crawls + "/switch-flipped/states/state_2026-01-02_100000.json",
                                             toPath: states.appendingPathComponent(file).path)
        }
        let html = Tool.run(["check", "--format", "html"] + Self.rules + [folder.path]).stdoutText
        let view = try Self.issuesView(html)
        #expect(!view.contains("<img"))
        #expect(!html.contains("\"><img"))
        #expect(view.contains("(state_&quot;&gt;&lt;img src=x onerror=alert(1)&gt;&amp;amp;.json): "))
    }
}
