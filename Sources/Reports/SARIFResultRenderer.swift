import Rules
import TreeModel
import Support

/// Writes SARIF `result` objects: which findings and review items of a screen become results, and their JSON at
/// the depth of the run's `results` array. It reads only the rule and taxon indexes, fixed once the writer
/// knows its rules, so it can render several screens at once on the pipeline's threads
/// (`SARIFReportWriter.preparation`) while the writer takes them in order.
struct SARIFResultRenderer: Sendable {
    typealias ResultRecord = SARIFReport.ResultRecord

    let options: SARIFOptions
    let currentDirectory: String
    let ruleIndex: [String: Int]
    let taxonIndex: [String: Int]
    /// The last file's `artifactLocation.uri`: a screen's results all share it.
    private var lastArtifact: (file: String, uri: String)?

    /// Depth of a result in the log: log object, runs array, run object, results array.
    static let resultDepth = 4

    init(options: SARIFOptions, currentDirectory: String, ruleIndex: [String: Int], taxonIndex: [String: Int]) {
        self.options = options
        self.currentDirectory = currentDirectory
        self.ruleIndex = ruleIndex
        self.taxonIndex = taxonIndex
    }

    /// Every finding's and review item's result, rendered: what `SARIFReportWriter.add` spools for the screen,
    /// before it leaves any out to stay within the limit.
    mutating func prepare(_ result: ScreenResult) -> SARIFPreparedResult {
        var prepared = SARIFPreparedResult()
        prepared.findings.reserveCapacity(result.findings.count)
        for index in result.findings.indices {
            guard let record = record(ofFinding: index, in: result) else {
                prepared.findings.append(nil)
                continue
            }
            prepared.findings.append((record.rank, append(record, to: &prepared.bytes)))
        }
        if options.includeReview {
            for item in result.reviewItems {
                prepared.reviewItems.append(append(Self.record(item, on: result.summary.platform), to: &prepared.bytes))
            }
        }
        return prepared
    }

    private mutating func append(_ record: ResultRecord, to bytes: inout [UInt8]) -> Range<Int> {
        let start = bytes.count
        bytes.append(contentsOf: fragment(record))
        return start ..< bytes.count
    }

    /// The result of finding `index`, nil when the options leave it out whatever else the run holds: a known
    /// finding without `includeKnown`, an item to review without `includeReview`.
    func record(ofFinding index: Int, in result: ScreenResult) -> ResultRecord? {
        let finding = result.findings[index]
        let mark = result.mark(index)
        if mark != nil && !options.includeKnown { return nil }
        let rank: Int
        switch finding.level {
        case .error: rank = 3
        case .warning: rank = 2
        case .note: rank = 1
        }
        // An item a person must review is a `review` result: SARIF allows no level but `none` for it. GitHub
        // turns every result into an alert, so items to review are written only with `includeReview`.
        let review = finding.outcome == .needsReview
        if review && !options.includeReview { return nil }
        return ResultRecord(
            ruleID: finding.rule, kind: review ? "review" : "fail", level: review ? "none" : SARIFReport.sarifLevel(finding.level),
            message: finding.message, file: finding.file,
            elements: [(finding.path, finding.type, finding.location)] + finding.related.map { ($0.path, $0.type, $0.location) },
            fingerprint: finding.fingerprint, criteria: finding.criteria, rank: review ? 0 : rank, suppression: mark?.reason,
            relatedFiles: finding.related.map(\.file), issue: result.issue(index),
            messageID: finding.messageData.declaration == .text ? nil : finding.messageData.id,
            messageArguments: finding.messageData.declaration == .text ? []
                : MessageRenderer.arguments(finding.messageData, element: finding.elementName, related: { finding.related }))
    }

    /// The result of a manual check that applies to the screen.
    static func record(_ item: ReviewItem, on platform: Platform) -> ResultRecord {
        let check = item.manualCheck
        var message = "Manual check: \(check.wording(on: platform).title)"
        if !check.alwaysApplies {
            let names = item.elements.prefix(3).map(\.name)
            let more = item.elements.count > 3 ? " and \(item.elements.count - 3) more" : ""
            message += " (" + names.joined(separator: ", ") + more + ")"
        }
        message += ". The rule's help says how to check it on a device."
        return ResultRecord(
            ruleID: SARIFReport.manualRulePrefix + check.id, kind: "review", level: "none", message: message,
            file: item.file, elements: item.elements.map { ($0.path, $0.type, $0.location) },
            fingerprint: item.fingerprint, criteria: check.criteria, rank: 0)
    }

    /// `record` as JSON at the depth of a result.
    mutating func fragment(_ record: ResultRecord) -> [UInt8] {
        var fragment = JSONBuffer(pretty: true, capacity: 1024, nestedIn: Self.resultDepth)
        write(record, to: &fragment)
        return fragment.bytes
    }

    mutating func write(_ result: ResultRecord, to json: inout JSONBuffer) {
        json.beginObject()
        json.member("kind", result.kind)
        json.member("level", result.level)
        json.key("locations")
        json.beginArray()
        if let first = result.elements.first { writeLocation(result.file, first, to: &json) }
        json.endArray()
        json.key("message")
        if let id = result.messageID {
            json.beginObject()
            json.member("arguments", result.messageArguments)
            json.member("id", id)
            json.member("text", result.message)
            json.endObject()
        } else {
            Self.writeMessage(result.message, to: &json)
        }
        json.key("partialFingerprints")
        json.beginObject()
        json.member(SARIFReport.fingerprintKey, result.fingerprint)
        if let issue = result.issue { json.member(SARIFReport.issueFingerprintKey, issue) }
        json.endObject()
        if result.elements.count > 1 {
            json.key("relatedLocations")
            json.beginArray()
            for (position, element) in result.elements.dropFirst().prefix(SARIFReport.maxRelatedLocations).enumerated() {
                let file = position < result.relatedFiles.count ? result.relatedFiles[position] : nil
                writeLocation(file ?? result.file, element, to: &json)
            }
            json.endArray()
        }
        json.member("ruleId", result.ruleID)
        if let index = ruleIndex[result.ruleID] { json.member("ruleIndex", index) }
        if let justification = result.suppression {
            json.key("suppressions")
            json.beginArray()
            json.beginObject()
            json.member("justification", justification)
            json.member("kind", "external")
            json.member("status", "accepted")
            json.endObject()
            json.endArray()
        }
        if !result.criteria.isEmpty {
            json.key("taxa")
            json.beginArray()
            for criterion in result.criteria { writeTaxonReference(criterion, to: &json) }
            json.endArray()
        }
        json.endObject()
    }

    mutating func writeLocation(_ file: String, _ element: (path: String, type: String, location: SourceLocation),
                                to json: inout JSONBuffer) {
        json.beginObject()
        json.key("logicalLocations")
        json.beginArray()
        json.beginObject()
        json.member("fullyQualifiedName", element.path)
        json.member("kind", "element")
        json.member("name", element.type)
        json.endObject()
        json.endArray()
        json.key("physicalLocation")
        writePhysicalLocation(file: file, location: element.location, to: &json)
        json.endObject()
    }

    mutating func writePhysicalLocation(file: String, location: SourceLocation?, to json: inout JSONBuffer) {
        json.beginObject()
        json.key("artifactLocation")
        json.beginObject()
        json.member("uri", artifactURI(for: file))
        json.member("uriBaseId", SARIFReport.uriBaseID)
        json.endObject()
        if let location {
            json.key("region")
            json.beginObject()
            json.member("startColumn", location.column)
            json.member("startLine", location.line)
            json.endObject()
        }
        json.endObject()
    }

    mutating func artifactURI(for file: String) -> String {
        if let lastArtifact, lastArtifact.file == file { return lastArtifact.uri }
        let uri = SARIFReport.artifactURI(for: file, base: options.base, currentDirectory: currentDirectory)
        lastArtifact = (file, uri)
        return uri
    }

    static func writeMessage(_ text: String, to json: inout JSONBuffer) {
        json.beginObject()
        json.member("text", text)
        json.endObject()
    }

    func writeTaxonReference(_ criterion: Criterion, to json: inout JSONBuffer) {
        json.beginObject()
        json.member("id", criterion.id)
        if let index = taxonIndex[criterion.id] { json.member("index", index) }
        json.key("toolComponent")
        json.beginObject()
        json.member("index", 0)
        json.member("name", "WCAG")
        json.endObject()
        json.endObject()
    }
}

/// A screen's SARIF results rendered ahead of `SARIFReportWriter.add`: for each finding its rank and bytes (nil
/// when the options leave it out), then each review item's bytes (rank 0), all in one buffer.
struct SARIFPreparedResult: Sendable {
    var bytes: [UInt8] = []
    var findings: [(rank: Int, range: Range<Int>)?] = []
    var reviewItems: [Range<Int>] = []
}
