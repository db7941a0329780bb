import CrawlCLI
import Foundation
import Testing
import TestSupport

/// A web view whose page is not in the recording: every report says its web content was not checked, and the
/// manual-check list asks a person to check it; a web view whose page the recorder exposed as nodes is judged
/// like the rest and asks for nothing.
@Suite struct WebContentNoticeTests {
    /// A help screen: a toolbar and a web view with no nodes below it (uiautomator shows no page content when the
    /// page's accessibility is off).
    static let emptyWebView = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0"><node class="android.widget.FrameLayout" package="com.example.help" text="" content-desc="" bounds="[0,0][1080,2400]"><node class="android.widget.TextView" package="com.example.help" text="Help" content-desc="" bounds="[42,100][400,200]" /><node class="android.webkit.WebView" package="com.example.help" resource-id="com.example.help:id/page" text="" content-desc="" focusable="true" scrollable="true" bounds="[0,210][1080,2337]" /></node></hierarchy>
        """

    /// The same screen with the page exposed as nodes.
    static let recordedWebView = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0"><node class="android.widget.FrameLayout" package="com.example.help" text="" content-desc="" bounds="[0,0][1080,2400]"><node class="android.widget.TextView" package="com.example.help" text="Help" content-desc="" bounds="[42,100][400,200]" /><node class="android.webkit.WebView" package="com.example.help" resource-id="com.example.help:id/page" text="" content-desc="" focusable="true" scrollable="true" bounds="[0,210][1080,2337]"><node class="android.view.View" package="com.example.help" text="Getting started" content-desc="" bounds="[42,260][1038,360]" /></node></node></hierarchy>
        """

    @Test("an unrecorded page is named in text, JSON, SARIF and the manual checks; a recorded one is not")
    func notice() throws {
        try TemporaryFolder.with("web-content") { folder in
            let empty = folder.appendingPathComponent("help_empty.xml").path
            let recorded = folder.appendingPathComponent("help_recorded.xml").path
            try Self.emptyWebView.write(toFile: empty, atomically: true, encoding: .utf8)
            try Self.recordedWebView.write(toFile: recorded, atomically: true, encoding: .utf8)
            let text = Tool.run(["check", "--density", "2.625", empty, recorded]).stdoutText
            #expect(text.contains("Web content not checked (the recording holds no nodes of the page a web view shows) on 1 screen:\n  \(empty): WebView at hierarchy/FrameLayout[1]/WebView[1]\n"), "\(text)")
            #expect(!text.contains("\(recorded): WebView"), "\(text)")
            let json = Tool.run(["check", "--density", "2.625", "--format", "json", empty, recorded]).stdoutText
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            let screens = try #require(object["screens"] as? [[String: Any]])
            let byFile = Dictionary(uniqueKeysWithValues: screens.map { ($0["file"] as? String ?? "", $0) })
            #expect(byFile[empty]?["unrecordedWebViews"] as? [String] == ["WebView at hierarchy/FrameLayout[1]/WebView[1]"])
            #expect(byFile[recorded]?["unrecordedWebViews"] == nil)
            let sarif = Tool.run(["check", "--density", "2.625", "--format", "sarif", empty, recorded]).stdoutText
            #expect(sarif.contains("This screen embeds a web view (WebView at hierarchy/FrameLayout[1]/WebView[1]) whose page is not in the recording: its web content was not checked."), "\(sarif)")
            #expect(sarif.components(separatedBy: "\"web-content-not-checked\"").count - 1 == 2, "one descriptor and one notification")
            let manual = Tool.run(["check", "--density", "2.625", "--format", "manual", empty]).stdoutText
            #expect(manual.contains("- [ ] Web content inside the app is accessible (WCAG 1.1.1, 1.3.1, 4.1.2)\n  - WebView with identifier \"com.example.help:id/page\" at `hierarchy/FrameLayout[1]/WebView[1]`"), "\(manual)")
            let manualRecorded = Tool.run(["check", "--density", "2.625", "--format", "manual", recorded]).stdoutText
            #expect(!manualRecorded.contains("- [ ] Web content inside the app is accessible"), "\(manualRecorded)")
        }
    }

    @Test("the text dumps say so too: an Espresso WebView without views below it, a Flutter platform view")
    func textDumps() throws {
        let root = PackagePaths.root.appendingPathComponent("Fixtures/dumps")
        let espresso = root.appendingPathComponent("espresso-sign-in.txt").path
        let flutter = root.appendingPathComponent("flutter-settings-ios.txt").path
        let text = Tool.run(["check", espresso, flutter]).stdoutText
        #expect(text.contains("Web content not checked (the recording holds no nodes of the page a web view shows) on 2 screens:\n"
                              + "  \(espresso): WebView at DecorView/LinearLayout[1]/FrameLayout[1]/ConstraintLayout[1]/WebView[1]\n"
                              + "  \(flutter): PlatformView at Node/Node[1]/Node[1]/Node[1]/PlatformView[1]\n"), "\(text)")
    }
}
