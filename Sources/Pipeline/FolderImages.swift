import Foundation
import Support

/// Whether a folder holds any picture a recording could be paired with (a name ending in `.png`, `.jpg` or
/// `.jpeg`), listed once per folder for one run: a crawl's folder without pictures then costs one listing
/// instead of three `access` calls per recording. A folder that holds pictures, or cannot be listed, is
/// looked into file by file as before, so the answer is never "no" where a picture might be.
public final class FolderImages: @unchecked Sendable {
    private let lock = NSLock()
    private var holds: [String: Bool] = [:]

    public init() {}

    /// False only when the folder of `candidate` was listed and holds no picture.
    public func mayHold(_ candidate: String) -> Bool {
        let folder = candidate.lastIndex(ofASCII: "/").map { String(candidate[..<$0]) } ?? "."
        lock.lock()
        if let known = holds[folder] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let answer: Bool
        if let names = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "/" : folder) {
            answer = names.contains { $0.hasSuffix(".png") || $0.hasSuffix(".jpg") || $0.hasSuffix(".jpeg") }
        } else {
            answer = true
        }
        lock.lock()
        holds[folder] = answer
        lock.unlock()
        return answer
    }
}
