import Recorders
import Rules
import Testing

/// How elements are named in messages: one line, readable, nothing that drives a terminal.
@Suite struct MessageTests {
    @Test func deepPathsKeepTheirLastSteps() {
        #expect(ScreenFacts.shortPath("Application/Group[1]/Button[3]") == "Application/Group[1]/Button[3]")
        #expect(ScreenFacts.shortPath("Application/A[1]/B[1]/C[2]/D[1]/Button[3]") == "…/B[1]/C[2]/D[1]/Button[3]")
    }

    /// The byte scan gives what splitting on "/" and keeping the last four steps gives, empty steps and
    /// slashes with combining marks included.
    @Test(arguments: [
        "", "/", "a", "a/b/c/d/e", "a/b/c/d/e/f", "/a/b/c/d/e/f", "a/b/c/d/e/f/", "a//b/c/d/e/f", "a/b/c//d/e/f",
        "a/b/c/d/e//", "//a/b/c/d", "Application/Cell[1]/Group[2]/Other[1]/Group[3]/Button[12]",
        "a/b/c/d/e/\u{301}f", "a/b/c/d/e\u{301}/f/g", "é/b/c/d/e/f", "a/b/c/d/ /e",
    ])
    func shortPathMatchesSplittingOnSlashes(path: String) {
        let steps = path.split(separator: "/")
        let expected = steps.count > 5 ? "…/" + steps.suffix(4).joined(separator: "/") : path
        #expect(ScreenFacts.shortPath(path) == expected)
    }

    @Test func longAndMultiLineNamesAreShortened() {
        #expect(ScreenFacts.shorten("Close") == "Close")
        // A line break is written out, as other controls are: the name stays on one line.
        #expect(ScreenFacts.shorten("Two\nlines") == "Two\\u{A}lines")
        let long = String(repeating: "a", count: 80)
        #expect(ScreenFacts.shorten(long) == String(repeating: "a", count: 57) + "...")
    }

    @Test func controlCharactersAreWrittenOut() {
        #expect(ScreenFacts.shorten("red \u{1B}[31m text") == "red \\u{1B}[31m text")
        #expect(ScreenFacts.printable("a\u{7}b") == "a\\u{7}b")
        #expect(ScreenFacts.printable("café ☕") == "café ☕")
    }

    @Test func aHintIsNoLabel() {
        let text = #"[{"type":"Application","frame":{"x":0,"y":0,"width":390,"height":844}},{"type":"Button","help":"Double tap to open","frame":{"x":0,"y":60,"width":60,"height":60}}]"#
        let screen = RecordingReader.read(bytes: Array(text.utf8), file: "hint.json")
        #expect(Engine(rules: [LabelMissing()]).check(screen).map(\.message) == [
            "unlabelled Button at Application/Button[1] has no accessibility label; its hint \"Double tap to open\" is spoken after a pause and does not name it.",
        ])
    }

    @Test func pointsDropNeedlessFractions() {
        #expect(ScreenFacts.points(20) == "20")
        #expect(ScreenFacts.points(17.333333) == "17.33")
        #expect(ScreenFacts.points(87.5) == "87.5")
    }
}

/// The ellipsis test behind text-truncated, case by case.
@Suite struct TruncationTests {
    @Test(arguments: [
        ("Your order will arrive between Monday and…", true),
        ("Subscribe to the weekly newsl...", true),
        ("Acc…unt settings", true),
        ("  three words here…  ", true),
        ("More…", false),
        ("Save As…", false),
        ("Loading...", false),
        ("Wait … done", false),
        ("No ellipsis at all", false),
        ("…", false),
        ("...", false),
        ("2…3", true),
    ])
    func truncation(_ text: String, _ expected: Bool) {
        #expect(TextTruncated.isTruncated(text) == expected, "\(text)")
    }
}

/// Which truncated texts the system evidently cut (a warning) and which end in a written ellipsis after a whole
/// word (needs review).
@Suite struct SystemCutTests {
    @Test(arguments: [
        ("Your order will arrive between Monday and…", true),
        ("See you tomorrow at the…", true),
        ("Nous avons trouvé pour toi des…", true),
        ("Acc…unt settings", true),
        ("IMG_2024…0412.jpg", true),
        ("Avant de continuer…", false),
        ("Here is what we found…", false),
        ("Read the full story about the new harbour bridge...", false),
        ("Wait … done", false),
    ])
    func systemCut(_ text: String, _ expected: Bool) {
        #expect(TextTruncated.isCutByTheSystem(text) == expected, "\(text)")
    }
}
