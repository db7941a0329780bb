import Foundation
import Recorders
import Testing
import TestSupport
import TreeModel

/// `Examples/UITestDumps/dumps` holds one dump a UI-test framework: each is read whole by the reader its name says.
@Suite struct ExampleDumpsTests {
    @Test("every example dump is read by the recorder its name starts with, without recording problems")
    func dumps() throws {
        let folder = PackagePaths.root.appendingPathComponent("Examples/UITestDumps/dumps")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names.map { String($0.prefix { $0 != "-" }) } == ["compose", "espresso", "flutter", "xcuitest"])
        for name in names {
            let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
            let head = RecordingHead(fileName: name, bytes: bytes[...])
            #expect(RecorderRegistry.recorder(for: head)?.id == String(name.prefix { $0 != "-" }), "\(name)")
            let screen = RecordingReader.read(bytes: bytes, file: name)
            #expect(screen.status == .ok && screen.problems.isEmpty, "\(name): \(screen.problems.map(\.description))")
        }
    }
}
