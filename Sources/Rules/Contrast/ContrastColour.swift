import Foundation
import TreeModel

/// WCAG's colour arithmetic: relative luminance (sRGB transfer with the 0.04045 threshold), the contrast
/// ratio, Display P3's luminance row and conversion to sRGB for display, and ratios written truncated.
public enum ContrastColour {
    /// Linear light of each 8-bit sample.
    public static let linear8: [Double] = (0..<256).map { linear(Double($0) / 255) }
    /// Linear light of each 16-bit sample (16-bit samples are never rounded to 8 bits before measuring).
    public static let linear16: [Double] = (0..<65536).map { linear(Double($0) / 65535) }

    /// WCAG's sRGB transfer: `c/12.92` up to 0.04045, else `((c+0.055)/1.055)^2.4`.
    public static func linear(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    static func encode(_ l: Double) -> Double {
        let c = min(max(l, 0), 1)
        return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
    }

    /// The luminance row: sRGB (0.2126, 0.7152, 0.0722) or Display P3 (the middle row of CSS Color 4's
    /// `lin_P3_to_XYZ`: 0.22897, 0.69174, 0.07929).
    public static func row(_ space: Screenshot.ColourSpace) -> (Double, Double, Double) {
        space == .displayP3 ? (0.2289745640697488, 0.6917385218365064, 0.079286914093745) : (0.2126, 0.7152, 0.0722)
    }

    /// Relative luminance of 8-bit sRGB samples.
    public static func luminance(r: Int, g: Int, b: Int) -> Double {
        0.2126 * linear8[r] + 0.7152 * linear8[g] + 0.0722 * linear8[b]
    }

    /// (L1 + 0.05) / (L2 + 0.05), the lighter over the darker: 1 to 21.
    public static func ratio(_ a: Double, _ b: Double) -> Double {
        a > b ? (a + 0.05) / (b + 0.05) : (b + 0.05) / (a + 0.05)
    }

    /// A ratio truncated to two decimals, never rounded up: 4.478 → `4.47`, so a failing value never reads
    /// as a passing one.
    public static func text(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100 + 1e-9).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// `#RRGGBB` of a colour key (see `ContrastCrop.key`): 16-bit samples rounded, Display P3 converted to
    /// sRGB (clipped), for display only.
    public static func hex(_ key: UInt64, depth16: Bool, space: Screenshot.ColourSpace) -> String {
        let r = Int((key >> 32) & 0xFFFF), g = Int((key >> 16) & 0xFFFF), b = Int(key & 0xFFFF)
        var rgb: [Int]
        if space == .displayP3 {
            let table = depth16 ? linear16 : linear8
            let (lr, lg, lb) = (table[r], table[g], table[b])
            let sr = 1.2249401 * lr - 0.2249404 * lg
            let sg = -0.0420569 * lr + 1.0420571 * lg
            let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
            rgb = [sr, sg, sb].map { Int((encode($0) * 255).rounded()) }
        } else if depth16 {
            rgb = [r, g, b].map { ($0 * 255 + 32767) / 65535 }
        } else {
            rgb = [r, g, b]
        }
        let digits = Array("0123456789ABCDEF")
        return "#" + String(rgb.flatMap { [digits[$0 >> 4], digits[$0 & 15]] })
    }
}
