import Foundation
import Pipeline
import Recorders
import Rules
import SupportImage
import Testing
import TestSupport
import TreeModel

/// Pairing a screenshot with its tree (same stem, DroidBot's `state_X`/`screen_X`), checking the scale, and
/// what the contrast rules say when the picture cannot be used.
@Suite struct ContrastPairingTests {
    static let scene = ContrastScene.all.first { $0.name == "fail-grey-777777" }!

    /// Writes the scene's tree as `tree` and `picture` bytes as `image` into `folder`, reads and pairs it,
    /// and runs `contrast-text` on it.
    func check(tree: String, image: String?, bytes: [UInt8], in folder: URL, rules: [any Rule] = [ContrastText()])
        -> (screen: Screen, outcome: RuleOutcomes?, findings: [Finding]) {
        let treePath = folder.appendingPathComponent(tree).path
        #expect(FileManager.default.createFile(atPath: treePath, contents: Data(Self.scene.tree.utf8)))
        if let image { #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent(image).path, contents: Data(bytes))) }
        var screen = RecordingReader.read(contentsOf: treePath, displayPath: "shots/" + tree)
        let engine = Engine(rules: rules)
        ScreenshotPairing.attach(to: &screen, path: treePath, displayPath: "shots/" + tree, engine: engine)
        let evaluation = engine.evaluate(ScreenFacts(screen: screen))
        return (screen, evaluation.outcomes.first, evaluation.findings)
    }

    @Test func sameStemIsPairedAtTheDerivedScale() throws {
        try TemporaryFolder.with("contrast-pair") { folder in
            let result = check(tree: "login.json", image: "login.png", bytes: Self.scene.png(scale: 3), in: folder)
            #expect(result.screen.screenshot?.scale == 3)
            #expect(result.screen.screenshot?.file == "shots/login.png")
            #expect(result.outcome?.notRunReason == nil)
            #expect(result.findings.map(\.rule) == ["contrast-text"])
            let contrast = try #require(result.findings.first?.contrast)
            #expect(contrast.foreground == "#777777" && contrast.background == "#FFFFFF" && contrast.required == 4.5)
            #expect(ContrastColour.text(contrast.ratio) == "4.47")
        }
    }

    @Test func pillButtonCornersAreNotInk() throws {
        let pill = try #require(ContrastScene.all.first { $0.name == "pass-pill-button" })
        for scale in ContrastScene.scales {
            try TemporaryFolder.with("contrast-pill") { folder in
                let tree = folder.appendingPathComponent("pill.json").path
                #expect(FileManager.default.createFile(atPath: tree, contents: Data(pill.tree.utf8)))
                #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent("pill.png").path, contents: Data(pill.png(scale: scale))))
                var screen = RecordingReader.read(contentsOf: tree, displayPath: "pill.json")
                ScreenshotPairing.attach(to: &screen, path: tree, displayPath: "pill.json", engine: Engine(rules: [ContrastText()]))
                let shot = try #require(screen.screenshot)
                #expect(shot.image?.header.colorType == .rgba && !shot.isLossy)
                guard case .judged(let verdict, let measurement) = ContrastJudgement.judge(1, in: ScreenFacts(screen: screen), shot: shot, text: true) else {
                    Issue.record("the pill's title was not measured at \(scale)x")
                    return
                }
                #expect(verdict == .pass && measurement.foreground == "#FFFFFF" && measurement.background == "#1D1D1F",
                        "\(scale)x: \(measurement.summary) \(measurement.reasons)")
            }
        }
    }

    @Test func droidBotLayoutIsPaired() throws {
        try TemporaryFolder.with("contrast-droidbot") { folder in
            let result = check(tree: "state_2026-01-01_120000.json", image: "screen_2026-01-01_120000.png",
                               bytes: Self.scene.png(scale: 2), in: folder)
            #expect(result.screen.screenshot?.scale == 2)
            #expect(result.findings.count == 1)
        }
    }

    @Test func candidatesFollowTheStemAndDroidBotsNames() {
        #expect(ScreenshotPairing.candidates(for: "a/login.json") == ["a/login.png", "a/login.jpg", "a/login.jpeg"])
        #expect(ScreenshotPairing.candidates(for: "d/app-about-state_2023-10-19_025342.json").suffix(3)
                == ["d/app-about-screen_2023-10-19_025342.png", "d/app-about-screen_2023-10-19_025342.jpg",
                    "d/app-about-screen_2023-10-19_025342.jpeg"])
    }

    @Test func noScreenshotMeansNotRunWithTheReason() throws {
        try TemporaryFolder.with("contrast-none") { folder in
            let result = check(tree: "login.json", image: nil, bytes: [], in: folder)
            #expect(result.screen.screenshot == nil && result.findings.isEmpty)
            #expect(result.outcome?.notRunReason == "no screenshot beside the recording")
        }
    }

    @Test func jpegIsDecodedCheckedAgainstTheTreeAndMeasuredAsLossy() throws {
        try TemporaryFolder.with("contrast-jpeg") { folder in
            // The tree is 200 x 120 pt: a 400 x 240 JPEG fits it at scale 2 and is measured (as lossy).
            let fits = check(tree: "login.json", image: "login.jpg", bytes: SyntheticJPEG.flat(width: 400, height: 240), in: folder)
            #expect(fits.screen.screenshot?.isLossy == true && fits.screen.screenshot?.scale == 2)
            #expect(fits.outcome?.notRunReason == nil && fits.screen.screenshotProblem == nil)
        }
        try TemporaryFolder.with("contrast-jpeg-size") { folder in
            let wrong = check(tree: "login.json", image: "login.jpg", bytes: SyntheticJPEG.flat(width: 500, height: 600), in: folder)
            #expect(wrong.outcome?.notRunReason == "the screenshot shots/login.jpg (500 x 600 px) does not match the tree (200 x 120): scale 2.5 from the width needs 300 px of height, or up to 375 with system bars")
        }
        try TemporaryFolder.with("contrast-jpeg-damaged") { folder in
            let damaged = check(tree: "login.json", image: "login.jpg", bytes: [0xFF, 0xD8, 0xFF], in: folder)
            #expect(damaged.outcome?.notRunReason == "the screenshot shots/login.jpg cannot be decoded: the file ends inside a marker (at byte 2)")
        }
        // A JPEG named .png is read as what it is.
        try TemporaryFolder.with("contrast-jpeg-named-png") { folder in
            let named = check(tree: "login.json", image: "login.png", bytes: SyntheticJPEG.flat(width: 400, height: 240), in: folder)
            #expect(named.screen.screenshot?.isLossy == true && named.outcome?.notRunReason == nil)
        }
    }

    @Test func aJPEGScreenshotCarriesItsPixels() throws {
        let image = try JPEGDecoder.decode(SyntheticJPEG.flat(width: 400, height: 240))
        let shot = Screenshot(file: "login.jpg", picture: .jpeg(image), scale: 2)
        #expect(shot.isLossy && shot.image == nil && shot.width == 400 && shot.height == 240 && shot.colourSpace == .untagged)
        guard case .rgba8(let samples) = shot.pixels else {
            Issue.record("a JPEG gave 16-bit samples")
            return
        }
        #expect(samples.count == 400 * 240 * 4 && samples.prefix(4) == [128, 128, 128, 255])
    }

    @Test func scaleMismatchIsNotRun() throws {
        try TemporaryFolder.with("contrast-scale") { folder in
            // The tree is 200 x 120 pt; a 500 x 600 px picture gives scale 2.5 from the width but not the height.
            let picture = SyntheticScreenshot(width: 500, height: 600).png()
            let result = check(tree: "login.json", image: "login.png", bytes: picture, in: folder)
            #expect(result.findings.isEmpty && result.screen.screenshot == nil)
            #expect(result.outcome?.notRunReason == "the screenshot shots/login.png (500 x 600 px) does not match the tree (200 x 120): scale 2.5 from the width needs 300 px of height, or up to 375 with system bars")
        }
    }

    @Test func rotatedPictureIsNotRun() throws {
        try TemporaryFolder.with("contrast-rotated") { folder in
            let picture = SyntheticScreenshot(width: 360, height: 600).png()
            let result = check(tree: "login.json", image: "login.png", bytes: picture, in: folder)
            #expect(result.findings.isEmpty)
            #expect(result.outcome?.notRunReason == "the screenshot shots/login.png (360 x 600 px) is turned a quarter against the tree")
        }
    }

    @Test func undecodablePictureIsNotRun() throws {
        try TemporaryFolder.with("contrast-broken") { folder in
            var bytes = Self.scene.png(scale: 2)
            bytes.removeLast(20)
            let result = check(tree: "login.json", image: "login.png", bytes: bytes, in: folder)
            #expect(result.findings.isEmpty)
            #expect(result.outcome?.notRunReason?.hasPrefix("the screenshot shots/login.png cannot be decoded: ") == true)
        }
    }

    @Test func noScreenshotIsLoadedWithoutAContrastRule() throws {
        try TemporaryFolder.with("contrast-unneeded") { folder in
            let result = check(tree: "login.json", image: "login.png", bytes: Self.scene.png(scale: 2), in: folder, rules: [LabelMissing()])
            #expect(result.screen.screenshot == nil && result.screen.screenshotProblem == nil)
        }
    }

    @Test func textUnderTheKeyboardIsObscuredAndNeverFails() throws {
        // The same grey text that fails alone, with keyboard keys recorded over most of its frame: what the
        // picture shows there may be the keyboard, so the pair is not evidence.
        let text = try #require(Self.scene.nodes.first)
        var covered = Self.scene
        covered.nodes.append(ContrastScene.Node("Key", "q", x: text.x, y: text.y, width: text.width * 0.6, height: text.height))
        var barely = Self.scene
        barely.nodes.append(ContrastScene.Node("Key", "q", x: text.x, y: text.y, width: text.width * 0.2, height: text.height))
        for scale in ContrastScene.scales {
            try TemporaryFolder.with("contrast-obscured") { folder in
                for (scene, obscured) in [(covered, true), (barely, false)] {
                    let tree = folder.appendingPathComponent("keys.json").path
                    _ = FileManager.default.createFile(atPath: tree, contents: Data(scene.tree.utf8))
                    _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("keys.png").path, contents: Data(scene.png(scale: scale)))
                    var screen = RecordingReader.read(contentsOf: tree, displayPath: "keys.json")
                    let engine = Engine(rules: [ContrastText()])
                    ScreenshotPairing.attach(to: &screen, path: tree, displayPath: "keys.json", engine: engine)
                    let findings = engine.evaluate(ScreenFacts(screen: screen)).findings
                    #expect(findings.count == 1, "\(scale)x")
                    if obscured {
                        #expect(findings.first?.outcome == .needsReview, "\(scale)x")
                        #expect(findings.first?.contrast?.reasons.contains("obscured") == true, "\(scale)x: \(findings.first?.contrast?.reasons ?? [])")
                    } else {
                        #expect(findings.first?.outcome == .finding, "\(scale)x: a key over a fifth of the text does not hide it")
                        #expect(findings.first?.contrast?.reasons.contains("obscured") == false)
                    }
                }
            }
        }
    }

    @Test func otherColourSpacesNeverFail() throws {
        try TemporaryFolder.with("contrast-other-space") { folder in
            var picture = SyntheticScreenshot(width: 400, height: 240)
            ContrastScene.all.first { $0.name == "fail-grey-777777" }!.draw(&picture, 2)
            // cICP with BT.2020 primaries and the PQ transfer: a colour space the rule does not convert.
            var bytes = picture.png(colourChunk: .none)
            let cicp = Self.chunk("cICP", [9, 16, 0, 1])
            bytes.insert(contentsOf: cicp, at: 8 + 25)
            let result = check(tree: "login.json", image: "login.png", bytes: bytes, in: folder)
            #expect(result.findings.map(\.outcome) == [.needsReview])
            #expect(result.findings.first?.contrast?.reasons == ["colourSpace"])
        }
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in Array(type.utf8) + data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        let be = { (v: UInt32) in [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        return be(UInt32(data.count)) + Array(type.utf8) + data + be(crc)
    }
}
