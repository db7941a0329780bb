import SupportXML

/// James Clark's canonical XML (`canonxml.html` in xmltest), the form of xmltest's `out/` files: no XML
/// declaration or comments, attributes sorted by name in Unicode order, empty elements as a start and end
/// tag, and `& < > "` tab, LF and CR in data written as references.
enum CanonicalXML {
    static func text(of tape: XMLTape) -> String {
        var out = ""
        for node in tape.prologue { write(node, of: tape, to: &out) }
        write(tape.root, of: tape, to: &out)
        for node in tape.epilogue { write(node, of: tape, to: &out) }
        return out
    }

    private static func write(_ node: Int, of tape: XMLTape, to out: inout String) {
        switch tape.kind(node) {
        case .element:
            out += "<" + tape.name(node)
            let attributes = tape.attributes(of: node).map { (name: tape.name($0), value: tape.value($0)) }
                .sorted { $0.name.unicodeScalars.lexicographicallyPrecedes($1.name.unicodeScalars) }
            for attribute in attributes {
                out += " " + attribute.name + "=\"" + escaped(attribute.value) + "\""
            }
            out += ">"
            tape.forEachChild(of: node) { write($0, of: tape, to: &out) }
            out += "</" + tape.name(node) + ">"
        case .text, .cdata:
            out += escaped(tape.text(node))
        case .processingInstruction:
            out += "<?" + tape.name(node) + " " + tape.text(node) + "?>"
        case .attribute:
            break
        }
    }

    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
