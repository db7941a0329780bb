/// What a contrast rule measured on one element: the colours, the ratio (a point and an interval), the
/// threshold it was judged against and why it is not certain. Carried by the finding into every report.
public struct ContrastMeasurement: Sendable, Hashable {
    /// `#777777`: the text or icon colour, as sRGB (Display P3 converted for display).
    public var foreground: String
    /// `#FFFFFF`: the background's most frequent colour.
    public var background: String
    /// Foreground against `background`, unrounded.
    public var ratio: Double
    /// The interval the ratio lies in when the background varies (equal to `ratio` otherwise).
    public var low: Double
    public var high: Double
    /// The ratio needed: 4.5 or 3.
    public var required: Double
    /// `normal`, `large`, `weightDependent` or `unknown` (text only).
    public var sizeClass: String?
    /// The estimated text size in points (text only, when the ink allows it).
    public var estimatedPoints: Double?
    /// Reason codes that kept the result from being certain (`bgGradient`, `fgThin`, `sizeUnknown`, …).
    public var reasons: [String]
    public var inkPixels: Int
    public var corePixels: Int
    /// Pixels per tree unit, and the colour space the screenshot was read in.
    public var scale: Double
    public var colourSpace: String

    public init(foreground: String, background: String, ratio: Double, low: Double, high: Double, required: Double,
                sizeClass: String? = nil, estimatedPoints: Double? = nil, reasons: [String] = [], inkPixels: Int = 0,
                corePixels: Int = 0, scale: Double = 1, colourSpace: String = "sRGB") {
        self.foreground = foreground
        self.background = background
        self.ratio = ratio
        self.low = low
        self.high = high
        self.required = required
        self.sizeClass = sizeClass
        self.estimatedPoints = estimatedPoints
        self.reasons = reasons
        self.inkPixels = inkPixels
        self.corePixels = corePixels
        self.scale = scale
        self.colourSpace = colourSpace
    }

    /// `#777777 on #FFFFFF, 4.47:1, needs 4.5:1`, or with an interval `3.34–4.54:1` when the background varies.
    public var summary: String {
        let measured = low == high ? ContrastColour.text(ratio) : "\(ContrastColour.text(low))–\(ContrastColour.text(high))"
        let needs = required == required.rounded() ? String(Int(required)) : String(required)
        return "\(foreground) on \(background), \(measured):1, needs \(needs):1"
    }
}
