import TreeModel

/// Reads `maestro hierarchy` JSON (a `TreeNode`: `attributes` of strings, `children`, top-level booleans),
/// iOS and Android variants, into a `Screen`.
///
/// Nothing in the file names its platform: a node with a `class` attribute makes it Android. iOS nodes have
/// no element type and no traits, so rules that need them (labels of controls, target sizes, headers) do not
/// run; frames are points truncated to whole numbers (`toInt()` on each edge), so the screen says its frames
/// are rounded. Android bounds are device pixels and the density is not in the file: the screen's frames are
/// in pixels with an unknown density, so the rules that need sizes in points or dp do not run.
/// Maestro's synthetic root (a zero frame) is kept as the root; the screen's bounds are its children's.
public struct MaestroRecorder: Recorder {
    public init() {}

    public let id = "maestro"
    public let summary = "Maestro `maestro hierarchy` JSON (iOS or Android)"
    public let fileExtensions = ["json"]
    /// iOS: identifiers, placeholders, whole-point frames. Android narrows this per screen.
    public let capabilities = RecorderCapabilities(evidence: [.identifiers, .placeholders, .unclippedFrames, .pointSizes],
                                                   frameUnit: .points, roundedFrames: true)

    /// `maestro hierarchy > screen.txt` saves the JSON under Maestro's console lines (`MaestroConsole`): such a
    /// file is recognised by its content.
    public let contentCheckedExtensions = ["txt", "log"]

    /// An object whose first key is `attributes`, as Maestro's Jackson printer writes every node, at the start or
    /// after Maestro's console lines (`MaestroConsole`).
    public func recognises(_ head: RecordingHead) -> Bool {
        let open: Int
        if head.firstSignificantByte == UInt8(ascii: "{") {
            open = head.bytes.firstIndex(of: UInt8(ascii: "{"))!
        } else if let start = MaestroConsole.jsonStart(head.bytes) {
            open = start.offset
        } else {
            return false
        }
        var index = open + 1
        while index < head.bytes.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(head.bytes[index]) { index += 1 }
        let key = Array("\"attributes\"".utf8)
        guard head.bytes.endIndex - index >= key.count else { return false }
        return head.bytes[index..<(index + key.count)].elementsEqual(key)
    }

    public func read(bytes: [UInt8], file: String) -> Screen {
        // Maestro's console lines before the JSON are read as blank lines, and said on the screen.
        let head = RecordingHead.contentStart(bytes[...])
        let console = head < bytes.endIndex && bytes[head] != UInt8(ascii: "{") ? MaestroConsole.jsonStart(bytes[head...]) : nil
        var screen = withJSON(console.map { PassedOverText.blanked(bytes, 0..<$0.offset) } ?? bytes, file: file) { document in
            var reader = MaestroReader(document: document, file: file)
            return reader.screen(capabilities: capabilities)
        }
        if let console, screen.status != .unreadable {
            let lines = console.lines == 1 ? "1 line" : "\(console.lines) lines"
            screen.problems.insert(RecordingProblem(file: file, location: SourceLocation(line: 1, column: 1), message:
                "the file starts with \(lines) of Maestro's console output (\"\(MaestroConsole.firstLine(Array(bytes[head...])))\"), as `maestro hierarchy > file` saves it; the hierarchy after it was read", element: 0), at: 0)
        }
        return screen
    }
}

extension RecordingFormat {
    /// `maestro hierarchy` of an iOS app (points).
    public static let maestroIOS = RecordingFormat(rawValue: "maestro-ios")
    /// `maestro hierarchy` of an Android app (pixels).
    public static let maestroAndroid = RecordingFormat(rawValue: "maestro-android")
}

struct MaestroReader {
    let document: JSONDocument
    let file: String
    var tree = TreeBuilder()
    var problems: [RecordingProblem] = []
    var android = false

    mutating func screen(capabilities: RecorderCapabilities) -> Screen {
        let root = document.root
        guard document.kind(root) == .object, document.value(forKey: "attributes", inObject: root) != nil else {
            return .unreadable(file: file, error: ReadError(file: file, location: document.location(root),
                                                            message: "not a Maestro hierarchy: expected an object with 'attributes'"))
        }
        android = Self.hasClass(document, root)
        read(root)
        let elements = tree.elements
        let format: RecordingFormat = android ? .maestroAndroid : .maestroIOS
        // The screen: the root's frame, or (Maestro's synthetic root has none) the largest of the outermost frames:
        // those with no framed ancestor. An Android device's windows (the app's, the status bar's, an edge panel's)
        // sit one synthetic level further down, under a node that holds only `ignoreBoundsFiltering`.
        var bounds = elements[0].frame
        if bounds.isEmpty {
            var framedAbove = [Bool](repeating: false, count: elements.count)
            for index in elements.indices {
                let parent = elements[index].parent
                let above = parent.map { framedAbove[$0] || !elements[$0].frame.isEmpty } ?? false
                framedAbove[index] = above
                let frame = elements[index].frame
                guard !above, !frame.isEmpty else { continue }
                if frame.width * frame.height > bounds.width * bounds.height || bounds.isEmpty { bounds = frame }
            }
        }
        if bounds.isEmpty {
            return Screen(file: file, format: format, status: .empty, elements: [], bounds: .zero,
                          error: ReadError(file: file, location: elements[0].location,
                                           message: "the hierarchy holds no tree: no element has a frame"))
        }
        var screenCapabilities = capabilities
        if android {
            // Classes name roles; bounds are pixels clipped to the display, and the density is not in the file.
            screenCapabilities = RecorderCapabilities(evidence: [.traits, .identifiers], frameUnit: .pixels, density: nil)
        }
        var screen = Screen(file: file, format: format, status: .ok, elements: elements, bounds: bounds,
                            problems: problems, capabilities: screenCapabilities)
        // An Android hierarchy is judged as Android: TalkBack's stops, 48 dp targets, no reading order.
        if android { screen.platform = .android }
        return screen
    }

    /// Whether any node (searched depth first, stopping at the first) has a `class` attribute: Android.
    static func hasClass(_ document: JSONDocument, _ node: Int) -> Bool {
        var stack = [node]
        while let current = stack.popLast() {
            guard document.kind(current) == .object else { continue }
            if let attributes = document.value(forKey: "attributes", inObject: current), document.kind(attributes) == .object,
               document.value(forKey: "class", inObject: attributes) != nil { return true }
            if let children = document.value(forKey: "children", inObject: current), document.kind(children) == .array {
                stack.append(contentsOf: document.elements(ofArray: children))
            }
        }
        return false
    }

    func string(_ key: StaticString, in attributes: Int?) -> String? {
        guard let attributes, let node = document.value(forKey: key, inObject: attributes),
              let text = document.stringValue(node), !TextChecks.isBlank(text) else { return nil }
        return text
    }

    func flag(_ key: StaticString, node: Int, attributes: Int?) -> Bool? {
        if let member = document.value(forKey: key, inObject: node), let value = document.bool(member) { return value }
        if let text = string(key, in: attributes) { return text == "true" ? true : text == "false" ? false : nil }
        return nil
    }

    /// `system`: the node lies in a view of SystemUI's (`com.android.systemui` ids), as all its descendants do.
    mutating func read(_ node: Int, system: Bool = false) {
        guard document.kind(node) == .object else { return }
        let location = document.location(node)
        let attributes = document.value(forKey: "attributes", inObject: node).flatMap { document.kind($0) == .object ? $0 : nil }
        let enabled = flag("enabled", node: node, attributes: attributes) ?? true
        var element = Element(identifier: string("resource-id", in: attributes), title: string("title", in: attributes),
                              enabled: enabled, placeholder: string("hintText", in: attributes), location: location)
        let text = string("text", in: attributes)
        var traits: Traits = enabled ? [] : [.notEnabled]
        if flag("selected", node: node, attributes: attributes) == true { traits.insert(.selected) }
        if android {
            let className = string("class", in: attributes)
            element.type = className.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
            let role = MaestroVocabulary.androidRoles(className: className,
                                                      clickable: flag("clickable", node: node, attributes: attributes) == true)
            traits.formUnion(role.traits)
            element.isContainer = role.isContainer
            // Maestro records no package: SystemUI's views (the status bar's clock and icons) say it in their ids,
            // and what they hold is SystemUI's too (the battery's icon, with no id of its own).
            if system || element.identifier?.hasPrefix("com.android.systemui:") == true { element.roles.insert(.systemOwned) }
            if role.traits.contains(.textEntry) {
                element.label = string("accessibilityText", in: attributes)
                // Without Maestro's hint, the text of an empty field is its hint: only a text unlike the hint is a value.
                element.value = text == element.placeholder ? nil : text
            } else {
                element.label = string("accessibilityText", in: attributes) ?? text
            }
        } else {
            element.label = string("accessibilityText", in: attributes)
            element.value = string("value", in: attributes)
        }
        element.derivedTraits = traits
        if let bounds = string("bounds", in: attributes) {
            if let frame = MaestroVocabulary.frame(bounds) {
                element.frame = frame
            } else {
                problems.append(RecordingProblem(
                    file: file, location: location,
                    message: "\(element.displayType) at \(location.line):\(location.column) has bounds that cannot be used (\"\(bounds)\" is not [left,top][right,bottom]), so it is not judged by the size, spacing and order rules",
                    element: tree.count))
            }
        }
        let children = document.value(forKey: "children", inObject: node).flatMap { document.kind($0) == .array ? document.elements(ofArray: $0) : nil } ?? []
        if children.isEmpty {
            tree.add(element)
            return
        }
        tree.open(element)
        let systemBelow = element.roles.contains(.systemOwned)
        for child in children { read(child, system: systemBelow) }
        tree.close()
    }
}
