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

    /// For a JPEG, the margins (8-bit levels per channel) its quantisation tables imply around a colour read
    /// from the core of glyphs (`ink`) and from a flat background (`flat`): see `JPEGQuantisationError`.
    /// Nil for a lossless picture.
    public var lossyMargins: (ink: Double, flat: Double)? {
        guard case .jpeg(let image) = picture else { return nil }
        let error = image.quantisationError
        return (error.ink, error.flat)
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

    /// A picture may be this many times taller than the display it shows: the status and navigation bars
    /// that a display size leaves out (126 of 2400 px on a 1080 x 2274 display), or rows under the display
    /// that a recorder fills black (DroidBot: 420 of 2340 px under a 1920 px display). A fifth of the
    /// picture at most.
    public static let barsAllowance = 1.25

    /// Pairs a picture with the coordinates of its tree: where the frames lie in it, at one scale from the
    /// origin (every recorder's frames are absolute: Android's in screen pixels, iOS's in screen points).
    ///
    /// - With the display's size (`display`, Android's `<hierarchy width height>`): the scale is the
    ///   picture's width over the display's, and the picture is the display's height at that scale, or taller
    ///   by the system bars (`barsAllowance`).
    /// - Without it, a root at the origin is the screen: the same against the root.
    /// - A root away from the origin is a window smaller than the screen (a dialog recorded alone), placed
    ///   at its own bounds: frames in pixels are the picture's own pixels when the picture holds them; else
    ///   the screen is as wide as the window centred on it (`minX + maxX`). The picture must hold the nodes.
    ///
    /// Returns the scale, or why the pair does not match.
    public static func scale(imageWidth: Int, imageHeight: Int, root: Frame, display: Frame? = nil,
                             framesInPixels: Bool = false) -> Result<Double, MismatchReason> {
        guard !root.isEmpty else { return .failure(.emptyRoot) }
        let width = Double(imageWidth), height = Double(imageHeight)
        let window = display == nil && (root.minX > 0.5 || root.minY > 0.5)
        if window {
            let fits = { (scale: Double) in root.maxX * scale <= width + max(scale, 1) && root.maxY * scale <= height + max(scale, 1) }
            if framesInPixels && fits(1) { return .success(1) }
            let centred = root.minX + root.maxX
            let scale = width / centred
            if fits(scale) { return .success(scale) }
            return .failure(.nodesOutside(scale: scale, screenWidth: centred, nodesBottom: root.maxY * scale))
        }
        let space = display ?? Frame(x: 0, y: 0, width: root.maxX, height: root.maxY)
        let scale = width / space.width
        let expected = scale * space.height, tallest = expected * barsAllowance
        let tolerance = max(scale, 1)
        let nodesBottom = root.maxY * scale
        if height >= expected - tolerance && height <= tallest + tolerance {
            if nodesBottom <= height + tolerance { return .success(scale) }
            return .failure(.nodesOutside(scale: scale, screenWidth: space.width, nodesBottom: nodesBottom))
        }
        // The same picture turned a quarter: the height matches the space's width at the other scale.
        let turned = height / space.width
        let turnedExpected = turned * space.height
        if width >= turnedExpected - max(turned, 1) && width <= turnedExpected * barsAllowance + max(turned, 1) {
            return .failure(.rotated)
        }
        return .failure(.scaleMismatch(scale: scale, expectedHeight: expected, tallestHeight: tallest))
    }

    /// Why a screenshot does not fit its tree.
    public enum MismatchReason: Error, Sendable, Equatable {
        case emptyRoot
        case rotated
        /// At the scale from the width, the picture is shorter than the display (or root) needs, or taller
        /// than the system bars explain.
        case scaleMismatch(scale: Double, expectedHeight: Double, tallestHeight: Double)
        /// At the scale from the width (of a screen `screenWidth` wide), the nodes reach below the picture.
        case nodesOutside(scale: Double, screenWidth: Double, nodesBottom: Double)
    }
}
