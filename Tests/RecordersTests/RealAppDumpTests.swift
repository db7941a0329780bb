import Foundation
import Recorders
import Rules
import Testing
import TestSupport
import TreeModel

/// The dumps in `Fixtures/dumps/real/` that apps' own UI tests printed (real screens, real numbers), copied with
/// their provenance (`Fixtures/dumps/SOURCES.md`). Each test counts the dump's node lines without the reader,
/// checks frames worked out by hand from the dump's text, and says which findings the rules give and why.
@Suite struct RealAppDumpTests {
    func text(_ name: String) throws -> String {
        let url = PackagePaths.root.appendingPathComponent("Fixtures/dumps/real/\(name)")
        return String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    func screen(_ name: String) throws -> Screen {
        RecordingReader.read(bytes: Array(try text(name).utf8), file: name)
    }

    /// Compose node lines counted by their text alone: a line holding `Node #` and `)px`.
    func composeNodeLines(_ name: String) throws -> Int {
        try text(name).split(separator: "\n").filter { $0.contains("Node #") && $0.contains(")px") }.count
    }

    /// XCUITest element lines counted by their text alone: the non-empty lines between `Element subtree:` and
    /// `Path to element:`.
    func xcuitestElementLines(_ name: String) throws -> Int {
        let lines = try text(name).split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasSuffix("Element subtree:") }),
              let end = lines.firstIndex(where: { $0.hasSuffix("Path to element:") }) else { return -1 }
        return lines[(start + 1)..<end].filter { !$0.allSatisfy(\.isWhitespace) }.count
    }

    func element(_ screen: Screen, where matches: (Element) -> Bool) throws -> Element {
        let found = screen.elements.first(where: matches)
        return try #require(found)
    }

    /// The findings (and items to review) on a screen checked at `density` pixels a dp.
    func findings(_ screen: Screen, density: Double) -> [Finding] {
        var converted = screen
        converted.convertPixels(density: density)
        return CheckedRun([converted]).findings
    }

    // MARK: Compose Multiplatform desktop (oscardlfr/AndroidCommonDoc, a 1024 x 768 test window, px = dp)

    @Test("a desktop Compose dump of a filter bar and an empty state: every node read, frames as printed, chips named by their content description")
    func composeDesktopSessionsEmpty() throws {
        let name = "compose-androidcommondoc-sessions-empty.txt"
        let screen = try screen(name)
        #expect(screen.format == .compose && screen.status == .ok)
        #expect(screen.problems.isEmpty, "\(screen.problems.map(\.description))")
        #expect(try composeNodeLines(name) == 24)
        #expect(screen.elements.count == 24)
        // By hand from the dump: Node #47 at (l=32.0, t=66.0, r=88.0, b=102.0); #108 at (l=264.0, t=480.0,
        // r=761.0, b=496.0); #100 at (l=1159.0, t=66.0, r=1241.0, b=102.0), scrolled past the window's right edge.
        let hoy = try element(screen) { $0.frame.x == 32 && $0.frame.y == 66 }
        #expect(hoy.frame == Frame(x: 32, y: 66, width: 56, height: 36))
        #expect(hoy.label == "Inactivo" && hoy.identifier == "sessions_filter_date_preset" && hoy.type == "Checkbox")
        let hint = try element(screen) { $0.label?.hasPrefix("Configura un espacio") == true }
        #expect(hint.frame == Frame(x: 264, y: 480, width: 497, height: 16))
        let last = try element(screen) { $0.label == "Mostrar sesiones de este año" }
        #expect(last.frame == Frame(x: 1159, y: 66, width: 82, height: 36))
        // A chip is a Checkbox whose state Compose prints as `Selected = 'false'`: TalkBack hears "not selected".
        #expect(screen.elements.filter { $0.type == "Checkbox" }.allSatisfy { $0.value == "not selected" })
        #expect(screen.elements.filter { $0.type == "Checkbox" }.count == 13)
        let title = try element(screen) { $0.label == "Sesiones" }
        #expect(title.traits.contains(.header))
        // Root, screen, filter bar, its scrolling row, the chip: four levels of ` |-` down.
        #expect(hoy.depth == 4)
    }

    @Test("the filter chips at 1 px a dp: ten on-screen chips all named 'Inactivo' (duplicate names) and 36 dp tall (under 48); their state is read")
    func composeDesktopSessionsEmptyFindings() throws {
        let found = findings(try screen("compose-androidcommondoc-sessions-empty.txt"), density: 1)
        let duplicates = found.filter { $0.rule == "duplicate-name" }
        // Eleven chips say "Inactivo" (their content description replaces their text); the one scrolled past the
        // right edge has no pixels on screen, so TalkBack does not reach it.
        #expect(duplicates.count == 10 && duplicates.allSatisfy { $0.level == .warning && $0.message.contains("\"Inactivo\"") })
        let small = found.filter { $0.rule == "target-size-hig" }
        #expect(small.count == 10 && small.allSatisfy { $0.message.contains("x 36 dp") })
        // `Selected = 'false'` is the chip's state, which TalkBack says as "not selected": a state, nothing to report.
        #expect(found.filter { $0.rule == "toggle-without-state" }.isEmpty)
        #expect(found.filter { $0.outcome == .finding }.allSatisfy { $0.level == .warning })
    }

    @Test("the error and loading states of the same desktop screen: every node read; a 40 dp retry button is the one finding")
    func composeDesktopSessionsErrorAndLoading() throws {
        let error = try screen("compose-androidcommondoc-sessions-error.txt")
        #expect(error.status == .ok && error.problems.isEmpty)
        #expect(try composeNodeLines("compose-androidcommondoc-sessions-error.txt") == 5 && error.elements.count == 5)
        // Node #6 at (l=467.0, t=380.0, r=558.0, b=420.0), a button labelled by its text.
        let retry = try element(error) { $0.identifier == "common_retry_button" }
        #expect(retry.frame == Frame(x: 467, y: 380, width: 91, height: 40))
        #expect(retry.label == "Reintentar" && retry.traits.contains(.button))
        let errorFindings = findings(error, density: 1)
        #expect(errorFindings.map(\.rule) == ["target-size-hig"])
        #expect(errorFindings.first?.message.contains("91 x 40 dp") == true)

        let loading = try screen("compose-androidcommondoc-sessions-loading.txt")
        #expect(loading.status == .ok && loading.problems.isEmpty)
        #expect(try composeNodeLines("compose-androidcommondoc-sessions-loading.txt") == 4 && loading.elements.count == 4)
        // Node #28 at (l=488.0, t=360.0, r=536.0, b=408.0): the progress indicator, under the container that
        // carries its description.
        let indicator = try #require(loading.elements.last)
        #expect(indicator.frame == Frame(x: 488, y: 360, width: 48, height: 48) && indicator.depth == 3)
        #expect(loading.elements[2].label == "Loading sessions")
        #expect(findings(loading, density: 1).isEmpty)
    }

    // MARK: Android Compose, logged from a device (DeNA/android-modern-architecture-test-handson, 1080 px wide)

    @Test("Android Studio's logcat lines of a printToLog (tag and ' : ' on every line): every node read, frames as printed")
    func composeAndroidLogcat() throws {
        for (name, count) in [("compose-dena-nia-foryou-loading-logcat.txt", 4), ("compose-dena-nia-foryou-nonews-logcat.txt", 13),
                              ("compose-dena-nia-foryou-hasnews-logcat.txt", 16)] {
            let screen = try screen(name)
            #expect(screen.format == .compose && screen.status == .ok, "\(name)")
            #expect(screen.problems.isEmpty, "\(name): \(screen.problems.map(\.description))")
            #expect(try composeNodeLines(name) == count, "\(name)")
            #expect(screen.elements.count == count, "\(name)")
        }
        let loading = try screen("compose-dena-nia-foryou-loading-logcat.txt")
        // `Log     :     |-Node #8 at (l=480.0, t=321.0, r=601.0, b=442.0)px`, inside the loading wheel.
        let wheel = try #require(loading.elements.last)
        #expect(wheel.frame == Frame(x: 480, y: 321, width: 121, height: 121) && wheel.depth == 2)
        #expect(wheel.label == "Loading for you…")
        #expect(wheel.location == SourceLocation(line: 9, column: 17))

        let noNews = try screen("compose-dena-nia-foryou-nonews-logcat.txt")
        // Node #24 at (l=746.0, t=655.0, r=851.0, b=760.0): the Headlines topic's checkbox, off.
        let headlines = try element(noNews) { $0.type == "Checkbox" && $0.label == "Headlines" }
        #expect(headlines.frame == Frame(x: 746, y: 655, width: 105, height: 105) && headlines.value == "not checked")
        let done = try element(noNews) { $0.label == "Done" }
        #expect(!done.enabled && done.frame == Frame(x: 105, y: 1232, width: 870, height: 105))
        // The onboarding block is an item of the scrolling feed: TalkBack reads it whole, by its texts.
        let onboarding = try element(noNews) { $0.identifier == "onboarding" }
        #expect(onboarding.label == "What are you interested in?, Updates from topics you follow will appear here. Follow some things to get started.")
        #expect(onboarding.accessible == true)

        let hasNews = try screen("compose-dena-nia-foryou-hasnews-logcat.txt")
        // Node #68 at (l=84.0, t=1813.0, r=310.0, b=1918.0): a topic chip whose description replaces its text.
        let chip = try element(hasNews) { $0.label == "Headlines is followed" }
        #expect(chip.frame == Frame(x: 84, y: 1813, width: 226, height: 105) && chip.traits.contains(.button))
        #expect(try element(hasNews) { $0.type == "Checkbox" && $0.label == "Headlines" }.value == "checked")
        #expect(try element(hasNews) { $0.label == "Done" }.enabled)
    }

    @Test("the device dumps at 2.625 px a dp: the 40 dp Done button, bookmark and topic chip are under 48 dp; nothing else")
    func composeAndroidLogcatFindings() throws {
        #expect(findings(try screen("compose-dena-nia-foryou-nonews-logcat.txt"), density: 2.625).isEmpty)
        let hasNews = findings(try screen("compose-dena-nia-foryou-hasnews-logcat.txt"), density: 2.625)
        #expect(hasNews.map(\.rule) == ["target-size-hig", "target-size-hig", "target-size-hig"])
        let named = ["Button \"Done\" is 331.43 x 40 dp", "Checkbox \"Bookmark\" is 40 x 40 dp",
                     "Button \"Headlines is followed\" is 86.1 x 40 dp"]
        #expect(zip(hasNews, named).allSatisfy { $0.message.hasPrefix($1) } && hasNews.count == named.count)
        // "Loading for you…" is written with its ellipsis: asked about, as the rule must (a person decides).
        let loading = findings(try screen("compose-dena-nia-foryou-loading-logcat.txt"), density: 2.625)
        #expect(loading.map(\.rule) == ["text-truncated"] && loading.allSatisfy { $0.outcome == .needsReview })
    }

    // MARK: XCUITest (rjchatfield/AX, `po app` in the debugger, Xcode 13, an iPhone 12 or 13 simulator)

    @Test("a debugger's `po app` of a SwiftUI screen: every element read, frames as printed, the small button found")
    func xcuitestHelloWorld() throws {
        let name = "xcuitest-ax-hello-world.txt"
        let screen = try screen(name)
        #expect(screen.format == .xcuitest && screen.status == .ok)
        #expect(screen.problems.isEmpty, "\(screen.problems.map(\.description))")
        #expect(try xcuitestElementLines(name) == 8 && screen.elements.count == 8)
        // `Button, 0x13390a3b0, {{164.7, 448.7}, {60.7, 20.3}}, label: 'Tap me!'`, six levels down.
        let button = try element(screen) { $0.type == "Button" }
        #expect(button.frame == Frame(x: 164.7, y: 448.7, width: 60.7, height: 20.3))
        #expect(button.label == "Tap me!" && button.depth == 6)
        let text = try element(screen) { $0.type == "StaticText" }
        #expect(text.frame == Frame(x: 147.7, y: 404.1, width: 94.7, height: 20.3) && text.label == "Hello, world!")
        #expect(screen.elements[0].label == "AX" && screen.elements[1].frame == Frame(x: 0, y: 0, width: 390, height: 844))
        let found = CheckedRun([screen]).findings
        // 20.3 pt is under Apple's 44 pt; the 24 pt minimum holds by spacing (nothing else within 24 pt).
        #expect(found.map(\.rule) == ["target-size-hig"])
        #expect(found.first?.message.contains("60.7 x 20.3 pt") == true)
    }
}
