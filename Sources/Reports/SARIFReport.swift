import Foundation
import Rules
import TreeModel

/// The run as SARIF 2.1.0 (OASIS, errata 01), shaped for GitHub code scanning.
///
/// - Every result has a physical location (`uriBaseId` `SRCROOT`, a relative, percent-encoded `uri`, and the
///   line and column of the element's JSON object) and a logical location (`kind` `element`, the element path).
///   GitHub rejects an upload holding a result with only logical locations.
/// - `tool.driver.rules` holds every rule that ran, fired or not; with `includeReview`, also every manual
///   check as `manual/<id>`. `run.taxonomies` holds WCAG 2.2, one taxon per criterion cited.
/// - Every finding is a result of kind `fail`, at its level (the command line's `--min-level` leaves out
///   those under it before they reach the writer); with `includeReview`, the items to review (the rules'
///   needs-review findings and the manual checks) are added as kind `review`, level `none`, and without it left
///   out, since GitHub turns every result into an alert. Over `maxResults`, the most severe are kept and a
///   notification says so.
/// - Unreadable inputs and empty captures are `toolExecutionNotifications`, located where known.
/// - Keys are sorted at every level and nothing depends on the clock or, unless `base` is given, on the
///   machine: the same inputs give the same bytes.
public struct SARIFReport: Report {
    public init() {}

    public let id = "sarif"
    /// Shows each finding, not the crawl's issue groups.
    public var needsCrawlReport: Bool { false }
    public let summary = "SARIF 2.1.0 for GitHub code scanning and other SARIF viewers"
    public let fileExtension = "sarif"
    public let options = ["--min-level", "--quiet", "--include-review", "--base", "--include-known"]

    /// The manual checks only with `--include-review` (as the rules' items to review).
    public func needsReviewItems(_ options: ReportOptions) -> Bool { options.sarif.includeReview }

    public func writer(to sink: OutputSink, options: ReportOptions) -> ReportWriter {
        SARIFReportWriter(sink: sink, options: options.sarif, toolName: options.toolName, toolVersion: options.toolVersion,
                          rules: options.rules)
    }

    /// The schema the output is valid against.
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The `partialFingerprints` key; the value is `Finding.fingerprint` (or `ReviewItem.fingerprint`).
    public static let fingerprintKey = "a11yElement/v1"
    /// The `partialFingerprints` key of the issue a finding belongs to (`IssueID`): the same for every
    /// occurrence of one issue across a crawl's screens.
    public static let issueFingerprintKey = "a11yIssue/v1"
    /// Rule ids of manual checks: `manual/label-meaningful`.
    public static let manualRulePrefix = "manual/"
    /// The `uriBaseId` of every artifact location.
    public static let uriBaseID = "SRCROOT"
    /// At most this many tags per rule (GitHub rejects more).
    public static let maxTags = 20
    /// At most this many further elements of a review item as related locations (GitHub shows 100).
    public static let maxRelatedLocations = 100

    // MARK: - Locations

    /// `artifactLocation.uri` for `file`: relative to `base` (or the current directory), percent-encoded.
    /// A file outside the base is reached with `../`; standard input stays `-`.
    public static func artifactURI(for file: String, base: String?, currentDirectory: String) -> String {
        percentEncode(relativePath(of: file, base: base, currentDirectory: currentDirectory))
    }

    /// `file` relative to `base` (or `currentDirectory`), with `.` and `..` resolved by name.
    public static func relativePath(of file: String, base: String?, currentDirectory: String) -> String {
        if base == nil && !file.hasPrefix("/") {
            // Already relative to the current directory: no need to know where that is.
            return resolve(file.split(separator: "/").map(String.init), keepLeadingParents: true).joined(separator: "/")
        }
        if base == nil, let inside = pathInside(file, directory: currentDirectory) { return inside }
        let target = absolute(file, in: currentDirectory)
        let from = absolute(base ?? currentDirectory, in: currentDirectory)
        var common = 0
        while common < target.count, common < from.count, target[common] == from[common] { common += 1 }
        let steps = Array(repeating: "..", count: from.count - common) + target[common...]
        return steps.joined(separator: "/")
    }

    /// The rest of `file` after `directory/`, when both are plain ASCII paths without empty, `.` or `..`
    /// components (what resolving them by name would give, found without splitting); nil otherwise.
    static func pathInside(_ file: String, directory: String) -> String? {
        var file = file, directory = directory
        return file.withUTF8 { path in
            directory.withUTF8 { folder -> String? in
                guard folder.count > 1, path.count > folder.count + 1, folder[0] == UInt8(ascii: "/"),
                      path[folder.count] == UInt8(ascii: "/"), isPlain(folder, from: 1), isPlain(path, from: folder.count + 1),
                      memcmp(path.baseAddress!, folder.baseAddress!, folder.count) == 0 else { return nil }
                return String(decoding: UnsafeBufferPointer(rebasing: path[(folder.count + 1)...]), as: UTF8.self)
            }
        }
    }

    /// Whether `bytes[start...]` is ASCII, components separated by single slashes, none of them `.` or `..`,
    /// with no slash at either end.
    static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        var componentStart = start
        var index = start
        while index <= bytes.count {
            if index == bytes.count || bytes[index] == UInt8(ascii: "/") {
                let length = index - componentStart
                if length == 0 { return false }
                if bytes[componentStart] == UInt8(ascii: "."),
                   length == 1 || (length == 2 && bytes[componentStart + 1] == UInt8(ascii: ".")) { return false }
                componentStart = index + 1
            } else if bytes[index] >= 0x80 {
                return false
            }
            index += 1
        }
        return true
    }

    /// `originalUriBaseIds.SRCROOT.uri` for an explicit `--base`: a `file://` URI ending in `/`.
    public static func baseURI(_ base: String, currentDirectory: String) -> String {
        let path = absolute(base, in: currentDirectory).joined(separator: "/")
        return "file:///" + percentEncode(path) + (path.isEmpty ? "" : "/")
    }

    /// RFC 3986 percent-encoding of a path: unreserved characters and `/` are kept, every other byte of the
    /// UTF-8 form becomes `%XX`.
    public static func percentEncode(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                bytes.append(byte)
            default:
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The components of `path` made absolute against `directory`, with `.` and `..` resolved.
    static func absolute(_ path: String, in directory: String) -> [String] {
        let joined = path.hasPrefix("/") ? path : directory + "/" + path
        return resolve(joined.split(separator: "/").map(String.init), keepLeadingParents: false)
    }

    /// Drops empty and `.` components and lets `..` remove the one before; a leading `..` is kept only in a
    /// relative path.
    static func resolve(_ components: [String], keepLeadingParents: Bool) -> [String] {
        var result: [String] = []
        for component in components where !component.isEmpty && component != "." {
            if component == ".." {
                if let last = result.last, last != ".." {
                    result.removeLast()
                } else if keepLeadingParents {
                    result.append(component)
                }
            } else {
                result.append(component)
            }
        }
        return result
    }

    // MARK: - Text

    /// `text` cut to at most `limit` characters at a word boundary, ending in "…"; nil when it fits.
    public static func truncated(_ text: String, limit: Int) -> String? {
        guard text.count > limit else { return nil }
        let head = text.prefix(max(0, limit - 1))
        var cut = head.endIndex
        if let space = head.lastIndex(where: { $0 == " " || $0 == "\n" }), space > head.startIndex { cut = space }
        var kept = String(head[..<cut])
        while let last = kept.last, last == " " || last == "," || last == ";" || last == ":" || last == "\n" { kept.removeLast() }
        return kept + "…"
    }

    /// `label-missing` → `LabelMissing`.
    static func pascalCase(_ id: String) -> String {
        id.split(whereSeparator: { $0 == "-" || $0 == "/" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The level of a rule or result as SARIF spells it.
    static func sarifLevel(_ level: Level) -> String { level.rawValue }

    /// GitHub's `problem.severity` for a default level.
    static func problemSeverity(_ level: Level) -> String {
        switch level {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "recommendation"
        }
    }

    /// `accessibility`, the level tags, the criterion tags, `hig` when the HIG is a basis: at most `maxTags`.
    static func tags(criteria: [Criterion], hig: HIGSource?, extra: [String] = []) -> [String] {
        var tags = ["accessibility"] + extra
        for criterion in criteria where !tags.contains(criterion.levelTag) { tags.append(criterion.levelTag) }
        for criterion in criteria where !tags.contains(criterion.tag) { tags.append(criterion.tag) }
        if hig != nil { tags.append("hig") }
        return Array(tags.prefix(maxTags))
    }
}

extension SARIFReport {
    /// A reporting descriptor (`tool.driver.rules[]`), before writing.
    struct RuleRecord {
        var id: String
        var name: String
        var shortDescription: String
        var fullDescription: String
        var helpText: String
        var helpMarkdown: String
        var helpURI: String?
        /// `error`, `warning`, `note` or `none`.
        var level: String
        var tags: [String]
        var precision: String
        var problemSeverity: String
        var criteria: [Criterion]
        /// The rule's messages (`RuleMetadata.messages`): `messageStrings`, by id.
        var messages: [MessageDeclaration] = []
    }

    /// One result, before writing.
    struct ResultRecord {
        var ruleID: String
        var kind: String
        var level: String
        var message: String
        var file: String
        /// The element the result is about, then the further elements of a review item or the elements a
        /// finding depends on (`relatedLocations`).
        var elements: [(path: String, type: String, location: SourceLocation)]
        var fingerprint: String
        var criteria: [Criterion]
        /// Higher is more severe: error 3, warning 2, note 1, review 0.
        var rank: Int
        /// The ledger's reason, for a known finding written with `includeKnown`.
        var suppression: String? = nil
        /// The recording of each related element, when it is not `file` (the other recording of a compared pair).
        var relatedFiles: [String?] = []
        /// The issue the finding belongs to (`IssueID`), nil for a review item of the manual checks.
        var issue: String? = nil
        /// The id of the finding's message among its rule's `messageStrings`, and its arguments in words; nil
        /// for a review item of the manual checks and a message of whole text.
        var messageID: String? = nil
        var messageArguments: [String] = []
    }

    /// One `toolExecutionNotifications` entry, before writing.
    struct NotificationRecord {
        /// An id of `notificationDescriptors`.
        var descriptor: String
        var level: String
        var message: String
        var file: String?
        var location: SourceLocation?
        var rule: String?
    }

    /// `tool.driver.notifications`: what each kind of notification means.
    static let notificationDescriptors: [(id: String, text: String)] = [
        ("input-unreadable", "A recording could not be read, so its screen was not checked."),
        ("input-empty", "A recording held an empty capture (no tree), so its screen was not checked and is not a clean pass."),
        ("description-truncated", "A rule description was cut to GitHub's limit; the rule's help and 'a11y-crawl explain' have it in full."),
        ("results-truncated", "Results were left out to stay within GitHub's limit per run; the most severe were kept."),
        ("ledger-stale", "A ledger entry matched no finding: the finding was fixed or the screen changed; remove the entry."),
        ("density-inferred", "No device density was given for a recording in pixels: the density its own geometry agrees on (status bar, navigation bar, app bar) was used, and the evidence is named."),
        ("density-contradicted", "The device density given for a recording in pixels contradicts its geometry by more than 25 %: the sizes in dp, and the size findings, are likely wrong."),
        ("web-content-not-checked", "A screen embeds a web view whose page the recorder did not expose as nodes: its web content was not checked, and no finding there is no pass."),
        ("recording-problem", "An element of a recording has a bad value (a frame that cannot be used): it was not judged by the size and order rules; the rest of the screen was checked."),
    ]
}
