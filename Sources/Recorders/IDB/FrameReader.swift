import TreeModel

/// Reads an element's frame (`frame`, or `AXFrame` when `frame` is missing) and, when it cannot be used,
/// says why: the element is then kept with an empty frame and reported as a `RecordingProblem`.
enum FrameReading {
    case frame(Frame)
    /// `node` is where the first problem is (the frame object itself when a key is missing); `reasons` are
    /// phrases such as `'x' is the string "NaN", not a number`.
    case bad(node: Int, reasons: [String])
}

enum FrameReader {
    /// One of x, y, width and height as read; the last occurrence of a key wins.
    private enum Member {
        case missing
        case number(Double)
        case bad(node: Int, reason: String)
    }

    /// The frame at `node`; nil for `null` (no frame recorded).
    static func read(_ node: Int, document: JSONDocument, tape: Tape) -> FrameReading? {
        switch tape.nodes[node].kind {
        case .object: break
        case .null: return nil
        default:
            return .bad(node: node, reasons: ["'frame' is \(describe(node, document: document)), not an object with x, y, width and height"])
        }
        var x = Member.missing, y = Member.missing, width = Member.missing, height = Member.missing
        var key = node + 1
        for _ in 0..<Int(tape.nodes[node].count) {
            let value = key + 1
            switch slot(of: key, tape: tape) {
            case 0: x = member(value, name: "x", canBeNegative: true, document: document, tape: tape)
            case 1: y = member(value, name: "y", canBeNegative: true, document: document, tape: tape)
            case 2: width = member(value, name: "width", canBeNegative: false, document: document, tape: tape)
            case 3: height = member(value, name: "height", canBeNegative: false, document: document, tape: tape)
            default: break
            }
            key = tape.next(value)
        }
        if case .number(let x) = x, case .number(let y) = y, case .number(let width) = width, case .number(let height) = height {
            return .frame(Frame(x: x, y: y, width: width, height: height))
        }
        let members = [x, y, width, height]
        var reasons: [String] = []
        var firstBad: Int?
        for (slot, member) in members.enumerated() {
            switch member {
            case .number: break
            case .missing: reasons.append("'\(names[slot])' is missing")
            case .bad(let at, let reason):
                reasons.append(reason)
                firstBad = min(firstBad ?? at, at)
            }
        }
        // A missing key is located at the frame object, which comes before its members.
        let missing = members.contains { if case .missing = $0 { return true } else { return false } }
        return .bad(node: missing ? node : firstBad ?? node, reasons: reasons)
    }

    /// 0, 1, 2, 3 for the keys x, y, width and height (compared byte by byte); nil for any other key.
    @inline(__always)
    private static func slot(of key: Int, tape: Tape) -> Int? {
        let entry = tape.nodes[key]
        guard entry.count == 0 else { return names.firstIndex(of: tape.string(key)) }
        let start = Int(entry.start) + 1
        let bytes = tape.bytes
        switch Int(entry.end) - start - 1 {
        case 1:
            switch bytes[start] {
            case UInt8(ascii: "x"): return 0
            case UInt8(ascii: "y"): return 1
            default: return nil
            }
        case 5:
            return bytes[start] == UInt8(ascii: "w") && bytes[start + 1] == UInt8(ascii: "i") && bytes[start + 2] == UInt8(ascii: "d")
                && bytes[start + 3] == UInt8(ascii: "t") && bytes[start + 4] == UInt8(ascii: "h") ? 2 : nil
        case 6:
            return bytes[start] == UInt8(ascii: "h") && bytes[start + 1] == UInt8(ascii: "e") && bytes[start + 2] == UInt8(ascii: "i")
                && bytes[start + 3] == UInt8(ascii: "g") && bytes[start + 4] == UInt8(ascii: "h") && bytes[start + 5] == UInt8(ascii: "t") ? 3 : nil
        default: return nil
        }
    }

    /// The frame in an `AXFrame` string, `{{x, y}, {width, height}}` (NSStringFromRect).
    static func read(axFrame node: Int, document: JSONDocument) -> FrameReading? {
        switch document.kind(node) {
        case .null: return nil
        case .string: break
        default: return .bad(node: node, reasons: ["'AXFrame' is \(describe(node, document: document)), not a rectangle such as \"{{0, 0}, {390, 844}}\""])
        }
        let text = document.string(node)
        guard let numbers = parseRect(text) else {
            return .bad(node: node, reasons: ["'AXFrame' is \(quote(text)), not a rectangle such as \"{{0, 0}, {390, 844}}\""])
        }
        var reasons: [String] = []
        for (slot, number) in numbers.enumerated() {
            if !number.isFinite {
                reasons.append("its \(names[slot]) in 'AXFrame' is not a finite number")
            } else if slot >= 2 && number < 0 {
                reasons.append("its \(names[slot]) in 'AXFrame' is negative")
            }
        }
        guard reasons.isEmpty else { return .bad(node: node, reasons: reasons) }
        return .frame(Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
    }

    private static let names = ["x", "y", "width", "height"]

    private static func member(_ node: Int, name: String, canBeNegative: Bool, document: JSONDocument, tape: Tape) -> Member {
        guard let number = tape.number(node) else {
            return .bad(node: node, reason: "'\(name)' is \(describe(node, document: document)), not a number")
        }
        if !number.isFinite {
            return .bad(node: node, reason: "'\(name)' is \(document.numberText(node)), which is not a finite number")
        }
        if !canBeNegative && number < 0 {
            return .bad(node: node, reason: "'\(name)' is negative (\(document.numberText(node)))")
        }
        return .number(number)
    }

    /// `null`, `true`, `the string "NaN"`, `an object`, …
    private static func describe(_ node: Int, document: JSONDocument) -> String {
        switch document.kind(node) {
        case .string: return "the string \(quote(document.string(node)))"
        case .number: return document.numberText(node)
        case .null, .true, .false, .array, .object: return document.describe(node)
        }
    }

    /// A string as quoted in messages, cut after 30 characters.
    private static func quote(_ text: String) -> String {
        text.count <= 30 ? "\"\(text)\"" : "\"\(text.prefix(27))...\""
    }

    /// Parses NSStringFromRect output, `{{x, y}, {w, h}}`: four numbers, or nil.
    static func parseRect(_ text: String) -> [Double]? {
        var numbers: [Double] = []
        var current: [UInt8] = []
        func flush() -> Bool {
            guard !current.isEmpty else { return true }
            guard let number = Double(String(decoding: current, as: UTF8.self)) else { return false }
            numbers.append(number)
            current.removeAll(keepingCapacity: true)
            return true
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"),
                 UInt8(ascii: "e"), UInt8(ascii: "E"):
                current.append(byte)
            default:
                guard flush() else { return nil }
            }
        }
        guard flush(), numbers.count == 4 else { return nil }
        return numbers
    }
}
