import CrawlCLI
import Foundation
import SupportImage
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
        // Every issue of the view is drawn, each recording once (4 + 3 + 1).
        #expect(items.map { Self.thumbnails($0).count } == [4, 3, 1])
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
    /// A copy of the persistent-toolbar crawl whose first `pictured` states have a PNG screenshot beside them
    /// (DroidBot's `screen_X.png`, 1080 × 1920 pixels: the states' 360 × 640 dp at density 3), striped so the
    /// scaled copy is not one colour.
    static func pairedCrawl(_ name: String, pictured: Int) throws -> URL {
        let folder = try TemporaryFolder.create(name)
        let source = CrawlTests.crawls + "/persistent-toolbar"
        try FileManager.default.copyItem(atPath: source, toPath: folder.appendingPathComponent("crawl").path)
        let states = folder.appendingPathComponent("crawl/states")
        let names = try FileManager.default.contentsOfDirectory(atPath: states.path).filter { $0.hasSuffix(".json") }.sorted()
        let width = 1080, height = 1920
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height { for x in 0..<width { let i = (y * width + x) * 3; rgb[i] = UInt8(y / 8 & 0xFF); rgb[i + 1] = UInt8(x / 5 & 0xFF); rgb[i + 2] = (x / 40 + y / 40) % 2 == 0 ? 230 : 20 } }
        let png = try #require(PNGEncoder.encode(rgb, width: width, height: height, layout: .rgb))
        for name in names.prefix(pictured) {
            let stem = name.dropFirst("state_".count).dropLast(".json".count)
            try Data(png).write(to: states.appendingPathComponent("screen_\(stem).png"))
        }
        return folder
    }

    /// The data URIs of a text's thumbnails' screenshots, decoded.
    static func pictures(_ text: String) throws -> [PNGImage] {
        try text.components(separatedBy: "<image href=\"data:image/png;base64,").dropFirst().map { part in
            let encoded = String(part.prefix { $0 != "\"" })
            return try PNGDecoder.decode(Array(try #require(Data(base64Encoded: encoded))))
        }
    }

    @Test func aRecordingWithAScreenshotIsDrawnOverItsScreenshotScaledDown() throws {
        let folder = try Self.pairedCrawl("thumbs-shot", pictured: 2)
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["check", "--format", "html"] + Self.rules + [folder.appendingPathComponent("crawl").path]
        let html = Tool.run(arguments + ["--jobs", "1"]).stdoutText
        let items = Self.items(try Self.issuesView(html))
        let menu = try #require(items.first)
        let drawn = Self.thumbnails(menu)
        #expect(drawn.count == 4)
        // The two recordings with a screenshot: drawn over it, named as a screenshot, the element outlined on it
        // (its halo, then its outline) and no wireframe frames; the two without: wireframes as before.
        for thumbnail in drawn.prefix(2) {
            #expect(thumbnail.hasPrefix("shot lv-error\""))
            #expect(thumbnail.contains("<title id=\"issue-579f1f28eb738629-t"))
            #expect(thumbnail.contains("\">Screenshot of screen .") && thumbnail.contains("Activity (state_2026-01-01_1000"))
            #expect(thumbnail.contains(" preserveAspectRatio=\"none\"/><rect class=\"h\" x=\"304\" y=\"24\" width=\"56\" height=\"56\"/><rect class=\"o\" x=\"304\" y=\"24\" width=\"56\" height=\"56\"/>"))
            #expect(thumbnail.contains("<image href=\"data:image/png;base64,") && thumbnail.contains("x=\"0\" y=\"0\" width=\"360\" height=\"640\""))
            #expect(!thumbnail.contains("class=\"el\""))
        }
        for thumbnail in drawn.dropFirst(2) {
            #expect(thumbnail.hasPrefix("lv-error\""))
            #expect(thumbnail.contains("<path class=\"el\"") && !thumbnail.contains("<image"))
        }
        // The screenshot, scaled down to at most 144 pixels wide, keeps its proportions and its stripes.
        let pictures = try Self.pictures(menu)
        #expect(pictures.count == 2)
        for picture in pictures {
            #expect(picture.width == 144 && picture.height == 256)
            #expect(Set(picture.rgba8.enumerated().filter { $0.offset % 4 == 2 }.map(\.element)).count > 2)
        }
        // Same bytes whatever the job count.
        #expect(Tool.run(arguments + ["--jobs", "4"]).stdoutText == html)
    }

    /// Every state with a screenshot: each issue shows at most `picturesPerIssue` screenshots and says how many
    /// of its thumbnails are wireframes for that reason; the page's screenshots stay within the total bound.
    @Test func screenshotThumbnailsAreBoundedPerIssueAndInAll() throws {
        let folder = try Self.pairedCrawl("thumbs-shots", pictured: 4)
        defer { try? FileManager.default.removeItem(at: folder) }
        let html = Tool.run(["check", "--format", "html"] + Self.rules + [folder.appendingPathComponent("crawl").path]).stdoutText
        let view = try Self.issuesView(html)
        let items = Self.items(view)
        let menu = try #require(items.first)
        #expect(Self.thumbnails(menu).filter { $0.hasPrefix("shot ") }.count == 2)
        #expect(menu.contains("<p class=\"muted\">2 drawn as wireframes though their recordings have a screenshot: the page shows at most 2 screenshots per issue and 4 MiB of them in all.</p>"))
        let bytes = view.components(separatedBy: "<image href=\"").dropFirst().reduce(0) { $0 + $1.prefix { $0 != "\"" }.utf8.count }
        #expect(bytes > 0 && bytes <= 4 << 20)
    }
}
