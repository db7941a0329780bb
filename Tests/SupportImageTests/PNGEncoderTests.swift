import CZlib
import Foundation
import SupportImage
import Testing

/// The PNG encoder, checked by decoding what it writes: with the project's decoder (every valid PngSuite
/// image, re-encoded from its 8-bit samples, gives them back) and by hand with zlib (the chunks, their CRCs
/// and the unfiltered rows), and the box filter that makes thumbnails.
@Suite struct PNGEncoderTests {
    @Test("every valid PngSuite image survives a round trip", arguments: PngSuite.validNames)
    func roundTrip(name: String) throws {
        let image = try PNGDecoder.decode(PngSuite.bytes(name))
        let samples = image.rgba8
        let png = try #require(PNGEncoder.encode(samples, width: image.width, height: image.height, layout: .rgba))
        let again = try PNGDecoder.decode(png)
        #expect(again.width == image.width && again.height == image.height)
        #expect(again.rgba8 == samples)
        #expect(again.header.interlaced == false)
        // The same samples give the same bytes.
        #expect(PNGEncoder.encode(samples, width: image.width, height: image.height, layout: .rgba) == png)
    }

    @Test func rgbIsDecodedOpaque() throws {
        let width = 7, height = 5
        var rgb: [UInt8] = []
        for y in 0..<height { for x in 0..<width { rgb += [UInt8(x * 30), UInt8(y * 50), UInt8((x * y * 13) & 0xFF)] } }
        let png = try #require(PNGEncoder.encode(rgb, width: width, height: height, layout: .rgb))
        let decoded = try PNGDecoder.decode(png)
        #expect(decoded.header.colorType.rawValue == 2)
        var expected: [UInt8] = []
        for pixel in 0..<(width * height) { expected += rgb[(pixel * 3)..<(pixel * 3 + 3)] + [255] }
        #expect(decoded.rgba8 == expected)
    }

    /// Read by hand, without the project's decoder: signature, chunk lengths and types, CRCs (zlib's crc32),
    /// the header's fields, and the image data inflated by zlib and unfiltered row by row.
    @Test func theFileIsReadableByHand() throws {
        let width = 9, height = 4
        var rgba: [UInt8] = []
        for y in 0..<height { for x in 0..<width { rgba += [UInt8(x * 28), UInt8(y * 60), 200, UInt8(255 - x * 10)] } }
        let png = try #require(PNGEncoder.encode(rgba, width: width, height: height, layout: .rgba))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func be32(_ at: Int) -> Int { Int(png[at]) << 24 | Int(png[at + 1]) << 16 | Int(png[at + 2]) << 8 | Int(png[at + 3]) }
        var chunks: [(type: String, data: [UInt8])] = []
        var offset = 8
        while offset < png.count {
            let length = be32(offset)
            let body = Array(png[(offset + 4)..<(offset + 8 + length)])
            let crc = body.withUnsafeBufferPointer { Int(crc32(0, $0.baseAddress, uInt($0.count))) }
            #expect(crc == be32(offset + 8 + length))
            chunks.append((String(decoding: body.prefix(4), as: UTF8.self), Array(body.dropFirst(4))))
            offset += 12 + length
        }
        #expect(offset == png.count)
        #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        let header = chunks[0].data
        #expect(header.count == 13 && Array(header[8...]) == [8, 6, 0, 0, 0])
        var size = uLong((width * 4 + 1) * height)
        var raw = [UInt8](repeating: 0, count: Int(size))
        let idat = chunks[1].data
        let status = raw.withUnsafeMutableBufferPointer { out in
            idat.withUnsafeBufferPointer { uncompress(out.baseAddress, &size, $0.baseAddress, uLong($0.count)) }
        }
        #expect(status == Z_OK && Int(size) == raw.count)
        // Unfiltered with the five filters as the PNG specification defines them.
        let stride = width * 4
        var rows: [UInt8] = []
        for y in 0..<height {
            let type = raw[y * (stride + 1)]
            for i in 0..<stride {
                let a = i >= 4 ? Int(rows[y * stride + i - 4]) : 0
                let b = y > 0 ? Int(rows[(y - 1) * stride + i]) : 0
                let c = i >= 4 && y > 0 ? Int(rows[(y - 1) * stride + i - 4]) : 0
                let p = a + b - c
                let predictor: Int
                switch type {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                default: predictor = abs(p - a) <= abs(p - b) && abs(p - a) <= abs(p - c) ? a : abs(p - b) <= abs(p - c) ? b : c
                }
                rows.append(UInt8((Int(raw[y * (stride + 1) + 1 + i]) + predictor) & 0xFF))
            }
        }
        #expect(rows == rgba)
    }

    @Test func sizesThatDoNotMatchAreRefused() {
        #expect(PNGEncoder.encode([1, 2, 3], width: 2, height: 1, layout: .rgb) == nil)
        #expect(PNGEncoder.encode([], width: 0, height: 0, layout: .rgba) == nil)
    }

    /// A 4 × 2 picture to 2 × 1: each pixel the rounded mean of its 2 × 2 box; opaque gives RGB.
    @Test func theBoxFilterAveragesEachBox() throws {
        var rgba: [UInt8] = []
        let reds: [UInt8] = [0, 10, 100, 201, 20, 31, 50, 0]
        for red in reds { rgba += [red, 255, 7, 255] }
        let small = try #require(ImageThumbnail(rgba: rgba, width: 4, height: 2, maxWidth: 2, maxHeight: 10))
        #expect(small.width == 2 && small.height == 1 && small.layout == .rgb)
        let left = (0 + 10 + 20 + 31 + 2) / 4, right = (100 + 201 + 50 + 0 + 2) / 4
        #expect(small.samples == [UInt8(left), 255, 7, UInt8(right), 255, 7])
        // Transparency is kept as RGBA; a picture smaller than the bounds is not scaled up.
        rgba[3] = 0
        let kept = try #require(ImageThumbnail(rgba: rgba, width: 4, height: 2, maxWidth: 100, maxHeight: 100))
        #expect(kept.width == 4 && kept.height == 2 && kept.layout == .rgba && kept.samples == rgba)
        // Bounded by the height too, proportions kept.
        let tall = [UInt8](repeating: 128, count: 30 * 90 * 4)
        let thin = try #require(ImageThumbnail(rgba: tall, width: 30, height: 90, maxWidth: 144, maxHeight: 45))
        #expect(thin.width == 15 && thin.height == 45)
        #expect(try PNGDecoder.decode(#require(thin.png)).width == 15)
    }
}
