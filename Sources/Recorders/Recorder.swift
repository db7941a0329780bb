// Recorders: turn the files crawls write into `Screen`s with source positions, one recorder per format,
// each mapping its own vocabulary to platform-neutral traits and declaring what its files can say.

import TreeModel

/// A recording format: recognised from a file's first bytes and name, read into a `Screen`.
///
/// Adding a format: one file with a type conforming to `Recorder` (and its vocabulary), fixtures, and one
/// line in `RecorderRegistry.all`. Use `TreeBuilder` for parent, depth, descendant counts and sibling
/// positions; map the format's types to traits and `ElementRoles` (rules never test a recorder's type
/// strings) and set `Element.isContainer` for elements that only group others.
public protocol Recorder: Sendable {
    /// Stable id: `idb`.
    var id: String { get }
    /// One line for help and docs: what produces these files.
    var summary: String { get }
    /// Extensions (without the dot) of the files this recorder takes when a folder is searched.
    var fileExtensions: [String] { get }
    /// What this format's files can carry.
    var capabilities: RecorderCapabilities { get }
    /// Whether the file looks like this format, from its name and first bytes (no full parse).
    func recognises(_ head: RecordingHead) -> Bool
    /// Reads a whole file. Never throws: a file that cannot be read is a `Screen` with status
    /// `.unreadable` and a `ReadError` naming the place; a capture without a tree has status `.empty`.
    func read(bytes: [UInt8], file: String) -> Screen
}

/// What a recorder sees to recognise a file: its name and its first bytes.
public struct RecordingHead: Sendable {
    /// The file's name as given (`Recordings/login.json`, or `-` for standard input).
    public var fileName: String
    /// Up to the first 512 bytes.
    public var bytes: ArraySlice<UInt8>

    public init(fileName: String, bytes: ArraySlice<UInt8>) {
        self.fileName = fileName
        self.bytes = bytes
    }

    /// The first byte that is not white space or a UTF-8 byte order mark, if any.
    public var firstSignificantByte: UInt8? {
        var index = bytes.startIndex
        if bytes.count >= 3, bytes[index] == 0xEF, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF { index += 3 }
        while index < bytes.endIndex {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return bytes[index]
            }
        }
        return nil
    }

    /// True when the file name ends with `.extension`.
    public func hasExtension(_ fileExtension: String) -> Bool { fileName.hasSuffix("." + fileExtension) }
}

extension Recorder {
    /// `read` with the parsed JSON of `bytes`; a file that is not JSON is unreadable at the syntax error's place.
    func withJSON(_ bytes: [UInt8], file: String, _ read: (JSONDocument) -> Screen) -> Screen {
        let document: JSONDocument
        do {
            document = try JSONDocument(bytes: bytes)
        } catch {
            return .unreadable(file: file, error: ReadError(file: file, location: error.location, message: error.message))
        }
        return read(document)
    }
}
