import Foundation
import Pipeline
import Recorders
import Reports
import Rules
import Testing
import TestSupport
import TreeModel

/// The grouping of a large synthetic crawl: DroidBot states of `layouts` screens, each recorded several times
/// with its switch flipped, all with one toolbar whose menu button is unlabelled. Checked with and without
/// grouping, the findings are the same and the issues are what the crawl holds; with
/// `A11Y_CRAWL_BENCH_CRAWL=<states>` the two runs are timed, alternating, and the medians printed.
@Suite struct CrawlGroupingTests {
    /// One DroidBot state of screen `layout` (recording `take`): a toolbar with an unlabelled menu button and an
    /// unlabelled "up" button, a switch, a row of the screen's own views (one unlabelled image button each).
    static func state(layout: Int, take: Int) -> [UInt8] {
        var views: [String] = []
        func view(_ cls: String, _ bounds: (Int, Int, Int, Int), parent: Int, children: [Int], id: String? = nil,
                  text: String? = nil, clickable: Bool = false, checkable: Bool = false, checked: Bool = false) {
            let quoted = { (value: String?) in value.map { "\"\($0)\"" } ?? "null" }
            views.append(#"{"class": "\#(cls)", "resource_id": \#(quoted(id)), "text": \#(quoted(text)), "content_description": null, "bounds": [[\#(bounds.0), \#(bounds.1)], [\#(bounds.2), \#(bounds.3)]], "clickable": \#(clickable), "checkable": \#(checkable), "checked": \#(checked), "enabled": true, "focusable": \#(clickable), "visible": true, "package": "com.example.big", "parent": \#(parent), "children": [\#(children.map(String.init).joined(separator: ", "))]}"#)
        }
        let rows = 6 + layout % 5
        // 0 root, 1 content, 2 toolbar, 3 up, 4 title, 5 menu, 6 switch, then the rows.
        view("android.widget.FrameLayout", (0, 0, 1080, 1920), parent: -1, children: [1])
        view("android.widget.LinearLayout", (0, 72, 1080, 1920), parent: 0, children: [2, 6] + (0..<rows).map { 7 + $0 })
        view("androidx.appcompat.widget.Toolbar", (0, 72, 1080, 240), parent: 1, children: [3, 4, 5], id: "com.example.big:id/toolbar")
        view("android.widget.ImageButton", (0, 72, 168, 240), parent: 2, children: [], clickable: true)
        view("android.widget.TextView", (200, 120, 600, 190), parent: 2, children: [], text: "Screen \(layout)")
        view("android.widget.ImageButton", (912, 72, 1080, 240), parent: 2, children: [], id: "com.example.big:id/toolbar_menu", clickable: true)
        view("android.widget.Switch", (48, 300, 1032, 444), parent: 1, children: [], id: "com.example.big:id/sync", text: "Sync",
             clickable: true, checkable: true, checked: take % 2 == 1)
        for row in 0..<rows {
            let top = 460 + row * 160 + (layout % 7) * 8
            view("android.widget.ImageButton", (48, top, 192, top + 144), parent: 1, children: [], id: "com.example.big:id/action_\(layout)_\(row)", clickable: true)
        }
        let text = #"{"tag": "t\#(layout)_\#(take)", "state_str": "s\#(layout)_\#(take)", "foreground_activity": "com.example.big/.Screen\#(layout % 40)", "views": [\#(views.joined(separator: ", "))]}"#
        return Array(text.utf8)
    }

    static func screens(states: Int, takes: Int) -> [Screen] {
        (0..<states).map { index in
            let layout = index / takes, take = index % takes
            return DroidBotRecorder().read(bytes: state(layout: layout, take: take), file: String(format: "crawl/states/state_%06d.json", index))
        }
    }

    /// Two rules for the issue counts; every rule (as `check` runs them) for the timing.
    static func pipeline(grouping: Bool, allRules: Bool = false, crawlRules: Bool = false) -> CheckPipeline {
        let engine = allRules ? Engine() : Engine(rules: [LabelMissing(), IdentifierMissing()])
        var pipeline = CheckPipeline(engine: engine, withReview: allRules, jobs: 1)
        pipeline.checker.density = 3
        pipeline.groupsIssues = grouping
        if crawlRules { pipeline.crawlRules = CrawlRules.all }
        return pipeline
    }

    @Test("without the crawl report (SARIF, CSV, the manual list) each result keeps its issue ids and the totals no groups")
    func issueIdsWithoutTheCrawlReport() {
        let screens = Self.screens(states: 12, takes: 3)
        let grouped = Self.pipeline(grouping: true).results(for: screens)
        var pipeline = Self.pipeline(grouping: true)
        pipeline.buildsCrawlReport = false
        let spared = pipeline.results(for: screens)
        #expect(spared.results.map(\.findings) == grouped.results.map(\.findings))
        #expect(spared.results.map(\.issues) == grouped.results.map(\.issues), "the ids SARIF's fingerprints read")
        #expect(spared.results.allSatisfy { !$0.issues.isEmpty })
        #expect(!grouped.totals.crawl.issues.isEmpty && spared.totals.crawl.issues.isEmpty)
        // Which reports show the crawl report is theirs to say.
        let needs = Dictionary(uniqueKeysWithValues: ReportRegistry.all.map { ($0.id, $0.needsCrawlReport) })
        #expect(needs == ["text": true, "json": true, "sarif": false, "manual": false, "html": true, "csv": false])
    }

    @Test func aSyntheticCrawlGroupsIntoItsIssues() throws {
        let takes = 4, layouts = 25
        let screens = Self.screens(states: takes * layouts, takes: takes)
        let grouped = Self.pipeline(grouping: true).results(for: screens)
        let plain = Self.pipeline(grouping: false).results(for: screens)
        #expect(grouped.results.map(\.findings) == plain.results.map(\.findings), "grouping changes no finding")
        #expect(plain.totals.crawl.issues.isEmpty)
        let crawl = grouped.totals.crawl
        #expect(crawl.appStates == takes * layouts)
        #expect(crawl.screens.count == layouts, "each screen's takes (its switch flipped) are one screen")
        #expect(crawl.screens.allSatisfy { $0.recordings.count == takes })
        let menu = try #require(crawl.issues.first)
        #expect(menu.key == "id:com.example.big:id/toolbar_menu" || menu.key == "bar:top:l0:ImageButton:")
        #expect(menu.screens.count == layouts)
        #expect(menu.occurrences.count == takes * layouts)
        // Per screen: its own unlabelled buttons, one issue each, on that screen only; plus the toolbar's two
        // buttons (label-missing on both; the one without an id is the toolbar's navigation button, which the
        // toolkit makes without one, so no identifier-missing).
        let rows = (0..<layouts).reduce(0) { $0 + 6 + $1 % 5 }
        #expect(crawl.issues.count == rows + 2)
        #expect(crawl.issues.filter { $0.screens.count == layouts }.count == 2)
        #expect(crawl.findings == grouped.results.reduce(0) { $0 + $1.findings.count })
        // The crawl rules run on it (25 screens of one app) and find nothing: its toolbar is the same on every
        // screen, its buttons unlabelled on all of them.
        let judged = Self.pipeline(grouping: true, crawlRules: true).results(for: screens)
        #expect(judged.results.map(\.findings) == grouped.results.map(\.findings))
        for id in CrawlRules.ids where id != Reachability().metadata.id {
            #expect(judged.totals.ruleOutcomes[id] != nil && judged.totals.rulesNotRun[id] == nil, "\(id)")
        }
        // Screens in memory have no transition graph: reachability does not run on them, and says so.
        #expect(judged.totals.rulesNotRun[Reachability().metadata.id] != nil)
    }

    /// The crawl rules' cost: the same synthetic crawl checked with every rule and grouped, with and without
    /// the crawl rules (`A11Y_CRAWL_BENCH_CRAWL_RULES=<states>`).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["A11Y_CRAWL_BENCH_CRAWL_RULES"] != nil, "set A11Y_CRAWL_BENCH_CRAWL_RULES=<states> to time the crawl rules"))
    func crawlRulesTime() throws {
        let states = Int(ProcessInfo.processInfo.environment["A11Y_CRAWL_BENCH_CRAWL_RULES"] ?? "") ?? 10_000
        let screens = Self.screens(states: states, takes: 5)
        var with: [Double] = [], without: [Double] = []
        for _ in 0..<3 {
            for crawlRules in [false, true] {
                let start = ContinuousClock.now
                let run = Self.pipeline(grouping: true, allRules: true, crawlRules: crawlRules).run(screens: screens) { _ in }
                let elapsed = start.duration(to: .now)
                let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                if crawlRules { with.append(seconds) } else { without.append(seconds) }
                if crawlRules { #expect(run.ruleOutcomes[CrawlRules.ids[0]] != nil) }
            }
        }
        let median = { (values: [Double]) in values.sorted()[values.count / 2] }
        print("crawl rules: \(states) states; check and group \(median(without)) s, with the crawl rules \(median(with)) s, ratio \(median(with) / median(without))")
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["A11Y_CRAWL_BENCH_CRAWL"] != nil, "set A11Y_CRAWL_BENCH_CRAWL=<states> to time the grouping"))
    func groupingTime() throws {
        let states = Int(ProcessInfo.processInfo.environment["A11Y_CRAWL_BENCH_CRAWL"] ?? "") ?? 10_000
        let screens = Self.screens(states: states, takes: 5)
        var with: [Double] = [], without: [Double] = []
        var issues = 0
        for _ in 0..<3 {
            for grouping in [false, true] {
                let start = ContinuousClock.now
                let run = Self.pipeline(grouping: grouping, allRules: true).run(screens: screens) { _ in }
                let elapsed = start.duration(to: .now)
                let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                if grouping { with.append(seconds); issues = run.crawl.issues.count } else { without.append(seconds) }
            }
        }
        let median = { (values: [Double]) in values.sorted()[values.count / 2] }
        print("crawl grouping: \(states) states, \(issues) issues; check \(median(without)) s, check and group \(median(with)) s, ratio \(median(with) / median(without))")
        #expect(issues > 0)
    }
}
