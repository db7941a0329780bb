import Rules

extension ScreenResult {
    /// This result without the findings under `minimum` (`--min-level`), new or known, so that every format
    /// reports the same findings; the new ones left out are counted in `hidden` by level, because they still
    /// count for the exit status.
    public func keeping(atOrAbove minimum: Level, hidden: inout [Level: Int]) -> ScreenResult {
        guard findings.contains(where: { $0.level < minimum }) else { return self }
        var kept = self
        kept.findings = []
        kept.ledger = []
        kept.issues = []
        for (index, finding) in findings.enumerated() {
            if finding.level >= minimum {
                kept.findings.append(finding)
                if !ledger.isEmpty { kept.ledger.append(mark(index)) }
                if !issues.isEmpty { kept.issues.append(issues[index]) }
            } else if mark(index) == nil {
                hidden[finding.level, default: 0] += 1
            }
        }
        return kept
    }
}
