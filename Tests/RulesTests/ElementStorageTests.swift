import Testing
import TreeModel

/// A screen of 200,000 elements holds 200,000 `Element`s: the rarely set properties are held out of line and the
/// small integers in 32 bits, and every property still reads back what was set.
@Suite("Element storage")
struct ElementStorageTests {
    @Test("an element fits in 184 bytes")
    func inlineSize() {
        #expect(MemoryLayout<Element>.stride <= 184, "\(MemoryLayout<Element>.stride) bytes")
    }

    @Test("the properties held out of line read back what the initialiser and the setters gave, one at a time")
    func details() {
        var element = Element(type: "Button")
        #expect(element.subrole == nil && element.title == nil && element.hint == nil && element.placeholder == nil)
        #expect(element.customActions.isEmpty && element.recordedTraits == nil)
        element.hint = "Opens the menu"
        element.subrole = "AXSwitch"
        #expect(element.hint == "Opens the menu" && element.subrole == "AXSwitch" && element.title == nil)
        element.customActions = ["Share"]
        element.placeholder = "Search"
        element.title = "Menu"
        #expect(element.customActions == ["Share"] && element.placeholder == "Search" && element.title == "Menu")
        #expect(element.hint == "Opens the menu" && element.subrole == "AXSwitch")
        element.hint = nil
        #expect(element.hint == nil && element.title == "Menu")

        let made = Element(type: "Button", subrole: "AXSwitch", title: "Menu", customActions: ["Share"],
                           placeholder: "Search")
        #expect(made == element && made.hashValue == element.hashValue, "equal whether set at once or one by one")
        element.title = nil
        #expect(made != element)
    }

    @Test("clearing every property held out of line gives an element equal to one that never had them")
    func clearedDetails() {
        var element = Element(type: "Button", hint: "h", customActions: ["a"])
        element.hint = nil
        element.customActions = []
        #expect(element == Element(type: "Button"))
        #expect(Set([element, Element(type: "Button")]).count == 1)
    }

    @Test("a copy keeps its own out-of-line properties when the original changes")
    func valueSemantics() {
        var original = Element(type: "Button", title: "Menu")
        let copy = original
        original.title = "Other"
        #expect(copy.title == "Menu" && original.title == "Other")
    }

    @Test("recorded traits join the derived ones in traits, and leave them when removed")
    func recordedTraits() {
        var element = Element(type: "Button", recordedTraits: [.selected], derivedTraits: [.button])
        #expect(element.traits == [.button, .selected])
        element.recordedTraits = nil
        #expect(element.traits == [.button] && element.recordedTraits == nil)
        element.recordedTraits = [.link]
        element.derivedTraits = [.image]
        #expect(element.traits == [.image, .link] && element.recordedTraits == [.link])
    }

    @Test("parent, depth, counts, position and location read back, and a root has no parent")
    func integers() {
        var element = Element(parent: 0, depth: 3, descendantCount: 70_000, siblingPosition: 12,
                              location: SourceLocation(line: 40_000, column: 1_234_567))
        #expect(element.parent == 0 && element.depth == 3 && element.descendantCount == 70_000)
        #expect(element.siblingPosition == 12 && element.location == SourceLocation(line: 40_000, column: 1_234_567))
        element.parent = nil
        #expect(element.parent == nil)
        element.parent = 199_999
        #expect(element.parent == 199_999)
        #expect(Element().parent == nil && Element().location == SourceLocation(line: 1, column: 1))
        // Out of range for 32 bits (the depth: 16 bits): held at the limit, never a trap.
        element.parent = Int.max
        element.depth = Int.max
        element.location = SourceLocation(line: Int.max, column: -3)
        #expect(element.parent == Int(UInt32.max) - 1 && element.depth == Int(UInt16.max))
        element.depth = 600
        #expect(element.depth == 600, "deeper than any reader allows, still exact")
        #expect(element.location == SourceLocation(line: Int(UInt32.max), column: 0))
    }
}
