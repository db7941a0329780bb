import Foundation

/// libjpeg-turbo's `cjpeg` and `djpeg` (Debian's libjpeg-turbo-progs, which `.ci/run` installs), run on files
/// in a temporary folder; tests that need them are skipped with a message when they are absent.
enum JPEGTools {
    static let folders = ["/usr/bin", "/usr/local/bin", "/bin"]
    static func find(_ name: String) -> String? {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + folders
        return path.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
    static let cjpeg = find("cjpeg")
    static let djpeg = find("djpeg")
    static let available = cjpeg != nil && djpeg != nil

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `tool` with `arguments` and returns its standard output; throws with its standard error when it fails.
    static func run(_ tool: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // The tools write little to standard error: reading the output to its end first cannot block them.
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errorData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(tool) \(arguments.joined(separator: " ")) failed: \(String(decoding: errorData, as: UTF8.self))")
        }
        return data
    }

    /// A fresh temporary folder named as every test's (`a11y-crawl-test-…`, which `.ci/run` checks is removed).
    static func withFolder<T>(_ body: (URL) throws -> T) throws -> T {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-crawl-test-jpeg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        return try body(url)
    }

    /// Compresses `picture` with `cjpeg` and the given options; returns the JPEG file.
    static func compress(_ picture: PPM, options: [String], in folder: URL) throws -> [UInt8] {
        let input = folder.appendingPathComponent("in.\(picture.channels == 1 ? "pgm" : "ppm")")
        try Data(picture.file).write(to: input)
        return Array(try run(cjpeg!, options + [input.path]))
    }

    /// Decompresses `jpeg` with `djpeg -dct int -nosmooth` to a PPM (or PGM for grey), the reference.
    static func decompress(_ jpeg: [UInt8], in folder: URL) throws -> PPM {
        let input = folder.appendingPathComponent("reference.jpg")
        try Data(jpeg).write(to: input)
        return try PPM(parsing: Array(run(djpeg!, ["-dct", "int", "-nosmooth", "-pnm", input.path])))
    }
}

/// A binary PPM (P6, RGB) or PGM (P5, grey) picture at 8 bits.
struct PPM {
    var width: Int
    var height: Int
    var channels: Int
    var samples: [UInt8]

    init(width: Int, height: Int, channels: Int, samples: [UInt8]) {
        self.width = width
        self.height = height
        self.channels = channels
        self.samples = samples
    }

    var file: [UInt8] { Array("P\(channels == 1 ? 5 : 6)\n\(width) \(height)\n255\n".utf8) + samples }

    struct Malformed: Error {}

    init(parsing bytes: [UInt8]) throws {
        var i = 0
        func token() throws -> String {
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
            let start = i
            while i < bytes.count, !(bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09) { i += 1 }
            guard i > start else { throw Malformed() }
            return String(decoding: bytes[start..<i], as: UTF8.self)
        }
        let magic = try token()
        guard magic == "P5" || magic == "P6", let w = Int(try token()), let h = Int(try token()), try token() == "255" else { throw Malformed() }
        i += 1
        width = w
        height = h
        channels = magic == "P5" ? 1 : 3
        guard bytes.count - i == w * h * channels else { throw Malformed() }
        samples = Array(bytes[i...])
    }

    /// The largest difference between a sample of this picture and the same sample of `rgba` (RGBA, alpha
    /// ignored; grey compared with each of red, green and blue), and the index in `rgba` where it is.
    func largestDifference(from rgba: [UInt8]) -> (difference: Int, at: Int) {
        precondition(rgba.count == width * height * 4)
        var worst = 0, at = 0
        samples.withUnsafeBufferPointer { s in
            rgba.withUnsafeBufferPointer { o in
                for p in 0..<(width * height) {
                    for c in 0..<3 {
                        let theirs = Int(s[channels == 1 ? p : 3 * p + c]), ours = Int(o[4 * p + c])
                        let d = abs(theirs - ours)
                        if d > worst { worst = d; at = 4 * p + c }
                    }
                }
            }
        }
        return (worst, at)
    }
}
