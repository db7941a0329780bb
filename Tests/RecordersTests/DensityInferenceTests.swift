import Recorders
import Testing
import TreeModel

/// `DensityInference`: the density an Android recording in pixels shows by its status bar, navigation bar and
/// app bar, only where the evidence agrees, and a given density that contradicts it.
@Suite struct DensityInferenceTests {
    /// A 1080 px wide portrait window holding `nodes`.
    func dump(_ nodes: String, width: Int = 1080, height: Int = 2400) -> Screen {
        let text = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">\
            <node class="android.widget.FrameLayout" resource-id="" text="" content-desc="" bounds="[0,0][\(width),\(height)]">\
            \(nodes)</node></hierarchy>
            """
        return RecordingReader.read(bytes: Array(text.utf8), file: "dump.xml")
    }

    func bar(_ id: String, _ bounds: String, type: String = "android.view.View") -> String {
        #"<node class="\#(type)" resource-id="\#(id)" text="" content-desc="" bounds="\#(bounds)" />"#
    }

    @Test("a 63 px status bar and a 126 px navigation bar agree on 2.625, named with their sizes in dp")
    func statusAndNavigationBars() {
        let screen = dump(bar("android:id/statusBarBackground", "[0,0][1080,63]")
            + bar("android:id/navigationBarBackground", "[0,2274][1080,2400]"))
        guard case .inferred(let density, let evidence) = DensityInference.infer(screen) else {
            Issue.record("not inferred: \(DensityInference.infer(screen))")
            return
        }
        #expect(density == 2.625)
        #expect(DensityInference.describe(evidence) == "the 63 px status bar (24 dp) and the 126 px navigation bar (48 dp)")
    }

    @Test("an app bar across a phone-wide display is enough: 168 px at 1080 px is 56 dp at density 3")
    func appBarOnPhone() {
        let screen = dump(bar("com.example:id/toolbar", "[0,72][1080,240]", type: "androidx.appcompat.widget.Toolbar"), height: 1920)
        #expect(DensityInference.infer(screen) == .inferred(3, [DensityInference.Evidence(name: "app bar", pixels: 168, dp: 56)]))
    }

    @Test("a status bar under a display cut-out and a gesture bar do not agree: nothing is inferred")
    func disagreeingEvidence() {
        let screen = dump(bar("android:id/statusBarBackground", "[0,0][1080,142]")
            + bar("android:id/navigationBarBackground", "[0,2361][1080,2424]"))
        guard case .undecided(let reason) = DensityInference.infer(screen) else {
            Issue.record("inferred from disagreeing evidence: \(DensityInference.infer(screen))")
            return
        }
        #expect(reason.contains("the 142 px status bar"))
    }

    @Test("one weak piece of evidence alone decides nothing, and a narrow app bar is no app bar")
    func tooLittleEvidence() {
        #expect(DensityInference.infer(dump(bar("android:id/statusBarBackground", "[0,0][1080,63]"))) != .inferred(2.625, [
            DensityInference.Evidence(name: "status bar", pixels: 63, dp: 24)]))
        if case .inferred = DensityInference.infer(dump(bar("android:id/statusBarBackground", "[0,0][1080,63]"))) {
            Issue.record("a status bar alone inferred a density")
        }
        if case .inferred = DensityInference.infer(dump(bar("com.example:id/toolbar", "[0,72][500,240]", type: "android.widget.Toolbar"))) {
            Issue.record("a half-width toolbar inferred a density")
        }
        if case .inferred = DensityInference.infer(dump("")) { Issue.record("an empty window inferred a density") }
    }

    @Test("a given density more than 25 % off the geometry is a contradiction; one within 25 % is not")
    func contradiction() throws {
        let screen = dump(bar("android:id/statusBarBackground", "[0,0][1080,63]")
            + bar("android:id/navigationBarBackground", "[0,2274][1080,2400]"))
        let message = try #require(DensityInference.contradiction(of: 1.5, in: screen))
        #expect(message == "the density 1.5 contradicts the geometry, which says 2.625 (the 63 px status bar (24 dp) and the 126 px navigation bar (48 dp)): sizes in dp are off by 43 %")
        #expect(DensityInference.contradiction(of: 2.75, in: screen) == nil)
        #expect(DensityInference.contradiction(of: 1.5, in: dump("")) == nil)
    }
}
