#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Rules
import TreeModel

/// Groups a run's findings into issues as the results stream past (in input order), and at the end makes the
/// `CrawlReport`. Holds, per finding, its issue and place, and per state its screen: a few dozen bytes each.
public struct CrawlGrouping: Sendable {
    private struct Pending: Sendable {
        var id: String
        var rule: String
        var level: Level
        var outcome: Outcome
        var message: String
        var type: String
        var label: String?
        var identifier: String?
        var key: String
        /// The first occurrence, and the others: most issues of one large screen have one, which then needs
        /// no array of its own.
        var first: CrawlIssue.Occurrence
        var more: [CrawlIssue.Occurrence] = []
    }

    private var issues: [Pending] = []
    /// Issues by id: ids as `IssueID` writes them (16 lowercase hex digits) by their value, which hashes and
    /// compares faster than the string (one lookup per finding); any other id by its text.
    private var issueIndex = IssueTable()
    private var otherIssueIndex: [String: Int] = [:]
    private var screens: [CrawlReport.Screen] = []
    private var screenIndex: [String: Int] = [:]
    private var otherApps: [String: [String]] = [:]
    private var activities = Set<String>()
    private var apps: [String: Int] = [:]
    private var report = CrawlReport()

    public init() {}

    /// Counts one result in; its `issues` must be set (`IssueID.ids`).
    public mutating func add(_ result: ScreenResult) {
        guard result.summary.status == .ok else { return }
        report.states += 1
        if let other = result.summary.notTheApp {
            otherApps[other, default: []].append(result.summary.file)
            return
        }
        report.appStates += 1
        let facts = result.crawl
        if let app = facts?.app { apps[app, default: 0] += 1 }
        if let activity = facts?.activity { activities.insert(activity) }
        let key = facts?.screenKey ?? "#" + result.summary.file
        let screen: Int
        if let known = screenIndex[key] {
            screen = known
        } else {
            screen = screens.count
            screenIndex[key] = screen
            screens.append(CrawlReport.Screen(key: key, activity: facts?.activity, recordings: [], issues: 0))
        }
        screens[screen].recordings.append(result.summary.file)
        for (index, finding) in result.findings.enumerated() {
            let id = result.issue(index) ?? IssueID.id(of: finding, in: facts)
            let value = Fingerprint.value(of: id)
            let occurrence = CrawlIssue.Occurrence(file: finding.file, location: finding.location, screen: screen,
                                                   known: result.mark(index)?.reason)
            if let known = value.map({ issueIndex[$0] }) ?? otherIssueIndex[id] {
                if finding.level > issues[known].level { issues[known].level = finding.level }
                if finding.outcome == .finding { issues[known].outcome = .finding }
                issues[known].more.append(occurrence)
            } else {
                if let value { issueIndex.insert(value, at: issues.count) } else { otherIssueIndex[id] = issues.count }
                issues.append(Pending(id: id, rule: finding.rule, level: finding.level, outcome: finding.outcome,
                                      message: finding.message, type: finding.type, label: finding.label,
                                      identifier: finding.identifier, key: IssueID.element(of: finding, in: facts),
                                      first: occurrence))
            }
            report.findings += 1
        }
    }

    /// Whether `lhs`'s UTF-8 bytes precede `rhs`'s (`utf8.lexicographicallyPrecedes`, by `memcmp`: paths of
    /// one folder share a long prefix, which the byte-by-byte iterator walks slowly).
    static func bytesPrecede(_ lhs: String, _ rhs: String) -> Bool {
        var lhs = lhs, rhs = rhs
        return lhs.withUTF8 { a in
            rhs.withUTF8 { b in
                let common = min(a.count, b.count)
                let order = common == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, common)
                return order != 0 ? order < 0 : a.count < b.count
            }
        }
    }

    /// The transition graphs of the run's crawls (each its file, app, transitions and events), and those that
    /// could not be read.
    public mutating func add(graphs: [(file: String, app: String?, transitions: Int, events: Int)], problems: [ReadError]) {
        report.graphs = graphs.map(\.file).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        if !graphs.isEmpty {
            report.transitions = graphs.reduce(0) { $0 + $1.transitions }
            report.events = graphs.reduce(0) { $0 + $1.events }
        }
        report.graphProblems = problems
        if graphs.count == 1 { report.app = graphs[0].app }
    }

    /// The report: screens in the order of their first recording, issues most widespread first. With inputs
    /// in their sorted order (as the pipeline reads them), it depends only on the inputs' names and contents;
    /// an issue's message, type and label are those of its first occurrence in that order.
    public func finish() -> CrawlReport {
        var report = self.report
        if report.app == nil, apps.count == 1 { report.app = apps.keys.first }
        report.activities = activities.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        report.otherApps = otherApps.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            .map { CrawlReport.OtherApp(app: $0, states: otherApps[$0]!) }
        var screens = self.screens
        var made: [CrawlIssue] = []
        made.reserveCapacity(issues.count)
        for pending in issues {
            // One occurrence (most issues of a single large screen): its screen and recording, nothing to order.
            if pending.more.isEmpty {
                let occurrence = pending.first
                screens[occurrence.screen].issues += 1
                made.append(CrawlIssue(id: pending.id, rule: pending.rule, level: pending.level, outcome: pending.outcome,
                                       message: pending.message, type: pending.type, label: pending.label,
                                       identifier: pending.identifier, key: pending.key, occurrences: [occurrence],
                                       screens: [CrawlIssue.Presence(screen: occurrence.screen, recordings: [occurrence.file],
                                                                     of: screens[occurrence.screen].recordings.count)]))
                continue
            }
            var occurrences = [pending.first] + pending.more
            let precedes = { (lhs: CrawlIssue.Occurrence, rhs: CrawlIssue.Occurrence) in
                lhs.file != rhs.file ? Self.bytesPrecede(lhs.file, rhs.file) : lhs.location < rhs.location
            }
            // They come in input order, which is sorted when the pipeline collected the inputs.
            if zip(occurrences, occurrences.dropFirst()).contains(where: { !precedes($0, $1) }) { occurrences.sort(by: precedes) }
            // Each screen's recordings that hold the issue, once each.
            // By screen, then file (the occurrences' order): a stable sort of their positions, which are often
            // in that order already (a screen's recordings one after another).
            var order = Array(occurrences.indices)
            if zip(occurrences, occurrences.dropFirst()).contains(where: { $0.screen > $1.screen }) {
                order.sort { occurrences[$0].screen != occurrences[$1].screen ? occurrences[$0].screen < occurrences[$1].screen : $0 < $1 }
            }
            var present: [CrawlIssue.Presence] = []
            for position in order {
                let occurrence = occurrences[position]
                if present.last?.screen != occurrence.screen {
                    present.append(CrawlIssue.Presence(screen: occurrence.screen, recordings: [], of: screens[occurrence.screen].recordings.count))
                    screens[occurrence.screen].issues += 1
                }
                if present[present.count - 1].recordings.last != occurrence.file { present[present.count - 1].recordings.append(occurrence.file) }
            }
            made.append(CrawlIssue(id: pending.id, rule: pending.rule, level: pending.level, outcome: pending.outcome,
                                   message: pending.message, type: pending.type, label: pending.label,
                                   identifier: pending.identifier, key: pending.key, occurrences: occurrences,
                                   screens: present))
        }
        // Each issue is copied once, in its place (`CrawlIssue.order`).
        let order = CrawlIssue.order(of: made)
        report.screens = screens
        report.issues = order.map { made[$0] }
        return report
    }
}
