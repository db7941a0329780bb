import Foundation
@testable import Pipeline
import Recorders
@testable import Rules
import Testing
import TestSupport
import TreeModel

/// Placing a screenshot in the coordinates its recorder uses (issue #28): the display's size when the
/// recording names it, a window smaller than the screen at its own bounds, a picture taller than the display
/// by the system bars; and the sentence that says what did not match. Fixtures: `Fixtures/screenshots`
/// (Scripts/make-screenshot-fixtures.py).
@Suite struct ScreenshotPlacementTests {
    static let folder = PackagePaths.root.appendingPathComponent("Fixtures/screenshots")

    /// Reads `name` from the fixtures (or `path`), pairs it and runs both contrast rules through the pipeline.
    static func check(_ name: String, path: String? = nil) -> (screen: Screen, findings: [Finding], reason: String?) {
        let path = path ?? folder.appendingPathComponent(name).path
        var screen = RecordingReader.read(contentsOf: path, displayPath: name)
        let engine = Engine(rules: [ContrastText(), ContrastNonText()])
        ScreenshotPairing.attach(to: &screen, path: path, displayPath: name, engine: engine)
        let result = CheckPipeline(engine: engine).results(for: [screen]).results[0]
        return (screen, result.findings, result.outcomes.first { $0.rule == "contrast-text" }?.notRunReason)
    }

    @Test func aDialogWindowIsPlacedAtItsOwnBoundsInTheFullScreenshot() throws {
        let result = Self.check("dialog.xml")
        #expect(result.screen.bounds == Frame(x: 40, y: 800, width: 1000, height: 680))
        #expect(result.screen.display == Frame(x: 0, y: 0, width: 1080, height: 2274))
        let shot = try #require(result.screen.screenshot, "\(result.screen.screenshotProblem ?? "")")
        #expect(shot.scale == 1 && shot.width == 1080 && shot.height == 2400 && shot.isLossy)
        // Only the #B8B8B8 message fails: the title (#222222) and the button (#0B57D0) on the white window pass,
        // which they would not if the window were read anywhere else in the picture (the grey scrim).
        #expect(result.findings.map(\.message) == [
            "TextView \"It cannot be restored\" is #B8B8B8 on #FFFFFF, 1.83–2.13:1, needs 4.5:1 (WCAG 1.4.3, at any text size).",
        ])
        #expect(result.findings.first?.outcome == .finding)
    }

    @Test func aScreenshotWithTheNavigationBarMatchesTheDisplay() throws {
        for name in ["bars.xml", "bars-dump.xml"] {
            let result = Self.check(name)
            let shot = try #require(result.screen.screenshot, "\(name): \(result.screen.screenshotProblem ?? "")")
            #expect(shot.scale == 1 && shot.height == 2400 && result.screen.bounds.height == 2274, "\(name)")
            #expect(result.findings.map(\.message) == [
                "TextView \"Free up space\" is #B8B8B8 on #FFFFFF, 1.98:1, needs 4.5:1 (WCAG 1.4.3, at any text size).",
            ], "\(name)")
        }
        #expect(Self.check("bars-dump.xml").screen.display == nil)
    }

    @Test func theDensityKeepsThePictureInPlace() throws {
        var screen = Self.check("dialog.xml").screen
        let shot = try #require(screen.screenshot)
        let before = try #require(ContrastCrop(shot, frame: screen.elements[2].frame))
        screen.convertPixels(density: 2.625)
        let after = try #require(screen.screenshot)
        #expect(after.scale == 2.625 && screen.display?.width == 1080 / 2.625)
        let crop = try #require(ContrastCrop(after, frame: screen.elements[2].frame))
        #expect(crop.width == before.width && crop.height == before.height && crop.keys == before.keys)
    }

    @Test func whatDidNotMatchIsSaid() throws {
        try TemporaryFolder.with("placement") { folder in
            let tree = folder.appendingPathComponent("dialog.xml").path
            try FileManager.default.copyItem(atPath: Self.folder.appendingPathComponent("dialog.xml").path, toPath: tree)
            // 1600 px: shorter than the display's 2274 px at scale 1.
            _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("dialog.png").path,
                                           contents: Data(SyntheticScreenshot(width: 1080, height: 1600).png()))
            #expect(Self.check("shots/dialog.xml", path: tree).reason
                == "the screenshot shots/dialog.png (1080 x 1600 px) does not match the display the tree names (1080 x 2274): scale 1 from the width needs 2274 px of height, or up to 2842 with system bars")
        }
    }

    @Test func aWindowWithoutTheDisplaySizeIsCentredOrInPixels() {
        let dialog = Frame(x: 40, y: 800, width: 1000, height: 680)
        // Frames in pixels, a picture that holds them: its own pixels.
        #expect(Screenshot.scale(imageWidth: 1080, imageHeight: 2400, root: dialog, framesInPixels: true) == .success(1))
        // In points, or a picture smaller than the frames: the screen is as wide as the window centred on it.
        #expect(Screenshot.scale(imageWidth: 540, imageHeight: 1200, root: dialog, framesInPixels: true) == .success(0.5))
        #expect(Screenshot.scale(imageWidth: 2160, imageHeight: 4800, root: dialog) == .success(2))
        // A picture too short for the window's nodes.
        #expect(Screenshot.scale(imageWidth: 1080, imageHeight: 1200, root: dialog)
                == .failure(.nodesOutside(scale: 1, screenWidth: 1080, nodesBottom: 1480)))
        #expect(ScreenshotPairing.sizeProblem(width: 1080, height: 1200, root: dialog, shown: "d.png").problem
                == "the screenshot d.png (1080 x 1200 px) does not hold the tree's nodes: at scale 1 (a screen 1080 wide) the window [40,800][1040,1480] reaches 1480 px down, below the picture's 1200 px")
    }

    @Test func crawlersShapesArePaired() {
        // DroidBot: a 1920 px root at the origin, a 1080 x 2340 picture (black rows under the display).
        #expect(Screenshot.scale(imageWidth: 1080, imageHeight: 2340, root: Frame(x: 0, y: 0, width: 1080, height: 1920), framesInPixels: true) == .success(1))
        // Rico: 1440 px frames, pictures of 1080 or 540 px wide, with or without the navigation bar.
        #expect(Screenshot.scale(imageWidth: 1080, imageHeight: 1920, root: Frame(x: 0, y: 0, width: 1440, height: 2392)) == .success(0.75))
        #expect(Screenshot.scale(imageWidth: 540, imageHeight: 960, root: Frame(x: 0, y: 0, width: 1440, height: 2560)) == .success(0.375))
        #expect(Screenshot.scale(imageWidth: 1080, imageHeight: 1920, root: Frame(x: 0, y: 84, width: 1440, height: 2308), framesInPixels: true) == .success(0.75))
        // More than the bars: not the same screen.
        #expect(Screenshot.scale(imageWidth: 1080, imageHeight: 2500, root: Frame(x: 0, y: 0, width: 1080, height: 1920))
                == .failure(.scaleMismatch(scale: 1, expectedHeight: 1920, tallestHeight: 2400)))
        // Turned a quarter, with or without bars.
        #expect(Screenshot.scale(imageWidth: 2400, imageHeight: 1080, root: Frame(x: 0, y: 0, width: 1080, height: 2274)) == .failure(.rotated))
    }
}
