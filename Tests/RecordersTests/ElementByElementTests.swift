import Foundation
import Testing
import TreeModel
@testable import Recorders
import TestSupport

/// Large idb arrays are read element by element (`IDBRecorder.readArray`); the result must be the screen the
/// whole-document reader gives: the same elements with the same locations, format, problems and errors.
@Suite struct ElementByElementTests {
    static func expectSame(_ bytes: [UInt8], _ name: String) {
        let whole = IDBRecorder().read(bytes: bytes, file: name)
        guard let streamed = IDBRecorder.readArray(bytes: bytes, file: name) else {
            // Not an array: nothing was read element by element.
            #expect(whole.format != .idbFlat && whole.format != .idbNested, "\(name)")
            return
        }
        #expect(streamed.status == whole.status, "\(name)")
        #expect(streamed.format == whole.format, "\(name)")
        #expect(streamed.error == whole.error, "\(name)")
        #expect(streamed.bounds == whole.bounds, "\(name)")
        #expect(streamed.elements == whole.elements, "\(name)")
        #expect(streamed.problems == whole.problems, "\(name)")
    }

    @Test func fixturesAndRealRecordingsReadTheSame() throws {
        var files: [URL] = []
        let fixtures = PackagePaths.root.appendingPathComponent("Fixtures/trees")
        for rule in try FileManager.default.contentsOfDirectory(atPath: fixtures.path) {
            let directory = fixtures.appendingPathComponent(rule)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] where name.hasSuffix(".json") {
                files.append(directory.appendingPathComponent(name))
            }
        }
        for folder in ["idb-flat", "idb-nested"] {
            let directory = PackagePaths.recordings.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".json") {
                files.append(directory.appendingPathComponent(name))
            }
        }
        #expect(files.count >= 20)
        for file in files { Self.expectSame([UInt8](try Data(contentsOf: file)), file.lastPathComponent) }
    }

    @Test(arguments: [
        "[\n  \"not an element\",\n  {\"type\": tru}\n]",
        "[\n  \"not an element\",\n  {\"type\": true}\n]",
        "\u{FEFF}[{\"type\":\"Application\",\"frame\":{\"x\":0,\"y\":0,\"width\":390,\"height\":844}},\n {\"type\":\"Button\",\"AXLabel\":\"Ü\",\"frame\":{\"x\":\"NaN\",\"y\":0,\"width\":1,\"height\":1}}, {\"type\":\"Image\"}]",
        "[{\"type\":\"Application\",\"frame\":{\"x\":0,\"y\":0,\"width\":0,\"height\":0}}]",
        "[{\"type\":\"Application\",\"children\":[{\"type\":\"Button\",\"children\":null}]}, {\"type\":\"Other\"}]",
        "[{\"type\":\"Application\",\"children\":\"x\"}]",
        " [ ] ", "[1, 2]", "[{\"a\": 1}, 2 3]", "[", "{\"type\":\"Button\"}",
    ])
    func smallCasesReadTheSame(_ text: String) {
        Self.expectSame(Array(text.utf8), "t.json")
    }
}
