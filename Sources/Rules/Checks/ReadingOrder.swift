import Support
import TreeModel

/// The recorded order contradicts the visual order: what VoiceOver reads in that order only where the app sets
/// it, so a person checks it.
public struct ReadingOrder: Rule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "reading-order",
        name: "Reading order",
        summary: "The recorded order of elements contradicts the screen (rows top to bottom, each row from its leading edge): VoiceOver reads it so where the app sets the order, so it needs review.",
        rationale: """
            VoiceOver, Switch Control and Full Keyboard Access move through a screen in the order the app gives \
            its accessibility elements, or by their position when it gives none. When an order the app gives \
            jumps around the layout, blind users hear a form's button before its fields or a price before its \
            product, and switch users lose their place.
            """,
        criteria: [WCAG.criterion("1.3.2"), WCAG.criterion("2.4.3")],
        defaultLevel: .warning,
        howToFix: """
            Order the views as they appear, or group related views so they are read together. SwiftUI: \
            `.accessibilitySortPriority(_:)`, or `.accessibilityElement(children: .contain)` on each card. \
            UIKit: reorder subviews, set the container's `accessibilityElements` in reading order, or use \
            `shouldGroupAccessibilityChildren`.
            """,
        reads: """
            Frames, judged per container: each element's children are compared as units (a card and its \
            texts move together, so a grid read card by card is in order). For flat recordings, which carry \
            no hierarchy, an element's container is reconstructed as the nearest earlier container-type \
            element (Group, Cell, Other, ScrollArea, …) or control whose frame holds it (what lies in a control's \
            frame is its parts), and cards are rebuilt from geometry: a run read one after the other of texts and \
            a button (and images) stacked top to bottom (gaps up to 24 points) on one left edge, none wider than the button, \
            is one unit. Rows: units overlapping \
            vertically by at least half the smaller height; within a row, leading to trailing (`--rtl` flips \
            it). Reported: the units that, moved, restore the order with the fewest elements moved (those outside \
            the heaviest in-order subsequence, a unit weighing the elements it holds), and only when clearly misplaced against a neighbour (entirely above or below it, or \
            entirely beside it on its row). Every finding needs review: VoiceOver sorts the elements of a view by \
            their position on screen (rows of elements whose tops are within 8 points, then leading to trailing, \
            as cashapp/AccessibilitySnapshot reproduces it) unless the app sets their order (UIKit's \
            `accessibilityElements`, a SwiftUI or Flutter view), and a recording does not say which: a UIKit \
            cell whose texts are recorded out of place is read in place. Not run on Android: the framework sorts each view's children by position \
            before TalkBack reads them (and Compose its nodes, which a dump lists in composition order), so a \
            dump's order is not the order heard. Units are stops and the containers that hold one (decorative views VoiceOver never reaches are not units). Zero-size, off-screen and scrolled-out units are not run; the parts inside a stop (a search field's icon and dictation button, a row button's texts) and system chrome (scroll bars, the keyboard) are not judged.
            """,
        examples: [
            .triggering(at: ["Application/StaticText[3]"], """
                {"type": "StaticText", "AXLabel": "Name", "frame": {"x": 20, "y": 100, "width": 200, "height": 20}},
                {"type": "StaticText", "AXLabel": "Address", "frame": {"x": 20, "y": 300, "width": 200, "height": 20}},
                {"type": "StaticText", "AXLabel": "Email", "frame": {"x": 20, "y": 200, "width": 200, "height": 20}}
                """),
            .passing("""
                {"type": "StaticText", "AXLabel": "Name", "frame": {"x": 20, "y": 100, "width": 200, "height": 20}},
                {"type": "StaticText", "AXLabel": "Email", "frame": {"x": 20, "y": 200, "width": 200, "height": 20}}
                """),
        ],
        messages: Message.all
    )

    /// The messages of the rule's findings: `{0}` is the finding's element (`MessageDeclaration`).
    enum Message {
        static let misplaced = MessageDeclaration("recorded-out-of-place",
            "{0} is recorded {1} {2}, which appears {3} it; VoiceOver follows this order only where the app sets it, and reads by position elsewhere: check on a device.",
            .words, .related, .words)
        static let all = [misplaced]
    }

    /// Android sorts each view's children by their position on screen before TalkBack walks them
    /// (`ViewGroup.addChildrenForAccessibility` sorts its child list by location), and Compose orders its
    /// nodes by geometry: a dump's order is not the order heard, so the rule has nothing to judge there.
    public func notApplicable(to screen: Screen) -> String? {
        screen.platform == .android
            ? "Android sorts each view's children by their position on screen before TalkBack reads them (and Compose its nodes), so the order recorded is not the order heard"
            : nil
    }

    /// Elements not on screen, and the children of a Compose host and its nodes: TalkBack reads Compose by
    /// position on screen (Compose sorts its semantics nodes into rows, then leading to trailing), while a dump
    /// lists them in composition order, so their recorded order says nothing of the order heard.
    public func notRun(in facts: ScreenFacts, configuration: RuleConfiguration) -> Int {
        let elements = facts.screen.elements
        var count = facts.notOnScreen
        for index in elements.indices where facts.onScreen[index] {
            if let parent = elements[index].parent, elements[parent].roles.contains(.positionOrdered) { count += 1 }
        }
        return count
    }

    public func check(_ facts: ScreenFacts, configuration: RuleConfiguration) -> [Finding] {
        let screen = facts.screen
        let count = screen.elements.count
        guard count > 2 else { return [] }
        let (children, frames) = orderChildren(facts)
        // A unit weighs as many elements as it holds: moving a card moves all its texts.
        var weight = [Int](repeating: 1, count: count)
        for index in stride(from: count - 1, through: 0, by: -1) {
            for child in children[index] { weight[index] += weight[child] }
        }
        // Units are what VoiceOver reaches: stops, and containers that hold one (decorative views are not read).
        var holdsStop = facts.stop
        if screen.capabilities.listing.contains(.imagesNotReached) {
            // An unlabelled image the recording lists whether VoiceOver reaches it or not is most likely not
            // reached, so not a unit.
            for index in 0..<count where holdsStop[index] && facts.imageMayBeUnreached(index)
                && TextChecks.isBlank(screen.elements[index].label ?? "") {
                holdsStop[index] = false
            }
        }
        for index in stride(from: count - 1, through: 0, by: -1) where !holdsStop[index] {
            holdsStop[index] = children[index].contains { holdsStop[$0] }
        }
        var findings: [Finding] = []
        for container in 0..<(count + 1) {
            // The parts of a control or of any other stop (a search field's icon and dictation button, a row
            // button's texts) are not a reading order, nor is system chrome (scroll bars, the keyboard).
            // (A flat recording's stops hold nothing: the children rebuilt from frames keep being judged.)
            if container < count && (facts.interactive[container] || facts.systemChrome[container]
                || screen.elements[container].roles.contains(.positionOrdered)
                || (facts.stop[container] && screen.elements[container].descendantCount > 0)) { continue }
            let units = children[container].filter { facts.onScreen[$0] && holdsStop[$0] && !facts.systemChrome[$0] }
            guard units.count > 1 else { continue }
            for (unitPosition, neighbourPosition) in misplaced(units, weights: units.map { weight[$0] }, frames: frames,
                                                               rightToLeft: configuration.rightToLeft) {
                let unit = units[unitPosition], neighbour = units[neighbourPosition]
                let relation = describe(frames[neighbour], relativeTo: frames[unit])
                let order = unitPosition < neighbourPosition ? "before" : "after"
                let message = FindingMessage(Message.misplaced, .words(order), .related(0), .words(relation))
                findings.append(finding(unit, in: facts, configuration: configuration, message: message, related: [neighbour],
                                        outcome: .needsReview))
            }
        }
        return findings
    }

    /// Children per element for the order check; index `count` holds the roots; and each unit's frame. Flat
    /// recordings get a hierarchy reconstructed from container frames, and their cards rebuilt from geometry
    /// (`flatCards`): a card's first element holds the others and its frame covers them all.
    func orderChildren(_ facts: ScreenFacts) -> (children: [[Int]], frames: UnitFrames) {
        let screen = facts.screen
        let count = screen.elements.count
        var children = [[Int]](repeating: [], count: count + 1)
        var frames = UnitFrames(elements: screen.elements)
        let isFlat = count > 2 && screen.elements[0].descendantCount == count - 1
            && screen.elements.dropFirst().allSatisfy { $0.depth == 1 }
        if !isFlat {
            for index in 0..<count {
                children[screen.elements[index].parent ?? count].append(index)
            }
            return (children, frames)
        }
        children[count].append(0)
        var stack = [0]
        for index in 1..<count {
            let frame = screen.elements[index].frame
            if !facts.onScreen[index] {
                children[stack.last!].append(index)
                continue
            }
            while stack.count > 1 && !screen.elements[stack.last!].frame.contains(frame) { stack.removeLast() }
            children[stack.last!].append(index)
            // A control holds what lies in its frame: a search field's icon and dictation button, the texts
            // and icons of a card-sized button. They are its parts, not a reading order (as in nested trees).
            if screen.elements[index].isContainer || (facts.interactive[index] && facts.stop[index]) { stack.append(index) }
        }
        for container in 0..<count where children[container].count > 1 {
            let (kept, cards) = flatCards(children[container], facts)
            guard !cards.isEmpty else { continue }
            children[container] = kept
            for card in cards {
                children[card[0]] += card.dropFirst()
                frames[card[0]] = card.dropFirst().reduce(frames[card[0]]) { Self.union($0, frames[$1]) }
            }
        }
        return (children, frames)
    }

    /// Texts, images and controls, the controls of one width and no text or image wider than them.
    func isCard(_ run: [Int], _ facts: ScreenFacts) -> Bool {
        let elements = facts.screen.elements
        guard let control = run.first(where: { facts.interactive[$0] }), run.contains(where: { facts.isText($0) }) else { return false }
        let width = elements[control].frame.width
        return run.allSatisfy { facts.interactive[$0] ? abs(elements[$0].frame.width - width) <= 1 : elements[$0].frame.width <= width + 1 }
    }

    static func union(_ a: Frame, _ b: Frame) -> Frame {
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return Frame(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }

    /// Cards among a flat container's children: runs read one after the other of two or more stops in view,
    /// texts (and images) and at least one control (a button), stacked top to bottom with gaps of at most 24 points and
    /// sharing a left edge (within 1 point), the controls sharing the card's width and no text wider (texts
    /// may hug their words). A card read as a whole is one unit. One pass.
    func flatCards(_ members: [Int], _ facts: ScreenFacts) -> (kept: [Int], cards: [[Int]]) {
        let elements = facts.screen.elements
        // The facts' arrays bound once: read through `facts` in the loop, each would be retained and released per
        // element.
        let stop = facts.stop, onScreen = facts.onScreen, systemChrome = facts.systemChrome, interactive = facts.interactive
        func fits(_ index: Int) -> Bool {
            stop[index] && onScreen[index] && !systemChrome[index]
                && (elements[index].traits.contains(.staticText) || elements[index].traits.contains(.image) || interactive[index])
        }
        var kept: [Int] = [], cards: [[Int]] = []
        var position = 0
        while position < members.count {
            var end = position + 1
            if fits(members[position]) {
                let first = elements[members[position]].frame
                while end < members.count, fits(members[end]) {
                    let above = elements[members[end - 1]].frame, frame = elements[members[end]].frame
                    guard abs(frame.minX - first.minX) <= 1, frame.minY >= above.maxY - 1,
                          frame.minY - above.maxY <= 24 else { break }
                    end += 1
                }
            }
            // A run of one is no card: it is kept without making an array of it.
            if end - position >= 2 {
                let run = Array(members[position..<end])
                if isCard(run, facts) {
                    cards.append(run)
                    kept.append(run[0])
                    position = end
                    continue
                }
            }
            kept.append(members[position])
            position += 1
        }
        return (kept, cards)
    }

    /// Units outside a longest in-order subsequence that are clearly misplaced, each with the kept
    /// neighbour it contradicts: their positions in `units`.
    func misplaced(_ units: [Int], weights: [Int], frames: UnitFrames, rightToLeft: Bool) -> [(Int, Int)] {
        // Visual order: rows by top edge, each row from its leading edge.
        let byTop = units.indices.sorted {
            let a = frames[units[$0]], b = frames[units[$1]]
            return a.minY != b.minY ? a.minY < b.minY : $0 < $1
        }
        var rows: [[Int]] = []
        var anchor = Frame.zero
        for position in byTop {
            let frame = frames[units[position]]
            if let row = rows.indices.last, anchor.isOnSameRow(as: frame) {
                rows[row].append(position)
            } else {
                rows.append([position])
                anchor = frame
            }
        }
        var rank = [Int](repeating: 0, count: units.count)
        var next = 0
        for row in rows {
            let ordered = row.sorted {
                let a = frames[units[$0]], b = frames[units[$1]]
                let leadA = rightToLeft ? -a.maxX : a.minX, leadB = rightToLeft ? -b.maxX : b.minX
                if leadA != leadB { return leadA < leadB }
                if a.minY != b.minY { return a.minY < b.minY }
                return $0 < $1
            }
            for position in ordered {
                rank[position] = next
                next += 1
            }
        }
        // The heaviest increasing subsequence of ranks in recorded order (weights: elements per unit), so the
        // units left out hold the fewest elements. A Fenwick tree over ranks keeps it O(n log n).
        let kept = Self.heaviestIncreasing(rank, weights: weights)
        var keptBefore = [Int](repeating: -1, count: units.count)
        var last = -1
        for position in units.indices {
            keptBefore[position] = last
            if kept[position] { last = position }
        }
        var keptAfter = [Int](repeating: -1, count: units.count)
        last = -1
        for position in units.indices.reversed() {
            keptAfter[position] = last
            if kept[position] { last = position }
        }
        var result: [(Int, Int)] = []
        for position in units.indices where !kept[position] {
            let frame = frames[units[position]]
            // Read before a kept unit that is clearly earlier on screen?
            if keptAfter[position] >= 0, rank[keptAfter[position]] < rank[position],
               clearlyBefore(frames[units[keptAfter[position]]], frame, rightToLeft: rightToLeft) {
                result.append((position, keptAfter[position]))
            } else if keptBefore[position] >= 0, rank[keptBefore[position]] > rank[position],
                      clearlyBefore(frame, frames[units[keptBefore[position]]], rightToLeft: rightToLeft) {
                result.append((position, keptBefore[position]))
            }
        }
        return result
    }

    /// Marks the positions of a heaviest subsequence whose ranks increase (ranks are 0..<n, each once).
    /// Ties go to the earlier position, so the result is deterministic.
    public static func heaviestIncreasing(_ rank: [Int], weights: [Int]) -> [Bool] {
        let count = rank.count
        // tree[i] holds the best (weight, position) over a range of ranks ending at i (1-based).
        var tree = [(weight: Int, position: Int)](repeating: (0, -1), count: count + 1)
        func better(_ a: (weight: Int, position: Int), _ b: (weight: Int, position: Int)) -> Bool {
            a.weight != b.weight ? a.weight > b.weight : (a.position != -1 && (b.position == -1 || a.position < b.position))
        }
        var best = [Int](repeating: 0, count: count)
        var previous = [Int](repeating: -1, count: count)
        for position in 0..<count {
            // Best over ranks below this one.
            var found: (weight: Int, position: Int) = (0, -1)
            var index = rank[position]
            while index > 0 {
                if better(tree[index], found) { found = tree[index] }
                index -= index & -index
            }
            best[position] = found.weight + weights[position]
            previous[position] = found.position
            index = rank[position] + 1
            let entry = (weight: best[position], position: position)
            while index <= count {
                if better(entry, tree[index]) { tree[index] = entry }
                index += index & -index
            }
        }
        var kept = [Bool](repeating: false, count: count)
        var cursor = -1
        for position in 0..<count where cursor == -1 || best[position] > best[cursor] { cursor = position }
        while cursor >= 0 {
            kept[cursor] = true
            cursor = previous[cursor]
        }
        return kept
    }

    /// `a` is unambiguously earlier than `b`: entirely above it, or on its row and entirely before it.
    func clearlyBefore(_ a: Frame, _ b: Frame, rightToLeft: Bool) -> Bool {
        if a.maxY <= b.minY { return true }
        guard a.isOnSameRow(as: b) else { return false }
        return rightToLeft ? a.minX >= b.maxX : a.maxX <= b.minX
    }

    func describe(_ a: Frame, relativeTo b: Frame) -> String {
        if a.maxY <= b.minY { return "above" }
        if a.minY >= b.maxY { return "below" }
        return a.maxX <= b.minX ? "to the left of" : "to the right of"
    }
}
