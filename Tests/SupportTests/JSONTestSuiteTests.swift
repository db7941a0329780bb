import Foundation
import Testing
@testable import Support
import TestSupport

/// Conformance against nst/JSONTestSuite (`Fixtures/JSONTestSuite/test_parsing`, MIT licence):
/// every `y_` file must be accepted, every `n_` file rejected, every `i_` file either — and no file
/// may crash or hang the reader.
@Suite("JSONTestSuite conformance")
struct JSONTestSuiteTests {
    static let directory: URL = PackagePaths.root
        .appendingPathComponent("Fixtures/JSONTestSuite/test_parsing", isDirectory: true)

    static let minimumFileCount = 300

    /// Every `.json` file name in the fixture directory, sorted; a single sentinel name when the
    /// directory is missing or incomplete, so the parameterised test fails instead of passing vacuously.
    static let fileNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let json = names.filter { $0.hasSuffix(".json") }.sorted()
        return json.count >= minimumFileCount ? json : ["<JSONTestSuite fixtures missing: \(json.count) files in \(directory.path)>"]
    }()

    @Test("the fixture directory holds the whole suite")
    func fixturesArePresent() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
            .filter { $0.hasSuffix(".json") }
        #expect(names.count >= Self.minimumFileCount)
        #expect(names.filter { $0.hasPrefix("y_") }.count >= 90)
        #expect(names.filter { $0.hasPrefix("n_") }.count >= 180)
        #expect(names.filter { $0.hasPrefix("i_") }.count >= 30)
    }

    @Test("test_parsing file", arguments: fileNames)
    func parse(_ name: String) throws {
        let url = Self.directory.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else {
            Issue.record("missing fixture: \(name)")
            return
        }
        let bytes = [UInt8](try Data(contentsOf: url))
        let outcome: Result<JSONDocument, SyntaxError>
        do throws(SyntaxError) {
            outcome = .success(try JSONDocument(bytes: bytes))
        } catch {
            outcome = .failure(error)
        }

        switch (name.prefix(2), outcome) {
        case ("y_", .failure(let error)):
            Issue.record("rejected a valid document: \(error)")
        case ("n_", .success):
            Issue.record("accepted an invalid document")
        case (_, .success(let document)):
            checkTape(document)
        case (_, .failure(let error)):
            checkError(error, bytes: bytes)
        }
    }

    /// Structural invariants of an accepted document, plus decoding every value (must not trap).
    func checkTape(_ document: JSONDocument) {
        #expect(!document.nodes.isEmpty)
        #expect(document.next(document.root) == document.nodes.count)
        for index in document.nodes.indices {
            let node = document.nodes[index]
            #expect(Int(node.start) < document.bytes.count)
            switch node.kind {
            case .array:
                let elements = document.elements(ofArray: index)
                #expect(elements.count == Int(node.count))
                let last = elements.last.map { document.next($0) } ?? index + 1
                #expect(last == Int(node.end))
            case .object:
                var members = 0
                var after = index + 1
                document.forEachMember(ofObject: index) { key, value in
                    #expect(document.kind(key) == .string)
                    members += 1
                    after = document.next(value)
                }
                #expect(members == Int(node.count))
                #expect(after == Int(node.end))
            case .string:
                _ = document.string(index)
                #expect(document.bytes[Int(node.end) - 1] == UInt8(ascii: "\""))
            case .number:
                #expect(document.number(index) != nil)
                #expect(!document.numberText(index).isEmpty)
            case .true, .false:
                #expect(document.bool(index) != nil)
            case .null:
                #expect(document.isNull(index))
            }
            let location = document.location(index)
            #expect(location.line >= 1 && location.column >= 1)
        }
    }

    /// A rejection must point inside the input (or at its end) with a well-formed message.
    func checkError(_ error: SyntaxError, bytes: [UInt8]) {
        #expect(error.offset >= 0 && error.offset <= bytes.count)
        #expect(error.location.line >= 1 && error.location.column >= 1)
        #expect(!error.message.isEmpty)
        #expect(error.message.first?.isLowercase == true, "message should start lower-case: \(error.message)")
        #expect(!error.message.hasSuffix("."))
    }
}
