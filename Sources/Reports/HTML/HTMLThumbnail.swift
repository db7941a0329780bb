import Support
import TreeModel

/// A small drawing of one recording of an issue for the HTML report's Issues view: the screen's wireframe (the
/// frames of its first `framesDrawn` elements, whole numbers) with the issue's element outlined. Rendered as the
/// recording is written (`body`), set aside, and wrapped in its `<svg>` with its accessible name when the issue
/// is shown (`wrap`): the name says which screen and which element, so the page holds no unnamed picture.
enum HTMLThumbnail {
    /// The most element frames drawn per thumbnail: a thumbnail stays under a few kilobytes however many
    /// elements the screen has.
    static let framesDrawn = 60

    /// What every thumbnail of one recording shares: the viewport and the `viewBox` value, a newline, then the path
    /// of the screen's first `framesDrawn` frames. Made once per recording (`backdrop(_:)`): a screen with thousands of
    /// findings has as many thumbnails, each of which would otherwise draw the same frames again.
    struct Backdrop {
        let view: Frame
        let text: String
    }

    /// The recording's `Backdrop`; nil when the screen has no frames to draw.
    static func backdrop(_ wireframe: ScreenWireframe) -> Backdrop? {
        guard let view = HTMLScreenSection.viewport(wireframe), let box = rounded(view) else { return nil }
        var path = ""
        var drawn = 0
        for (index, frame) in wireframe.frames.enumerated() {
            if drawn == framesDrawn { break }
            guard !(index == 0 && frame == view), HTMLScreenSection.drawable(frame, in: view), let r = rounded(frame) else { continue }
            path += "M\(r.x) \(r.y)h\(r.w)v\(r.h)h-\(r.w)z"
            drawn += 1
        }
        var text = "\(box.x) \(box.y) \(box.w) \(box.h)\n"
        if !path.isEmpty { text += "<path class=\"el\" d=\"\(path)\"/>" }
        return Backdrop(view: view, text: text)
    }

    /// `viewBox` value, a newline, then the drawing's shapes: the recording's `backdrop` with `element` outlined; nil
    /// when the element has no frame inside the drawing.
    static func body(_ backdrop: Backdrop, _ wireframe: ScreenWireframe, element: Int) -> String? {
        guard element < wireframe.frames.count, HTMLScreenSection.drawable(wireframe.frames[element], in: backdrop.view),
              let target = rounded(wireframe.frames[element]) else { return nil }
        return backdrop.text + "<rect class=\"o\" x=\"\(target.x)\" y=\"\(target.y)\" width=\"\(target.w)\" height=\"\(target.h)\"/>"
    }

    /// The same, for one thumbnail alone.
    static func body(_ wireframe: ScreenWireframe, element: Int) -> String? {
        backdrop(wireframe).flatMap { body($0, wireframe, element: element) }
    }

    /// The `<svg>` of a thumbnail `body` made, named by its `<title>` (with the id `id`) `Screen .Main
    /// (state_1.json): unlabelled Button outlined`
    /// (the recording's file name; its link leads to the whole path).
    /// With `picture` (the recording's screenshot as an `<image>`, `HTMLScreenshotThumbnail`), the screenshot
    /// is drawn instead of the wireframe's frames, the outline over it, and the name says so.
    static func wrap(_ body: String, id: String, file: String, activity: String?, element: String, level: HTMLLevel,
                     picture: String? = nil) -> String {
        let newline = body.firstIndex(of: "\n") ?? body.startIndex
        let viewBox = String(body[..<newline])
        var shapes = newline < body.endIndex ? String(body[body.index(after: newline)...]) : ""
        if let picture {
            // The outline only (with a halo in the page's background colour), over the screenshot.
            let start = "<rect class=\"o\""
            let outline = shapes.firstRange(of: start).map { String(shapes[$0.lowerBound...]) } ?? ""
            let halo = outline.isEmpty ? "" : "<rect class=\"h\"" + outline.dropFirst(start.count)
            shapes = picture + halo + outline
        }
        let screen = (activity.map { "\($0) (\(lastPathComponent(file)))" } ?? lastPathComponent(file))
        let name = (picture == nil ? "Screen " : "Screenshot of screen ") + screen + ": \(element) outlined"
        return "<svg class=\"thumb\(picture == nil ? "" : " shot") lv-\(level.rawValue)\" viewBox=\"\(viewBox)\" role=\"img\" aria-labelledby=\"\(id)\" "
            + "xmlns=\"http://www.w3.org/2000/svg\"><title id=\"\(id)\">\(HTMLText.display(name))</title>\(shapes)</svg>"
    }

    static func lastPathComponent(_ path: String) -> String {
        path.lastIndex(ofASCII: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// Whole numbers of `frame` (a thumbnail needs no fractions), nil when one is not usable.
    static func rounded(_ frame: Frame) -> (x: Int, y: Int, w: Int, h: Int)? {
        let values = [frame.x, frame.y, frame.width, frame.height]
        guard values.allSatisfy({ $0.isFinite && abs($0) < 1e9 }) else { return nil }
        return (Int(frame.x.rounded()), Int(frame.y.rounded()), max(1, Int(frame.width.rounded())), max(1, Int(frame.height.rounded())))
    }
}
