import TreeModel

/// One element line of an XCUITest `debugDescription` (the `Element subtree:` section), parsed.
///
/// Since Xcode 9 a line reads `Button, 0x600000c8c1e0, {{16.0, 47.0}, {44.0, 44.0}}, identifier: 'back',
/// label: 'Back', Selected, Disabled`: the type (a window adds `(Main)`), the snapshot's address, the frame in
/// points with one decimal, then the attributes that are set, in this order: `identifier`, `label`, `title`,
/// `placeholderValue` (each quoted with `'`, nothing escaped), `value` (not quoted, cut to about 20 characters with
/// `...`), and the markers `Selected`, `Disabled`, `Keyboard Focused`. The application's line carries `pid: N` and
/// often no frame. Xcode 7 and 8 wrote `Button 0x7fc4b8c0e6f0: traits: 8589934593, {{…}}, label: 'Back'`, with
/// UIKit's trait bits as a number and `Main Window` as a marker. Both are read.
struct XCUITestLine: Sendable {
    var type: String?
    /// `Window (Main)`, or the old `Main Window` marker.
    var mainWindow = false
    var frame: Frame?
    /// The frame's text when it is not four numbers in `{{x, y}, {w, h}}`.
    var badFrame: String?
    var identifier: String?
    var label: String?
    var title: String?
    var placeholder: String?
    var value: String?
    /// The value was cut by XCTest (it ends with `...`).
    var valueTruncated = false
    var traits: UInt64?
    var selected = false
    var disabled = false
    var focused = false
    var pid: String?
    /// Fields the reader does not know, as written.
    var unknown: [Substring] = []

    /// The quoted attributes, in the order XCTest writes them.
    static let quotedKeys = ["identifier", "label", "title", "placeholderValue", "value"]
    /// The attributes XCTest may write after a field.
    static let keys = ["identifier", "label", "title", "placeholderValue", "value", "pid", "traits"]
    static let markers = ["Selected", "Disabled", "Keyboard Focused", "Focused", "Main Window"]

    enum Outcome {
        case line(XCUITestLine)
        /// A quoted attribute is not closed on this line: its text goes on with the next line (a label with a line break).
        case unterminated
        /// Not an element line: what is wrong, at which character of the text.
        case malformed(String, at: String.Index)
    }

    /// Parses `text`, the element line from its type on (indent and arrow removed).
    static func parse(_ text: Substring) -> Outcome {
        var line = XCUITestLine()
        var rest = text
        // The type: up to ", " (Xcode 9 on) or " 0x" (Xcode 7 and 8).
        guard let first = rest.first, first.isLetter || first == "_" else {
            return .malformed("expected an element type (Button, StaticText, …) at the start of the line", at: rest.startIndex)
        }
        var typeEnd = rest.startIndex
        while typeEnd < rest.endIndex, rest[typeEnd] != "," {
            if rest[typeEnd...].hasPrefix(" 0x") { break }
            typeEnd = rest.index(after: typeEnd)
        }
        var typeText = rest[..<typeEnd].trimmedSpaces
        if let open = typeText.firstIndex(of: " ") {
            let qualifier = typeText[open...].trimmedSpaces
            line.mainWindow = qualifier == "(Main)"
            typeText = typeText[..<open]
        }
        guard !typeText.isEmpty, typeText.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            return .malformed("expected an element type (Button, StaticText, …) at the start of the line, found '\(typeText)'", at: rest.startIndex)
        }
        line.type = String(typeText)
        rest = rest[typeEnd...]
        // The address: ", 0x…" or " 0x…:".
        if rest.hasPrefix(", 0x") || rest.hasPrefix(" 0x") {
            var index = rest.index(rest.startIndex, offsetBy: rest.hasPrefix(",") ? 4 : 3)
            while index < rest.endIndex, rest[index].isHexDigit { index = rest.index(after: index) }
            if index < rest.endIndex, rest[index] == ":" { index = rest.index(after: index) }
            rest = rest[index...]
        }
        // The fields, each after ", " (or the old format's ": " after the address, already passed).
        while !rest.isEmpty {
            if rest.hasPrefix(",") { rest = rest.dropFirst() }
            while rest.first == " " { rest = rest.dropFirst() }
            if rest.isEmpty { break }
            if rest.hasPrefix("{{") {
                let end = rest.firstRange(of: "}}").map(\.upperBound) ?? fieldEnd(rest)
                let frameText = rest[..<end]
                if let frame = frame(frameText) { line.frame = frame } else { line.badFrame = String(frameText) }
                rest = rest[end...]
                continue
            }
            if let key = keys.first(where: { rest.hasPrefix($0 + ": ") }) {
                let valueStart = rest.index(rest.startIndex, offsetBy: key.count + 2)
                var field = rest[valueStart...]
                let text: Substring
                if field.first == "'" {
                    field = field.dropFirst()
                    guard let close = closingQuote(field) else { return .unterminated }
                    text = field[..<close]
                    rest = field[field.index(after: close)...]
                } else {
                    let end = fieldEnd(field)
                    text = field[..<end]
                    rest = field[end...]
                }
                switch key {
                case "identifier": line.identifier = String(text)
                case "label": line.label = String(text)
                case "title": line.title = String(text)
                case "placeholderValue": line.placeholder = String(text)
                case "value":
                    if text.hasSuffix("...") {
                        line.valueTruncated = true
                    }
                    line.value = String(text)
                case "pid": line.pid = String(text)
                case "traits":
                    guard let bits = UInt64(text) else {
                        return .malformed("expected the traits as a whole number, found '\(text)'", at: text.startIndex)
                    }
                    line.traits = bits
                default: break
                }
                continue
            }
            let end = fieldEnd(rest)
            let marker = rest[..<end].trimmedSpaces
            switch marker {
            case "Selected": line.selected = true
            case "Disabled": line.disabled = true
            case "Keyboard Focused", "Focused": line.focused = true
            case "Main Window": line.mainWindow = true
            default: line.unknown.append(marker)
            }
            rest = rest[end...]
        }
        return .line(line)
    }

    /// Where the field that starts `text` ends: before the next ", " that starts a known field (an attribute, a
    /// marker or a frame), else at the end of the line. A value such as `1,5 km` keeps its comma.
    static func fieldEnd(_ text: Substring) -> Substring.Index {
        var index = text.startIndex
        while let comma = text[index...].firstRange(of: ", ") {
            if startsField(text[comma.upperBound...]) { return comma.lowerBound }
            index = comma.upperBound
        }
        return text.endIndex
    }

    /// Whether `text` starts with a field XCTest writes: `key: `, a marker, or a frame.
    static func startsField(_ text: Substring) -> Bool {
        if text.hasPrefix("{{") { return true }
        if keys.contains(where: { text.hasPrefix($0 + ": ") }) { return true }
        return markers.contains { marker in
            text.hasPrefix(marker) && (text.count == marker.count || text.dropFirst(marker.count).hasPrefix(","))
        }
    }

    /// The closing quote of a quoted attribute whose text starts `text`: the first `'` followed by the end of the
    /// line or by ", " and a field. XCTest does not escape quotes, so `label: 'Don't'` closes at its last quote.
    static func closingQuote(_ text: Substring) -> Substring.Index? {
        var index = text.startIndex
        while let quote = text[index...].firstIndex(of: "'") {
            let after = text[text.index(after: quote)...]
            if after.trimmedSpaces.isEmpty { return quote }
            if after.hasPrefix(", "), startsField(after.dropFirst(2)) { return quote }
            index = text.index(after: quote)
        }
        return nil
    }

    /// `{{16.0, 47.0}, {44.0, 44.0}}` as a frame; nil unless it is four finite numbers, the size not negative.
    static func frame(_ text: Substring) -> Frame? {
        guard text.hasPrefix("{{"), text.hasSuffix("}}") else { return nil }
        let inner = text.dropFirst(2).dropLast(2)
        let parts = inner.split(separator: "}, {", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let numbers = parts.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
            .map { Double(String($0.trimmedSpaces)) }
        guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let width = numbers[2], let height = numbers[3],
              [x, y, width, height].allSatisfy(\.isFinite), width >= 0, height >= 0 else { return nil }
        return Frame(x: x, y: y, width: width, height: height)
    }
}
