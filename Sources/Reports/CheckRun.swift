import Rules
import TreeModel

/// Everything a check produced, in deterministic order: what the reports are written from.
public struct CheckRun: Sendable {
    public var toolName: String
    public var toolVersion: String
    /// One per input, sorted by file.
    public var screens: [ScreenSummary]
    /// Sorted by file, line, column, rule, path.
    public var findings: [Finding]
    /// The rules that ran, sorted by id.
    public var rules: [RuleMetadata]
    /// What a person must still check on a device, per screen read: in screen order, then catalogue order
    /// (see `ManualCheckTriggers.review(_:)`).
    public var reviewItems: [ReviewItem]

    public init(toolName: String, toolVersion: String, screens: [ScreenSummary], findings: [Finding], rules: [RuleMetadata],
                reviewItems: [ReviewItem] = []) {
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.screens = screens
        self.findings = findings
        self.rules = rules
        self.reviewItems = reviewItems
    }

    public func screens(with status: ScreenStatus) -> [ScreenSummary] { screens.filter { $0.status == status } }

    /// The review items of each screen, in their order.
    public var reviewItemsByFile: [String: [ReviewItem]] { Dictionary(grouping: reviewItems, by: \.file) }

    /// The run as the stream of screen results a report writer takes, then its totals: for writing a run
    /// held in memory (tests, goldens).
    public func feed(_ writer: ReportWriter) {
        var findingsByFile: [String: [Finding]] = [:]
        for finding in findings { findingsByFile[finding.file, default: []].append(finding) }
        let items = reviewItemsByFile
        var totals = RunTotals(toolName: toolName, toolVersion: toolVersion, rules: rules)
        for screen in screens {
            let result = ScreenResult(summary: screen, findings: findingsByFile[screen.file] ?? [],
                                      reviewItems: items[screen.file] ?? [])
            totals.add(result)
            writer.add(result)
        }
        writer.finish(totals)
    }
}
