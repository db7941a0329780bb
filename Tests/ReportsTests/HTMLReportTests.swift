import Foundation
import Recorders
@testable import Reports
import Rules
import Testing
import TestSupport
import TreeModel

/// The HTML report: its escaping, its structure, and what it draws.
@Suite struct HTMLReportTests {
    /// Every line of the naughty-strings list and the HTML-context vectors.
    static func naughtyStrings() throws -> [String] {
        let blns = try Data(contentsOf: PackagePaths.shared.appendingPathComponent("data/naughty-strings/blns.json"))
        let contexts = try Data(contentsOf: PackagePaths.shared.appendingPathComponent("data/naughty-strings/html-contexts.json"))
        let list = try JSONSerialization.jsonObject(with: blns) as? [String] ?? []
        let object = try JSONSerialization.jsonObject(with: contexts) as? [String: Any] ?? [:]
        return list + (object["strings"] as? [String] ?? [])
    }

    @Test func escapeReplacesTheFiveMarkupCharactersAndNothingElse() {
        #expect(HTMLText.escape(#"<a href="x" title='y'>&amp;</a>"#)
                == "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;")
        let plain = "Grüße 👋🏽 مرحبا 你好 \u{0}\u{202E}"
        #expect(HTMLText.escape(plain) == plain)
    }

    @Test func escapedNaughtyStringsHoldNoMarkupCharacter() throws {
        let strings = try Self.naughtyStrings()
        #expect(strings.count > 500)
        for string in strings {
            for escaped in [HTMLText.escape(string), HTMLText.display(string)] {
                #expect(!escaped.contains { "<>\"'".contains($0) }, "\(string.debugDescription)")
                // Every & starts one of the five entities.
                var rest = Substring(escaped)
                while let amp = rest.firstIndex(of: "&") {
                    let tail = rest[amp...]
                    #expect(["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"].contains { tail.hasPrefix($0) }, "\(string.debugDescription)")
                    rest = rest[rest.index(after: amp)...]
                }
            }
        }
    }

    @Test func displayShowsHiddenCharactersAsTokensAndCutsLongText() {
        #expect(HTMLText.display("a\u{0}b") == "a⟨U+0000⟩b")
        #expect(HTMLText.display("\u{202E}evil") == "⟨U+202E⟩evil")
        #expect(HTMLText.display("x\u{200B}\u{2028}\u{FEFF}") == "x⟨U+200B⟩⟨U+2028⟩⟨U+FEFF⟩")
        #expect(HTMLText.display("👩‍👩‍👧 مرحبا 你好") == "👩‍👩‍👧 مرحبا 你好")
        let long = String(repeating: "é", count: 305)
        #expect(HTMLText.display(long) == String(repeating: "é", count: 300) + "… (5 more characters)")
    }

    @Test func numbersHaveAtMostTwoDecimalsAndNoExponent() {
        #expect(HTMLText.number(1e-5) == "0")
        #expect(HTMLText.number(-0.0) == "0")
        #expect(HTMLText.number(12.345) == "12.35" || HTMLText.number(12.345) == "12.34")
        #expect(HTMLText.number(1e9) == "1000000000")
        #expect(HTMLText.number(-2.5) == "-2.5")
        #expect(HTMLText.number(.nan) == nil)
        #expect(HTMLText.number(.infinity) == nil)
    }

    @Test func onlyHTTPSAddressesBecomeLinks() {
        #expect(HTMLText.safeURL("https://www.w3.org/WAI/x") == "https://www.w3.org/WAI/x")
        #expect(HTMLText.safeURL("javascript:alert(1)") == nil)
        #expect(HTMLText.safeURL("https://x\" onmouseover=\"a") == nil)
        #expect(HTMLText.urlSegment("a b/é") == "a%20b%2F%C3%A9")
        for rule in RuleRegistry.all.map(\.metadata) {
            for url in rule.criteria.map(\.understanding) + [rule.hig?.url].compactMap({ $0 }) {
                #expect(HTMLText.safeURL(url) != nil, "\(rule.id): \(url)")
            }
        }
    }

    @Test func sha256MatchesTheStandardVectors() {
        func hex(_ text: String) -> String { SHA256.digest(Array(text.utf8)).map { String(format: "%02x", $0) }.joined() }
        #expect(hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex(String(repeating: "a", count: 1000)) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    /// The element and attribute names the report writes: anything else in the output is markup a recorded
    /// string made.
    static let allowedTags: Set<String> = [
        "!DOCTYPE", "html", "head", "meta", "title", "style", "body", "a", "header", "h1", "h2", "h3", "h4", "p", "main",
        "section", "table", "thead", "tbody", "tr", "th", "td", "span", "div", "figure", "svg", "desc", "text", "rect",
        "figcaption", "form", "fieldset", "legend", "label", "input", "br", "select", "option", "nav", "ol", "ul", "li",
        "bdi", "code", "article", "details", "summary", "path", "g", "image", "dl", "dt", "dd", "footer", "script",
    ]
    static let allowedAttributes: Set<String> = [
        "lang", "charset", "http-equiv", "content", "name", "class", "href", "id", "aria-labelledby", "scope", "role",
        "viewBox", "xmlns", "x", "y", "width", "height", "text-anchor", "type", "value", "checked", "for", "hidden",
        "autocomplete", "data-name", "data-f", "data-level", "data-rule", "data-lazy", "tabindex", "d", "font-size", "preserveAspectRatio",
        "open", "html",
    ]

    /// The names of the elements and attributes in `html`, which must be whole tags outside `<style>` and `<script>`.
    static func markupNames(_ html: String) -> (tags: [String], attributes: Set<String>) {
        var body = html
        if let start = body.range(of: "<style>"), let end = body.range(of: "</style>") { body.removeSubrange(start.upperBound..<end.lowerBound) }
        // The script and the data blocks.
        var from = body.startIndex
        while let open = body.range(of: "<script", range: from..<body.endIndex), let tagEnd = body.range(of: ">", range: open.upperBound..<body.endIndex),
              let close = body.range(of: "</script>", range: tagEnd.upperBound..<body.endIndex) {
            body.removeSubrange(tagEnd.upperBound..<close.lowerBound)
            from = body.index(tagEnd.upperBound, offsetBy: "</script>".count)
        }
        let tag = try! NSRegularExpression(pattern: #"<(/?)([!A-Za-z][A-Za-z0-9-]*)((?:\s+[A-Za-z-]+(?:="[^"<>]*")?)*)\s*/?>"#)
        let attribute = try! NSRegularExpression(pattern: #"\s([A-Za-z-]+)(?:="[^"<>]*")?"#)
        var tags: [String] = []
        var attributes = Set<String>()
        for match in tag.matches(in: body, range: NSRange(body.startIndex..., in: body)) {
            tags.append(String(body[Range(match.range(at: 1), in: body)!]) + String(body[Range(match.range(at: 2), in: body)!]))
            let list = String(body[Range(match.range(at: 3), in: body)!])
            for item in attribute.matches(in: list, range: NSRange(list.startIndex..., in: list)) {
                attributes.insert(String(list[Range(item.range(at: 1), in: list)!]))
            }
        }
        // Every "<" outside style and script starts one of the tags matched.
        let opens = body.filter { $0 == "<" }.count
        if opens != tags.count { tags.append("<unmatched: \(opens - tags.count)>") }
        return (tags, attributes)
    }

    /// A screen per string: the string as its file name and as the label and identifier of two small buttons.
    static func hostileScreens(_ strings: [String], replacedBy placeholder: String? = nil) throws -> [Screen] {
        try strings.enumerated().map { index, raw in
            let text = placeholder ?? raw
            let elements: [[String: Any]] = [
                ["type": "Application", "AXLabel": "App", "frame": ["x": 0, "y": 0, "width": 390, "height": 844]],
                ["type": "Button", "AXLabel": text, "frame": ["x": 10, "y": 100, "width": 20, "height": 20]],
                ["type": "Button", "AXUniqueId": text, "frame": ["x": 10, "y": 200, "width": 20, "height": 20]],
            ]
            let bytes = [UInt8](try JSONSerialization.data(withJSONObject: elements))
            return RecordingReader.read(bytes: bytes, file: String(format: "%04d-", index) + text)
        }
    }

    @Test func naughtyLabelsIdentifiersAndFileNamesStayText() throws {
        let strings = try Self.naughtyStrings()
        let hostile = CheckedRun(try Self.hostileScreens(strings)).text("html")
        let plain = CheckedRun(try Self.hostileScreens(strings, replacedBy: "x")).text("html")
        // Only the report's own markup: no string opened, closed or changed an element or attribute.
        let names = Self.markupNames(hostile)
        let strange = Set(names.tags.map { $0.hasPrefix("/") ? String($0.dropFirst()) : $0 }).subtracting(Self.allowedTags).union(names.attributes.subtracting(Self.allowedAttributes))
        #expect(strange.isEmpty, "\(strange.sorted())")
        #expect(names.tags.filter { $0 == "article" }.count == strings.count)
        #expect(Self.markupNames(plain).tags.filter { $0 == "article" }.count == strings.count)
        #expect(Self.scripts(hostile).run == 1)
        #expect(matches(#"((href|src)="\s*[A-Za-z]+:[^/])"#, hostile).isEmpty)
        // Each string is there, as shown text; on the screens that start collapsed, as text in their data too.
        let missing = strings.filter { !$0.isEmpty && !hostile.contains(HTMLText.display($0)) }
        #expect(missing.isEmpty, "\(missing.prefix(5).map(\.debugDescription))")
        let data = try Self.dataTexts(hostile).sorted().joined(separator: "\u{0}")
        #expect(Self.scripts(hostile).data > 1)
        let notInData = strings.suffix(strings.count - HTMLReportWriter.openScreens).filter { !$0.isEmpty && !data.contains(HTMLLazyData.decode(HTMLText.display($0))) }
        #expect(notInData.isEmpty, "\(notInData.prefix(5).map(\.debugDescription))")
    }

    /// How many scripts `html` runs (`<script>`) and how many data blocks it holds (`<script type="application/json" id="lazy-…">`);
    /// no other script tag.
    static func scripts(_ html: String) -> (run: Int, data: Int, other: Int) {
        let all = html.components(separatedBy: "<script").count - 1
        let run = html.components(separatedBy: "<script>").count - 1
        let data = html.components(separatedBy: "<script type=\"application/json\" id=\"lazy-").count - 1
        return (run, data, all - run - data)
    }

    /// The contents of the data blocks, each parsed as JSON (which fails if a string ended a block early).
    static func dataBlocks(_ html: String) throws -> [String: Any] {
        var blocks: [String: Any] = [:]
        for part in html.components(separatedBy: "<script type=\"application/json\" id=\"").dropFirst() {
            let id = try #require(part.split(separator: "\"", maxSplits: 1).first)
            let body = try #require(part.range(of: ">").flatMap { start in part.range(of: "</script>").map { part[start.upperBound..<$0.lowerBound] } })
            #expect(!body.contains("<") && !body.contains(">") && !body.contains("&") && !body.contains("\u{2028}"))
            blocks[String(id)] = try JSONSerialization.jsonObject(with: Data(body.utf8))
        }
        return blocks
    }

    /// Every string in the data blocks.
    static func dataTexts(_ html: String) throws -> Set<String> {
        var texts = Set<String>()
        func walk(_ value: Any) {
            if let string = value as? String { texts.insert(string) }
            if let array = value as? [Any] { array.forEach(walk) }
            if let object = value as? [String: Any] { object.values.forEach(walk) }
        }
        walk(try dataBlocks(html))
        return texts
    }

    /// A node of the data as `HTMLLazyData.Node`, the shared parts put back.
    static func node(_ value: Any, table: [Any]) throws -> HTMLLazyData.Node {
        if let number = value as? Int, !(value is String) { return try node(table[number], table: table) }
        if let text = value as? String { return .text(text) }
        let array = try #require(value as? [Any])
        let tag = try #require(array.first as? String)
        var attributes: [(String, String)] = []
        var rest = array.dropFirst()
        if let object = rest.first as? [String: String] {
            // JSONSerialization does not keep the order of an object's keys: compared sorted.
            attributes = object.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
            rest = rest.dropFirst()
        }
        return .element(tag, attributes, try rest.map { try node($0, table: table) })
    }

    static func sortedAttributes(_ node: HTMLLazyData.Node) -> HTMLLazyData.Node {
        guard case .element(let tag, let attributes, let children) = node else { return node }
        return .element(tag, attributes.sorted { $0.0 < $1.0 }, children.map(sortedAttributes))
    }

    @Test func aCollapsedScreensDataIsItsOpenMarkup() throws {
        let count = HTMLReportWriter.openScreens + 3
        let run = CheckedRun(try Self.hostileScreens(Array(repeating: "x", count: count)))
        let html = run.text("html")
        let blocks = try Self.dataBlocks(html)
        let table = try #require(blocks["lazy-shared"] as? [Any])
        let first = try #require(blocks["lazy-1"] as? [String: Any])
        #expect(first.count == 3)
        for (offset, result) in run.results.enumerated().suffix(3) {
            var open = HTMLScreenSection(result: result, index: offset + 1, rules: Dictionary(uniqueKeysWithValues: run.rules.map { ($0.id, $0) }),
                                         screenshots: true)
            open.open = true
            let data = try #require(first["s\(offset + 1)"] as? [Any])
            let parts = [open.drawing()] + result.findings.indices.map(open.findingDetails) + [open.checklist()]
            let lists = try [#require(data[0] as? [Any])] + #require(data[1] as? [[Any]]) + [#require(data[2] as? [Any])]
            #expect(lists.count == parts.count)
            for (markup, list) in zip(parts, lists) {
                #expect(try list.map { try Self.node($0, table: table) } == HTMLLazyData.parse(markup).map(Self.sortedAttributes))
            }
            // In the page: the findings' level, rule and message, but not their details.
            #expect(html.contains("<li class=\"finding lv-\(HTMLLevel(result.findings[0]).rawValue)\" id=\"s\(offset + 1)-f1\""))
            #expect(!html.contains("s\(offset + 1)-f1-box\" data-f"))
        }
    }

    @Test func dataStringsCannotEndTheirBlock() throws {
        for string in try Self.naughtyStrings() + ["</script><!--<script>", "a\u{2028}b\u{2029}c", "\"\\\u{0}\u{7F}"] {
            let json = HTMLLazyData.string(string)
            #expect(!json.contains { "<>&\u{2028}\u{2029}".contains($0) }, "\(string.debugDescription)")
            let back = try JSONSerialization.jsonObject(with: Data(("[" + json + "]").utf8)) as? [String]
            #expect(back == [string], "\(string.debugDescription)")
        }
    }

    @Test func outputIsOneDeterministicSelfContainedPage() throws {
        let run = ReportInputs.run()
        let html = run.text("html")
        #expect(html == run.text("html"))
        #expect(html.components(separatedBy: "<h1").count == 2)
        #expect(Self.scripts(html).run == 1)
        #expect(Self.scripts(html).other == 0)
        #expect(html.components(separatedBy: "<style").count == 2)
        // No event-handler attribute, no plain-http or script address.
        #expect(matches(#"(<[^>]*\son[a-z]+=)"#, html).isEmpty)
        #expect(matches(#"((href|src)="(http:|javascript:))"#, html).isEmpty)
        // Ids are unique, and every fragment link and label reference points at one.
        // Ids are unique, in the page and in the data of the collapsed screens, and every link points at one.
        let ids = matches(#" id="([^"]+)""#, html) + matches(#""id":"([^"]+)""#, html)
        #expect(Set(ids).count == ids.count)
        let labelledBy = matches(#"aria-labelledby="([^"]+)""#, html) + matches(#""aria-labelledby":"([^"]+)""#, html)
        for target in matches(##"href="#([^"]+)""##, html) + matches(##""href":"#([^"]+)""##, html) + labelledBy.flatMap({ $0.split(separator: " ").map(String.init) }) {
            #expect(ids.contains(target), "\(target)")
        }
        // The policy names the hashes of the one style and the one script.
        let style = try #require(html.range(of: "<style>").flatMap { start in html.range(of: "</style>").map { html[start.upperBound..<$0.lowerBound] } })
        let script = try #require(html.range(of: "<script>").flatMap { start in html.range(of: "</script>").map { html[start.upperBound..<$0.lowerBound] } })
        #expect(html.contains("style-src \(HTMLAssets.hash(String(style)));"))
        #expect(html.contains("script-src \(HTMLAssets.hash(String(script)));"))
        #expect(html.contains("default-src 'none'"))
    }

    func matches(_ pattern: String, _ text: String) -> [String] {
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    @Test func everyFindingIsOutlinedNumberedAndListed() {
        let run = ReportInputs.run()
        let html = run.text("html")
        var screen = 0
        for result in run.results {
            screen += 1
            for (position, finding) in result.findings.enumerated() {
                let id = "s\(screen)-f\(position + 1)"
                let level = HTMLLevel(finding)
                #expect(html.contains("<li class=\"finding lv-\(level.rawValue)\" id=\"\(id)\""))
                if !finding.frame.isEmpty {
                    #expect(html.contains("<g class=\"box lv-\(level.rawValue)\" id=\"\(id)-box\" data-f=\"\(id)\">"))
                    #expect(html.contains(">\(level.letter)\(position + 1)</text>"))
                }
            }
        }
        #expect(screen == run.results.count)
        #expect(html.contains("<details open>"))
        #expect(html.contains("<details data-lazy=\"1\"><summary>Drawing and manual checks (no findings)") == run.results.contains {
            $0.summary.status == .ok && $0.findings.isEmpty })
    }

    @Test func onlyTheFirstScreensWithFindingsStartOpen() throws {
        let count = HTMLReportWriter.openScreens + 5
        let html = CheckedRun(try Self.hostileScreens(Array(repeating: "x", count: count))).text("html")
        #expect(html.components(separatedBy: "<details open>").count - 1 == HTMLReportWriter.openScreens)
        #expect(html.components(separatedBy: "<summary>Drawing, findings and manual checks</summary>").count - 1 == count)
    }

    @Test func relatedElementsAreMarked() {
        let text = """
            [{"type": "Application", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}},
             {"type": "Button", "AXLabel": "Second", "frame": {"x": 10, "y": 400, "width": 100, "height": 50}},
             {"type": "Button", "AXLabel": "First", "frame": {"x": 10, "y": 100, "width": 100, "height": 50}}]
            """
        let run = CheckedRun([RecordingReader.read(bytes: Array(text.utf8), file: "order.json")])
        let related = run.findings.filter { !$0.related.isEmpty }
        let html = run.text("html")
        #expect(!related.isEmpty)
        #expect(html.contains("<rect class=\"rel\" data-f=\"s1-f"))
        #expect(html.contains("<dt>Related</dt>"))
    }

    @Test func jpegSizeComesFromTheStartOfFrameMarker() {
        // SOI, APP0 (length 16), SOF0 with height 1334 and width 750.
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + [UInt8](repeating: 0, count: 14)
        bytes += [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x05, 0x36, 0x02, 0xEE, 0x03] + [UInt8](repeating: 0, count: 9)
        #expect(HTMLScreenshot.jpegSize(bytes)?.width == 750)
        #expect(HTMLScreenshot.jpegSize(bytes)?.height == 1334)
        #expect(HTMLScreenshot.jpegSize([0xFF, 0xD8, 0xFF, 0xDA, 0, 2]) == nil)
        let bounds = Frame(x: 0, y: 0, width: 375, height: 667)
        let (shot, note) = HTMLScreenshot.make(bytes, file: "s.jpg", bounds: bounds)
        #expect(shot?.scale == 2)
        #expect(shot?.dataURL.hasPrefix("data:image/jpeg;base64,/9j/") == true)
        #expect(note == nil)
    }

    @Test func aScreenshotIsScaledFromItsWidthAndCheckedAgainstItsHeight() throws {
        let png = [UInt8](try Data(contentsOf: PackagePaths.root.appendingPathComponent("Tests/SupportImageTests/PngSuite/png/basn2c08.png")))
        let fits = HTMLScreenshot.make(png, file: "a.png", bounds: Frame(x: 0, y: 0, width: 16, height: 16))
        #expect(fits.0?.scale == 2)
        #expect(fits.0?.pixelWidth == 32)
        let wrong = HTMLScreenshot.make(png, file: "b.png", bounds: Frame(x: 0, y: 0, width: 16, height: 24))
        #expect(wrong.0 == nil)
        #expect(wrong.note?.contains("should be 48 pixels high, not 32") == true)
        #expect(HTMLScreenshot.make(Array("GIF89a".utf8), file: "c.gif", bounds: Frame(x: 0, y: 0, width: 1, height: 1)).note?
            .contains("neither a PNG nor a JPEG") == true)
    }

    @Test func aScreenshotBesideTheRecordingIsDrawnUnderIt() throws {
        try TemporaryFolder.with("html-shot") { folder in
            let png = try Data(contentsOf: PackagePaths.root.appendingPathComponent("Tests/SupportImageTests/PngSuite/png/basn2c08.png"))
            try png.write(to: folder.appendingPathComponent("tiny.png"))
            let text = #"[{"type": "Application", "frame": {"x": 0, "y": 0, "width": 16, "height": 16}}, {"type": "Button", "frame": {"x": 2, "y": 2, "width": 4, "height": 4}}]"#
            let path = folder.appendingPathComponent("tiny.json").path
            let html = CheckedRun([RecordingReader.read(bytes: Array(text.utf8), file: path)]).text("html")
            #expect(html.contains("<image href=\"data:image/png;base64,\(png.base64EncodedString())\""))
            #expect(html.contains("32 × 32 pixels, 2 pixels per point"))
        }
    }

    @Test func aScreenOfThousandsOfFindingsListsTheMostSevereAndSaysHowManyItLeavesOut() throws {
        // 700 unlabelled 30 pt buttons (an error and a warning each) in one idb file, then 1,100 labelled ones (a
        // warning each): 2,500 findings, of which the page lists and draws 1,000, errors first.
        var elements = [#"{"type": "Application", "frame": {"x": 0, "y": 0, "width": 4000, "height": 4000}}"#]
        for index in 0..<1_800 {
            let x = (index % 60) * 64, y = (index / 60) * 64
            let label = index < 700 ? "" : #""AXLabel": "Item \#(index)", "#
            elements.append(#"{"type": "Button", \#(label)"frame": {"x": \#(x), "y": \#(y), "width": 30, "height": 30}}"#)
        }
        let screen = RecordingReader.read(bytes: Array(("[" + elements.joined(separator: ",") + "]").utf8), file: "field.json")
        let run = CheckedRun([screen])
        let findings = run.findings
        #expect(findings.count > HTMLScreenSection.maxFindingsShown)
        let html = run.text("html")
        let listed = html.components(separatedBy: "<li class=\"finding ").count - 1
        #expect(listed == HTMLScreenSection.maxFindingsShown)
        let errors = findings.filter { $0.outcome != .needsReview && $0.level == .error }.count
        #expect(errors < HTMLScreenSection.maxFindingsShown && errors > 0)
        #expect(html.components(separatedBy: "<li class=\"finding lv-error\"").count - 1 == errors, "every error is listed")
        #expect(html.contains("This screen has \(findings.count) findings: the 1000 most severe are listed and drawn; \(findings.count - 1_000) more are not ("))
        #expect(html.components(separatedBy: "<g class=\"box lv-").count - 1 == 2 * HTMLScreenSection.maxFindingsShown, "an outline and a badge per listed finding")
    }
}
