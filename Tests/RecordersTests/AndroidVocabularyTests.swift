import Testing
import TestSupport
@testable import Recorders

/// Short class names and bounds read from bytes give what the Character-based reading gives.
@Suite struct AndroidVocabularyTests {
    static func byCharacters(_ className: String) -> String {
        guard !className.isEmpty else { return "View" }
        guard let dot = className.lastIndex(of: ".") else { return className }
        let short = className[className.index(after: dot)...]
        return short.isEmpty ? className : String(short)
    }

    @Test(arguments: ["", "Button", "android.widget.Button", "androidx.compose.ui.platform.ComposeView", "a.", ".",
                      "com.example.Überblick", "com.example.\u{301}Accent", "com.example\u{301}.Name", "com.\u{600}.Name",
                      "日本.ボタン", "a..b"])
    func shortNames(className: String) {
        #expect(AndroidVocabulary.shortName(className) == Self.byCharacters(className))
    }

    @Test("a home screen's package: a part of its name says launcher (any case), or a known home package")
    func launcherPackages() {
        for package in ["com.android.launcher3", "com.google.android.apps.nexuslauncher", "com.sec.android.app.launcher",
                        "com.ldmnq.launcher3", "com.example.LAUNCHER", "com.llauncher.x", "com.miui.home", "launcher"] {
            #expect(AndroidVocabulary.isLauncher(package), "\(package)")
        }
        for package in ["", "com.example.launch", "com.example.mail", "com.launche.r", "com.example.lau ncher", "com.sonymobile",
                        "com.example.läuncher"] {
            #expect(!AndroidVocabulary.isLauncher(package), "\(package)")
        }
    }

    /// The earlier scan: the word compared at every offset, one byte at a time.
    static func containsLauncherByteByByte(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard bytes.count >= AndroidVocabulary.launcherWord.count else { return false }
        return (0 ... bytes.count - AndroidVocabulary.launcherWord.count).contains { start in
            zip(bytes[start...], AndroidVocabulary.launcherWord).allSatisfy { $0 | 0x20 == $1 }
        }
    }

    @Test("the word found in one load per offset is the word found byte by byte, at every offset and in any case")
    func launcherWordInOneLoad() {
        #expect(AndroidVocabulary.launcherWordValue == UInt64(littleEndian: AndroidVocabulary.launcherWord.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }))
        let parts = ["launcher", "LAUNCHER", "Launcher", "launche", "auncher", "l", "a", "é", "\u{301}", ".", "lAuNcHeR", "launcher3",
                     "LAUNCHEr", "launcheR", "lau\u{0}ncher", "\u{4C}AUNCHER", "launcher\u{301}"]
        var generator = SeededGenerator(seed: 23)
        var names = ["", "launcher", "com.android.launcher3", "xlauncher", "launcherx"]
        for _ in 0 ..< 20_000 {
            let prefix = String(repeating: "x", count: Int.random(in: 0 ... 9, using: &generator))
            let count = Int.random(in: 0 ... 3, using: &generator)
            names.append(prefix + (0 ..< count).map { _ in parts.randomElement(using: &generator)! }.joined())
        }
        var found = 0
        for name in names {
            let expected = Self.containsLauncherByteByByte(name)
            #expect(AndroidVocabulary.containsLauncher(name.utf8) == expected, "\(name)")
            if expected { found += 1 }
        }
        #expect(found > 1_000)
    }

    @Test func boundsReadFourNumbers() {
        let frame = AndroidVocabulary.bounds("[0,63][1080,2400]")
        #expect(frame?.x == 0 && frame?.y == 63 && frame?.width == 1080 && frame?.height == 2337)
        #expect(AndroidVocabulary.bounds("[-5,10][20,5]")?.height == 0, "inverted bounds are an empty frame")
        for bad in ["", "[0,0][1,1][2,2]", "[0,0][1]", "[0,0][1,x]", "[0,0][1,1", "[--1,0][1,1]", "[0,0] [1,1] 5"] {
            #expect(AndroidVocabulary.bounds(bad) == nil, "\(bad)")
        }
    }

    @Test("bounds read in place from bytes are the bounds read from the text")
    func boundsFromBytes() {
        let texts = ["[0,63][1080,2400]", "[-5,10][20,5]", "", "[0,0][1,1][2,2]", "[0,0][1]", "[0,0][1,x]", "[0,0][1,1",
                     "[--1,0][1,1]", "[0,0] [1,1] 5", " [1, 2][3, 4] ", "[999999999,0][1,1]", "[0,0][1,1]é", "[0,0][1,１]"]
        for text in texts {
            let fromBytes = Array(text.utf8).withUnsafeBufferPointer { AndroidVocabulary.bounds(bytes: $0) }
            #expect(fromBytes == AndroidVocabulary.bounds(text), "\(text)")
        }
    }
}
