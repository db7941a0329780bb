import Testing
import TreeModel

/// Element paths written as bytes are the paths the joined steps give.
@Suite struct ScreenPathTests {
    /// The earlier definition: each step interpolated, the steps joined with "/".
    static func joinedPath(_ screen: Screen, _ index: Int) -> String {
        var steps: [String] = []
        var current: Int? = index
        while let node = current {
            let type = screen.elements[node].displayType
            steps.append(screen.elements[node].parent == nil ? type : "\(type)[\(screen.elements[node].siblingPosition)]")
            current = screen.elements[node].parent
        }
        return steps.reversed().joined(separator: "/")
    }

    @Test("every element of a deep tree with odd types and positions")
    func pathsOfEveryElement() {
        let types: [String?] = ["Application", "Cell", nil, "", "日本語", "Caf\u{E9}", "e\u{301}", "XCUIElementTypeButton", "\u{202E}x"]
        let positions = [0, 1, 9, 10, 99, 100, 12345, Int.max, -1, -20, Int.min]
        var elements: [Element] = []
        for index in 0 ..< 60 {
            var element = Element(type: types[index % types.count], role: index % 4 == 0 ? "AXGroup" : nil)
            element.parent = index == 0 ? nil : (index % 7 == 0 ? 0 : index - 1)
            if index == 30 { element.parent = nil }
            element.siblingPosition = positions[index % positions.count]
            elements.append(element)
        }
        let screen = Screen(file: "x.json", format: .idbFlat, status: .ok, elements: elements, bounds: .zero)
        var deep = 0
        for index in elements.indices {
            let path = screen.path(of: index)
            #expect(path == Self.joinedPath(screen, index))
            #expect(Array(path.utf8) == Array(Self.joinedPath(screen, index).utf8))
            if path.split(separator: "/").count > 5 { deep += 1 }
        }
        #expect(deep > 10, "long paths are exercised")
    }
}
