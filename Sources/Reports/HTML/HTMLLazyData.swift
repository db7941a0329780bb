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
    indirect enum Node: Equatable {
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
    static func decode(_ escaped: String) -> String {
        guard escaped.contains("&") else { return escaped }
        return escaped.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// `markup` as a JSON array of nodes, repeated parts referred to by their number in the table.
    mutating func json(_ markup: String) -> String {
        list(Self.parse(markup))
    }

    private mutating func list(_ nodes: [Node]) -> String {
        var parts: [String] = []
        var term = ""
        for node in nodes {
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
            parts.append(shared ? share(node) : json(node))
        }
        return "[" + parts.joined(separator: ",") + "]"
    }

    private mutating func json(_ node: Node) -> String {
        switch node {
        case .text(let text):
            return Self.string(text)
        case .element(let tag, let attributes, let children):
            var out = "[" + Self.string(tag)
            if !attributes.isEmpty {
                out += ",{" + attributes.map { Self.string($0.0) + ":" + Self.string($0.1) }.joined(separator: ",") + "}"
            }
            let inner = String(list(children).dropFirst().dropLast())
            if !inner.isEmpty { out += "," + inner }
            return out + "]"
        }
    }

    /// The number of `node` in the table, added when new.
    private mutating func share(_ node: Node) -> String {
        let text = json(node)
        if let number = index[text] { return String(number) }
        guard table.count < Self.maxShared else { return text }
        index[text] = table.count
        table.append(text)
        return String(table.count - 1)
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
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}", "\u{FEFF}":
                out += "\\u" + HTMLText.hex(scalar.value)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u" + HTMLText.hex(scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
