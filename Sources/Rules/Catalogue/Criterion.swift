/// A WCAG 2.2 success criterion.
public struct Criterion: Sendable, Hashable, Comparable {
    /// Conformance level of a success criterion.
    public enum Conformance: String, Sendable, Hashable {
        case a = "A", aa = "AA", aaa = "AAA"
    }

    /// `2.5.8`
    public var id: String
    /// `Target Size (Minimum)`
    public var name: String
    public var level: Conformance
    /// The W3C Understanding document.
    public var understanding: String

    public init(id: String, name: String, level: Conformance, understanding: String) {
        self.id = id
        self.name = name
        self.level = level
        self.understanding = understanding
    }

    /// `WCAG 2.5.8`
    public var reference: String { "WCAG \(id)" }

    /// The criterion tag used in SARIF and axe-core style: `wcag258`.
    public var tag: String { "wcag" + String(decoding: id.utf8.filter { $0 != UInt8(ascii: ".") }, as: UTF8.self) }

    /// The level tag: `wcag22a`, `wcag22aa` or `wcag22aaa`.
    public var levelTag: String { "wcag22" + level.rawValue.lowercased() }

    public static func < (lhs: Criterion, rhs: Criterion) -> Bool {
        lhs.id.split(separator: ".").compactMap { Int($0) }.lexicographicallyPrecedes(rhs.id.split(separator: ".").compactMap { Int($0) })
    }

    /// The basis text of a rule, finding or manual check, the one place it is written: `WCAG 2.5.8`,
    /// `WCAG 1.3.1, 2.4.6`, `HIG Accessibility: Buttons and controls`. With `both`, the criteria and the HIG
    /// page joined by `; `; without it, the criteria when there are any, else the HIG page.
    public static func basis(_ criteria: [Criterion], hig: HIGSource?, both: Bool) -> String {
        var parts: [String] = []
        if !criteria.isEmpty { parts.append("WCAG " + criteria.map(\.id).joined(separator: ", ")) }
        if let hig, both || parts.isEmpty { parts.append(hig.reference) }
        return parts.joined(separator: "; ")
    }
}
