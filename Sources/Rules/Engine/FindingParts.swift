import Foundation
import TreeModel

/// What the findings of one screen share, each part made when first asked for and then held once: one record
/// per element (`ElementRecord`, with its path), one copy of each message, one basis per set of criteria. On
/// a large screen, where thousands of findings name the same element or say the same sentence, they hold
/// references instead of copies; there, instead of records, the findings name their elements by their place
/// in the screen's elements (`ElementTable`), which they keep. Part of `ScreenFacts`, which may be read from several threads, so the
/// tables are locked: on a screen whose rules run on several threads (`Engine.elementsForConcurrentRules`),
/// by stripes, so that two rules making findings at the same time seldom wait for one lock.
final class FindingParts: @unchecked Sendable {
    private let screen: Screen
    /// One stripe on a screen of ordinary size; `stripeCount` on a large one.
    private let stripes: [Stripe]
    /// Per element of the screen, nil until the element's record is asked for; slot `index` is guarded by
    /// stripe `index % stripes.count`.
    private let records: UnsafeMutablePointer<ElementRecord?>
    /// The screen's elements, on a screen of `elementsForTable` elements or more; nil on smaller screens,
    /// whose findings hold records.
    let table: ElementTable?
    private let basisLock = NSLock()
    private var bases: [FindingBasis] = []

    /// A lock, the messages it guards, and how many messages were asked for under it.
    private final class Stripe {
        let lock = NSLock()
        var messages: Set<HeldMessage> = []
        var messagesGiven = 0
        /// The kinds of findings made under this stripe (a few per rule).
        var kinds: [FindingKind] = []
    }

    /// A message held for sharing, equal to another and hashed by its UTF-8 bytes: exact, and cheaper than a
    /// string's comparison and hash, which work on its normalised form.
    private struct HeldMessage: Hashable {
        let text: String

        init(_ text: String) {
            var contiguous = text
            contiguous.makeContiguousUTF8()
            self.text = contiguous
        }

        static func == (lhs: HeldMessage, rhs: HeldMessage) -> Bool {
            let left = lhs.text.utf8, right = rhs.text.utf8
            guard left.count == right.count else { return false }
            let compared = left.withContiguousStorageIfAvailable { leftBytes in
                right.withContiguousStorageIfAvailable { rightBytes in
                    guard let leftBase = leftBytes.baseAddress, let rightBase = rightBytes.baseAddress else { return true }
                    return memcmp(leftBase, rightBase, leftBytes.count) == 0
                }
            }
            if let compared, let equal = compared { return equal }
            return left.elementsEqual(right)
        }

        func hash(into hasher: inout Hasher) {
            // Contiguous (see `init`), so the same bytes always hash the same way.
            _ = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    /// Stripes on a screen large enough for its rules to run on several threads.
    static let stripeCount = 64

    /// How many elements a screen needs before its findings name their elements in the screen's table instead of
    /// holding records: there nearly every element has a finding, and the records would repeat the elements.
    /// A screen of ordinary size keeps records, which hold only the elements with findings: a run that keeps
    /// every screen's findings (`ledger write`) then does not keep every screen's elements.
    static let elementsForTable = Engine.elementsForConcurrentRules

    /// `usesTable` overrides the choice by size (for tests, which compare both ways).
    init(screen: Screen, usesTable: Bool? = nil) {
        self.screen = screen
        let large = screen.elements.count >= Engine.elementsForConcurrentRules
        stripes = (0..<(large ? Self.stripeCount : 1)).map { _ in Stripe() }
        if usesTable ?? (screen.elements.count >= Self.elementsForTable) {
            table = ElementTable(screen.elements)
            records = .allocate(capacity: 0)
        } else {
            table = nil
            records = .allocate(capacity: screen.elements.count)
            records.initialize(repeating: nil, count: screen.elements.count)
        }
    }

    deinit {
        if table == nil { records.deinitialize(count: screen.elements.count) }
        records.deallocate()
    }

    /// The path of element `index`: its record's, or made from the table.
    func path(_ index: Int) -> String {
        if let table { return table.path(of: index) }
        return recordOfElement(index).path
    }

    /// Where findings on element `index` find what reports say of it.
    func record(_ index: Int) -> ElementPlace {
        if let table {
            precondition(index >= 0 && index < screen.elements.count, "element \(index) is not on the screen")
            return ElementPlace(table, index)
        }
        return .record(recordOfElement(index))
    }

    /// The record of element `index`, made when first asked for.
    private func recordOfElement(_ index: Int) -> ElementRecord {
        precondition(index >= 0 && index < screen.elements.count, "element \(index) is not on the screen")
        let stripe = stripes[index % stripes.count]
        stripe.lock.lock()
        defer { stripe.lock.unlock() }
        if let known = records[index] { return known }
        let made = ElementRecord(index, of: screen, path: screen.path(of: index))
        records[index] = made
        return made
    }

    /// How many messages a screen's findings have before equal ones are held once: below it, looking each up
    /// costs more than the copies (a few percent of checking a screen of ordinary size). On a large screen,
    /// where each stripe counts its own, every message is looked up.
    static let messagesBeforeSharing = 1024

    /// `text`, or on a screen with many findings an equal message given before. A message held for sharing is
    /// kept in storage of its own size (a string built by interpolation keeps the room it grew into).
    func message(_ text: String) -> String {
        let stripe = stripes.count == 1 ? stripes[0] : stripes[Self.stripe(of: text, among: stripes.count)]
        stripe.lock.lock()
        defer { stripe.lock.unlock() }
        if stripes.count == 1 {
            stripe.messagesGiven += 1
            guard stripe.messagesGiven > Self.messagesBeforeSharing else { return text }
        }
        // Looked up by its bytes: canonically equivalent spellings stay apart, so a finding keeps the bytes its
        // rule wrote.
        let asked = HeldMessage(text)
        if let index = stripe.messages.firstIndex(of: asked) { return stripe.messages[index].text }
        let kept = Self.compact(text)
        stripe.messages.insert(HeldMessage(kept))
        return kept
    }

    /// Forgets the messages held for sharing; the findings keep theirs, and a message asked for later is held
    /// anew. Called once a screen's rules have run: on a large screen the table of its messages would
    /// otherwise stay while the findings are put in order (some 6 MB for 200,000 elements).
    func forgetMessages() {
        for stripe in stripes {
            stripe.lock.lock()
            stripe.messages = []
            stripe.lock.unlock()
        }
    }

    /// How many messages are held for sharing.
    var heldMessages: Int {
        stripes.reduce(0) { total, stripe in
            stripe.lock.lock()
            defer { stripe.lock.unlock() }
            return total + stripe.messages.count
        }
    }

    /// The stripe of a message, from its length and its first and last bytes: cheap, and the same for the
    /// same bytes.
    private static func stripe(of text: String, among count: Int) -> Int {
        let utf8 = text.utf8
        var mixed = utf8.count &* 31
        if let first = utf8.first { mixed = mixed &+ Int(first) &* 7 }
        if let last = utf8.last { mixed = mixed &+ Int(last) }
        return mixed % count
    }

    /// The kind of the findings of `rule` on this screen that rest on `basis`: one per rule and basis, shared by
    /// the rule's findings. On a large screen each rule looks in the stripe of its name's length, so that two
    /// rules on two threads seldom wait for one lock.
    func kind(rule: String, basis: FindingBasis) -> FindingKind {
        let stripe = stripes[rule.utf8.count % stripes.count]
        stripe.lock.lock()
        defer { stripe.lock.unlock() }
        if let known = stripe.kinds.first(where: { $0.basis === basis && $0.rule == rule }) { return known }
        let made = FindingKind(rule: rule, file: screen.file, basis: basis)
        stripe.kinds.append(made)
        return made
    }

    /// `shared` when it holds these criteria and HIG page, else one made for them before, else a new one.
    func basis(_ shared: FindingBasis?, criteria: [Criterion], hig: HIGSource?) -> FindingBasis {
        if let shared, shared.criteria == criteria, shared.hig == hig { return shared }
        basisLock.lock()
        defer { basisLock.unlock() }
        if let known = bases.first(where: { $0.criteria == criteria && $0.hig == hig }) { return known }
        let made = FindingBasis(criteria: criteria, hig: hig)
        bases.append(made)
        return made
    }

    /// A copy of `text` in storage of its own size (strings of up to 15 bytes are held inline anyway).
    static func compact(_ text: String) -> String {
        var text = text
        guard text.utf8.count > 15 else { return text }
        return text.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { buffer in
                _ = buffer.initialize(fromContentsOf: bytes)
                return bytes.count
            }
        }
    }
}
