import Foundation
import Testing
import TreeModel

/// Whole files are read exactly, whatever their size relative to the reads the reader makes.
@Suite struct FileBytesSizeTests {
    @Test("files of many sizes are read byte for byte", arguments: [0, 1, 63, 64, 65, 4_096, 65_536, 65_537, 300_001])
    func exactBytes(_ size: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-crawl-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var seed: UInt64 = 0x5DEECE66D &+ UInt64(size)
        let bytes = (0..<size).map { _ -> UInt8 in
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: seed >> 56)
        }
        let file = folder.appendingPathComponent("f.bin")
        try Data(bytes).write(to: file)
        #expect(try FileBytes.read(file.path).get() == bytes)
    }
}
