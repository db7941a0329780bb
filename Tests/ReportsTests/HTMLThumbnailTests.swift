@testable import Reports
import Testing
import TreeModel

/// What one thumbnail holds: the screen's first frames, whole numbers, and the element outlined.
@Suite struct HTMLThumbnailTests {
    static func wireframe(_ count: Int) -> ScreenWireframe {
        let frames = [Frame(x: 0, y: 0, width: 360, height: 640)]
            + (1..<count).map { Frame(x: 10.4, y: Double($0) * 3 + 0.6, width: 100, height: 2) }
        return ScreenWireframe(bounds: frames[0], frames: frames, locations: frames.map { _ in SourceLocation(line: 1, column: 1) })
    }

    @Test func aScreenOfManyElementsDrawsAFewDozenFrames() throws {
        let body = try #require(HTMLThumbnail.body(Self.wireframe(200), element: 150))
        #expect(body.hasPrefix("0 0 360 640\n"))
        #expect(body.filter { $0 == "M" }.count == HTMLThumbnail.framesDrawn)
        // The element is outlined even when its frame is not among those drawn.
        #expect(body.hasSuffix("<rect class=\"o\" x=\"10\" y=\"451\" width=\"100\" height=\"2\"/>"))
        #expect(body.utf8.count < 2_500)
    }

    /// A recording's thumbnails share one drawing of its frames, made once: each is that drawing and its own outline.
    @Test func thumbnailsOfOneRecordingShareItsBackdrop() throws {
        let wireframe = Self.wireframe(200)
        let backdrop = try #require(HTMLThumbnail.backdrop(wireframe))
        #expect(backdrop.text.filter { $0 == "M" }.count == HTMLThumbnail.framesDrawn)
        for element in [1, 59, 61, 199] {
            let shared = try #require(HTMLThumbnail.body(backdrop, wireframe, element: element))
            #expect(shared == HTMLThumbnail.body(wireframe, element: element))
            #expect(shared.hasPrefix(backdrop.text))
            #expect(shared.dropFirst(backdrop.text.count).hasPrefix("<rect class=\"o\""))
        }
    }

    @Test func anElementOutsideTheScreenOrWithoutAFrameIsNotDrawn() {
        var wireframe = Self.wireframe(3)
        wireframe.frames[2] = Frame(x: 900, y: 900, width: 10, height: 10)
        #expect(HTMLThumbnail.body(wireframe, element: 2) == nil)
        #expect(HTMLThumbnail.body(wireframe, element: 7) == nil)
        #expect(HTMLThumbnail.body(wireframe, element: 1) != nil)
    }

    @Test func theNameIsTextNamingScreenAndElement() {
        let svg = HTMLThumbnail.wrap("0 0 10 10\n<rect class=\"o\" x=\"1\" y=\"1\" width=\"2\" height=\"2\"/>", id: "issue-1-t1", file: "a/b/state_<1>.json",
                                     activity: ".Main", element: "Button \"OK\"", level: .error)
        #expect(svg == "<svg class=\"thumb lv-error\" viewBox=\"0 0 10 10\" role=\"img\" aria-labelledby=\"issue-1-t1\" xmlns=\"http://www.w3.org/2000/svg\"><title id=\"issue-1-t1\">Screen .Main (state_&lt;1&gt;.json): Button &quot;OK&quot; outlined</title><rect class=\"o\" x=\"1\" y=\"1\" width=\"2\" height=\"2\"/></svg>")
    }
}
