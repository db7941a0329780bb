import Foundation
import Recorders
@testable import Reports
import Rules
import Testing
import TestSupport
import TreeModel

/// The HTML report speaks each recording's platform: its unit (pt, dp, px), its guidance and its screen
/// reader; and its drawing keeps every badge visible and inside.
@Suite struct HTMLPlatformTests {
    /// A uiautomator dump, 1080 x 2400 px, with a 50 px button "Help" (19.05 dp at density 2.625).
    static let dump = """
        <?xml version="1.0" encoding="UTF-8"?>
        <hierarchy rotation="0">
          <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="a" content-desc="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[0,0][1080,2400]">
            <node index="0" text="" resource-id="a:id/help" class="android.widget.Button" package="a" content-desc="Help" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[100,300][150,350]" />
          </node>
        </hierarchy>
        """

    /// The section that says how to do the manual checks.
    static func checksSection(_ html: String) -> String {
        guard let start = html.range(of: "<h2 id=\"checks-h\">"),
              let end = html.range(of: "</section>", range: start.upperBound..<html.endIndex) else { return "" }
        return String(html[start.lowerBound..<end.upperBound])
    }

    /// The `<article>` of the first screen.
    static func article(_ html: String) -> String {
        guard let start = html.range(of: "<article"), let end = html.range(of: "</article>", range: start.upperBound..<html.endIndex) else { return "" }
        return String(html[start.lowerBound..<end.upperBound])
    }

    @Test("an Android screen in dp speaks dp, TalkBack and Android's touch-target guidance, never points or the HIG")
    func androidInDP() throws {
        var screen = RecordingReader.read(bytes: Array(Self.dump.utf8), file: "login.xml")
        #expect(screen.platform == .android)
        screen.convertPixels(density: 2.625)
        let run = CheckedRun([screen])
        #expect(run.findings.contains { $0.rule == "target-size-hig" })
        let html = run.text("html")
        // Every screen is Android's: the checks' section speaks Android only.
        let checks = Self.checksSection(html)
        #expect(checks.contains("Focus order and visible focus work with Switch Access and a keyboard"))
        #expect(checks.contains("With TalkBack on, swipe through the screen"))
        #expect(!checks.contains("VoiceOver"))
        #expect(!checks.contains("Full Keyboard Access"))
        #expect(!checks.contains("On Android:"))
        let article = Self.article(html)
        #expect(article.contains("Android recording (TalkBack); frames in dp, converted from pixels at density 2.625."))
        #expect(article.contains("411.43 by 914.29 dp"))
        #expect(article.contains("19.05 × 19.05 dp</dd>"))
        #expect(!article.contains("points"))
        #expect(article.contains("<code>target-size-hig</code> Target size (Android guidance)"))
        #expect(!article.contains("Apple"))
        #expect(article.contains("<a href=\"https://support.google.com/accessibility/android/answer/7101858\">Android accessibility help: Touch target size (48 x 48 dp)</a>"))
        #expect(!article.contains("none given"))
        #expect(!article.contains("44 x 44 pt"))
        #expect(article.contains("48dp") || article.contains("48.dp"))
        #expect(article.contains("TalkBack reads the screen sensibly"))
        #expect(!article.contains("VoiceOver"))
        #expect(!article.contains("Switch Control"))
        // A rule with criteria keeps them, and nothing else, as its basis on Android.
        let unlabelled = Self.dump.replacingOccurrences(of: "content-desc=\"Help\"", with: "content-desc=\"\"")
        var bare = RecordingReader.read(bytes: Array(unlabelled.utf8), file: "bare.xml")
        bare.convertPixels(density: 2.625)
        let labels = Self.article(CheckedRun([bare]).text("html"))
        #expect(labels.contains("<dd class=\"basis\"><a href=\"#wcag-4.1.2\">WCAG 4.1.2 Name, Role, Value (Level A)</a>"))
        #expect(!labels.contains("no WCAG criterion"))
    }

    @Test("an Android screen without a density is in pixels, says so, and its screenshot is scaled per recorded pixel")
    func androidInPixels() throws {
        try TemporaryFolder.with("html-px") { folder in
            let png = try Data(contentsOf: PackagePaths.root.appendingPathComponent("Tests/SupportImageTests/PngSuite/png/basn2c08.png"))
            try png.write(to: folder.appendingPathComponent("small.png"))
            let dump = Self.dump.replacingOccurrences(of: "[0,0][1080,2400]", with: "[0,0][32,32]")
                .replacingOccurrences(of: "[100,300][150,350]", with: "[2,2][12,12]")
                // Unlabelled, so the screen has a finding and starts open with its drawing.
                .replacingOccurrences(of: "content-desc=\"Help\"", with: "content-desc=\"\"")
            let path = folder.appendingPathComponent("small.xml").path
            let html = CheckedRun([RecordingReader.read(bytes: Array(dump.utf8), file: path)]).text("html")
            let article = Self.article(html)
            #expect(article.contains("Android recording (TalkBack); frames in pixels: no density was given or could be inferred"))
            #expect(article.contains("32 by 32 pixels"))
            #expect(article.contains("32 × 32 pixels, 1 pixel per recorded pixel."))
            #expect(!article.contains("points") && !article.contains("per point"))
        }
    }

    @Test("an iOS screen keeps points, the HIG and VoiceOver, with no line about units")
    func iOSInPoints() {
        let text = #"[{"type": "Application", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}}, {"type": "Button", "AXLabel": "Help", "frame": {"x": 10, "y": 100, "width": 30, "height": 30}}]"#
        let article = Self.article(CheckedRun([RecordingReader.read(bytes: Array(text.utf8), file: "help.json")]).text("html"))
        #expect(article.contains("30 × 30 points</dd>"))
        #expect(article.contains("Target size (Apple HIG)"))
        #expect(article.contains("44 x 44 pt"))
        #expect(article.contains("VoiceOver reads the screen sensibly"))
        #expect(!article.contains("class=\"units\""))
        #expect(!CheckedRun([RecordingReader.read(bytes: Array(text.utf8), file: "help.json")]).text("html").contains("On Android:"))
    }

    @Test("a report of iOS and Android screens gives each check's general words with Android's beside them")
    func mixedPlatformsGiveBothWordings() {
        let text = #"[{"type": "Application", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}}, {"type": "Button", "AXLabel": "Help", "frame": {"x": 10, "y": 100, "width": 30, "height": 30}}]"#
        var android = RecordingReader.read(bytes: Array(Self.dump.utf8), file: "login.xml")
        android.convertPixels(density: 2.625)
        let html = CheckedRun([RecordingReader.read(bytes: Array(text.utf8), file: "help.json"), android]).text("html")
        let checks = Self.checksSection(html)
        #expect(checks.contains("Focus order and visible focus work with Switch Control and Full Keyboard Access"))
        #expect(checks.contains("On Android: Connect a keyboard and move with Tab"))
        // Each screen's boxes are in its own platform's words.
        #expect(Self.article(html).contains("VoiceOver reads the screen sensibly"))
        let second = html.components(separatedBy: "<article").first { $0.contains("data-name=\"login.xml\"") } ?? ""
        #expect(second.contains("TalkBack reads the screen sensibly"))
        #expect(!second.contains("<input type=\"checkbox\"> VoiceOver reads the screen sensibly"))
    }

    @Test("a screenshot note names the frames' unit")
    func screenshotNoteNamesTheUnit() throws {
        let png = [UInt8](try Data(contentsOf: PackagePaths.root.appendingPathComponent("Tests/SupportImageTests/PngSuite/png/basn2c08.png")))
        let wrong = HTMLScreenshot.make(png, file: "b.png", bounds: Frame(x: 0, y: 0, width: 16, height: 24), perUnit: "dp")
        #expect(wrong.note?.contains("at 2 pixels per dp (from its width of 32 pixels)") == true)
    }

    @Test("a DroidBot state's JPEG screenshot (screen_X.jpg beside state_X.json) is drawn under it")
    func droidBotJPEGIsDrawn() throws {
        try TemporaryFolder.with("html-droidbot") { folder in
            let state = """
                {"tag": "t", "state_str": "x", "foreground_activity": "a/.B", "density": 420,
                 "views": [
                  {"temp_id": 0, "parent": -1, "children": [1], "class": "android.widget.FrameLayout", "bounds": [[0, 0], [1080, 1920]], "visible": true, "clickable": false},
                  {"temp_id": 1, "parent": 0, "children": [], "class": "android.widget.ImageView", "content_description": null, "clickable": true, "bounds": [[40, 300], [130, 390]]}
                 ]}
                """
            let jpeg = SyntheticJPEG.flat(width: 1080, height: 1920)
            try Data(jpeg).write(to: folder.appendingPathComponent("screen_t.jpg"))
            let path = folder.appendingPathComponent("state_t.json").path
            let article = Self.article(CheckedRun([RecordingReader.read(bytes: Array(state.utf8), file: path)]).text("html"))
            #expect(article.contains("<image href=\"data:image/jpeg;base64,"))
            #expect(article.contains("screen_t.jpg, 1080 × 1920 pixels, 2.63 pixels per dp.") || article.contains("screen_t.jpg, 1080 × 1920 pixels, 2.62 pixels per dp."))
        }
    }

    /// The badges (`<rect class="b" …>`) of `html`, as frames.
    static func badges(_ html: String) throws -> [Frame] {
        let pattern = try NSRegularExpression(pattern: #"<rect class="b" x="([-0-9.]+)" y="([-0-9.]+)" width="([0-9.]+)" height="([0-9.]+)"/>"#)
        return pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).map { match in
            let number = { (group: Int) in Double(html[Range(match.range(at: group), in: html)!])! }
            return Frame(x: number(1), y: number(2), width: number(3), height: number(4))
        }
    }

    @Test("several badges on one element at the drawing's edge are side by side or in rows, none over another, all inside")
    func badgesDoNotHideEachOther() throws {
        // An unlabelled tiny button in the top right corner: several rules find it.
        let text = #"[{"type": "Application", "frame": {"x": 0, "y": 0, "width": 100, "height": 200}}, {"type": "Button", "frame": {"x": 92, "y": 0, "width": 8, "height": 8}}, {"type": "Button", "AXLabel": "OK", "AXUniqueId": "ok", "frame": {"x": 0, "y": 150, "width": 100, "height": 50}}]"#
        let run = CheckedRun([RecordingReader.read(bytes: Array(text.utf8), file: "corner.json")])
        let onCorner = run.findings.filter { $0.elementIndex == 1 }.count
        #expect(onCorner >= 3)
        let badges = try Self.badges(run.text("html"))
        #expect(badges.count == run.findings.count)
        for (index, badge) in badges.enumerated() {
            #expect(badge.minX >= 0 && badge.maxX <= 100.001 && badge.minY >= 0 && badge.maxY <= 200.001, "\(badge) is outside the drawing")
            for other in badges[(index + 1)...] {
                #expect(!badge.intersects(other), "\(badge) covers \(other)")
            }
        }
    }

    @Test("a Flutter dump's frames are its logical pixels, and its device pixel ratio is read to a thousandth")
    func flutterUnits() throws {
        let path = "Fixtures/dumps/flutter-sign-in-logcat.txt"
        let screen = RecordingReader.read(contentsOf: PackagePaths.root.appendingPathComponent(path).path, displayPath: path)
        #expect(screen.toolkit == .flutter)
        let html = CheckedRun([screen]).text("html")
        #expect(html.contains("<p class=\"units\">Android recording (TalkBack); frames in dp (Flutter's logical pixels; the dump's device pixel ratio is 2.625).</p>"))
        #expect(!html.contains("converted from pixels") && !html.contains("2.6251"))
    }

    @Test("a badge is never wider than a narrow drawing")
    func badgesFitANarrowDrawing() {
        let view = Frame(x: 0, y: 0, width: 20, height: 40)
        let layout = HTMLBadgeLayout(view: view, shown: [0, 1], badges: ["W12", "E13"], elements: [0, 0])
        for position in 0..<2 {
            let badge = layout.place(position, over: Frame(x: 15, y: 0, width: 5, height: 5))
            #expect(badge.minX >= 0 && badge.maxX <= 20.001 && badge.minY >= 0 && badge.maxY <= 40.001, "\(badge)")
        }
    }

    @Test("a finding left out of the drawing keeps no badge slot on its element")
    func hiddenFindingsTakeNoSlot() {
        let view = Frame(x: 0, y: 0, width: 400, height: 800)
        let element = Frame(x: 100, y: 300, width: 50, height: 50)
        let all = HTMLBadgeLayout(view: view, shown: [0, 1, 2], badges: ["N1", "E2", "E3"], elements: [0, 0, 0])
        let some = HTMLBadgeLayout(view: view, shown: [1, 2], badges: ["N1", "E2", "E3"], elements: [0, 0, 0])
        // With all three drawn, E2 is the second badge; with N1 left out it is the first, where N1 was.
        #expect(some.place(1, over: element).minX == all.place(0, over: element).minX)
        #expect(some.place(2, over: element).minX == all.place(1, over: element).minX)
        #expect(some.place(1, over: element).minY == all.place(0, over: element).minY)
    }

    static let oneButton = RecordingReader.read(
        bytes: Array(#"{"type":"Button","AXLabel":"OK","frame":{"x":0,"y":0,"width":10,"height":10}}"#.utf8), file: "t.json")

    /// A finding shown at `level` (`review`: a needs-review item at warning).
    static func finding(_ level: HTMLLevel, at index: Int) -> Finding {
        let shownAs: Level = level == .error ? .error : level == .note ? .note : .warning
        return Finding(rule: "r\(index)", level: shownAs, message: "m", screen: oneButton, element: 0, criteria: [], hig: nil,
                       outcome: level == .review ? .needsReview : .finding)
    }

    @Test("the findings drawn on a crowded screen are the most severe, in finding order")
    func mostSevereFirst() {
        let levels: [HTMLLevel] = [.note, .warning, .error, .review, .error, .warning, .note]
        let findings = levels.enumerated().map { index, level in Self.finding(level, at: index) }
        #expect(HTMLScreenSection.mostSevere(findings, limit: 3) == [1, 2, 4])
        #expect(HTMLScreenSection.mostSevere(findings, limit: 5) == [0, 1, 2, 4, 5])
        #expect(HTMLScreenSection.mostSevere(findings, limit: 7) == Array(0..<7))
        #expect(HTMLScreenSection.mostSevere(findings, limit: 0) == [])
    }

    @Test("the screen list keeps each file name in one column, and narrow tables lose padding, not columns")
    func narrowLayout() {
        #expect(HTMLAssets.style.contains(".screens li{break-inside:avoid;overflow-wrap:anywhere}"))
        // Long paths in captions and in the rules not run break instead of widening the page.
        #expect(HTMLAssets.style.contains("header,main,footer{max-width:72rem;margin:0 auto;padding:0 1rem;overflow-wrap:break-word}"))
        #expect(HTMLAssets.style.contains("th,td{padding:.2rem .25rem}.scroll table{font-size:.9rem}"))
        // Only screens that start collapsed skip their rendering off screen: an open screen's links keep their
        // real place (skipped, their boxes overlapped the next screens', and axe-core found them obscured).
        #expect(HTMLAssets.style.contains("article.screen{border-top:1px solid var(--line);padding:1rem .5rem}\n"))
        #expect(HTMLAssets.style.contains("article.screen:has(>details[data-lazy]){content-visibility:auto;"))
    }
}

/// A large screen's drawing finds each related element in one table (a search of the screen per related element
/// made the HTML report of 100,000 overlapping buttons take minutes; the fuzz campaign, `Scripts/fuzz.py`, found
/// it). This test checks what the table finds; the time is in BENCHMARKS.md ("Piles of targets").
@Suite struct HTMLLargeDrawingTests {
    @Test("every finding of a field of overlapping buttons has its related neighbour drawn")
    func relatedElementsOfAField() throws {
        var items: [[String: Any]] = [["type": "Application", "frame": ["x": 0, "y": 0, "width": 402, "height": 3_300]]]
        for i in 0..<3_000 {
            items.append(["type": "Button", "AXLabel": "Item \(i)", "AXUniqueId": "item\(i)",
                          "frame": ["x": 10 + (i % 19) * 20, "y": 40 + (i / 19) * 20, "width": 30, "height": 30]])
        }
        let screen = RecordingReader.read(bytes: [UInt8](try JSONSerialization.data(withJSONObject: items)), file: "field.json")
        let run = CheckedRun([screen], engine: Engine(rules: [TargetsOverlap()]))
        #expect(run.findings.count >= 2_900 && run.findings.allSatisfy { !$0.related.isEmpty })
        let html = run.text("html")
        // Every related element is in this recording and on the screen: each is drawn once per finding drawn (the
        // page draws the first `maxFindingsShown` of a screen).
        let shown = HTMLScreenSection(result: run.results[0], index: 1, rules: [:], screenshots: false).shown
        #expect(shown.count == HTMLScreenSection.maxFindingsShown)
        #expect(html.components(separatedBy: "<rect class=\"rel\"").count - 1 == shown.reduce(0) { $0 + run.findings[$1].related.count })
    }
}
