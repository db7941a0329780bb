import Foundation
import TreeModel

/// What the findings of one screen share, each part made when first asked for and then held once: one record
/// per element (`ElementRecord`, with its path), one copy of each message, one basis per set of criteria. On
/// a large screen, where thousands of findings name the same element or say the same sentence, they hold
/// references instead of copies. Part of `ScreenFacts`, which may be read from several threads, so the
/// tables are locked.
final class FindingParts: @unchecked Sendable {
    private let screen: Screen
    private let lock = NSLock()
    /// Per element of the screen; empty until the first record is asked for.
    private var records: [ElementRecord?] = []
    private var messages: [String: String] = [:]
    private var messagesGiven = 0
    private var bases: [FindingBasis] = []

    init(screen: Screen) {
        self.screen = screen
    }

    /// The record of element `index`.
    func record(_ index: Int) -> ElementRecord {
        lock.lock()
        defer { lock.unlock() }
        if records.isEmpty { records = [ElementRecord?](repeating: nil, count: screen.elements.count) }
        if let known = records[index] { return known }
        let made = ElementRecord(index, of: screen, path: screen.path(of: index))
        records[index] = made
        return made
    }

    /// How many messages a screen's findings have before equal ones are held once: below it, looking each up
    /// costs more than the copies (a few percent of checking a screen of ordinary size).
    static let messagesBeforeSharing = 1024

    /// `text`, or on a screen with many findings an equal message given before. A message held for sharing is
    /// kept in storage of its own size (a string built by interpolation keeps the room it grew into).
    func message(_ text: String) -> String {
        lock.lock()
        defer { lock.unlock() }
        messagesGiven += 1
        guard messagesGiven > Self.messagesBeforeSharing else { return text }
        if let known = messages[text] { return known }
        let kept = Self.compact(text)
        messages[kept] = kept
        return kept
    }

    /// `shared` when it holds these criteria and HIG page, else one made for them before, else a new one.
    func basis(_ shared: FindingBasis?, criteria: [Criterion], hig: HIGSource?) -> FindingBasis {
        if let shared, shared.criteria == criteria, shared.hig == hig { return shared }
        lock.lock()
        defer { lock.unlock() }
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
