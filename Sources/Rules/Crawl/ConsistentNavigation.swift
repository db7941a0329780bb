import TreeModel

/// A navigation bar (a tab bar, a bottom navigation bar, a toolbar's items) that persists across the screens
/// of a crawl has its items in a different relative order on some screens.
public struct ConsistentNavigation: CrawlRule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "consistent-navigation",
        name: "Consistent navigation",
        summary: "A navigation bar that persists across screens has its items in a different relative order on some of them.",
        rationale: """
            People who use a screen reader, switch access or magnification learn where the tabs and bar buttons \
            are and in which order they come; when the order changes from screen to screen, they land on the wrong \
            item and must explore the bar again. Navigation repeated on several screens is to keep its relative \
            order.
            """,
        criteria: [WCAG.criterion("3.2.3")],
        defaultLevel: .warning,
        howToFix: """
            Build the bar from one definition (one menu resource, one `TabView`, one `UITabBarController`) and keep \
            its items in the same order on every screen; items may be left out where they do not apply, but those \
            shown keep their order.
            """,
        reads: """
            Runs on a crawl (a DroidBot output folder, or any folder of recordings) of two or more screens of one \
            app; otherwise not run, with the reason. A bar is a persistent bar (as `consistent-identification` \
            reads them) told across screens by its edge and its identifier or class; its items are its controls in \
            reading order (left to right; top to bottom for a bar taller than wide). An item is told across screens \
            by its identifier, else by its name once state words and numbers are left out (a selected tab is the \
            same tab); unnamed items without an identifier, and items met twice in one bar, are left out. Two \
            screens' orders are compared on the items both show (two or more): items added or left out are no \
            change of order. The order most screens agree with is the reference (the first met on a tie); each \
            screen whose order contradicts it is a finding on the bar of that screen's first recording, with a \
            screen of the reference order as related location.
            """,
        precision: .medium
    ,
        messages: Message.all)

    /// The messages of the rule's findings: `{0}` is the finding's element (`MessageDeclaration`).
    enum Message {
        static let reorderedOnOne = MessageDeclaration("reordered-on-one",
            "The items of the {1} are in another order here ({2}) than on {3} other screen ({4}); navigation repeated across screens should keep its order.", .words, .words, .count, .words)
        static let reordered = MessageDeclaration("reordered",
            "The items of the {1} are in another order here ({2}) than on {3} other screens ({4}); navigation repeated across screens should keep its order.", .words, .words, .count, .words)
        static let all = [reorderedOnOne, reordered]
    }

    public var reportsOn: CrawlRuleTarget { .bar }

    public func check(_ crawl: [CrawlState], configuration: RuleConfiguration) -> [Finding] {
        // Per bar key, per screen: the first recording's bar and its items' identities in order.
        struct Shown {
            var file: String
            var bar: CrawlBars.Bar
            var items: [String]
            var names: [String]
        }
        var byBar: [String: [Shown]] = [:]
        var seenScreens: [String: Set<String>] = [:]
        var barKeys: [String] = []
        for state in crawl {
            for bar in state.bars.bars where seenScreens[bar.key, default: []].insert(state.screen).inserted {
                var items: [String] = [], names: [String] = []
                for control in bar.controls {
                    let identity: String
                    if let identifier = control.identifier, !identifier.isEmpty, !identifier.hasPrefix("android:id/") {
                        identity = "id:" + identifier
                    } else if let name = control.name, !NameVariation.key(name).isEmpty {
                        identity = "name:" + control.type + ":" + NameVariation.key(name).joined(separator: " ")
                    } else {
                        continue
                    }
                    items.append(identity)
                    names.append(control.name ?? CrawlBars.shortIdentifier(control.identifier ?? control.type))
                }
                // Items met twice in one bar cannot be placed.
                let repeated = Set(items.filter { item in items.firstIndex(of: item) != items.lastIndex(of: item) })
                let kept = items.indices.filter { !repeated.contains(items[$0]) }
                if byBar[bar.key] == nil { barKeys.append(bar.key) }
                byBar[bar.key, default: []].append(Shown(file: state.file, bar: bar, items: kept.map { items[$0] },
                                                         names: kept.map { names[$0] }))
            }
        }
        var findings: [Finding] = []
        for key in barKeys {
            let shown = byBar[key]!
            guard shown.count >= 2 else { continue }
            // Distinct orders, each with the screens that show it.
            var orders: [[String]] = []
            var screensOf: [[Int]] = []
            for (position, entry) in shown.enumerated() {
                if let known = orders.firstIndex(of: entry.items) { screensOf[known].append(position) } else {
                    orders.append(entry.items)
                    screensOf.append([position])
                }
            }
            guard orders.count > 1 else { continue }
            // The reference: the order most screens show, then the one with the most items, then the first met.
            // (An order of fewer items agrees with more, but says less: it is no reference.)
            var reference = 0
            for candidate in orders.indices.dropFirst() {
                let (a, b) = (screensOf[candidate].count, screensOf[reference].count)
                if a > b || (a == b && orders[candidate].count > orders[reference].count) { reference = candidate }
            }
            let agreeing = orders.indices.filter { !Self.contradicts(orders[$0], orders[reference]) }.reduce(0) { $0 + screensOf[$1].count }
            let referenceScreen = shown[screensOf[reference][0]]
            for order in orders.indices where order != reference && Self.contradicts(orders[order], orders[reference]) {
                for position in screensOf[order] {
                    let entry = shown[position]
                    guard var finding = entry.bar.templates[metadata.id] else { continue }
                    let common = Set(entry.items).intersection(referenceScreen.items)
                    let here = Self.list(entry.items, entry.names, keeping: common)
                    let there = Self.list(referenceScreen.items, referenceScreen.names, keeping: common)
                    finding.messageData = FindingMessage(agreeing == 1 ? Message.reorderedOnOne : Message.reordered,
                                                         .words(entry.bar.description), .words(here), .count(agreeing), .words(there))
                    finding.outcome = .finding
                    var related = referenceScreen.bar.reference
                    related.file = referenceScreen.file
                    related.detail = "in the order \(there)"
                    finding.related = [related]
                    findings.append(finding)
                }
            }
        }
        return findings
    }

    /// Whether two orders place some two items they share the other way round.
    static func contradicts(_ a: [String], _ b: [String]) -> Bool {
        let inB = Dictionary(b.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let shared = a.compactMap { inB[$0] }
        guard shared.count >= 2 else { return false }
        return zip(shared, shared.dropFirst()).contains { $0 > $1 }
    }

    /// `"Home", "Search"`: the names of the items of `items` that are in `keeping`, in order.
    static func list(_ items: [String], _ names: [String], keeping: Set<String>) -> String {
        items.indices.filter { keeping.contains(items[$0]) }.map { "\"\(ScreenFacts.shorten(names[$0]))\"" }.joined(separator: ", ")
    }
}
