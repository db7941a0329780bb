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

    /// A label with the type it is shown as: the second key elements are matched by.
    private struct LabelKey: Hashable {
        var type: String
        var label: String
    }

    private static func matching(_ a: ScreenFacts, _ b: ScreenFacts) -> Matching {
        let ea = a.screen.elements, eb = b.screen.elements
        var counterpart = [Int?](repeating: nil, count: ea.count)
        var taken = [Bool](repeating: false, count: eb.count)
        var ambiguous = Set<Int>()
        func pass<Key: Hashable>(_ key: (Element) -> Key?) {
            var ka: [Key: [Int]] = [:], kb: [Key: [Int]] = [:]
            for i in ea.indices where counterpart[i] == nil { if let k = key(ea[i]) { ka[k, default: []].append(i) } }
            for j in eb.indices where !taken[j] { if let k = key(eb[j]) { kb[k, default: []].append(j) } }
            // Each key's elements are its own, so the order keys are visited in does not change the result.
            for (k, list) in ka {
                guard let other = kb[k] else { continue }
                if list.count == 1, other.count == 1 {
                    counterpart[list[0]] = other[0]; taken[other[0]] = true
                } else {
                    ambiguous.formUnion(list)
                }
            }
        }
        pass { $0.identifier }
        pass { element in element.label.map { LabelKey(type: element.displayType, label: $0) } }
        var anchored = 0, candidates = 0
        for index in ea.indices {
            if counterpart[index] != nil { anchored += 1 }
            if ea[index].identifier != nil || ea[index].label != nil { candidates += 1 }
        }
        // Roots match roots.
        for i in ea.indices where ea[i].parent == nil && counterpart[i] == nil {
            if let j = eb.indices.first(where: { eb[$0].parent == nil && !taken[$0] && eb[$0].displayType == ea[i].displayType }) {
                counterpart[i] = j; taken[j] = true
            }
        }
        // Order among siblings: the unmatched children of matched parents, of one type, equal in number. In this
        // pass a child is matched only through its parent's counterpart (matching is one to one), so each matched
        // element needs looking at once, when it is matched: a work list in index order, the newly matched after.
        var queue = ea.indices.filter { counterpart[$0] != nil }
        var head = 0
        while head < queue.count {
            let i = queue[head]
            head += 1
            guard let j = counterpart[i] else { continue }
            let ca = a.screen.children(of: i).filter { counterpart[$0] == nil }
            guard !ca.isEmpty else { continue }
            let cb = b.screen.children(of: j).filter { !taken[$0] }
            var byType: [String: ([Int], [Int])] = [:]
            for c in ca { byType[ea[c].displayType, default: ([], [])].0.append(c) }
            for c in cb { byType[eb[c].displayType, default: ([], [])].1.append(c) }
            for (_, lists) in byType where !lists.0.isEmpty && lists.0.count == lists.1.count {
                for (x, y) in zip(lists.0, lists.1) {
                    counterpart[x] = y; taken[y] = true; ambiguous.remove(x)
                    queue.append(x)
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
