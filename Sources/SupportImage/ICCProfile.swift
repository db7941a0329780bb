/// Reads the description tag of an ICC profile (`desc`, as ICC v2 `desc` or v4 `mluc` text).
enum ICCProfile {
    static func description(of profile: [UInt8]) -> String? {
        let p = profile[...]
        guard profile.count >= 132 else { return nil }
        let tagCount = Int(PNGBytes.uint32(p, at: 128))
        guard tagCount <= (profile.count - 132) / 12 else { return nil }
        for t in 0..<tagCount {
            let entry = 132 + 12 * t
            guard String(decoding: profile[entry..<(entry + 4)], as: UTF8.self) == "desc" else { continue }
            let start = Int(PNGBytes.uint32(p, at: entry + 4))
            let size = Int(PNGBytes.uint32(p, at: entry + 8))
            guard start >= 0, size >= 12, start <= profile.count - size else { return nil }
            let tag = profile[start..<(start + size)]
            let kind = String(decoding: tag.prefix(4), as: UTF8.self)
            if kind == "desc" {
                let length = Int(PNGBytes.uint32(tag, at: start + 8))
                guard length <= size - 12 else { return nil }
                return String(decoding: tag[(start + 12)..<(start + 12 + length)].prefix { $0 != 0 }, as: UTF8.self)
            }
            if kind == "mluc", size >= 28 {
                let records = Int(PNGBytes.uint32(tag, at: start + 8))
                guard records > 0 else { return nil }
                let length = Int(PNGBytes.uint32(tag, at: start + 20))
                let offset = Int(PNGBytes.uint32(tag, at: start + 24))
                guard offset <= size, length <= size - offset else { return nil }
                let units = stride(from: start + offset, to: start + offset + length - 1, by: 2).map {
                    PNGBytes.uint16(tag, at: $0)
                }
                return String(decoding: units, as: UTF16.self)
            }
            return nil
        }
        return nil
    }
}
