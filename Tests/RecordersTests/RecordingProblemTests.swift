import Testing
import Recorders
import TreeModel

/// A bad value in one element is a problem of that element, at its place; the rest of the screen is read.
@Suite struct RecordingProblemTests {
    func read(_ text: String) -> Screen { RecordingReader.read(bytes: Array(text.utf8), file: "t.json") }

    static let app = #"{"type":"Application","AXLabel":"App","frame":{"x":0,"y":0,"width":390,"height":844}}"#
    static let ok = #"{"type":"Button","AXLabel":"OK","frame":{"x":10,"y":500,"width":50,"height":50}}"#

    /// A flat screen: the application, a button whose frame is `frame`, and a good button on line 3.
    func screen(frame: String) -> Screen {
        read("[\(Self.app),\n{\"type\":\"Button\",\"AXLabel\":\"Help\",\"frame\":\(frame)},\n\(Self.ok)]")
    }

    @Test("each kind of bad frame value is a per-element problem at the value, and the screen is still read",
          arguments: [
              (#"{"x":10,"y":100,"width":1e999,"height":30}"#, 67, "'width' is 1e999, which is not a finite number"),
              (#"{"x":10,"y":-1e400,"width":30,"height":30}"#, 55, "'y' is -1e400, which is not a finite number"),
              (#"{"x":"NaN","y":100,"width":30,"height":30}"#, 48, "'x' is the string \"NaN\", not a number"),
              (#"{"x":10,"y":null,"width":30,"height":30}"#, 55, "'y' is null, not a number"),
              (#"{"x":10,"y":100,"width":{"v":1},"height":30}"#, 67, "'width' is an object, not a number"),
              (#"{"x":10,"y":100,"width":30,"height":[30]}"#, 79, "'height' is an array, not a number"),
              (#"{"x":10,"y":100,"width":30,"height":true}"#, 79, "'height' is true, not a number"),
              (#"{"x":10,"y":100,"width":-30,"height":30}"#, 67, "'width' is negative (-30)"),
              (#"{"x":10,"y":100,"width":30,"height":-0.5}"#, 79, "'height' is negative (-0.5)"),
              (#"{"x":10,"y":100,"width":30}"#, 43, "'height' is missing"),
              (#"{}"#, 43, "'x' is missing; 'y' is missing; 'width' is missing; 'height' is missing"),
              (#""10,10,20,20""#, 43, "'frame' is the string \"10,10,20,20\", not an object with x, y, width and height"),
              (#"[10,10,20,20]"#, 43, "'frame' is an array, not an object with x, y, width and height"),
          ])
    func badValue(_ frame: String, _ column: Int, _ reason: String) {
        let screen = screen(frame: frame)
        #expect(screen.status == .ok, "one bad element does not make the file unreadable")
        #expect(screen.elements.count == 3)
        #expect(screen.elements[2].frame == Frame(x: 10, y: 500, width: 50, height: 50), "the rest of the screen is read")
        #expect(screen.elements[1].label == "Help", "the element itself is kept, with its other values")
        #expect(screen.elements[1].frame == .zero, "its frame is not used")
        #expect(screen.problems.count == 1)
        let problem = screen.problems.first
        #expect(problem?.element == 1)
        #expect(problem?.location == SourceLocation(line: 2, column: column))
        #expect(problem?.message == "Button \"Help\" has a frame that cannot be used (\(reason)), so it is not judged by the size, spacing and order rules")
        #expect(problem?.description.hasPrefix("t.json:2:\(column): warning: Button \"Help\"") == true)
    }

    @Test("several bad values in one element are one problem, at the first; the last of a repeated key wins")
    func severalValues() {
        let screen = screen(frame: #"{"x":"1","y":100,"width":1e999,"height":30}"#)
        #expect(screen.problems.map(\.message) == ["Button \"Help\" has a frame that cannot be used ('x' is the string \"1\", not a number; 'width' is 1e999, which is not a finite number), so it is not judged by the size, spacing and order rules"])
        #expect(screen.problems.first?.location == SourceLocation(line: 2, column: 48))
        let repeated = self.screen(frame: #"{"x":"NaN","x":10,"y":100,"width":30,"height":30}"#)
        #expect(repeated.problems.isEmpty)
        #expect(repeated.elements[1].frame == Frame(x: 10, y: 100, width: 30, height: 30))
    }

    @Test("good frames, zero sizes and a null frame are no problem")
    func goodFramesAreNoProblem() {
        #expect(screen(frame: #"{"x":-10,"y":-5.5,"width":0,"height":0}"#).problems.isEmpty, "negative positions and zero sizes are recorded, not bad")
        let null = screen(frame: "null")
        #expect(null.problems.isEmpty)
        #expect(null.elements[1].frame == .zero)
    }

    @Test("a bad AXFrame, read when frame is missing, is a problem too")
    func badAXFrame() {
        let text = "[\(Self.app),\n{\"type\":\"Button\",\"AXLabel\":\"Help\",\"AXFrame\":\"{{1e999, 0}, {20, 20}}\"},\n{\"type\":\"Button\",\"AXLabel\":\"Go\",\"AXFrame\":\"wide\"}]"
        let screen = read(text)
        #expect(screen.status == .ok)
        #expect(screen.problems.map(\.message) == [
            "Button \"Help\" has a frame that cannot be used (its x in 'AXFrame' is not a finite number), so it is not judged by the size, spacing and order rules",
            "Button \"Go\" has a frame that cannot be used ('AXFrame' is \"wide\", not a rectangle such as \"{{0, 0}, {390, 844}}\"), so it is not judged by the size, spacing and order rules",
        ])
        #expect(screen.problems.map(\.location) == [SourceLocation(line: 2, column: 45), SourceLocation(line: 3, column: 43)])
    }

    @Test("an unlabelled element is named by its path; a bad root frame leaves the rest judged against no bounds")
    func namesAndRoot() {
        let text = "[{\"type\":\"Application\",\"frame\":{\"x\":0,\"y\":0,\"width\":\"390\",\"height\":844}},\(Self.ok),{\"type\":\"Image\",\"frame\":{\"x\":0}}]"
        let screen = read(text)
        #expect(screen.status == .ok, "a bad root frame is not an empty capture")
        #expect(screen.bounds == .zero)
        #expect(screen.isOnScreen(screen.elements[1]))
        #expect(screen.problems.map(\.element) == [0, 2])
        #expect(screen.problems.last?.message.hasPrefix("unlabelled Image at Application/Image[1] has a frame") == true)
    }

    @Test("inside a wrapper's JSON string, problems are located at the string")
    func wrappedString() {
        let inner = "[\(Self.app),{\"type\":\"Button\",\"AXLabel\":\"Help\",\"frame\":{\"x\":1,\"y\":1,\"width\":1e999,\"height\":1}}]"
        let escaped = inner.replacingOccurrences(of: "\"", with: "\\\"")
        let screen = read("{\"content\":[{\"type\":\"text\",\"text\":\"\(escaped)\"}]}")
        #expect(screen.status == .ok)
        #expect(screen.problems.map(\.location) == [SourceLocation(line: 1, column: 35)])
    }

    @Test("what still makes a file unreadable: the tree's structure")
    func structureIsStillUnreadable() {
        #expect(read("[\(Self.app), 42]").status == .unreadable)
        #expect(read("[{\"type\":\"Application\",\"frame\":{\"x\":0,\"y\":0,\"width\":1,\"height\":1},\"children\":7}]").status == .unreadable)
        #expect(read("[\(Self.app), {\"x\": NaN}]").status == .unreadable, "NaN is not JSON")
    }
}
