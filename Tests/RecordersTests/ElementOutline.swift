import TreeModel

/// A screen's elements as indented lines, one an element, for golden-like reader tests: type, label, value,
/// identifier, placeholder, frame and the traits and roles that readers decide.
enum ElementOutline {
    static func lines(_ screen: Screen) -> [String] {
        screen.elements.map { element in
            var line = String(repeating: "  ", count: element.depth) + element.displayType
            if let label = element.label { line += " \"\(label)\"" }
            if let value = element.value { line += " value=\(value)" }
            if let identifier = element.identifier { line += " id=\(identifier)" }
            if let placeholder = element.placeholder { line += " placeholder=\(placeholder)" }
            let frame = element.frame
            line += " \(frame.x),\(frame.y) \(frame.width)x\(frame.height)"
            if element.isContainer { line += " container" }
            if element.traits.contains(.selected) { line += " selected" }
            if !element.enabled { line += " disabled" }
            if element.traits.contains(.header) { line += " header" }
            if element.traits.contains(.statusBarElement) { line += " statusbar" }
            if let accessible = element.accessible { line += accessible ? " stop" : " not-stop" }
            return line
        }
    }
}
