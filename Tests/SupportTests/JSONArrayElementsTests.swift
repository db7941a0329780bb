import Foundation
import Testing
@testable import Support

/// `JSONDocument.forEachArrayElement` must see exactly what `JSONDocument(bytes:)` sees: the same
/// elements with the same nodes and locations, the same error at the same place, and nil (nothing
/// parsed) when the top-level value is not an array.
@Suite("JSON array read element by element")
struct JSONArrayElementsTests {
    /// The element documents as plain values: each node with the skip pointer made local, and its location.
    struct Seen: Equatable {
        var nodes: [JSONNode]
        var locations: [Support.SourceLocation]
    }

    static func streamed(_ bytes: [UInt8], maxDepth: Int) -> (result: Result<JSONDocument?, SyntaxError>, elements: [Seen]) {
        var elements: [Seen] = []
        do throws(SyntaxError) {
            let array = try JSONDocument.forEachArrayElement(bytes: bytes, maxDepth: maxDepth) { element in
                elements.append(Seen(nodes: element.nodes, locations: element.nodes.indices.map { element.location($0) }))
            }
            return (.success(array), elements)
        } catch {
            return (.failure(error), elements)
        }
    }

    /// The same for the elements of the whole document's top-level array.
    static func whole(_ document: JSONDocument) -> [Seen] {
        document.elements(ofArray: document.root).map { first in
            let range = first ..< document.next(first)
            let nodes = range.map { index -> JSONNode in
                var node = document.nodes[index]
                if node.kind == .array || node.kind == .object { node.end -= UInt32(first) }
                return node
            }
            return Seen(nodes: nodes, locations: range.map { document.location($0) })
        }
    }

    static func expectSame(_ bytes: [UInt8], maxDepth: Int = 512, _ name: String) {
        let streamed = Self.streamed(bytes, maxDepth: maxDepth)
        do throws(SyntaxError) {
            let document = try JSONDocument(bytes: bytes, maxDepth: maxDepth)
            guard document.kind(document.root) == .array else {
                guard case .success(nil) = streamed.result else {
                    Issue.record("\(name): not an array, but read element by element: \(streamed.result)")
                    return
                }
                #expect(streamed.elements.isEmpty, "\(name)")
                return
            }
            guard case .success(let array?) = streamed.result else {
                Issue.record("\(name): an array, but \(streamed.result)")
                return
            }
            #expect(array.count(array.root) == document.count(document.root), "\(name)")
            #expect(array.location(array.root) == document.location(document.root), "\(name)")
            #expect(array.lineCount == document.lineCount, "\(name)")
            #expect(streamed.elements == whole(document), "\(name)")
        } catch {
            if case .success(nil) = streamed.result {
                // Not read element by element, as it does not start with an array.
                #expect(Self.firstSignificantByte(bytes) != UInt8(ascii: "["), "\(name)")
                return
            }
            guard case .failure(let streamedError) = streamed.result else {
                Issue.record("\(name): rejected whole (\(error)), accepted element by element")
                return
            }
            #expect(streamedError == error, "\(name)")
        }
    }

    /// The first byte after a byte order mark and JSON whitespace.
    static func firstSignificantByte(_ bytes: [UInt8]) -> UInt8? {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        return body.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    }

    @Test("every JSONTestSuite file, at the default and at small depth limits")
    func conformanceSuite() throws {
        let names = JSONTestSuiteTests.fileNames
        #expect(names.count >= JSONTestSuiteTests.minimumFileCount)
        for name in names {
            let bytes = [UInt8](try Data(contentsOf: JSONTestSuiteTests.directory.appendingPathComponent(name)))
            for depth in [512, 1, 2, 3] { Self.expectSame(bytes, maxDepth: depth, "\(name) (depth \(depth))") }
        }
    }

    @Test("pretty-printed, non-ASCII, with a byte order mark, nested, empty, and broken after good elements",
          arguments: [
              "[\n  {\"a\": [1, 2, {\"b\": \"é\"}]},\n  \"x\",\n  [[], {}],\n  null\n]\n",
              "\u{FEFF}[ {\"label\": \"naïve ✓\"},\n\t{\"label\": \"b\"} ]",
              "[]", " [ ] ", "[\n]\n", "[1]", "[{}]", "[[[[]]]]",
              "[{\"a\": 1}, {\"b\": 2}, {\"c\": }]",
              "[{\"a\": 1}, 2 3]", "[{\"a\": 1},", "[1] x", "[1]]", "[", " ", "{\"a\": [1]}", "\"[\"",
          ])
    func cases(_ text: String) {
        Self.expectSame(Array(text.utf8), text)
        for depth in 0...4 { Self.expectSame(Array(text.utf8), maxDepth: depth, "\(text) (depth \(depth))") }
    }

    @Test("the elements before a syntax error are handed over; the error is the whole document's")
    func elementsBeforeAnError() {
        let streamed = Self.streamed(Array("[{\"a\": 1},\n {\"b\": 2},\n {\"c\": tru}]".utf8), maxDepth: 512)
        #expect(streamed.elements.count == 2)
        guard case .failure(let error) = streamed.result else {
            Issue.record("accepted a broken document")
            return
        }
        #expect(error.location == Support.SourceLocation(line: 3, column: 11))
    }
}
