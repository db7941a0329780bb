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
    /// Extensions of files taken from a searched folder only when this recorder recognises their first bytes: text
    /// dumps (`.txt`, `.log`) that sit among notes and logs that are no recordings.
    var contentCheckedExtensions: [String] { get }
    /// What this format's files can carry.
    var capabilities: RecorderCapabilities { get }
    /// Whether the file looks like this format, from its name and first bytes (no full parse).
    func recognises(_ head: RecordingHead) -> Bool
    /// Reads a whole file. Never throws: a file that cannot be read is a `Screen` with status
    /// `.unreadable` and a `ReadError` naming the place; a capture without a tree has status `.empty`.
    func read(bytes: [UInt8], file: String) -> Screen
}

/// What a recorder sees to recognise a file: its name and its first bytes, from where its content starts.
public struct RecordingHead: Sendable {
    /// How many bytes of content a recorder sees.
    public static let size = 512

    /// The file's name as given (`Recordings/login.json`, or `-` for standard input).
    public var fileName: String
    /// Up to `size` bytes from where the content starts: past a UTF-8 byte order mark and white space, and in
    /// XML past the declaration, comments, processing instructions and the document type, so that the first
    /// element or JSON value is at the start however far into the file it lies.
    public var bytes: ArraySlice<UInt8>

    /// `bytes` is the whole file, or as much of its start as is at hand.
    public init(fileName: String, bytes: ArraySlice<UInt8>) {
        self.fileName = fileName
        let start = Self.contentStart(bytes)
        self.bytes = bytes[start..<min(bytes.endIndex, start + Self.size)]
    }

    /// Where the content of `bytes` starts (see `bytes`); the end when there is none.
    static func contentStart(_ bytes: ArraySlice<UInt8>) -> Int {
        var index = bytes.startIndex
        if bytes.count >= 3, bytes[index] == 0xEF, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF { index += 3 }
        func skipSpace() {
            while index < bytes.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }
        func starts(with text: StaticString, at position: Int) -> Bool {
            let count = text.utf8CodeUnitCount
            guard bytes.endIndex - position >= count else { return false }
            return (0..<count).allSatisfy { bytes[position + $0] == text.utf8Start[$0] }
        }
        /// The index after the first `terminator` at or after `position`, nil when there is none.
        func after(_ terminator: StaticString, from position: Int) -> Int? {
            var position = position
            while position < bytes.endIndex {
                if starts(with: terminator, at: position) { return position + terminator.utf8CodeUnitCount }
                position += 1
            }
            return nil
        }
        skipSpace()
        // XML's prolog: each markup before the first element; an unterminated one leaves the start there.
        while index < bytes.endIndex, bytes[index] == UInt8(ascii: "<") {
            let next: Int?
            if starts(with: "<?", at: index) {
                next = after("?>", from: index + 2)
            } else if starts(with: "<!--", at: index) {
                next = after("-->", from: index + 4)
            } else if starts(with: "<!", at: index) {
                next = endOfDeclaration(bytes, from: index + 2)
            } else {
                break
            }
            guard let next else { break }
            index = next
            skipSpace()
        }
        return index
    }

    /// The index after the `>` that closes a `<!DOCTYPE …>` begun before `position`, its internal subset
    /// (`[…]`) and quoted strings included; nil when it does not close.
    private static func endOfDeclaration(_ bytes: ArraySlice<UInt8>, from position: Int) -> Int? {
        var index = position, depth = 0
        var quote: UInt8?
        while index < bytes.endIndex {
            let byte = bytes[index]
            index += 1
            if let open = quote {
                if byte == open { quote = nil }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth = max(0, depth - 1)
            case UInt8(ascii: ">") where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    /// The first byte that is not white space or a UTF-8 byte order mark, if any.
    /// Whether the content starts with `{(` (spaces and line breaks allowed between): the set of elements an XCUITest
    /// query matched, as its failure message prints it, never JSON.
    public var startsWithElementSet: Bool {
        guard firstSignificantByte == UInt8(ascii: "{"), let brace = bytes.firstIndex(of: UInt8(ascii: "{")) else { return false }
        let next = bytes[(brace + 1)...].first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
        return next == UInt8(ascii: "(")
    }

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

    /// The name of the XML element the content starts with (`hierarchy`, `AppiumAUT`); nil when it does not start
    /// with one (JSON, text, or a declaration or comment that does not end).
    public var firstElementName: String? {
        guard bytes.first == UInt8(ascii: "<") else { return nil }
        let name = bytes.dropFirst().prefix { ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/"), UInt8(ascii: ">")].contains($0) }
        guard let first = name.first, first != UInt8(ascii: "?"), first != UInt8(ascii: "!") else { return nil }
        return String(decoding: name, as: UTF8.self)
    }

    /// True when the file name ends with `.extension`, in any case (`.json`, `.JSON`).
    public func hasExtension(_ fileExtension: String) -> Bool { Self.name(fileName, hasExtension: fileExtension) }

    /// True when `name` ends with `.` and `fileExtension`, ASCII letters compared in any case: cameras,
    /// Windows tools and scripts write `LOGIN.JSON` and `Dump.XML`.
    public static func name(_ name: String, hasExtension fileExtension: String) -> Bool {
        let suffix = Array(("." + fileExtension).utf8)
        let bytes = name.utf8
        guard bytes.count >= suffix.count else { return false }
        func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }
        return bytes.suffix(suffix.count).elementsEqual(suffix) { lower($0) == lower($1) }
    }
}

extension Recorder {
    public var contentCheckedExtensions: [String] { [] }

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
