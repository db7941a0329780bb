import Rules

/// How a finding is shown: its level, or "needs review" for an item a person must look at. Each has a word,
/// a letter for the numbered badge and an outline style (solid, dashed, dotted, dash-dot), so it reads
/// without colour.
enum HTMLLevel: String, CaseIterable, Sendable {
    case error, warning, note, review

    init(_ finding: Finding) {
        if finding.outcome == .needsReview {
            self = .review
            return
        }
        switch finding.level {
        case .error: self = .error
        case .warning: self = .warning
        case .note: self = .note
        }
    }

    var word: String {
        switch self {
        case .error: return "Error"
        case .warning: return "Warning"
        case .note: return "Note"
        case .review: return "Needs review"
        }
    }

    var plural: String {
        switch self {
        case .error: return "errors"
        case .warning: return "warnings"
        case .note: return "notes"
        case .review: return "to review"
        }
    }

    var letter: String {
        switch self {
        case .error: return "E"
        case .warning: return "W"
        case .note: return "N"
        case .review: return "R"
        }
    }

    var outline: String {
        switch self {
        case .error: return "solid outline"
        case .warning: return "dashed outline"
        case .note: return "dash-dot outline"
        case .review: return "dotted outline"
        }
    }

    /// `2 errors, 1 warning`: the non-zero counts, or `no findings`.
    static func counts(_ counts: [HTMLLevel: Int]) -> String {
        let parts = allCases.compactMap { level -> String? in
            guard let count = counts[level], count > 0 else { return nil }
            if level == .review { return "\(count) to review" }
            return "\(count) \(count == 1 ? String(level.plural.dropLast()) : level.plural)"
        }
        return parts.isEmpty ? "no findings" : parts.joined(separator: ", ")
    }
}
