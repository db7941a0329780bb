import Foundation
import Pipeline
import Testing
import TestSupport

/// A folder listed once and found without pictures is not looked into again; one with a picture, or one that
/// cannot be listed, still is, so pairing never misses a screenshot.
@Suite struct FolderImagesTests {
    @Test func foldersWithoutPicturesAreSkippedAndOthersAreNot() throws {
        let url = try TemporaryFolder.create("folder-images")
        defer { TemporaryFolder.remove(url) }
        let root = url.path
        let bare = root + "/bare", shots = root + "/shots", jpeg = root + "/jpeg"
        for folder in [bare, shots, jpeg] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        for (file, folder) in [("login.json", bare), ("notes.txt", bare), ("login.json", shots), ("login.png", shots),
                               ("home.jpeg", jpeg)] {
            #expect(FileManager.default.createFile(atPath: folder + "/" + file, contents: Data()))
        }
        let folders = FolderImages()
        #expect(!folders.mayHold(bare + "/login.png"))
        #expect(!folders.mayHold(bare + "/login.jpg"))
        #expect(folders.mayHold(shots + "/login.png"))
        #expect(folders.mayHold(shots + "/other.jpg"), "a folder with pictures is looked into file by file")
        #expect(folders.mayHold(jpeg + "/home.jpeg"))
        #expect(folders.mayHold(root + "/missing/login.png"), "a folder that cannot be listed is not ruled out")
        // Answers are kept for the run: a picture added later to a folder listed without one is not seen.
        #expect(FileManager.default.createFile(atPath: bare + "/login.png", contents: Data()))
        #expect(!folders.mayHold(bare + "/login.png"))
        #expect(FolderImages().mayHold(bare + "/login.png"), "a new run lists the folder again")
    }
}
