import Foundation
import Pipeline
import Recorders
import Rules
import Testing
import TestSupport
import TreeModel

/// The real UiAutomator2 capture with its PNG in `../shared/data/recordings/uiautomator` (Facebook's login,
/// dark appearance, 1080 x 2400 px). Its XML needs the UiAutomator recorder, which this branch does not have,
/// so the texts' bounds are copied from the XML here into an idb tree in dp (px / 2.625): the pixels measured
/// are the real ones. Skipped when the shared data is absent.
@Suite struct ContrastRealScreenshotTests {
    static let folder = PackagePaths.recordings.appendingPathComponent("uiautomator")
    static let picture = folder.appendingPathComponent("erickpenafiel-appium-uia2-fb-login-DEBUG_login_start_20260616_005102.png")
    static let present = FileManager.default.fileExists(atPath: picture.path)

    /// (label, bounds in px) of the XML's text views.
    static let texts: [(String, [Double])] = [
        ("Español", [457, 267, 571, 323]), ("Celular o correo electrónico", [88, 1079, 527, 1126]),
        ("Contraseña", [88, 1274, 273, 1321]), ("Iniciar sesión", [436, 1445, 644, 1498]),
        ("¿Olvidaste tu contraseña?", [334, 1583, 747, 1647]), ("Crear cuenta nueva", [386, 2176, 694, 2229]),
    ]

    @Test(.enabled(if: present, "the shared recordings are absent beside the project (../shared/data/recordings)"))
    func facebookLoginTextsAllPassWithTheirMeasuredPairs() throws {
        try TemporaryFolder.with("contrast-real") { folder in
            let density = 2.625
            func frame(_ b: [Double]) -> String {
                "{\"x\": \(b[0] / density), \"y\": \(b[1] / density), \"width\": \((b[2] - b[0]) / density), \"height\": \((b[3] - b[1]) / density)}"
            }
            let elements = ["{\"type\": \"Application\", \"AXLabel\": \"Facebook\", \"frame\": \(frame([0, 0, 1080, 2400]))}"]
                + Self.texts.map { "{\"type\": \"StaticText\", \"AXLabel\": \"\($0.0)\", \"frame\": \(frame($0.1))}" }
            let tree = folder.appendingPathComponent("login.json")
            try Data(("[" + elements.joined(separator: ",\n") + "]").utf8).write(to: tree)
            try FileManager.default.copyItem(at: Self.picture, to: folder.appendingPathComponent("login.png"))
            var screen = RecordingReader.read(contentsOf: tree.path, displayPath: "login.json")
            ScreenshotPairing.attach(to: &screen, path: tree.path, displayPath: "login.json", engine: Engine(rules: [ContrastText()]))
            let shot = try #require(screen.screenshot, "\(screen.screenshotProblem ?? "")")
            #expect(abs(shot.scale - density) < 1e-9)
            let facts = ScreenFacts(screen: screen)
            var pairs: [String: String] = [:]
            for index in 1..<screen.elements.count {
                guard case .judged(let verdict, let measurement) = ContrastJudgement.judge(index, in: facts, shot: shot, text: true) else {
                    Issue.record("\(facts.name(index)) was not measured")
                    continue
                }
                #expect(verdict == .pass, "\(facts.name(index)): \(measurement.summary) \(measurement.reasons)")
                pairs[screen.elements[index].label!] = "\(measurement.foreground) on \(measurement.background) \(ContrastColour.text(measurement.ratio))"
            }
            // The grey placeholders and the blue button title, as the pixels show them.
            #expect(pairs["Contraseña"] == "#9FA4AB on #1F1F22 6.55")
            #expect(pairs["Iniciar sesión"] == "#F2F4F6 on #0064E0 4.88")
            #expect(pairs["Crear cuenta nueva"] == "#4BA9FE on #1F1F22 6.58")
        }
    }
}
