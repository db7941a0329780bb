/// A synthetic screen for the contrast rules: an idb tree (flat, Application root) and the screenshot drawn
/// for it at a given scale. `Fixtures/trees/contrast-*/` hold each scene at 2x and 3x, written from
/// `ContrastScene.all` (`Tests/RulesTests/ContrastFixtureFileTests.swift` checks they are up to date).
public struct ContrastScene: Sendable {
    public struct Node: Sendable {
        public var type: String
        public var label: String?
        /// In points.
        public var x, y, width, height: Double
        public var enabled = true

        public init(_ type: String, _ label: String?, x: Double, y: Double, width: Double, height: Double, enabled: Bool = true) {
            self.type = type
            self.label = label
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            self.enabled = enabled
        }
    }

    /// The rule folder and case name (without the scale suffix).
    public var rule: String
    public var name: String
    public var rootWidth = 200.0
    public var rootHeight = 120.0
    public var nodes: [Node]
    public var depth16 = false
    public var colourChunk = SyntheticScreenshot.ColourChunk.sRGB
    /// Written as RGBA (every alpha 255), as `xcrun simctl io … screenshot` writes.
    public var alpha = false
    /// Draws the picture at a scale (pixels per point).
    public var draw: @Sendable (inout SyntheticScreenshot, Double) -> Void

    public init(rule: String, name: String, nodes: [Node], depth16: Bool = false,
                colourChunk: SyntheticScreenshot.ColourChunk = .sRGB,
                draw: @escaping @Sendable (inout SyntheticScreenshot, Double) -> Void) {
        self.rule = rule
        self.name = name
        self.nodes = nodes
        self.depth16 = depth16
        self.colourChunk = colourChunk
        self.draw = draw
    }

    /// The screenshot at `scale`.
    public func png(scale: Double) -> [UInt8] {
        var picture = SyntheticScreenshot(width: Int(rootWidth * scale), height: Int(rootHeight * scale))
        draw(&picture, scale)
        return picture.png(depth16: depth16, colourChunk: colourChunk, alpha: alpha)
    }

    /// The tree, as idb's flat `describe-all` output.
    public var tree: String {
        func object(_ type: String, _ label: String?, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ enabled: Bool) -> String {
            let n = { (v: Double) in v == v.rounded() ? String(Int(v)) : String(v) }
            let labelText = label.map { "\"\($0)\"" } ?? "null"
            return """
                  {
                    "AXFrame": "{{\(n(x)), \(n(y))}, {\(n(w)), \(n(h))}}",
                    "AXLabel": \(labelText),
                    "enabled": \(enabled),
                    "frame": {"height": \(n(h)), "width": \(n(w)), "x": \(n(x)), "y": \(n(y))},
                    "role": "AX\(type == "StaticText" ? "StaticText" : type)",
                    "type": "\(type)"
                  }
                """
        }
        let objects = [object("Application", "Contrast", 0, 0, rootWidth, rootHeight, true)]
            + nodes.map { object($0.type, $0.label, $0.x, $0.y, $0.width, $0.height, $0.enabled) }
        return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }
}
