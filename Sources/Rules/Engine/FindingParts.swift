import Foundation
import TreeModel

/// What the findings of one screen share, each part made when first asked for and then held once: one record
/// per element (`ElementRecord`, with its path), one kind per rule and basis, one basis per set of criteria.
/// On a large screen, where thousands of findings name the same element, they hold references instead of
/// copies; there, instead of records, the findings name their elements by their place in the screen's
/// elements (`ElementTable`), which they keep. (Messages are not held here: a finding's message is its rule's
/// declaration and a few arguments, `FindingMessage`, written in words only by reports.) Part of `ScreenFacts`, which may be read from several threads, so the
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

    /// A lock and the kinds of findings made under it.
    private final class Stripe {
        let lock = NSLock()
        /// The kinds of findings made under this stripe (a few per rule).
        var kinds: [FindingKind] = []
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
}
