extension ContrastScene {
    /// A single-line text's frame for `count` letters at `points`: 1.2 em high, 0.7 em per letter.
    static func textNode(_ label: String, count: Int, x: Double, y: Double, points: Double, enabled: Bool = true) -> Node {
        Node("StaticText", label, x: x, y: y, width: Double(count) * 0.7 * points + 0.2 * points, height: 1.2 * points, enabled: enabled)
    }

    /// Draws the letters of a `textNode` in `colour`.
    static func drawText(_ picture: inout SyntheticScreenshot, scale s: Double, count: Int, x: Double, y: Double, points: Double,
                         colour: UInt32, strokePixels: Double? = nil) {
        picture.letters(count, x: (x + 0.1 * points) * s, y: (y + (1.2 - 0.705) / 2 * points) * s, points: points, scale: s,
                        colour: colour, strokePixels: strokePixels)
    }

    /// A single text of five letters ("Hello") at (10, 10).
    static func text(_ name: String, points: Double, colour: UInt32, depth16: Bool = false,
                     colourChunk: SyntheticScreenshot.ColourChunk = .sRGB, background: UInt32? = nil,
                     strokePixels: Double? = nil) -> ContrastScene {
        let node = textNode("Hello", count: 5, x: 10, y: 10, points: points)
        return ContrastScene(rule: "contrast-text", name: name, nodes: [node], depth16: depth16, colourChunk: colourChunk) { picture, s in
            if let background { picture.fill(x: 0, y: 0, width: 200 * s, height: 60 * s, colour: background) }
            drawText(&picture, scale: s, count: 5, x: 10, y: 10, points: points, colour: colour, strokePixels: strokePixels)
        }
    }

    /// A text of five letters on a gradient or noise filling exactly its frame.
    static func textOn(_ name: String, points: Double, colour: UInt32,
                       background: @escaping @Sendable (inout SyntheticScreenshot, _ x: Int, _ y: Int, _ w: Int, _ h: Int) -> Void) -> ContrastScene {
        let node = textNode("Hello", count: 5, x: 10, y: 10, points: points)
        return ContrastScene(rule: "contrast-text", name: name, nodes: [node]) { picture, s in
            background(&picture, Int(10 * s), Int(10 * s), Int((node.width * s).rounded(.up)), Int((node.height * s).rounded(.up)))
            drawText(&picture, scale: s, count: 5, x: 10, y: 10, points: points, colour: colour)
        }
    }

    /// An icon-only button: a plus sign 24 pt long and 4 pt thick in a 44 x 44 pt frame at (20, 20).
    static func icon(_ name: String, colour: UInt32, enabled: Bool = true) -> ContrastScene {
        ContrastScene(rule: "contrast-nontext", name: name,
                      nodes: [Node("Button", "Add", x: 20, y: 20, width: 44, height: 44, enabled: enabled)]) { picture, s in
            picture.fill(x: 30 * s, y: 40 * s, width: 24 * s, height: 4 * s, colour: colour)
            picture.fill(x: 40 * s, y: 30 * s, width: 4 * s, height: 24 * s, colour: colour)
        }
    }

    /// A pill button: #1D1D1F fill, white title, the white page in its corners; RGBA, as simctl writes.
    static var pill: ContrastScene {
        var scene = ContrastScene(rule: "contrast-text", name: "pass-pill-button",
                                  nodes: [Node("Button", "Continue", x: 20, y: 40, width: 160, height: 44)]) { picture, s in
            picture.fillRounded(x: 20 * s, y: 40 * s, width: 160 * s, height: 44 * s, radius: 22 * s, colour: 0x1D1D1F)
            drawText(&picture, scale: s, count: 8, x: 100 - 8 * 0.35 * 17 - 1.7, y: 40 + (44 - 20.4) / 2, points: 17, colour: 0xFFFFFF)
        }
        scene.alpha = true
        return scene
    }

    /// Draws the outline of a square `side` pt wide at (`left`, `top`), its strokes `line` pt thick: an icon.
    static func drawSquareOutline(_ picture: inout SyntheticScreenshot, scale s: Double, left: Double, top: Double,
                                  side: Double, line: Double, colour: UInt32) {
        picture.fill(x: left * s, y: top * s, width: side * s, height: line * s, colour: colour)
        picture.fill(x: left * s, y: (top + side - line) * s, width: side * s, height: line * s, colour: colour)
        picture.fill(x: left * s, y: top * s, width: line * s, height: side * s, colour: colour)
        picture.fill(x: (left + side - line) * s, y: top * s, width: line * s, height: side * s, colour: colour)
    }

    /// A button with an icon 16 pt before its title (a compound drawable, as a navigation drawer's items and
    /// buttons with icons draw them): a 24 pt envelope outline and seven letters of `points`, both in `colour`,
    /// in a 180 x 48 pt frame at (10, 20). The icon is taller than the letters: their size is read from the
    /// title's columns, not from the icon's.
    static func besideIcon(_ name: String, points: Double, colour: UInt32) -> ContrastScene {
        ContrastScene(rule: "contrast-text", name: name,
                      nodes: [Node("Button", "Contact", x: 10, y: 20, width: 180, height: 48)]) { picture, s in
            let left = 22.0, top = 32.0, side = 24.0, line = 2.0
            drawSquareOutline(&picture, scale: s, left: left, top: top, side: side, line: line, colour: colour)
            picture.fill(x: (left + 6) * s, y: (top + 8) * s, width: (side - 12) * s, height: line * s, colour: colour)
            drawText(&picture, scale: s, count: 7, x: left + side + 16, y: 20 + (48 - 1.2 * points) / 2, points: points, colour: colour)
        }
    }

    /// A tab bar button: a 25 pt ring icon over a 10 pt title of five letters ("Watch"), in a 76 x 49 pt frame at
    /// (10, 10), as UITabBar draws its items. The icon is much taller than the title's line: the title's rows
    /// are measured alone, for their colour and their size.
    static func titleUnderIcon(_ name: String, icon: UInt32, title: UInt32) -> ContrastScene {
        ContrastScene(rule: "contrast-text", name: name,
                      nodes: [Node("Button", "Watch", x: 10, y: 10, width: 76, height: 49)]) { picture, s in
            drawSquareOutline(&picture, scale: s, left: 35.5, top: 14, side: 25, line: 2.5, colour: icon)
            drawText(&picture, scale: s, count: 5, x: 10 + (76 - 5 * 0.7 * 10 - 2) / 2, y: 44, points: 10, colour: title)
        }
    }

    /// A round button over a coloured page, as a map's floating buttons: a white disc 44 pt across in a 56 x 56 pt
    /// frame at (20, 20), on #63D1E5 (1.78:1 against white), with a plus sign 16 pt long and 3 pt thick in
    /// `icon` at its middle. What identifies the control is the sign on the disc.
    static func iconOnDisc(_ name: String, icon: UInt32) -> ContrastScene {
        ContrastScene(rule: "contrast-nontext", name: name,
                      nodes: [Node("Button", "Layers", x: 20, y: 20, width: 56, height: 56)]) { picture, s in
            picture.fill(x: 0, y: 0, width: 200 * s, height: 120 * s, colour: 0x63D1E5)
            picture.fillRounded(x: 26 * s, y: 26 * s, width: 44 * s, height: 44 * s, radius: 22 * s, colour: 0xFFFFFF)
            picture.fill(x: 40 * s, y: 46.5 * s, width: 16 * s, height: 3 * s, colour: icon)
            picture.fill(x: 46.5 * s, y: 40 * s, width: 3 * s, height: 16 * s, colour: icon)
        }
    }

    /// Every scene of the contrast fixtures.
    public static let all: [ContrastScene] = [
        text("pass-black-on-white", points: 17, colour: 0x000000),
        text("fail-grey-777777", points: 12, colour: 0x777777),
        text("pass-grey-767676", points: 12, colour: 0x767676),
        text("fail-grey-777777-16bit", points: 12, colour: 0x777777, depth16: true),
        text("fail-grey-777777-display-p3", points: 12, colour: 0x777777, colourChunk: .displayP3),
        text("fail-white-on-blue-body", points: 17, colour: 0xFFFFFF, background: 0x007AFF),
        text("pass-white-on-blue-large", points: 34, colour: 0xFFFFFF, background: 0x007AFF),
        text("fail-hairline", points: 12, colour: 0x000000, strokePixels: 0.5),
        textOn("fail-gradient-vertical", points: 12, colour: 0x767676) { picture, x, y, w, h in
            picture.gradient(x: x, y: y, width: w, height: h, from: 0xFFFFFF, to: 0xDDDDDD, vertical: true)
        },
        textOn("pass-gradient-horizontal", points: 12, colour: 0x000000) { picture, x, y, w, h in
            picture.gradient(x: x, y: y, width: w, height: h, from: 0xFFFFFF, to: 0x999999, vertical: false)
        },
        textOn("fail-noise", points: 17, colour: 0xFFFFFF) { picture, x, y, w, h in
            picture.noise(x: x, y: y, width: w, height: h, seed: 14)
        },
        ContrastScene(rule: "contrast-text", name: "fail-two-inks",
                      nodes: [textNode("Hello World", count: 10, x: 10, y: 10, points: 12)]) { picture, s in
            drawText(&picture, scale: s, count: 5, x: 10, y: 10, points: 12, colour: 0x000000)
            drawText(&picture, scale: s, count: 5, x: 10 + 5 * 0.7 * 12, y: 10, points: 12, colour: 0x777777)
        },
        pill,
        ContrastScene(rule: "contrast-text", name: "pass-disabled-text",
                      nodes: [textNode("Hello", count: 5, x: 10, y: 10, points: 12, enabled: false)]) { picture, s in
            drawText(&picture, scale: s, count: 5, x: 10, y: 10, points: 12, colour: 0xBBBBBB)
        },
        ContrastScene(rule: "contrast-text", name: "fail-partly-offscreen",
                      nodes: [textNode("Hello", count: 5, x: -30, y: 10, points: 12)]) { picture, s in
            drawText(&picture, scale: s, count: 5, x: -30, y: 10, points: 12, colour: 0x777777)
        },
        besideIcon("fail-text-beside-icon", points: 11, colour: 0x8A8A8A),
        besideIcon("pass-large-text-beside-icon", points: 22, colour: 0x8A8A8A),
        titleUnderIcon("fail-title-under-dark-icon", icon: 0x333333, title: 0x999999),
        titleUnderIcon("pass-title-under-pale-icon", icon: 0xCCCCCC, title: 0x595959),
        icon("fail-icon-959595", colour: 0x959595),
        icon("pass-icon-949494", colour: 0x949494),
        icon("pass-disabled-icon", colour: 0xDDDDDD, enabled: false),
        iconOnDisc("pass-dark-icon-on-white-disc", icon: 0x3C4043),
        ContrastScene(rule: "contrast-text", name: "fail-tiny-ink-named-as-text",
                      nodes: [Node("StaticText", "More options", x: 20, y: 20, width: 90, height: 20)]) { picture, s in
            // Three 3 pt dots where the tree has a text, as a web view hands over a "more" button's name as its
            // text: ink under 6 pt is no text people read.
            for dot in 0..<3 { picture.fill(x: (30 + Double(dot) * 8) * s, y: 28 * s, width: 3 * s, height: 3 * s, colour: 0x808080) }
        },
        iconOnDisc("fail-pale-icon-on-white-disc", icon: 0xCCCCCC),
    ]

    /// The scales every scene is written at.
    public static let scales: [Double] = [2, 3]
}
