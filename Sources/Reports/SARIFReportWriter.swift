import Foundation
import Rules
import TreeModel

/// Streams SARIF: each screen's results are rendered as they come and set aside in a spool (with their
/// severity), because the log's invocations, written before the results, are known only at the end, and
/// over GitHub's limit the most severe results must be chosen from all of them. `finish` writes the log.
public final class SARIFReportWriter: ReportWriter {
    typealias RuleRecord = SARIFReport.RuleRecord
    typealias ResultRecord = SARIFReport.ResultRecord
    typealias NotificationRecord = SARIFReport.NotificationRecord

    private let sink: OutputSink
    let options: SARIFOptions
    let currentDirectory: String
    let toolName: String
    let toolVersion: String
    var rules: [RuleRecord] = []
    var ruleIndex: [String: Int] = [:]
    var taxa: [Criterion] = []
    var taxonIndex: [String: Int] = [:]
    var notifications: [NotificationRecord] = []
    /// Writes the results; fixed once the rules and taxa are known, at the end of `init`.
    private var renderer: SARIFResultRenderer
    /// Rendered results, in input order, each with its severity rank and byte range in the spool.
    private let spool = Spool()
    private var spooled: [(rank: Int, range: Range<Int>)] = []
    /// Spooled results per severity rank (0 review, 1 note, 2 warning, 3 error).
    private var spooledByRank = [Int](repeating: 0, count: 4)
    /// Results left out as they came: `maxResults` more severe or earlier ones were already spooled, so the
    /// limit would leave them out in any case (later results can only push them further down).
    private var leftOutEarly = 0

    public init(sink: OutputSink, options: SARIFOptions, toolName: String, toolVersion: String, rules metadata: [RuleMetadata]) {
        self.sink = sink
        self.options = options
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.currentDirectory = options.currentDirectory ?? FileManager.default.currentDirectoryPath
        renderer = SARIFResultRenderer(options: options, currentDirectory: currentDirectory, ruleIndex: [:], taxonIndex: [:])
        for meta in metadata { addRule(Self.record(meta)) }
        if options.includeReview {
            for check in ManualCheckCatalogue.all { addRule(Self.record(check)) }
        }
        // Findings cite their rule's criteria, so the taxonomy is known before any result.
        var cited = Set<Criterion>()
        for rule in rules { cited.formUnion(rule.criteria) }
        taxa = cited.sorted()
        for (index, criterion) in taxa.enumerated() { taxonIndex[criterion.id] = index }
        renderer = SARIFResultRenderer(options: options, currentDirectory: currentDirectory, ruleIndex: ruleIndex, taxonIndex: taxonIndex)
    }

    /// Each screen's results rendered on the pipeline's threads (`SARIFResultRenderer.prepare`); `add` then only
    /// chooses which to keep and spools their bytes.
    public var preparation: ResultPreparation? {
        let renderer = self.renderer
        return ResultPreparation { result in
            var renderer = renderer
            return renderer.prepare(result)
        }
    }

    public func add(_ result: ScreenResult) {
        if let density = result.summary.density, let evidence = result.summary.densityInferred {
            notifications.append(NotificationRecord(descriptor: "density-inferred", level: "note",
                                                    message: "The device density \(DensityInference.ratio(density)) was inferred from \(evidence); sizes in dp rest on it.",
                                                    file: result.summary.file, location: nil, rule: nil))
        }
        if let contradiction = result.summary.densityContradiction {
            notifications.append(NotificationRecord(descriptor: "density-contradicted", level: "warning",
                                                    message: contradiction.prefix(1).uppercased() + contradiction.dropFirst() + ".",
                                                    file: result.summary.file, location: nil, rule: nil))
        }
        for webView in result.summary.unrecordedWebViews {
            notifications.append(NotificationRecord(descriptor: "web-content-not-checked", level: "note",
                                                    message: "This screen embeds a web view (\(webView)) whose page is not in the recording: its web content was not checked.",
                                                    file: result.summary.file, location: nil, rule: nil))
        }
        for problem in result.summary.problems {
            notifications.append(NotificationRecord(descriptor: "recording-problem", level: "warning", message: problem.message + ".",
                                                    file: problem.file, location: problem.location, rule: nil))
        }
        if let prepared = result.prepared as? SARIFPreparedResult, prepared.findings.count == result.findings.count {
            for entry in prepared.findings {
                guard let entry, !leavesOut(rank: entry.rank) else { continue }
                spool(prepared.bytes[entry.range], rank: entry.rank)
            }
            for range in prepared.reviewItems where !leavesOut(rank: 0) { spool(prepared.bytes[range], rank: 0) }
            return
        }
        for index in result.findings.indices {
            guard let record = renderer.record(ofFinding: index, in: result), !leavesOut(rank: record.rank) else { continue }
            spool(renderer.fragment(record)[...], rank: record.rank)
        }
        if options.includeReview {
            for item in result.reviewItems where !leavesOut(rank: 0) {
                spool(renderer.fragment(SARIFResultRenderer.record(item, on: result.summary.platform))[...], rank: 0)
            }
        }
    }

    /// True when a result of this rank cannot be among the `maxResults` kept: that many results of the same
    /// or a higher rank came before it. Counted, not rendered.
    /// GitHub's limit of results per run (`SARIFOptions.maxResults`).
    private var limit: Int { max(0, options.maxResults) }

    private func leavesOut(rank: Int) -> Bool {
        if spooledByRank[rank...].reduce(0, +) >= limit {
            leftOutEarly += 1
            return true
        }
        return false
    }

    private static let comma: [UInt8] = [0x2C]

    /// Spools one rendered result after the comma that separates it from the one before, so results kept side
    /// by side are copied out as one range.
    private func spool(_ fragment: ArraySlice<UInt8>, rank: Int) {
        let start = spool.count
        spool.write(Self.comma)
        spool.write(fragment)
        spooled.append((rank, start..<spool.count))
        spooledByRank[rank] += 1
    }

    public func finish(_ totals: RunTotals) {
        for screen in totals.notChecked {
            let empty = screen.status == .empty
            let reason = screen.error?.message ?? (empty ? "the capture holds no tree" : "the file cannot be read")
            notifications.append(NotificationRecord(
                descriptor: empty ? "input-empty" : "input-unreadable", level: "error",
                message: empty
                    ? "\(screen.file) holds an empty capture (\(reason)), so it was not checked and is not a clean pass."
                    : "\(screen.file) could not be read (\(reason)), so it was not checked.",
                file: screen.file, location: screen.error?.location, rule: nil))
        }
        if let ledger = totals.ledgerFile {
            for entry in totals.staleEntries {
                notifications.append(NotificationRecord(
                    descriptor: "ledger-stale", level: "error",
                    message: "The ledger entry for \(entry.rule) on \(entry.screen), \(entry.element), matches no finding; remove it or run 'a11y-crawl ledger prune'.",
                    file: ledger, location: entry.location, rule: ruleIndex[entry.rule] != nil ? entry.rule : nil))
            }
        }
        // Over the limit, keep the most severe; among equals, the earlier. Then back to input order.
        var kept = Array(spooled.indices)
        let total = spooled.count + leftOutEarly
        if total > limit {
            kept = spooled.indices.sorted { spooled[$0].rank != spooled[$1].rank ? spooled[$0].rank > spooled[$1].rank : $0 < $1 }
            kept = Array(kept.prefix(limit)).sorted()
            let left = total - limit
            notifications.append(NotificationRecord(
                descriptor: "results-truncated", level: "warning",
                message: "\(left) of \(total) results were left out to stay within the limit of \(limit) per run; the most severe were kept, and --format json keeps them all.",
                file: nil, location: nil, rule: nil))
        }
        var json = JSONBuffer(pretty: true, capacity: 1 << 16)
        json.beginObject()
        json.member("$schema", SARIFReport.schemaURI)
        json.key("runs")
        json.beginArray()
        json.beginObject()
        json.key("automationDetails")
        json.beginObject()
        json.member("id", "\(toolName)/")
        json.endObject()
        json.member("columnKind", "unicodeCodePoints")
        writeInvocations(successful: totals.notChecked.isEmpty, to: &json)
        if let base = options.base {
            json.key("originalUriBaseIds")
            json.beginObject()
            json.key(SARIFReport.uriBaseID)
            json.beginObject()
            json.key("description")
            json.beginObject()
            json.member("text", "The folder given with --base; every artifact location is relative to it.")
            json.endObject()
            json.member("uri", SARIFReport.baseURI(base, currentDirectory: currentDirectory))
            json.endObject()
            json.endObject()
        }
        json.key("results")
        json.beginArray()
        sink.write(json.drain())
        var run: Range<Int>?
        for (position, index) in kept.enumerated() {
            // The first result goes without its comma.
            let range = position == 0 ? spooled[index].range.dropFirst() : spooled[index].range
            if let current = run, current.upperBound == range.lowerBound {
                run = current.lowerBound ..< range.upperBound
                continue
            }
            if let current = run { spool.copy(current) { sink.write($0) } }
            run = range
        }
        if let current = run { spool.copy(current) { sink.write($0) } }
        if !kept.isEmpty { json.assumeItemsWritten() }
        json.endArray()
        json.key("taxonomies")
        json.beginArray()
        writeTaxonomy(to: &json)
        json.endArray()
        json.key("tool")
        json.beginObject()
        json.key("driver")
        writeDriver(to: &json)
        json.endObject()
        json.endObject()
        json.endArray()
        json.member("version", "2.1.0")
        json.endObject()
        json.finish()
        sink.write(json.drain())
        sink.flush()
    }

    /// Adds a rule, cutting descriptions to GitHub's limit with a notification.
    func addRule(_ record: RuleRecord) {
        var record = record
        let limit = options.maxDescriptionLength
        if let cut = SARIFReport.truncated(record.shortDescription, limit: limit) {
            record.shortDescription = cut
            notifications.append(truncationNotice(record.id, "shortDescription", limit))
        }
        if let cut = SARIFReport.truncated(record.fullDescription, limit: limit) {
            record.fullDescription = cut
            notifications.append(truncationNotice(record.id, "fullDescription", limit))
        }
        ruleIndex[record.id] = rules.count
        rules.append(record)
    }

    func truncationNotice(_ rule: String, _ field: String, _ limit: Int) -> NotificationRecord {
        NotificationRecord(descriptor: "description-truncated", level: "warning",
                           message: "The \(field) of rule \(rule) was cut at a word boundary to GitHub's limit of \(limit) characters.",
                           file: nil, location: nil, rule: rule)
    }

    func writeInvocations(successful: Bool, to json: inout JSONBuffer) {
        json.key("invocations")
        json.beginArray()
        json.beginObject()
        json.member("executionSuccessful", successful)
        json.key("toolExecutionNotifications")
        json.beginArray()
        for notification in notifications { write(notification, to: &json) }
        json.endArray()
        json.endObject()
        json.endArray()
    }

    static func record(_ meta: RuleMetadata) -> RuleRecord {
        var text = "What fails: \(meta.summary)\n\nWhy it matters: \(meta.rationale)\n\nHow to fix: \(meta.howToFix)\n\nWhat it reads: \(meta.reads)"
        var markdown = "**What fails.** \(meta.summary)\n\n**Why it matters.** \(meta.rationale)\n\n**How to fix.** \(meta.howToFix)\n\n**What it reads.** \(meta.reads)"
        text += "\n\nBasis: " + basisText(meta.criteria, meta.hig)
        markdown += "\n\n**Basis.**\n" + basisMarkdown(meta.criteria, meta.hig)
        return RuleRecord(
            id: meta.id, name: SARIFReport.pascalCase(meta.id), shortDescription: meta.summary,
            fullDescription: meta.rationale, helpText: text, helpMarkdown: markdown,
            helpURI: meta.criteria.first?.understanding ?? meta.hig?.url, level: SARIFReport.sarifLevel(meta.defaultLevel),
            tags: SARIFReport.tags(criteria: meta.criteria, hig: meta.hig),
            precision: meta.precision.rawValue,
            problemSeverity: SARIFReport.problemSeverity(meta.defaultLevel), criteria: meta.criteria,
            messages: meta.messages)
    }

    static func record(_ check: ManualCheck) -> RuleRecord {
        let applies = check.alwaysApplies
            ? "Asked of every screen that was read."
            : "Asked of screens that hold the elements it is about."
        let android = check.android.map { _ in check.wording(on: .android) }
        let androidText = android.map { "\n\nOn Android (\($0.title)): \($0.howToCheck)" } ?? ""
        let androidMarkdown = android.map { "\n\n**On Android** (\($0.title)). \($0.howToCheck)" } ?? ""
        let text = "Manual check: \(check.title).\n\nWhy a recorded tree cannot decide it: \(check.whyTreeCannotDecide)\n\nHow to check: \(check.howToCheck)\(androidText)\n\n\(applies)\n\nBasis: " + basisText(check.criteria, check.hig)
        let markdown = "**Manual check.** \(check.title).\n\n**Why a recorded tree cannot decide it.** \(check.whyTreeCannotDecide)\n\n**How to check.** \(check.howToCheck)\(androidMarkdown)\n\n\(applies)\n\n**Basis.**\n" + basisMarkdown(check.criteria, check.hig)
        return RuleRecord(
            id: SARIFReport.manualRulePrefix + check.id, name: "Manual" + SARIFReport.pascalCase(check.id),
            shortDescription: "Manual check: \(check.title).", fullDescription: check.whyTreeCannotDecide + " " + check.howToCheck,
            helpText: text, helpMarkdown: markdown, helpURI: check.criteria.first?.understanding ?? check.hig?.url,
            level: "none", tags: SARIFReport.tags(criteria: check.criteria, hig: check.hig, extra: ["manual-check"]),
            precision: "low", problemSeverity: "recommendation", criteria: check.criteria)
    }

    static func basisText(_ criteria: [Criterion], _ hig: HIGSource?) -> String {
        var parts = criteria.map { "WCAG 2.2 \($0.id) \($0.name) (Level \($0.level.rawValue)) \($0.understanding)" }
        if let hig { parts.append("Apple HIG \(hig.page), \(hig.section) \(hig.url)") }
        return parts.joined(separator: "; ")
    }

    static func basisMarkdown(_ criteria: [Criterion], _ hig: HIGSource?) -> String {
        var lines = criteria.map { "- WCAG 2.2 [\($0.id) \($0.name)](\($0.understanding)) (Level \($0.level.rawValue))" }
        if let hig { lines.append("- Apple HIG [\(hig.page)](\(hig.url)), \(hig.section)") }
        return lines.joined(separator: "\n")
    }

    func write(_ notification: NotificationRecord, to json: inout JSONBuffer) {
        json.beginObject()
        if let rule = notification.rule {
            json.key("associatedRule")
            json.beginObject()
            json.member("id", rule)
            if let index = ruleIndex[rule] { json.member("index", index) }
            json.endObject()
        }
        json.key("descriptor")
        json.beginObject()
        json.member("id", notification.descriptor)
        if let index = SARIFReport.notificationDescriptors.firstIndex(where: { $0.id == notification.descriptor }) {
            json.member("index", index)
        }
        json.endObject()
        json.member("level", notification.level)
        if let file = notification.file {
            json.key("locations")
            json.beginArray()
            json.beginObject()
            json.key("physicalLocation")
            renderer.writePhysicalLocation(file: file, location: notification.location, to: &json)
            json.endObject()
            json.endArray()
        }
        json.key("message")
        SARIFResultRenderer.writeMessage(notification.message, to: &json)
        json.endObject()
    }

    func writeTaxonomy(to json: inout JSONBuffer) {
        json.beginObject()
        json.member("downloadUri", "https://www.w3.org/TR/WCAG22/")
        json.member("informationUri", "https://www.w3.org/WAI/WCAG22/Understanding/")
        json.member("isComprehensive", false)
        json.member("name", "WCAG")
        json.member("organization", "W3C")
        json.key("shortDescription")
        SARIFResultRenderer.writeMessage("Web Content Accessibility Guidelines (WCAG) 2.2 success criteria.", to: &json)
        json.key("taxa")
        json.beginArray()
        for criterion in taxa {
            json.beginObject()
            json.member("helpUri", criterion.understanding)
            json.member("id", criterion.id)
            json.member("name", criterion.name)
            json.key("properties")
            json.beginObject()
            json.member("level", criterion.level.rawValue)
            json.endObject()
            json.key("shortDescription")
            SARIFResultRenderer.writeMessage("\(criterion.id) \(criterion.name) (Level \(criterion.level.rawValue))", to: &json)
            json.endObject()
        }
        json.endArray()
        json.member("version", "2.2")
        json.endObject()
    }

    func writeDriver(to json: inout JSONBuffer) {
        json.beginObject()
        json.member("informationUri", options.informationURI)
        json.member("name", toolName)
        json.key("notifications")
        json.beginArray()
        for descriptor in SARIFReport.notificationDescriptors {
            json.beginObject()
            json.member("id", descriptor.id)
            json.key("shortDescription")
            SARIFResultRenderer.writeMessage(descriptor.text, to: &json)
            json.endObject()
        }
        json.endArray()
        json.key("rules")
        json.beginArray()
        for rule in rules { write(rule, to: &json) }
        json.endArray()
        json.member("semanticVersion", toolVersion)
        json.key("supportedTaxonomies")
        json.beginArray()
        json.beginObject()
        json.member("index", 0)
        json.member("name", "WCAG")
        json.endObject()
        json.endArray()
        json.member("version", toolVersion)
        json.endObject()
    }

    func write(_ rule: RuleRecord, to json: inout JSONBuffer) {
        json.beginObject()
        json.key("defaultConfiguration")
        json.beginObject()
        json.member("level", rule.level)
        json.endObject()
        json.key("fullDescription")
        SARIFResultRenderer.writeMessage(rule.fullDescription, to: &json)
        json.key("help")
        json.beginObject()
        json.member("markdown", rule.helpMarkdown)
        json.member("text", rule.helpText)
        json.endObject()
        if let uri = rule.helpURI { json.member("helpUri", uri) }
        json.member("id", rule.id)
        if !rule.messages.isEmpty {
            // SARIF's templates: `{0}` the element, `{1}` … the result's `message.arguments` after it.
            json.key("messageStrings")
            json.beginObject()
            for message in rule.messages.sorted(by: { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) }) {
                json.key(message.id)
                SARIFResultRenderer.writeMessage(message.template, to: &json)
            }
            json.endObject()
        }
        json.member("name", rule.name)
        json.key("properties")
        json.beginObject()
        json.member("precision", rule.precision)
        json.member("problem.severity", rule.problemSeverity)
        json.member("tags", rule.tags)
        json.endObject()
        if !rule.criteria.isEmpty {
            json.key("relationships")
            json.beginArray()
            for criterion in rule.criteria {
                json.beginObject()
                json.key("kinds")
                json.beginArray()
                json.string("subset")
                json.endArray()
                json.key("target")
                renderer.writeTaxonReference(criterion, to: &json)
                json.endObject()
            }
            json.endArray()
        }
        json.key("shortDescription")
        SARIFResultRenderer.writeMessage(rule.shortDescription, to: &json)
        json.endObject()
    }
}
