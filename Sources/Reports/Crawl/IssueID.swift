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
        var text = ""
        forEachPart(of: finding, in: facts) { text += $0 }
        return text
    }

    /// The parts of the element's key, in order: what `element` joins and `id` hashes, so the two cannot differ.
    private static func forEachPart(of finding: Finding, in facts: CrawlScreenFacts?, _ body: (String) -> Void) {
        if let identifier = finding.identifier, !identifier.isEmpty {
            body("id:")
            body(identifier)
            guard isShared(identifier) else { return }
            body(":")
            body(finding.type)
            body(":")
            body(finding.label ?? "")
        } else if let place = facts?.barPlaces[finding.elementIndex] {
            body("bar:")
            body(place)
            body(":")
            body(finding.type)
            body(":")
            body(finding.label ?? "")
        } else {
            body("screen:")
            if let facts {
                body(facts.activity ?? "")
                body("#")
                body(facts.layout)
            } else {
                body(finding.file)
            }
            body(":")
            body(finding.path)
        }
    }

    /// Identifiers the platform gives to many unrelated views (`android:id/title`, `android:id/summary`,
    /// `android:id/button1`): the same one does not make the same element.
    static func isShared(_ identifier: String) -> Bool { identifier.hasPrefix("android:id/") }

    /// The id of the issue of `rule` on `element` in `app`: 16 hex digits.
    public static func id(rule: String, app: String?, element: String) -> String {
        Fingerprint.digits(mix(ruleState(rule: rule, app: app), element))
    }

    /// The hash state after the version, the rule and the app.
    private static func ruleState(rule: String, app: String?) -> UInt64 {
        mix(mix(versionState, rule), app ?? "")
    }

    /// The state after the id's version, `a11yIssue/v1`.
    private static let versionState = mix(offset, "a11yIssue/v1")

    /// The id of the issue `finding` belongs to: `id(rule:app:element:)` without making the key.
    public static func id(of finding: Finding, in facts: CrawlScreenFacts?) -> String {
        Fingerprint.digits(value(of: finding, in: facts, state: ruleState(rule: finding.rule, app: facts?.app)))
    }

    /// The id's value, from `state`, the hash state after the finding's rule and app.
    private static func value(of finding: Finding, in facts: CrawlScreenFacts?, state: UInt64) -> UInt64 {
        var value = state
        forEachPart(of: finding, in: facts) { value = feed(value, $0) }
        return separated(value)
    }

    /// The ids of a result's findings, in order. A screen's findings of one rule come together, so the state
    /// after the rule and the app is worked out once per run of them.
    public static func ids(of result: ScreenResult) -> [String] {
        var rule: String?
        var state: UInt64 = 0
        return result.findings.map { finding in
            if finding.rule != rule {
                rule = finding.rule
                state = ruleState(rule: finding.rule, app: result.crawl?.app)
            }
            return Fingerprint.digits(value(of: finding, in: result.crawl, state: state))
        }
    }

    // FNV-1a, 64 bits, each part ended by 0xff.
    static let offset: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// FNV-1a over the bytes of `part`, then the 0xff that ends a part.
    static func mix(_ state: UInt64, _ part: String) -> UInt64 { separated(feed(state, part)) }

    /// FNV-1a over the bytes of `part`, read in place.
    static func feed(_ state: UInt64, _ part: String) -> UInt64 {
        var value = state
        var part = part
        part.withUTF8 { bytes in
            for byte in bytes {
                value ^= UInt64(byte)
                value = value &* prime
            }
        }
        return value
    }

    static func separated(_ state: UInt64) -> UInt64 { (state ^ 0xff) &* prime }

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
}
