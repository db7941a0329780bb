import SupportImage

/// A screenshot paired with a screen's tree, decoded: its pixels, the scale from tree units to pixels, and
/// what its colour space lets a rule conclude. Made per screen by the pipeline and released with the screen.
public struct Screenshot: Sendable {
    /// How the colours of the file are read.
    public enum ColourSpace: String, Sendable, Hashable {
        /// Tagged sRGB.
        case sRGB
        /// Untagged: sRGB assumed (what screenshot tools write and readers assume), said in the results.
        case untagged = "untagged (sRGB assumed)"
        /// Display P3: luminance from the P3 row, colours shown converted to sRGB.
        case displayP3 = "Display P3"
        /// Another colour space: read as sRGB, and no measurement is certain enough to fail.
        case other = "unsupported (read as sRGB)"
    }

    /// The decoded file: a PNG, or a JPEG (lossy; see `isLossy`).
    public enum Picture: Sendable {
        case png(PNGImage)
        case jpeg(JPEGImage)
    }

    /// The screenshot's path, as named in output.
    public var file: String
    public var picture: Picture
    /// Pixels per tree unit (image width / root width).
    public var scale: Double
    public var colourSpace: ColourSpace

    public init(file: String, image: PNGImage, scale: Double) {
        self.init(file: file, picture: .png(image), scale: scale)
    }

    public init(file: String, picture: Picture, scale: Double) {
        self.file = file
        self.picture = picture
        self.scale = scale
        let declared: PNGColorSpace.Declared
        switch picture {
        case .png(let image): declared = image.colorSpace.declared
        case .jpeg(let image): declared = image.colorSpace.declared
        }
        switch declared {
        case .sRGB: colourSpace = .sRGB
        case .unspecified: colourSpace = .untagged
        case .displayP3: colourSpace = .displayP3
        case .other: colourSpace = .other
        }
    }

    /// The PNG, when the screenshot is one.
    public var image: PNGImage? {
        if case .png(let image) = picture { return image }
        return nil
    }

    /// The samples, RGBA from the top-left pixel (see `PNGImage`; a JPEG's are 8-bit).
    public var pixels: PNGImage.Pixels {
        switch picture {
        case .png(let image): return image.pixels
        case .jpeg(let image): return image.pixels
        }
    }

    /// True for a JPEG: its colours went through lossy compression.
    public var isLossy: Bool {
        if case .jpeg = picture { return true }
        return false
    }

    public var width: Int {
        switch picture {
        case .png(let image): return image.width
        case .jpeg(let image): return image.width
        }
    }

    public var height: Int {
        switch picture {
        case .png(let image): return image.height
        case .jpeg(let image): return image.height
        }
    }

    /// Colours are certain enough for a failing verdict (sRGB, untagged or Display P3).
    public var coloursAreCertain: Bool { colourSpace != .other }

    /// Checks a screenshot's size against the tree's root: the scale from width, the height within one
    /// scale step, the orientation. Returns the scale, or why the pair does not match.
    public static func scale(imageWidth: Int, imageHeight: Int, root: Frame) -> Result<Double, MismatchReason> {
        guard !root.isEmpty else { return .failure(.emptyRoot) }
        let scale = Double(imageWidth) / root.width
        let expected = scale * root.height
        if abs(Double(imageHeight) - expected) <= max(scale, 1) { return .success(scale) }
        // The same picture turned a quarter: the height matches the root's width at the other scale.
        let turned = Double(imageHeight) / root.width
        if abs(Double(imageWidth) - turned * root.height) <= max(turned, 1) { return .failure(.rotated) }
        return .failure(.scaleMismatch(scale: scale, expectedHeight: expected))
    }

    /// Why a screenshot does not fit its tree.
    public enum MismatchReason: Error, Sendable, Equatable {
        case emptyRoot
        case rotated
        case scaleMismatch(scale: Double, expectedHeight: Double)
    }
}
