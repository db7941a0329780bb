import Foundation
import TestSupport
import TreeModel

/// Re-records a tree for tests: the same screen written again the way a second capture would differ.
/// Object keys come in reverse order, every `frame` is moved by a few points (a different amount for each
/// element), and the whitespace is different (tabs, spaces around colons, one more line per value).
enum TestRecording {
    static func bytes(of fixture: String) throws -> [UInt8] {
        let url = PackagePaths.root.appendingPathComponent("Fixtures/trees/\(fixture)")
        return Array(try Data(contentsOf: url))
    }

    static func reRecord(_ bytes: [UInt8]) throws -> [UInt8] {
        let document = try JSONDocument(bytes: bytes)
        var writer = Writer(document: document)
        writer.value(document.root, depth: 0, jitter: false)
        writer.out.append("\n")
        return Array(writer.out.utf8)
    }

    private struct Writer {
        let document: JSONDocument
        var out = ""
        var frames = 0
        /// Points added to x and y of successive frames: a few points, never the same for two neighbours.
        static let offsets: [Double] = [1.5, 0.5, 2, 1, 2.5, 0.75, 3]

        mutating func value(_ node: Int, depth: Int, jitter: Bool) {
            let indent = String(repeating: "\t", count: depth + 1)
            switch document.kind(node) {
            case .object:
                var members: [(String, Int)] = []
                document.forEachMember(ofObject: node) { key, value in members.append((document.string(key), value)) }
                out.append("{")
                for (position, (name, member)) in members.reversed().enumerated() {
                    out.append(position == 0 ? "\n" : " ,\n")
                    out.append(indent)
                    out.append(quoted(name))
                    out.append("  :\t")
                    if jitter, name == "x" || name == "y", let number = document.number(member) {
                        out.append(format(number + Self.offsets[frames % Self.offsets.count]))
                    } else {
                        value(member, depth: depth + 1, jitter: name == "frame")
                    }
                }
                if jitter { frames += 1 }
                out.append("\n" + String(repeating: "\t", count: depth) + "}")
            case .array:
                out.append("[ ")
                for (position, element) in document.elements(ofArray: node).enumerated() {
                    if position > 0 { out.append(" , ") }
                    out.append("\n" + indent)
                    value(element, depth: depth + 1, jitter: false)
                }
                out.append(" ]")
            case .string: out.append(quoted(document.string(node)))
            case .number: out.append(document.numberText(node))
            case .true: out.append("true")
            case .false: out.append("false")
            case .null: out.append("null")
            }
        }

        func quoted(_ text: String) -> String {
            var buffer = JSONBuffer(pretty: false)
            buffer.string(text)
            return buffer.text
        }

        func format(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(value)
        }
    }
}
