import TreeModel

/// One semantics node of a Compose dump as `printToString` writes it (androidx `ui-test`'s `Output.kt`): the node
/// line `Node #12 at (l=0.0, t=63.0, r=1080.0, b=2337.0)px, Tag: 'login'`, then one line a property, sorted by
/// name: `Role = 'Button'`, `Text = '[Sign in]'` (a list), `ContentDescription = '[Close]'`, `StateDescription =
/// 'On'`, `ToggleableState = 'On'`, `Selected = 'true'`, `Focused = 'false'`, `EditableText = 'a@b.c'`, …; the
/// properties without a value on one line in brackets (`[Disabled, Heading, Password]`; older versions wrote
/// `Disabled = 'kotlin.Unit'`); the actions on one line (`Actions = [OnClick, RequestFocus]`); and
/// `MergeDescendants = 'true'`.
struct ComposeNode: Sendable {
    var id: String
    /// In pixels of the window, unclipped (the node's position in the window and its size).
    var frame: Frame?
    var badFrame: String?
    var tag: String?
    var properties: [String: String] = [:]
    /// Properties without a value (`Disabled`, `Heading`, `Password`, `InvisibleToUser`, `IsDialog`, …).
    var flags: Set<String> = []
    var actions: [String] = []
    /// `Has 3 children`: the dump was cut at this node (a `maxDepth`).
    var hiddenChildren: String?

    /// A list property's items as written (`[Sign in]` → `Sign in`; `[Hello, World]` → `Hello, World`).
    func list(_ key: String) -> String? {
        guard var text = properties[key] else { return nil }
        if text.hasPrefix("["), text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
        return TextChecks.isBlank(text) ? nil : text
    }

    func text(_ key: String) -> String? {
        guard let text = properties[key], !TextChecks.isBlank(text) else { return nil }
        return text
    }

    func has(_ flag: String) -> Bool { flags.contains(flag) || properties[flag] == "kotlin.Unit" }

    /// `Node #12 at (l=…, t=…, r=…, b=…)px, Tag: '…'` from `Node #` on; nil when the line is not one. The id is
    /// any word: androidx's own tests mask ids and numbers as `X` (`Node #X at (l=X, t=X, r=X, b=X)px`), and
    /// such a node is read with a frame that cannot be used.
    static func parse(_ text: Substring) -> ComposeNode? {
        guard text.hasPrefix("Node #") else { return nil }
        var rest = text.dropFirst(6)
        let id = rest.prefix { $0.isLetter || $0.isNumber }
        guard !id.isEmpty else { return nil }
        rest = rest.dropFirst(id.count)
        var node = ComposeNode(id: String(id))
        guard rest.hasPrefix(" at ") else { return nil }
        rest = rest.dropFirst(4)
        if let end = rest.firstRange(of: ")px") {
            let rectangle = rest[..<end.upperBound]
            if let frame = frame(rectangle) { node.frame = frame } else { node.badFrame = String(rectangle) }
            rest = rest[end.upperBound...]
        } else {
            let end = rest.firstRange(of: ", Tag: '")?.lowerBound ?? rest.endIndex
            node.badFrame = String(rest[..<end])
            rest = rest[end...]
        }
        if rest.hasPrefix(", Tag: '"), rest.hasSuffix("'") {
            node.tag = String(rest.dropFirst(8).dropLast())
        }
        return node
    }

    /// `(l=0.0, t=63.0, r=1080.0, b=2337.0)px` as a frame; nil unless four finite numbers with right ≥ left and
    /// bottom ≥ top.
    static func frame(_ text: Substring) -> Frame? {
        guard text.hasPrefix("("), text.hasSuffix(")px") else { return nil }
        var values: [String: Double] = [:]
        for part in text.dropFirst().dropLast(3).split(separator: ",") {
            let pair = part.trimmedSpaces.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, let number = Double(String(pair[1])), number.isFinite else { return nil }
            values[String(pair[0])] = number
        }
        guard values.count == 4, let left = values["l"], let top = values["t"], let right = values["r"], let bottom = values["b"],
              right >= left, bottom >= top else { return nil }
        return Frame(x: left, y: top, width: right - left, height: bottom - top)
    }
}
