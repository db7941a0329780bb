/// Marker names and the messages for the coding processes the decoder refuses.
enum JPEGMarker {
    static func name(_ marker: UInt8) -> String {
        switch marker {
        case 0xC0...0xC3, 0xC5...0xC7, 0xC9...0xCB, 0xCD...0xCF: return "SOF\(marker - 0xC0)"
        case 0xC4: return "DHT"
        case 0xC8: return "JPG"
        case 0xCC: return "DAC"
        case 0xD0...0xD7: return "RST\(marker - 0xD0)"
        case 0xD8: return "SOI"
        case 0xD9: return "EOI"
        case 0xDA: return "SOS"
        case 0xDB: return "DQT"
        case 0xDC: return "DNL"
        case 0xDD: return "DRI"
        case 0xDE: return "DHP"
        case 0xDF: return "EXP"
        case 0xE0...0xEF: return "APP\(marker - 0xE0)"
        case 0xFE: return "COM"
        default: return "FF" + String(marker, radix: 16, uppercase: true).leftPadded(to: 2)
        }
    }

    /// Why a start-of-frame marker other than SOF0–SOF2 is refused.
    static func unsupportedProcess(_ marker: UInt8) -> String {
        let what: String
        switch marker {
        case 0xC3: what = "lossless JPEG"
        case 0xC5, 0xC6, 0xC7: what = "hierarchical (differential) JPEG"
        case 0xC9, 0xCA: what = "arithmetic-coded JPEG"
        case 0xCB: what = "lossless arithmetic-coded JPEG"
        case 0xCD, 0xCE, 0xCF: what = "hierarchical arithmetic-coded JPEG"
        default: what = "an unknown coding process"
        }
        return "the frame (\(name(marker))) is \(what); only baseline, extended sequential and progressive Huffman-coded JPEG (SOF0-SOF2) is decoded"
    }
}
