import Foundation
@testable import Pipeline
import Recorders
@testable import Rules
import SupportImage
import Testing
import TestSupport
import TreeModel

/// Contrast on the screenshots real crawls store (issue #28, Docs/Contrast.md): DroidBot's JPEG states and
/// Rico's JPEG screens, read in place from `../shared` (no licence: never copied). Every state of the app
/// pairs with its screenshot, and the texts are decided or need review for the reasons the tally shows.
/// Every state is paired (from the JPEG's header); the texts of every `sample`-th state are judged (a debug
/// build takes seconds for a screen-sized text). `A11Y_CRAWL_CONTRAST_TABLE=<file>` judges every state and
/// writes the table Docs/Contrast.md quotes.
@Suite struct SharedContrastTests {
    static let droidBot = PackagePaths.shared.appendingPathComponent("data/crawls/droidbot")
    static let rico = PackagePaths.shared.appendingPathComponent("data/rico")
    static var present: Bool { FileManager.default.fileExists(atPath: droidBot.path) && FileManager.default.fileExists(atPath: rico.path) }

    struct Tally {
        var screens = 0, paired = 0, texts = 0, pass = 0, fail = 0, review = 0, notMeasured = 0
        var reasons: [String: Int] = [:]
        var problems: [String] = []

        var line: String {
            let why = reasons.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            return "\(screens) | \(paired) | \(texts) | \(pass) | \(fail) | \(review) | \(notMeasured) | \(why)"
        }
    }

    /// Reads, pairs, converts to dp as the pipeline does, and judges every text `contrast-text` measures.
    static let table = ProcessInfo.processInfo.environment["A11Y_CRAWL_CONTRAST_TABLE"]

    static func tally(_ paths: [String], app: String?, sample: Int) -> Tally {
        var tally = Tally()
        let engine = Engine(rules: [ContrastText()])
        let checker = ScreenChecker(engine: engine, withReview: false, keepsFacts: true)
        for path in paths {
            var screen = RecordingReader.read(contentsOf: path, displayPath: path)
            guard screen.status == .ok else { continue }
            if let app, screen.app != app { continue }
            tally.screens += 1
            guard table != nil || (tally.screens - 1) % sample == 0 else {
                // Paired from the picture's header alone, as `attach` pairs it before decoding.
                let picture = path.replacingOccurrences(of: "state_", with: "screen_").replacingOccurrences(of: ".json", with: ".jpg")
                guard let bytes = FileManager.default.contents(atPath: picture), let header = try? JPEGDecoder.inspect(Array(bytes)) else {
                    tally.problems.append("\(picture) cannot be read")
                    continue
                }
                let size = ScreenshotPairing.sizeProblem(width: header.width, height: header.height, root: screen.bounds, display: screen.display,
                                                         framesInPixels: screen.capabilities.frameUnit == .pixels, shown: picture)
                if let problem = size.problem { tally.problems.append(problem) } else { tally.paired += 1 }
                continue
            }
            ScreenshotPairing.attach(to: &screen, path: path, displayPath: (path as NSString).lastPathComponent, engine: engine)
            if let problem = screen.screenshotProblem { tally.problems.append(problem) }
            guard let facts = checker.check(screen).facts, let shot = facts.screen.screenshot else { continue }
            tally.paired += 1
            let workspace = ContrastWorkspace()
            for index in ContrastText().candidates(facts) {
                tally.texts += 1
                switch ContrastJudgement.judge(index, in: facts, shot: shot, text: true, workspace: workspace) {
                case .notRun: tally.notMeasured += 1
                case .judged(.pass, _): tally.pass += 1
                case .judged(.fail, _): tally.fail += 1
                case .judged(.review, let measurement):
                    tally.review += 1
                    for reason in measurement.reasons { tally.reasons[reason, default: 0] += 1 }
                }
            }
        }
        return tally
    }

    static func files(_ folder: URL, prefix: String = "", suffix: String = ".json") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) }.sorted().map { folder.appendingPathComponent($0).path }
    }

    @Test(.enabled(if: present, "the shared DroidBot crawls and Rico screens are not at ../shared/data"))
    func everyStatePairsAndTextsAreDecidedOrReviewed() throws {
        var rows: [String] = []
        let apps = try FileManager.default.contentsOfDirectory(atPath: Self.droidBot.path).filter { $0.hasSuffix(".apk") }.sorted()
        #expect(apps.count == 3)
        var decided = 0
        for folder in apps {
            let app = String(folder.dropLast(4))
            let tally = Self.tally(Self.files(Self.droidBot.appendingPathComponent(folder + "/states"), prefix: "state_"), app: app, sample: 20)
            #expect(tally.screens > 0 && tally.paired == tally.screens, "\(app): \(tally.problems)")
            #expect(tally.pass + tally.fail + tally.review + tally.notMeasured == tally.texts)
            decided += tally.pass + tally.fail
            rows.append("DroidBot \(app) | \(tally.line)")
        }
        let rico = Self.tally(Self.files(Self.rico), app: nil, sample: 10)
        #expect(rico.screens >= 50 && rico.paired == rico.screens, "Rico: \(rico.problems)")
        rows.append("Rico (\(rico.screens) screens) | \(rico.line)")
        // Texts on the crawls' pictures are decided, not all left to review.
        #expect(decided > 0 && rico.pass + rico.fail > 0)
        if let output = Self.table {
            let header = "source | screens | paired | texts | pass | fail | review | not measured | review reasons"
            try (([header] + rows).joined(separator: "\n") + "\n").write(toFile: output, atomically: true, encoding: .utf8)
        }
    }
}
