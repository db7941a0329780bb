internal import CZlib

/// The chunks of a PNG file, walked and checked: signature, lengths, CRCs, order and uniqueness rules,
/// the header, palette and transparency, where the image data lies, and the colour-space chunks.
struct PNGChunks: Sendable {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    var header: PNGHeader
    /// The palette as `r, g, b` triples (empty without `PLTE`).
    var palette: [UInt8] = []
    /// The raw `tRNS` data (empty without it) and where its data starts.
    var transparency: ArraySlice<UInt8> = []
    var transparencyOffset = 0
    /// Where each `IDAT` chunk's data lies in the file: offset of the data, and its length.
    var imageData: [(offset: Int, count: Int)] = []
    var colorChunks = PNGColorChunks()

    /// The offset of the first `IDAT` chunk, for errors about the image data as a whole.
    var firstImageDataChunk: Int { (imageData.first?.offset ?? 8) - 8 }

    /// Walks `bytes` from the signature to `IEND`.
    init(bytes: [UInt8], maxPixels: Int) throws(PNGError) {
        try Self.checkSignature(bytes)
        var position = Self.signature.count
        let first = try Self.chunk(in: bytes, at: position)
        guard first.type == "IHDR" else {
            throw PNGError(.chunkOrder, "the first chunk is \(first.type), not IHDR", offset: position, chunk: first.type)
        }
        header = try PNGHeader(data: bytes[(position + 8)..<(position + 8 + first.count)], offset: position, maxPixels: maxPixels)
        position += 12 + first.count
        var seen: Set<String> = ["IHDR"]
        var imageDataEnded = false
        while true {
            let chunk = try Self.chunk(in: bytes, at: position)
            let type = chunk.type
            let data = bytes[(position + 8)..<(position + 8 + chunk.count)]
            if type != "IDAT", !imageData.isEmpty {
                imageDataEnded = true
            }
            switch type {
            case "IHDR":
                throw PNGError(.chunkOrder, "a second IHDR chunk appears", offset: position, chunk: type)
            case "PLTE":
                try checkBeforeImageData(type, seen: seen, position: position)
                try readPalette(data, position: position)
            case "tRNS":
                try checkBeforeImageData(type, seen: seen, position: position)
                if header.colorType == .indexed, !seen.contains("PLTE") {
                    throw PNGError(.chunkOrder, "tRNS comes before PLTE", offset: position, chunk: type)
                }
                try readTransparency(data, position: position)
            case "IDAT":
                if imageDataEnded {
                    throw PNGError(.chunkOrder, "IDAT chunks are not consecutive (another chunk comes between them)", offset: position, chunk: type)
                }
                if header.colorType == .indexed, !seen.contains("PLTE") {
                    throw PNGError(.badPalette, "an indexed-colour image has no PLTE chunk before its first IDAT", offset: position, chunk: type)
                }
                imageData.append((position + 8, chunk.count))
            case "IEND":
                guard !imageData.isEmpty else {
                    throw PNGError(.chunkOrder, "IEND comes without any IDAT chunk: the file holds no image data", offset: position, chunk: type)
                }
                guard chunk.count == 0 else {
                    throw PNGError(.badChunk, "IEND holds \(chunk.count) bytes instead of 0", offset: position, chunk: type)
                }
                let end = position + 12
                guard end == bytes.count else {
                    throw PNGError(.badChunk, "\(bytes.count - end) bytes follow the IEND chunk", offset: end, chunk: type)
                }
                return
            case "sRGB", "gAMA", "cHRM", "iCCP", "cICP":
                try checkBeforeImageData(type, seen: seen, position: position)
                try colorChunks.record(type, data: data, offset: position)
            default:
                // Bit 5 of the first type byte clear (an upper-case letter) marks a critical chunk.
                if bytes[position + 4] & 0x20 == 0 {
                    throw PNGError(.badChunk, "unknown critical chunk \(type): the image cannot be decoded without it", offset: position, chunk: type)
                }
            }
            seen.insert(type)
            position += 12 + chunk.count
        }
    }

    /// Refuses anything but the eight-byte PNG signature, naming JPEG files as such.
    static func checkSignature(_ bytes: [UInt8]) throws(PNGError) {
        if bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF {
            throw PNGError(.notPNG, "not a PNG: the file starts with a JPEG signature (FF D8 FF), and only PNG is decoded", offset: 0)
        }
        guard bytes.count >= signature.count else {
            throw PNGError(.notPNG, "not a PNG: the file holds \(bytes.count) bytes, fewer than the 8-byte PNG signature", offset: 0)
        }
        for i in 0..<signature.count where bytes[i] != signature[i] {
            let found = bytes[0..<8].map { String($0, radix: 16, uppercase: true).leftPadded(to: 2) }.joined(separator: " ")
            throw PNGError(.notPNG, "not a PNG: the file starts with \(found) instead of the PNG signature 89 50 4E 47 0D 0A 1A 0A", offset: i)
        }
    }

    /// Reads the length and type of the chunk at `position` and checks that it is complete and its CRC matches.
    static func chunk(in bytes: [UInt8], at position: Int) throws(PNGError) -> (type: String, count: Int) {
        guard position < bytes.count else {
            throw PNGError(.truncated, "the file ends without an IEND chunk", offset: position)
        }
        guard bytes.count - position >= 12 else {
            throw PNGError(.truncated, "the file ends inside a chunk header (\(bytes.count - position) bytes left, 12 needed)", offset: position)
        }
        let length = PNGBytes.uint32(bytes[...], at: position)
        let typeBytes = bytes[(position + 4)..<(position + 8)]
        guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
            let hex = typeBytes.map { String($0, radix: 16, uppercase: true).leftPadded(to: 2) }.joined(separator: " ")
            throw PNGError(.badChunk, "a chunk type is \(hex), not four ASCII letters", offset: position + 4)
        }
        let type = String(decoding: typeBytes, as: UTF8.self)
        guard length <= UInt32(Int32.max) else {
            throw PNGError(.badChunk, "the chunk claims \(length) bytes, over the PNG maximum of 2^31 − 1", offset: position, chunk: type)
        }
        let count = Int(length)
        guard bytes.count - position - 12 >= count else {
            throw PNGError(.truncated, "the chunk claims \(count) data bytes but the file ends \(bytes.count - position - 8) bytes after its type", offset: position, chunk: type)
        }
        let stored = PNGBytes.uint32(bytes[...], at: position + 8 + count)
        let computed = bytes.withUnsafeBufferPointer { buffer in
            UInt32(crc32(0, buffer.baseAddress! + position + 4, uInt(count + 4)))
        }
        guard stored == computed else {
            throw PNGError(.badCRC, "the chunk's CRC is \(hex32(stored)) but its type and data give \(hex32(computed))", offset: position + 8 + count, chunk: type)
        }
        return (type, count)
    }

    private func checkBeforeImageData(_ type: String, seen: Set<String>, position: Int) throws(PNGError) {
        guard imageData.isEmpty else {
            throw PNGError(.chunkOrder, "\(type) comes after the image data; it must come before the first IDAT", offset: position, chunk: type)
        }
        guard !seen.contains(type) else {
            throw PNGError(.chunkOrder, "a second \(type) chunk appears", offset: position, chunk: type)
        }
    }

    private mutating func readPalette(_ data: ArraySlice<UInt8>, position: Int) throws(PNGError) {
        switch header.colorType {
        case .grey, .greyAlpha:
            throw PNGError(.badPalette, "a greyscale image has a PLTE chunk, which the specification forbids", offset: position, chunk: "PLTE")
        case .rgb, .rgba, .indexed:
            break
        }
        guard !data.isEmpty, data.count % 3 == 0, data.count <= 768 else {
            throw PNGError(.badPalette, "PLTE holds \(data.count) bytes, not 1 to 256 entries of 3 bytes", offset: position, chunk: "PLTE")
        }
        let entries = data.count / 3
        if header.colorType == .indexed, entries > 1 << header.bitDepth {
            throw PNGError(.badPalette, "PLTE holds \(entries) entries, more than a \(header.bitDepth)-bit index can reach", offset: position, chunk: "PLTE")
        }
        // A suggested palette for a truecolour image is valid but not needed to decode it.
        if header.colorType == .indexed {
            palette = Array(data)
        }
    }

    private mutating func readTransparency(_ data: ArraySlice<UInt8>, position: Int) throws(PNGError) {
        switch header.colorType {
        case .indexed:
            guard data.count <= palette.count / 3 else {
                throw PNGError(.badChunk, "tRNS holds \(data.count) alpha values for a palette of \(palette.count / 3) entries", offset: position, chunk: "tRNS")
            }
        case .grey:
            guard data.count == 2 else {
                throw PNGError(.badChunk, "tRNS for a greyscale image holds \(data.count) bytes instead of 2", offset: position, chunk: "tRNS")
            }
        case .rgb:
            guard data.count == 6 else {
                throw PNGError(.badChunk, "tRNS for an RGB image holds \(data.count) bytes instead of 6", offset: position, chunk: "tRNS")
            }
        case .greyAlpha, .rgba:
            throw PNGError(.badChunk, "tRNS appears in an image with an alpha channel, which the specification forbids", offset: position, chunk: "tRNS")
        }
        transparency = data
        transparencyOffset = position
    }
}
