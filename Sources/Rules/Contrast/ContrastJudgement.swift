import TreeModel

/// Measures one element's crop and decides: pass, fail (only when every condition for certainty holds) or
/// needs review with the reasons. Shared by `contrast-text` (1.4.3) and `contrast-nontext` (1.4.11).
public enum ContrastJudgement {
    public enum Verdict: String, Sendable { case pass, fail, review }

    public enum Result: Sendable {
        /// Not measured: too small, outside the picture, or no ink in the crop (counted as not run).
        case notRun(String)
        case judged(Verdict, ContrastMeasurement)
    }

    /// Reasons that keep a failing ratio from being a finding.
    static let uncertain: Set<String> = ["bgGradient", "bgComplex", "fgMultiple", "fgThin", "sizeUnknown",
                                         "partiallyOffscreen", "obscured", "colourSpace", "borderline", "lossy"]

    /// Judges element `index` of `facts`' screen in `shot`. `text`: WCAG 1.4.3 with the size classes;
    /// otherwise 1.4.11 at 3:1.
    public static func judge(_ index: Int, in facts: ScreenFacts, shot: Screenshot, text: Bool) -> Result {
        judge(index, in: facts, shot: shot, text: text, workspace: ContrastWorkspace())
    }

    /// `judge`, with the per-element arrays taken from (and given back to) `workspace`.
    static func judge(_ index: Int, in facts: ScreenFacts, shot: Screenshot, text: Bool, workspace: ContrastWorkspace) -> Result {
        let element = facts.screen.elements[index]
        guard var crop = ContrastCrop(shot, frame: element.frame, workspace: workspace) else { return .notRun("outside the screenshot") }
        defer { crop.recycle(into: workspace) }
        guard crop.width >= 4, crop.height >= 4 else { return .notRun("tooSmall") }
        var estimate = ContrastEstimator.estimate(crop, workspace: workspace)
        // The crop's place in the picture, for measuring a part of it again.
        let origin = ContrastCrop.bounds(shot, frame: element.frame)
        // A picture above or below the text (a tab bar button's icon over its title): the text's rows alone are
        // measured, for their colours and their size.
        if text, let origin, let rows = estimate.textRows, rows.count >= 4, rows.count < crop.height,
           let measured = Self.estimate(columns: origin.x, rows: origin.y.lowerBound + rows.lowerBound ..< origin.y.lowerBound + rows.upperBound,
                                        of: shot, workspace: workspace) {
            estimate = measured
        }
        // A control drawn as a filled shape with its icon inside (a map's round button, white on the water):
        // WCAG 1.4.11 asks 3:1 of what identifies it, the icon against the shape around it, not of the shape's
        // edge against the page. When the ink covers 30 % of the crop or more, the shape's bounding box is
        // measured instead, if its background is the shape's colour.
        if !text, let origin, estimate.kind == .measured, 10 * estimate.inkPixels >= 3 * crop.count, let shape = estimate.inks.first,
           let box = Self.boundingBox(of: shape.key, in: crop),
           let measured = Self.estimate(columns: origin.x.lowerBound + box.x.lowerBound ..< origin.x.lowerBound + box.x.upperBound,
                                        rows: origin.y.lowerBound + box.y.lowerBound ..< origin.y.lowerBound + box.y.upperBound,
                                        of: shot, workspace: workspace),
           measured.kind == .measured, measured.backgroundLow == measured.backgroundHigh,
           ContrastColour.ratio(measured.backgroundLuminance, shape.luminance) < ContrastEstimator.sameColour {
            estimate = measured
        }
        var reasons = estimate.reasons
        if crop.clippedShare > 0.1 { reasons.append("partiallyOffscreen") }
        if isObscured(index, facts) { reasons.append("obscured") }
        if !shot.coloursAreCertain { reasons.append("colourSpace") }
        var measurement = ContrastMeasurement(foreground: "", background: crop.hex(estimate.background), ratio: 1, low: 1, high: 1,
                                              required: text ? 4.5 : 3, reasons: [], inkPixels: estimate.inkPixels,
                                              scale: shot.scale, colourSpace: shot.colourSpace.rawValue)
        switch estimate.kind {
        case .uniform: return .notRun("uniformCrop")
        case .complex:
            measurement.reasons = reasons
            return .judged(.review, measurement)
        case .measured: break
        }
        var size: (points: Double?, sizeClass: String)? = nil
        if text {
            // Frames still in device pixels (no density known): the text's size in points cannot be told.
            size = facts.screen.capabilities.frameUnit == .pixels ? (nil, "unknown") : sizeClass(estimate, element: element, scale: shot.scale)
            measurement.sizeClass = size!.sizeClass
            measurement.estimatedPoints = size!.points
        }
        // One verdict per ink; the worst pair is shown.
        var verdicts: [Verdict] = []
        var worst: (ink: ContrastEstimator.Ink, low: Double, high: Double, point: Double)?
        let margins = shot.lossyMargins
        for ink in estimate.inks {
            let a = ContrastColour.ratio(ink.luminance, estimate.backgroundLow)
            let b = ContrastColour.ratio(ink.luminance, estimate.backgroundHigh)
            var low = min(a, b), high = max(a, b)
            let point = ContrastColour.ratio(ink.luminance, estimate.backgroundLuminance)
            if let margins {
                // A lossy picture: decided only when the interval widened by what the quantisation tables
                // imply still lies on one side of the threshold; `lossy` when only the widening straddles it.
                var exactReasons: [String] = []
                let exact = verdict(low: low, high: high, sizeClass: size?.sizeClass, reasons: &exactReasons)
                (low, high) = widened(ink: ink, estimate, crop: crop, margins: margins)
                var widenedReasons: [String] = []
                let decided = verdict(low: low, high: high, sizeClass: size?.sizeClass, reasons: &widenedReasons)
                // Ink whose widened colour reaches the background's cannot be told from compression noise or
                // texture: never a failure.
                let indistinct = low <= 1 && decided == .fail
                reasons.append(contentsOf: (decided == .review && exact != .review) || indistinct ? ["lossy"] : widenedReasons)
                verdicts.append(indistinct ? .review : decided)
            } else {
                verdicts.append(verdict(low: low, high: high, sizeClass: size?.sizeClass, reasons: &reasons))
            }
            if worst == nil || high < worst!.high { worst = (ink, low, high, point) }
        }
        guard let worst else { return .notRun("uniformCrop") }
        measurement.foreground = crop.hex(worst.ink.key)
        if estimate.backgroundLow != estimate.backgroundHigh {
            measurement.background = "\(crop.hex(estimate.backgroundLowKey))–\(crop.hex(estimate.backgroundHighKey))"
        }
        measurement.corePixels = worst.ink.corePixels
        measurement.low = worst.low
        measurement.high = worst.high
        measurement.ratio = min(max(worst.point, worst.low), worst.high)
        if let sizeClass = size?.sizeClass, sizeClass == "large" { measurement.required = 3 }
        var result: Verdict = verdicts.allSatisfy { $0 == verdicts[0] } ? verdicts[0] : .review
        if result != .review { reasons.removeAll { $0 == "fgMultiple" } }
        if result == .fail && !uncertain.isDisjoint(with: reasons) { result = .review }
        if result == .pass { reasons.removeAll { $0 == "borderline" || $0 == "sizeUnknown" || $0 == "lossy" } }
        var unique: [String] = []
        for reason in reasons where !unique.contains(reason) { unique.append(reason) }
        measurement.reasons = unique
        return .judged(result, measurement)
    }

    /// The estimate of the picture's pixels `columns` × `rows` (a part of an element's crop), nil when that
    /// part is under 4 × 4 pixels.
    static func estimate(columns: Range<Int>, rows: Range<Int>, of shot: Screenshot,
                         workspace: ContrastWorkspace) -> ContrastEstimator.Estimate? {
        let scale = shot.scale
        let frame = Frame(x: Double(columns.lowerBound) / scale, y: Double(rows.lowerBound) / scale,
                          width: Double(columns.count) / scale, height: Double(rows.count) / scale)
        guard var part = ContrastCrop(shot, frame: frame, workspace: workspace) else { return nil }
        defer { part.recycle(into: workspace) }
        guard part.width >= 4, part.height >= 4 else { return nil }
        return ContrastEstimator.estimate(part, workspace: workspace)
    }

    /// The columns and rows of `crop` that hold pixels of colour `key`, nil when none or all of them do.
    static func boundingBox(of key: UInt64, in crop: ContrastCrop) -> (x: Range<Int>, y: Range<Int>)? {
        var minX = crop.width, maxX = -1, minY = crop.height, maxY = -1
        for y in 0..<crop.height {
            for x in 0..<crop.width where crop.keys[y * crop.width + x] == key {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = y
            }
        }
        guard maxX >= 0, maxX - minX + 1 < crop.width || maxY - minY + 1 < crop.height else { return nil }
        return (minX..<maxX + 1, minY..<maxY + 1)
    }

    /// The ratio interval of `ink` against the background on a lossy picture: each colour moved by its margin
    /// (8-bit levels on every channel, towards and away from the other colour): the ink's from the glyph core,
    /// the background's from a flat area (`Screenshot.lossyMargins`). 1 as the low end when the two overlap.
    static func widened(ink: ContrastEstimator.Ink, _ estimate: ContrastEstimator.Estimate, crop: ContrastCrop,
                        margins: (ink: Double, flat: Double)) -> (low: Double, high: Double) {
        let varies = estimate.backgroundLow != estimate.backgroundHigh
        let inkRange = luminanceRange(ink.key, margin: margins.ink, crop: crop)
        let lowBackground = luminanceRange(varies ? estimate.backgroundLowKey : estimate.background, margin: margins.flat, crop: crop)
        let highBackground = luminanceRange(varies ? estimate.backgroundHighKey : estimate.background, margin: margins.flat, crop: crop)
        let background = (low: min(lowBackground.low, estimate.backgroundLow), high: max(highBackground.high, estimate.backgroundHigh))
        let corners = [inkRange.low, inkRange.high].flatMap { i in [background.low, background.high].map { ContrastColour.ratio(i, $0) } }
        let overlap = inkRange.high >= background.low && inkRange.low <= background.high
        return (overlap ? 1 : corners.min()!, corners.max()!)
    }

    /// The luminance of an 8-bit colour key with every channel moved down, and up, by `margin` levels.
    static func luminanceRange(_ key: UInt64, margin: Double, crop: ContrastCrop) -> (low: Double, high: Double) {
        let (wr, wg, wb) = ContrastColour.row(crop.space)
        let scale = crop.depth16 ? 65535.0 : 255.0
        let channels = [Double((key >> 32) & 0xFFFF), Double((key >> 16) & 0xFFFF), Double(key & 0xFFFF)].map { $0 / scale * 255 }
        func luminance(_ shift: Double) -> Double {
            let c = channels.map { ContrastColour.linear(min(max($0 + shift, 0), 255) / 255) }
            return wr * c[0] + wg * c[1] + wb * c[2]
        }
        return (luminance(-margin), luminance(margin))
    }

    /// Pass when the whole interval meets the threshold, fail when none of it does; between (or when the size
    /// class leaves 3:1 and 4.5:1 both possible) review.
    static func verdict(low: Double, high: Double, sizeClass: String?, reasons: inout [String]) -> Verdict {
        switch sizeClass {
        case "weightDependent", "unknown":
            if low >= 4.5 { return .pass }
            if high < 3 { return .fail }
            reasons.append("sizeUnknown")
            return .review
        default:
            let threshold = sizeClass == nil || sizeClass == "large" ? 3.0 : 4.5
            if low >= threshold { return .pass }
            if high < threshold { return .fail }
            reasons.append("borderline")
            return .review
        }
    }

    /// Text size from the ink's line height and the label's letters (cap height 0.705 em with capitals,
    /// digits or ascenders, x-height 0.508 em without; descenders add 0.2 em), Apple's system font metrics.
    /// `large` at 18 pt × 1.1 and over, `normal` under 14 pt × 0.9, `weightDependent` between (bold cannot be
    /// measured), `unknown` without a usable line, for scripts these metrics do not describe, or under 6 pt.
    static func sizeClass(_ estimate: ContrastEstimator.Estimate, element: Element, scale: Double) -> (points: Double?, sizeClass: String) {
        let text = element.label ?? element.value ?? element.placeholder ?? ""
        guard let lineHeight = estimate.lineHeight, !text.isEmpty,
              text.unicodeScalars.allSatisfy({ $0.value < 0x250 || $0.properties.isWhitespace }) else { return (nil, "unknown") }
        let tall = text.unicodeScalars.contains { ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "bdfhklt".unicodeScalars.contains($0) }
        let deep = text.unicodeScalars.contains { "gjpqy".unicodeScalars.contains($0) }
        let em = (tall ? 0.705 : 0.508) + (deep ? 0.2 : 0)
        let points = lineHeight / scale / em
        // A single-line text's frame bounds its size: SF's line is about 1.16 em.
        if estimate.lines == 1, element.traits.contains(.staticText), points > element.frame.height / 1.16 * 1.2 {
            return (points, "unknown")
        }
        // Ink under 6 pt is no text people read (the dots of a "more" button named by its description, as a web
        // view hands over a button's name as its text): what was measured is not known to be text.
        if points < 6 { return (points, "unknown") }
        if points >= 18 * 1.1 { return (points, "large") }
        if points < 14 * 0.9 { return (points, "normal") }
        return (points, "weightDependent")
    }

    /// Covered for more than a quarter by the software keyboard (the tree and the picture disagree there).
    static func isObscured(_ index: Int, _ facts: ScreenFacts) -> Bool {
        let frame = facts.screen.elements[index].frame
        guard !facts.keyboard[index] else { return false }
        var covered = 0.0
        for other in facts.screen.elements.indices where facts.keyboard[other] && facts.screen.elements[other].parent.map({ !facts.keyboard[$0] }) ?? true {
            let o = facts.screen.elements[other].frame
            let w = min(frame.maxX, o.maxX) - max(frame.minX, o.minX), h = min(frame.maxY, o.maxY) - max(frame.minY, o.minY)
            if w > 0 && h > 0 { covered += w * h }
        }
        return covered > 0.25 * frame.width * frame.height
    }

    /// An element exempt from contrast: inactive (itself or an ancestor), keyboard keys and status-bar items.
    static func isExempt(_ index: Int, _ facts: ScreenFacts) -> Bool {
        if facts.systemChrome[index] || facts.keyboard[index] { return true }
        var current: Int? = index
        while let node = current {
            let element = facts.screen.elements[node]
            if !element.enabled || element.traits.contains(.notEnabled) { return true }
            current = element.parent
        }
        return false
    }
}
