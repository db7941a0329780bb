import CrawlCLI
import Foundation
import Testing
import TestSupport

/// `--density` and the configuration's `densities`: pixel recordings (Android) become dp, and without a
/// density the size rules say why they do not run.
@Suite struct DensityOptionTests {
    static let dump = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0"><node class="android.widget.FrameLayout" text="" content-desc="" bounds="[0,0][1080,2400]"><node class="android.widget.ImageButton" text="" content-desc="Menu" clickable="true" bounds="[400,1000][505,1105]" /></node></hierarchy>
        """

    @Test("--density converts pixels to dp; without it the size rules are not run and the summary says why")
    func densityOption() throws {
        try TemporaryFolder.with("density") { folder in
            let file = folder.appendingPathComponent("window_dump.xml").path
            try Self.dump.write(toFile: file, atomically: true, encoding: .utf8)
            let unknown = Tool.run(["check", file]).stdoutText
            #expect(unknown.contains("target-size-hig on 1 screen"), "\(unknown)")
            #expect(unknown.contains("the device density is unknown"))
            let known = Tool.run(["check", "--density", "2.625", file]).stdoutText
            #expect(known.contains("ImageButton \"Menu\" is 40 x 40 dp, under the 48 x 48 dp"), "\(known)")
            let bad = Tool.run(["check", "--density", "0", file])
            #expect(bad.status == 2)
            #expect(bad.stderr.contains("'--density' expects the device density"))
        }
    }

    @Test("a folder's density in the configuration applies to the recordings under it, before --density")
    func folderDensity() throws {
        try TemporaryFolder.with("density-config") { folder in
            let android = folder.appendingPathComponent("android")
            try FileManager.default.createDirectory(at: android, withIntermediateDirectories: true)
            let file = android.appendingPathComponent("window_dump.xml").path
            try Self.dump.write(toFile: file, atomically: true, encoding: .utf8)
            let config = folder.appendingPathComponent("a11y-crawl.json").path
            try #"{"densities": {"\#(android.path)": 3.5}}"#.write(toFile: config, atomically: true, encoding: .utf8)
            let output = Tool.run(["check", "--config", config, "--density", "2.625", file]).stdoutText
            #expect(output.contains("ImageButton \"Menu\" is 30 x 30 dp"), "\(output)")
            let printed = Tool.run(["check", "--config", config, "--print-config"]).stdoutText
            #expect(printed.contains("\"densities\": {"), "\(printed)")
            try #"{"densities": {"android": -1}}"#.write(toFile: config, atomically: true, encoding: .utf8)
            let bad = Tool.run(["check", "--config", config, file])
            #expect(bad.status == 2)
            #expect(bad.stderr.contains("'densities.android' must be the device density"), "\(bad.stderr)")
        }
    }
}

/// Without `--density`, a pixel recording whose geometry agrees on a density is judged at it, and every report
/// says so; a given density that contradicts the geometry is a warning.
@Suite struct DensityInferenceCommandTests {
    static let dump = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0"><node class="android.widget.FrameLayout" text="" content-desc="" bounds="[0,0][1080,2400]"><node class="android.view.View" resource-id="android:id/statusBarBackground" text="" content-desc="" bounds="[0,0][1080,63]" /><node class="android.view.View" resource-id="android:id/navigationBarBackground" text="" content-desc="" bounds="[0,2274][1080,2400]" /><node class="android.widget.ImageButton" text="" content-desc="Menu" clickable="true" bounds="[400,1000][505,1105]" /></node></hierarchy>
        """

    @Test("no --density: the density the bars agree on is used and named in text, JSON and SARIF")
    func inferred() throws {
        try TemporaryFolder.with("density-inferred") { folder in
            let file = folder.appendingPathComponent("window_dump.xml").path
            try Self.dump.write(toFile: file, atomically: true, encoding: .utf8)
            let text = Tool.run(["check", file]).stdoutText
            #expect(text.contains("ImageButton \"Menu\" is 40 x 40 dp, under the 48 x 48 dp"), "\(text)")
            #expect(text.contains("Density inferred from the geometry (no --density given) on 1 screen:"), "\(text)")
            #expect(text.contains("2.625, from the 63 px status bar (24 dp) and the 126 px navigation bar (48 dp)"), "\(text)")
            let json = Tool.run(["check", "--format", "json", file]).stdoutText
            #expect(json.contains(#""inferredFrom": "the 63 px status bar (24 dp) and the 126 px navigation bar (48 dp)""#), "\(json)")
            #expect(json.contains(#""value": 2.625"#), "\(json)")
            let sarif = Tool.run(["check", "--format", "sarif", file]).stdoutText
            #expect(sarif.contains("The device density 2.625 was inferred from the 63 px status bar (24 dp)"), "\(sarif)")
        }
    }

    @Test("a given density that contradicts the geometry is used, and warned about")
    func contradicted() throws {
        try TemporaryFolder.with("density-contradicted") { folder in
            let file = folder.appendingPathComponent("window_dump.xml").path
            try Self.dump.write(toFile: file, atomically: true, encoding: .utf8)
            let text = Tool.run(["check", "--density", "1.5", file]).stdoutText
            // The given density is used: at 1.5 the 105 px button is 70 dp, large enough (at 2.625 it is not).
            #expect(!text.contains("ImageButton \"Menu\" is"), "\(text)")
            #expect(text.contains("warning: \(file): the density 1.5 contradicts the geometry, which says 2.625"), "\(text)")
            #expect(!text.contains("Density inferred"))
            let agreeing = Tool.run(["check", "--density", "2.625", file]).stdoutText
            #expect(!agreeing.contains("contradicts"), "\(agreeing)")
        }
    }
}
