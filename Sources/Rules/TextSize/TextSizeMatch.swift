import TreeModel

/// One screen at two text sizes, with its elements matched: by identifier, then by label and role, then by
/// order among the children of matched parents. What cannot be matched with confidence stays unmatched and
/// is counted, never guessed. Built once per group and shared by the text-size rules.
public struct TextSizeMatch: Sendable {
    public let normal: ScreenFacts
    public let large: ScreenFacts
    /// Index in `large` of each element of `normal`, or nil.
    public let counterpart: [Int?]
    /// Elements of `normal` left unmatched because several candidates were possible.
    public let ambiguous: Set<Int>
    /// Median ratio of large to default height over matched texts.
    public let textFactor: Double

    /// Why the pair cannot be compared, or nil when it can.
    public static func compare(_ group: [ScreenFacts], pairs: TextSizePairs) -> Result<TextSizeMatch, NotCompared> {
        guard group.count == 2 else {
            return .failure(NotCompared(files: group.map(\.screen.file), reason: "a text-size comparison needs exactly two recordings of the screen, found \(group.count)"))
        }
        var (first, second) = (group[0], group[1])
        let firstSize = pairs.member(first.screen.file)?.size ?? .unstated
        if firstSize == .large { swap(&first, &second) }
        let forward = matching(first, second)
        let files = [first.screen.file, second.screen.file]
        let anchors = forward.anchored, candidates = forward.candidates
        guard candidates > 0, Double(anchors) >= 0.5 * Double(candidates) else {
            return .failure(NotCompared(files: files, reason: "the two recordings do not look like one screen: \(anchors) of \(candidates) named elements match by identifier or label"))
        }
        let ratios = textRatios(first, second, forward.counterpart)
        guard !ratios.isEmpty else {
            return .failure(NotCompared(files: files, reason: "no text is matched in both recordings, so the text sizes cannot be compared"))
        }
        let factor = ratios[ratios.count / 2]
        if firstSize == .unstated {
            // Inferred only when the texts grew together: the median by 10 % or more, and two thirds of the
            // texts by 5 % or more in the same direction (a few fixed texts do not hide the size).
            let taller = ratios.filter { $0 >= 1.05 }.count, shorter = ratios.filter { $0 <= 1 / 1.05 }.count
            func consistent(_ count: Int) -> Bool { 3 * count >= 2 * ratios.count }
            if factor >= 1.1 && consistent(taller) {
                return .success(TextSizeMatch(normal: first, large: second, counterpart: forward.counterpart, ambiguous: forward.ambiguous, textFactor: factor))
            }
            if factor <= 1 / 1.1 && consistent(shorter) {
                let backward = matching(second, first)
                return .success(TextSizeMatch(normal: second, large: first, counterpart: backward.counterpart, ambiguous: backward.ambiguous, textFactor: 1 / factor))
            }
            return .failure(NotCompared(files: files, reason: "which recording is at the large text size is not stated and the texts are not consistently taller in either (median height ratio \(ratio(factor)); of \(ratios.count) texts matched, \(taller) taller and \(shorter) shorter in \(second.screen.file))"))
        }
        guard factor > 1 / 1.1 else {
            return .failure(NotCompared(files: files, reason: "\(statedLargeIsSmaller) (median height ratio \(ratio(factor))); the two may be given in the wrong order"))
        }
        return .success(TextSizeMatch(normal: first, large: second, counterpart: forward.counterpart, ambiguous: forward.ambiguous, textFactor: factor))
    }

    /// How the reason starts when the recording stated as large has the smaller texts (paths given in the
    /// wrong order), so the command line can say so where it is seen.
    public static let statedLargeIsSmaller = "the recording stated as large has smaller texts than the default one"

    /// Whether a rule's not-run `reason` is that the recording stated as large has the smaller texts.
    public static func isWrongOrder(_ reason: String) -> Bool { reason.hasPrefix(statedLargeIsSmaller) }

    /// Why a group was not compared.
    public struct NotCompared: Error, Sendable {
        public var files: [String]
        public var reason: String
    }

    /// Matched pairs (default index, large index).
    public var pairs: [(normal: Int, large: Int)] {
        counterpart.enumerated().compactMap { index, other in other.map { (index, $0) } }
    }

    /// True when the large screen has a scrolling container: an element missing from it may be scrolled away.
    public var largeScrolls: Bool {
        large.screen.elements.contains { $0.roles.contains(.scrolls) }
    }

    static func ratio(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return String(rounded)
    }

    /// The ratios of `b`'s to `a`'s height over the matched texts, sorted.
    private static func textRatios(_ a: ScreenFacts, _ b: ScreenFacts, _ counterpart: [Int?]) -> [Double] {
        var ratios: [Double] = []
        for (index, other) in counterpart.enumerated() {
            guard let other, a.isText(index), b.isText(other) else { continue }
            let h0 = a.screen.elements[index].frame.height, h1 = b.screen.elements[other].frame.height
            if h0 > 0, h1 > 0 { ratios.append(h1 / h0) }
        }
        return ratios.sorted()
    }

    private struct Matching {
        var counterpart: [Int?]
        var ambiguous: Set<Int>
        var anchored: Int
        var candidates: Int
    }

    private static func matching(_ a: ScreenFacts, _ b: ScreenFacts) -> Matching {
        let ea = a.screen.elements, eb = b.screen.elements
        var counterpart = [Int?](repeating: nil, count: ea.count)
        var taken = Set<Int>()
        var ambiguous = Set<Int>()
        func pass(_ key: (Element) -> String?) {
            var ka: [String: [Int]] = [:], kb: [String: [Int]] = [:]
            for i in ea.indices where counterpart[i] == nil { if let k = key(ea[i]) { ka[k, default: []].append(i) } }
            for j in eb.indices where !taken.contains(j) { if let k = key(eb[j]) { kb[k, default: []].append(j) } }
            for (k, list) in ka {
                guard let other = kb[k] else { continue }
                if list.count == 1, other.count == 1 {
                    counterpart[list[0]] = other[0]; taken.insert(other[0])
                } else {
                    ambiguous.formUnion(list)
                }
            }
        }
        pass { $0.identifier }
        pass { element in element.label.map { "\(element.displayType)\u{1}\($0)" } }
        let anchored = counterpart.compactMap { $0 }.count
        let candidates = ea.filter { $0.identifier != nil || $0.label != nil }.count
        // Roots match roots.
        for i in ea.indices where ea[i].parent == nil && counterpart[i] == nil {
            if let j = eb.indices.first(where: { eb[$0].parent == nil && !taken.contains($0) && eb[$0].displayType == ea[i].displayType }) {
                counterpart[i] = j; taken.insert(j)
            }
        }
        // Order among siblings: the unmatched children of matched parents, of one type, equal in number.
        var changed = true
        while changed {
            changed = false
            for i in ea.indices {
                guard let j = counterpart[i] else { continue }
                let ca = a.screen.children(of: i).filter { counterpart[$0] == nil }
                let cb = b.screen.children(of: j).filter { !taken.contains($0) }
                var byType: [String: ([Int], [Int])] = [:]
                for c in ca { byType[ea[c].displayType, default: ([], [])].0.append(c) }
                for c in cb { byType[eb[c].displayType, default: ([], [])].1.append(c) }
                for (_, lists) in byType where !lists.0.isEmpty {
                    if lists.0.count == lists.1.count {
                        for (x, y) in zip(lists.0, lists.1) { counterpart[x] = y; taken.insert(y); ambiguous.remove(x) }
                        changed = true
                    }
                }
            }
        }
        return Matching(counterpart: counterpart, ambiguous: ambiguous.filter { counterpart[$0] == nil }, anchored: anchored, candidates: candidates)
    }
}

extension ScreenFacts {
    /// True when element `index` is inside a scrolling container: what lies past the screen may be scrolled to.
    func hasScrollingAncestor(_ index: Int) -> Bool {
        var current = screen.elements[index].parent
        while let parent = current {
            if screen.elements[parent].roles.contains(.scrolls) { return true }
            current = screen.elements[parent].parent
        }
        return false
    }
}
