/// A JPEG decoder of our own: baseline, extended sequential and progressive Huffman-coded JPEG (SOF0–SOF2),
/// 8-bit, grey or three components (YCbCr, or RGB by Adobe's flag), any sampling factors, restart markers,
/// the EXIF orientation applied, an ICC profile reported (not applied). Arithmetic coding, lossless,
/// hierarchical, 12-bit and CMYK files are refused by name. See Docs/JPEGDecoder.md.
public enum JPEGDecoder {
    /// The default pixel limit, the PNG decoder's: 64 megapixels. A frame over it is refused before any
    /// pixel memory is allocated.
    public static let defaultMaxPixels = PNGDecoder.defaultMaxPixels

    /// Decodes a whole JPEG file to RGBA samples. Throws a `JPEGError` naming what is wrong, its byte offset
    /// and its marker; the caller adds the file's path.
    public static func decode(_ bytes: [UInt8], maxPixels: Int = defaultMaxPixels) throws(JPEGError) -> JPEGImage {
        let (header, picture) = try read(bytes, maxPixels: maxPixels, decodeScans: true)
        guard let picture else { throw JPEGError(.markerOrder, "the file has no scan", offset: bytes.count) }
        if picture.frame.process == .progressive { picture.transformCoefficients() }
        let pixels = JPEGColourConverter.rgba(picture, coding: header.colourCoding, orientation: header.orientation)
        let quantisation = picture.quantisation.map { table in (0..<64).map { Int(table[$0]) } }
        return JPEGImage(width: header.width, height: header.height, pixels: .rgba8(pixels), header: header, quantisation: quantisation)
    }

    /// Reads the markers up to the first scan (frame header, tables, application segments) without decoding
    /// any entropy-coded data: the size, orientation and colour space of a file, cheaply.
    public static func inspect(_ bytes: [UInt8], maxPixels: Int = defaultMaxPixels) throws(JPEGError) -> JPEGHeader {
        try read(bytes, maxPixels: maxPixels, decodeScans: false).header
    }

    /// Walks the markers from SOI. With `decodeScans`, decodes every scan into the picture and reads to EOI;
    /// otherwise stops at the first scan.
    private static func read(_ bytes: [UInt8], maxPixels: Int, decodeScans: Bool) throws(JPEGError) -> (header: JPEGHeader, picture: JPEGPicture?) {
        guard bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xD8 else {
            let what = bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) ? "a PNG signature" : "no start-of-image marker (FF D8)"
            throw JPEGError(.notJPEG, "not a JPEG: the file starts with \(what)", offset: 0)
        }
        let limit = min(max(maxPixels, 0), PNGDecoder.maxPixelsCeiling)
        var tables = JPEGTables()
        var metadata = JPEGMetadata()
        var frame: JPEGFrame?
        var picture: JPEGPicture?
        var scans = 0
        var i = 2
        func header(_ frame: JPEGFrame) -> JPEGHeader {
            JPEGHeader(storedWidth: frame.width, storedHeight: frame.height, process: frame.process,
                       components: frame.components.map { .init(id: $0.id, horizontal: $0.horizontal, vertical: $0.vertical, quantisationTable: $0.quantisationTable) },
                       colourCoding: metadata.coding(frame), orientation: metadata.orientation, colorSpace: metadata.colorSpace)
        }
        while true {
            guard i < bytes.count else {
                let place = scans > 0 ? "after scan \(scans)" : frame == nil ? "before a frame header" : "before any scan"
                throw JPEGError(.truncated, "the file ends \(place) without an end-of-image marker (EOI)", offset: bytes.count)
            }
            guard bytes[i] == 0xFF else {
                throw JPEGError(.badSegment, "byte \(String(bytes[i], radix: 16, uppercase: true).leftPadded(to: 2)) where a marker (FF) must start", offset: i)
            }
            // Fill bytes: any number of FF before the marker code.
            while i + 1 < bytes.count && bytes[i + 1] == 0xFF { i += 1 }
            guard i + 1 < bytes.count else {
                throw JPEGError(.truncated, "the file ends inside a marker", offset: i)
            }
            let marker = bytes[i + 1], at = i, name = JPEGMarker.name(marker)
            switch marker {
            case 0xD9:
                guard let frame else { throw JPEGError(.markerOrder, "EOI comes before any frame header", offset: at, marker: name) }
                guard let picture else { throw JPEGError(.markerOrder, "EOI comes before any scan", offset: at, marker: name) }
                if let missing = picture.covered.firstIndex(of: false) {
                    let what = frame.process == .progressive ? "no DC scan" : "no scan"
                    throw JPEGError(.markerOrder, "component \(frame.components[missing].id) has \(what): its samples are never coded", offset: at, marker: name)
                }
                return (header(frame), picture)
            case 0xD8:
                throw JPEGError(.markerOrder, "a second start-of-image marker (SOI)", offset: at, marker: name)
            case 0x00:
                throw JPEGError(.badSegment, "FF 00 (a stuffed byte) outside entropy-coded data, where a marker must be", offset: at)
            case 0x01, 0xD0...0xD7:
                // TEM and restart markers outside a scan have no segment: skipped, as libjpeg does.
                i += 2
                continue
            default:
                break
            }
            guard i + 4 <= bytes.count else { throw JPEGError(.truncated, "the file ends inside the length of \(name)", offset: at, marker: name) }
            let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            guard length >= 2 else { throw JPEGError(.badSegment, "\(name) gives the length \(length); a length counts its own 2 bytes", offset: at, marker: name) }
            guard at + 2 + length <= bytes.count else {
                throw JPEGError(.truncated, "the file ends inside \(name), whose length is \(length) bytes", offset: at, marker: name)
            }
            let data = bytes[(at + 4)..<(at + 2 + length)]
            i = at + 2 + length
            switch marker {
            case 0xC0, 0xC1, 0xC2, 0xC3, 0xC5...0xC7, 0xC9...0xCB, 0xCD...0xCF:
                guard frame == nil else { throw JPEGError(.markerOrder, "a second frame header (\(name))", offset: at, marker: name) }
                frame = try JPEGFrame(marker: marker, data: data, offset: at, maxPixels: limit)
            case 0xC4:
                try tables.defineHuffman(data, offset: at)
            case 0xCC:
                throw JPEGError(.unsupported, "arithmetic-coding conditioning (DAC): arithmetic-coded JPEG is not decoded", offset: at, marker: name)
            case 0xDB:
                try tables.defineQuantisation(data, offset: at)
            case 0xDD:
                try tables.defineRestartInterval(data, offset: at)
            case 0xDC:
                throw JPEGError(.unsupported, "a DNL marker (height defined after the first scan) is not supported", offset: at, marker: name)
            case 0xDE, 0xDF:
                throw JPEGError(.unsupported, "\(name): hierarchical JPEG is not decoded", offset: at, marker: name)
            case 0xE0...0xEF:
                metadata.record(marker, data: data)
            case 0xDA:
                guard let frame else { throw JPEGError(.markerOrder, "a scan (SOS) comes before the frame header", offset: at, marker: name) }
                let scan = try JPEGScan(data: data, offset: at, frame: frame)
                guard decodeScans else { return (header(frame), nil) }
                scans += 1
                if picture == nil {
                    // Any valid file spends at least one bit on each block: refuse before allocating when the
                    // bytes left cannot hold the blocks the frame claims.
                    let left = bytes.count - i
                    guard left * 8 >= frame.minimumBlocks else {
                        throw JPEGError(.truncated, "the \(left) bytes after the first scan header cannot hold the \(frame.minimumBlocks) blocks of a \(frame.width) x \(frame.height) picture",
                                        offset: at, marker: name)
                    }
                    picture = JPEGPicture(frame: frame)
                }
                let picture = picture!
                let (dc, ac) = try scanTables(scan, frame: frame, tables: tables, picture: picture, offset: at)
                i = try bytes.withUnsafeBufferPointer { (file) throws(JPEGError) in
                    try JPEGScanDecoder.decode(scan, index: scans, into: picture, dc: dc, ac: ac,
                                               restartInterval: tables.restartInterval, file: file, start: i)
                }
                for c in scan.components where frame.process != .progressive || (scan.isDC && !scan.isRefinement) {
                    picture.covered[c] = true
                }
            default:
                // COM, JPGn and reserved markers: skipped.
                break
            }
        }
    }

    /// The Huffman tables each component of `scan` uses (refused when a needed one was never defined), with
    /// the components' quantisation tables latched at their first scan.
    private static func scanTables(_ scan: JPEGScan, frame: JPEGFrame, tables: JPEGTables, picture: JPEGPicture,
                                   offset: Int) throws(JPEGError) -> (dc: [JPEGHuffmanTable], ac: [JPEGHuffmanTable]) {
        let progressive = frame.process == .progressive
        let needsDC = !progressive || (scan.isDC && !scan.isRefinement)
        let needsAC = !progressive || !scan.isDC
        let none = JPEGHuffmanTable(counts: Array(repeating: 0, count: 16), symbols: [])!
        var dc: [JPEGHuffmanTable] = [], ac: [JPEGHuffmanTable] = []
        for (s, c) in scan.components.enumerated() {
            let id = frame.components[c].id
            if needsDC {
                guard let table = tables.dc[scan.dcTables[s]] else {
                    throw JPEGError(.markerOrder, "the scan uses DC Huffman table \(scan.dcTables[s]) for component \(id), which no DHT defined", offset: offset, marker: "SOS")
                }
                dc.append(table)
            } else { dc.append(none) }
            if needsAC {
                guard let table = tables.ac[scan.acTables[s]] else {
                    throw JPEGError(.markerOrder, "the scan uses AC Huffman table \(scan.acTables[s]) for component \(id), which no DHT defined", offset: offset, marker: "SOS")
                }
                ac.append(table)
            } else { ac.append(none) }
            if !picture.latched[c] {
                let tq = frame.components[c].quantisationTable
                guard let q = tables.quantisation[tq] else {
                    throw JPEGError(.markerOrder, "component \(id) uses quantisation table \(tq), which no DQT defined before its first scan", offset: offset, marker: "SOS")
                }
                picture.quantisation[c].update(from: q, count: 64)
                picture.latched[c] = true
            }
        }
        return (dc, ac)
    }
}
