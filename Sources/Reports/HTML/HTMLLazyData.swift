/// The heavy parts of the screens that start collapsed (the drawing, each finding's details, the manual
/// checklist), carried as data and drawn by the page's script when a screen is opened: parsing that much
/// markup made a report of thousands of screens take seconds to open, while a JSON string costs little.
///
/// The data is the markup the section renders for an open screen, converted to nested arrays
/// (`["tag", {"attribute": "value"}, child, …]`, text as strings), so there is one renderer and the drawn
/// screen is the open one's. Parts that repeat on every screen (the basis and advice of a rule, the titles of
/// the manual checks, the term names, the caption) go once into a shared table and are referred to by number. Text is
/// plain text (the script sets it with `createTextNode`), and every string is escaped for a JSON script
/// block: `<`, `>`, `&` and the line and paragraph separators as `\uXXXX`, so no label can end the block.
struct HTMLLazyData {
    /// The shared parts, as JSON, in the order they were first met.
    private(set) var table: [String] = []
    private var index: [String: Int] = [:]
    /// At most this many shared parts; later ones are written in place (the table holds what repeats on
    /// every screen, which is bounded by the rules and checks, so this is only a guard).
    static let maxShared = 4096

    /// One node of the page's own markup.
    indirect enum Node: Equatable, Sendable {
        case text(String)
        case element(String, [(String, String)], [Node])

        static func == (lhs: Node, rhs: Node) -> Bool {
            switch (lhs, rhs) {
            case (.text(let a), .text(let b)): return a == b
            case (.element(let t1, let a1, let c1), .element(let t2, let a2, let c2)):
                return t1 == t2 && a1.map { $0.0 + "=" + $0.1 } == a2.map { $0.0 + "=" + $0.1 } && c1 == c2
            default: return false
            }
        }
    }

    /// Elements written without an end tag.
    static let void: Set<String> = ["input", "br", "meta", "img"]

    /// `markup` (the report's own output: whole tags, double-quoted attributes, the five entities of
    /// `HTMLText.escape`) as nodes. Line feeds alone between tags are left out; they show nothing.
    static func parse(_ markup: String) -> [Node] {
        var stack: [(tag: String, attributes: [(String, String)], children: [Node])] = [("", [], [])]
        // Every delimiter is ASCII, so the UTF-8 bytes are cut only between characters.
        let bytes = Array(markup.utf8)
        var i = 0
        var textStart = 0
        func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        func flush(_ end: Int) {
            guard textStart < end else { return }
            let text = decode(string(textStart..<end))
            if text != "\n" { stack[stack.count - 1].children.append(.text(text)) }
        }
        func isNameEnd(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "=")
        }
        func name(_ start: Int) -> (String, Int) {
            var j = start
            while j < bytes.count, !isNameEnd(bytes[j]) { j += 1 }
            return (string(start..<j), j)
        }
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "<") else { i += 1; continue }
            flush(i)
            if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") {
                let (tag, end) = name(i + 2)
                i = end + 1
                textStart = i
                // Close up to the element named (the report's markup is well nested).
                while stack.count > 1 {
                    let top = stack.removeLast()
                    stack[stack.count - 1].children.append(.element(top.tag, top.attributes, top.children))
                    if top.tag == tag { break }
                }
                continue
            }
            let (tag, afterName) = name(i + 1)
            i = afterName
            var attributes: [(String, String)] = []
            var selfClosing = false
            while i < bytes.count, bytes[i] != UInt8(ascii: ">") {
                if bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\n") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "/") { selfClosing = true; i += 1; continue }
                let (attribute, afterAttribute) = name(i)
                i = max(afterAttribute, i + 1)
                var value = ""
                if afterAttribute < bytes.count, bytes[afterAttribute] == UInt8(ascii: "=") {
                    let start = afterAttribute + 2  // `="`
                    var end = start
                    while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
                    value = decode(string(start..<min(end, bytes.count)))
                    i = end + 1
                }
                // The namespace comes from the element the script creates, not from an attribute.
                if attribute != "xmlns" { attributes.append((attribute, value)) }
            }
            i += 1
            textStart = i
            if selfClosing || void.contains(tag) {
                stack[stack.count - 1].children.append(.element(tag, attributes, []))
            } else {
                stack.append((tag, attributes, []))
            }
        }
        flush(bytes.count)
        while stack.count > 1 {
            let top = stack.removeLast()
            stack[stack.count - 1].children.append(.element(top.tag, top.attributes, top.children))
        }
        return stack[0].children
    }

    /// The text of `escaped`, whose only entities are those `HTMLText.escape` writes.
    /// The five entities `HTMLText.escape` writes, with the character each stands for.
    private static let entities: [(name: [UInt8], character: UInt8)] = [
        (Array("&lt;".utf8), UInt8(ascii: "<")), (Array("&gt;".utf8), UInt8(ascii: ">")),
        (Array("&quot;".utf8), UInt8(ascii: "\"")), (Array("&#39;".utf8), UInt8(ascii: "'")),
        (Array("&amp;".utf8), UInt8(ascii: "&")),
    ]

    /// One pass over the bytes: each of the five entities becomes its character, anything else is kept (a
    /// decoded `&amp;` is not read again, so `&amp;lt;` gives `&lt;`).
    static func decode(_ escaped: String) -> String {
        let utf8 = escaped.utf8
        guard utf8.contains(UInt8(ascii: "&")) else { return escaped }
        let bytes = Array(utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        scan: while index < bytes.count {
            if bytes[index] == UInt8(ascii: "&") {
                for entity in Self.entities where bytes[index...].starts(with: entity.name) {
                    out.append(entity.character)
                    index += entity.name.count
                    continue scan
                }
            }
            out.append(bytes[index])
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A list of nodes written as JSON except its shared parts, which are left as holes to be numbered:
    /// everything but the numbering reads only the nodes, so it is made on any thread, and the numbering,
    /// which depends on the screens before, runs in screen order (`resolve`).
    struct Prepared: Sendable {
        var bytes: [UInt8] = []
        /// Where each shared part goes in `bytes`, in order, and its JSON.
        var holes: [(offset: Int, part: SharedPart)] = []
    }

    /// A shared part's JSON: complete, or itself holding shared parts (numbered before it).
    indirect enum SharedPart: Sendable {
        case text(String)
        case nested(Prepared)
    }

    /// `nodes` (parsed markup) as a JSON array with its shared parts left as holes.
    static func prepare(_ nodes: [Node]) -> Prepared {
        var out = Prepared()
        out.bytes.append(UInt8(ascii: "["))
        items(nodes, into: &out)
        out.bytes.append(UInt8(ascii: "]"))
        return out
    }

    /// `prepared` with each shared part replaced by its number in the table (added when new), or by the part
    /// itself once the table is full.
    mutating func resolve(_ prepared: Prepared) -> String {
        guard !prepared.holes.isEmpty else { return String(decoding: prepared.bytes, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(prepared.bytes.count + 4 * prepared.holes.count)
        var copied = 0
        for (offset, part) in prepared.holes {
            out.append(contentsOf: prepared.bytes[copied..<offset])
            copied = offset
            let text: String
            switch part {
            case .text(let complete): text = complete
            case .nested(let inner): text = resolve(inner)
            }
            if let number = index[text] {
                out.append(contentsOf: String(number).utf8)
            } else if table.count < Self.maxShared {
                index[text] = table.count
                out.append(contentsOf: String(table.count).utf8)
                table.append(text)
            } else {
                out.append(contentsOf: text.utf8)
            }
        }
        out.append(contentsOf: prepared.bytes[copied...])
        return String(decoding: out, as: UTF8.self)
    }

    /// `nodes` as JSON values separated by commas, appended to `out` (one buffer for a whole screen's part:
    /// building each nested list as a string of its own copied the deeper levels once per level).
    private static func items(_ nodes: [Node], into out: inout Prepared) {
        var term = ""
        for (position, node) in nodes.enumerated() {
            var shared = false
            if case .element(let tag, let attributes, let children) = node {
                if tag == "dt" {
                    shared = true
                    term = children.map(Self.plain).joined()
                } else if tag == "dd" {
                    shared = term == "Basis" || term == "How to fix"
                } else if tag == "li" {
                    // A manual check without elements named.
                    if case .element("label", _, _)? = children.first { shared = children.count == 1 }
                } else {
                    shared = tag == "figcaption" || tag == "h4" || (tag == "p" && attributes.count == 1 && attributes[0] == ("class", "muted")
                        && !Self.holdsIds(node))
                }
            }
            if position > 0 { out.bytes.append(UInt8(ascii: ",")) }
            if shared {
                var own = Prepared()
                json(node, into: &own)
                out.holes.append((out.bytes.count, own.holes.isEmpty ? .text(String(decoding: own.bytes, as: UTF8.self)) : .nested(own)))
            } else {
                json(node, into: &out)
            }
        }
    }

    /// `node` as JSON, appended to `out`: text as a string, an element as `["tag", {attributes}, children…]`.
    private static func json(_ node: Node, into out: inout Prepared) {
        switch node {
        case .text(let text):
            appendString(text, to: &out.bytes)
        case .element(let tag, let attributes, let children):
            out.bytes.append(UInt8(ascii: "["))
            appendString(tag, to: &out.bytes)
            if !attributes.isEmpty {
                out.bytes.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: "{")])
                for (position, attribute) in attributes.enumerated() {
                    if position > 0 { out.bytes.append(UInt8(ascii: ",")) }
                    appendString(attribute.0, to: &out.bytes)
                    out.bytes.append(UInt8(ascii: ":"))
                    appendString(attribute.1, to: &out.bytes)
                }
                out.bytes.append(UInt8(ascii: "}"))
            }
            if !children.isEmpty {
                out.bytes.append(UInt8(ascii: ","))
                items(children, into: &out)
            }
            out.bytes.append(UInt8(ascii: "]"))
        }
    }

    static func plain(_ node: Node) -> String {
        switch node {
        case .text(let text): return text
        case .element(_, _, let children): return children.map(plain).joined()
        }
    }

    static func holdsIds(_ node: Node) -> Bool {
        guard case .element(_, let attributes, let children) = node else { return false }
        return attributes.contains { $0.0 == "id" || $0.0 == "for" } || children.contains(where: holdsIds)
    }

    /// `text` as a JSON string that is safe inside a `<script type="application/json">` block: quote,
    /// backslash and control characters escaped as JSON needs, and `<`, `>`, `&`, U+2028 and U+2029 as
    /// `\uXXXX`, so neither `</script>` nor `<!--` can appear (and the byte order mark, which some JSON
    /// readers drop).
    static func string(_ text: String) -> String {
        var out: [UInt8] = []
        appendString(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `text` as that JSON string, appended to `out`.
    static func appendString(_ text: String, to out: inout [UInt8]) {
        // Byte by byte: every character escaped is ASCII except U+2028, U+2029 and U+FEFF, recognised by
        // their three bytes; other bytes are copied as they are.
        out.append(0x22)
        func escaped(_ value: UInt32) { out += Array(("\\u" + HTMLText.hex(value)).utf8) }
        var text = text
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case 0x22: out += [0x5C, 0x22]
                case 0x5C: out += [0x5C, 0x5C]
                case 0x0A: out += [0x5C, 0x6E]
                case 0x09: out += [0x5C, 0x74]
                case 0x3C, 0x3E, 0x26: escaped(UInt32(byte))
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    escaped(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029)
                    index += 2
                case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF:
                    escaped(0xFEFF)
                    index += 2
                default:
                    if byte < 0x20 || byte == 0x7F { escaped(UInt32(byte)) } else { out.append(byte) }
                }
                index += 1
            }
        }
        out.append(0x22)
    }
}
