/// The orientation tag (0x0112) of an EXIF block in APP1: IFD0 of its TIFF structure, either byte order.
enum JPEGExif {
    /// The orientation (1…8) in the APP1 segment `data`, or nil when the segment is not EXIF, is damaged, or
    /// holds no valid orientation (readers then show the picture as stored, as for 1).
    static func orientation(_ data: ArraySlice<UInt8>) -> Int? {
        let header: [UInt8] = Array("Exif".utf8) + [0, 0]
        guard data.starts(with: header) else { return nil }
        let tiff = Array(data.dropFirst(6))
        guard tiff.count >= 8 else { return nil }
        let little: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func u16(_ i: Int) -> Int? {
            guard i >= 0, i + 2 <= tiff.count else { return nil }
            return little ? Int(tiff[i]) | Int(tiff[i + 1]) << 8 : Int(tiff[i]) << 8 | Int(tiff[i + 1])
        }
        func u32(_ i: Int) -> Int? {
            guard let a = u16(i), let b = u16(i + 2) else { return nil }
            return little ? a | b << 16 : a << 16 | b
        }
        guard u16(2) == 42, let ifd = u32(4), let entries = u16(ifd) else { return nil }
        for e in 0..<entries {
            let entry = ifd + 2 + 12 * e
            guard let tag = u16(entry) else { return nil }
            guard tag == 0x0112 else { continue }
            // Type SHORT (3), count 1: the value sits in the entry's first two value bytes.
            guard u16(entry + 2) == 3, u32(entry + 4) == 1, let value = u16(entry + 8), (1...8).contains(value) else { return nil }
            return value
        }
        return nil
    }
}
