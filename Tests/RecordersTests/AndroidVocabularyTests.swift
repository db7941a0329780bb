import Testing
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
