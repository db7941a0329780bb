import Rules

/// The issue a finding belongs to, as a key and its stable id. An issue is one rule on one element across the
/// screens of a crawl; the element is told, in order of preference, by
///
/// 1. its identifier (Android's resource id, iOS's accessibility identifier): `id:toolbar_menu`; a
///    framework identifier that many different views share (`android:id/title`) with the type and label too;
/// 2. its type, label and place in a persistent bar: `bar:top:l0:ImageButton:` for the unlabelled button at
///    the left of every screen's toolbar;
/// 3. else its path on its screen (the activity and layout signature): the same element of every recording
///    of that screen, and only of that screen.
///
/// The id hashes the rule, the app and that key: it depends on neither the order of the files nor the
/// number of jobs, and stays the same when the crawl is run again.
public enum IssueID {
    /// The element part of the key of `finding`, given its state's crawl facts (nil: a screen in memory,
    /// told by its file).
    public static func element(of finding: Finding, in facts: CrawlScreenFacts?) -> String {
        let label = finding.label ?? ""
        if let identifier = finding.identifier, !identifier.isEmpty {
            if isShared(identifier) { return "id:\(identifier):\(finding.type):\(label)" }
            return "id:\(identifier)"
        }
        if let place = facts?.barPlaces[finding.elementIndex] { return "bar:\(place):\(finding.type):\(label)" }
        return "screen:\(facts?.screenKey ?? finding.file):\(finding.path)"
    }

    /// Identifiers the platform gives to many unrelated views (`android:id/title`, `android:id/summary`,
    /// `android:id/button1`): the same one does not make the same element.
    static func isShared(_ identifier: String) -> Bool { identifier.hasPrefix("android:id/") }

    /// The id of the issue of `rule` on `element` in `app`: 16 hex digits.
    public static func id(rule: String, app: String?, element: String) -> String {
        var hash = mix(offset, "a11yIssue/v1")
        hash = mix(hash, rule)
        hash = mix(hash, app ?? "")
        return digits(mix(hash, element))
    }

    /// The ids of a result's findings, in order.
    public static func ids(of result: ScreenResult) -> [String] {
        result.findings.map { id(rule: $0.rule, app: result.crawl?.app, element: element(of: $0, in: result.crawl)) }
    }

    // FNV-1a, 64 bits, each part ended by 0xff.
    static let offset: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    static func mix(_ state: UInt64, _ part: String) -> UInt64 {
        var value = state
        for byte in part.utf8 {
            value ^= UInt64(byte)
            value = value &* prime
        }
        return (value ^ 0xff) &* prime
    }

    static func mix(_ state: UInt64, _ number: Int) -> UInt64 {
        var value = state
        var bits = UInt64(bitPattern: Int64(number))
        for _ in 0..<8 {
            value ^= bits & 0xff
            value = value &* prime
            bits >>= 8
        }
        return value
    }

    static func digits(_ value: UInt64) -> String {
        let hex = Array("0123456789abcdef".utf8)
        return String(decoding: (0..<16).map { hex[Int((value >> UInt64(60 - 4 * $0)) & 0xf)] }, as: UTF8.self)
    }
}
