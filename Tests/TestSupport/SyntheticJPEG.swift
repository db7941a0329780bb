/// The smallest valid JPEG of a given size for the pairing tests: baseline, grey, every block flat mid-grey
/// (DC difference 0 and end of block, two zero bits a block), written without an encoder.
public enum SyntheticJPEG {
    public static func flat(width: Int, height: Int) -> [UInt8] {
        func segment(_ marker: UInt8, _ data: [UInt8]) -> [UInt8] {
            [0xFF, marker, UInt8((data.count + 2) >> 8), UInt8((data.count + 2) & 255)] + data
        }
        let oneCode: [UInt8] = [1] + Array(repeating: 0, count: 15) + [0]
        let blocks = ((width + 7) / 8) * ((height + 7) / 8)
        var entropy = [UInt8](repeating: 0, count: (blocks * 2 + 7) / 8)
        let used = blocks * 2 % 8
        if used > 0 { entropy[entropy.count - 1] = UInt8((1 << (8 - used)) - 1) }
        return [0xFF, 0xD8]
            + segment(0xDB, [0] + Array(repeating: 1, count: 64))
            + segment(0xC0, [8, UInt8(height >> 8), UInt8(height & 255), UInt8(width >> 8), UInt8(width & 255), 1, 1, 0x11, 0])
            + segment(0xC4, [0x00] + oneCode + [0x10] + oneCode)
            + segment(0xDA, [1, 1, 0x00, 0, 63, 0]) + entropy
            + [0xFF, 0xD9]
    }
}
