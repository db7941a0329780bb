import TreeModel

/// One semantics node of a Flutter dump as `SemanticsNode.debugFillProperties` writes it: the line
/// `SemanticsNode#12`, then one line a property: the rectangle without a name (`Rect.fromLTRB(0.0, 0.0, 56.0,
/// 56.0)`, shifted into the parent's coordinates when the node's transform is a translation, `… scaled by 2.8x`
/// when it is a scale, `… with transform [1.0,0.0,0.0,10.0; …]` otherwise), the markers `merged up ⬆️`,
/// `merge boundary ⛔️`, `invisible` and `HIDDEN`, and `name: value` lines (`actions: tap, longPress`, `flags:
/// isButton, hasEnabledState, isEnabled`, `label: "Increment"`, `value: "…"`, `hint: "…"`, `tooltip: "…"`,
/// `identifier: "…"`, `textDirection: ltr`, …). A long line is wrapped at 65 columns, its rest indented two
/// more characters.
struct FlutterNode: Sendable {
    /// How the printed rectangle relates to the parent's coordinates.
    enum Placement: Sendable, Equatable {
        /// In the parent's coordinates (no transform, or a translation already applied).
        case inParent
        /// In the node's own coordinates, scaled by the factor (printed with one decimal) into the parent's.
        case scaled(Double)
        /// In the node's own coordinates, mapped into the parent's by the 2-D part of the matrix.
        case transformed(FlutterTransform)
    }

    var id: String
    var location: SourceLocation
    /// The printed rectangle, or nil when absent or unusable.
    var rect: Frame?
    var placement: Placement = .inParent
    /// The rectangle line as written, when it could not be used.
    var badRect: (text: String, location: SourceLocation)?
    var properties: [String: String] = [:]
    var flags: Set<String> = []
    var actions: Set<String> = []
    var mergedUp = false
    var mergeBoundary = false
    var invisible = false
    var hidden = false

    /// A quoted property's text (`label: "Sign in"` → `Sign in`), nil when absent or blank.
    func text(_ key: String) -> String? {
        guard var value = properties[key] else { return nil }
        if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
        return TextChecks.isBlank(value) ? nil : value
    }

    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// `headingLevel: 2`: the level of a heading, nil when absent, 0 (no heading) or not a whole number.
    var headingLevel: Int? {
        guard let text = properties["headingLevel"], let level = Int(text), level > 0 else { return nil }
        return level
    }

    /// `SemanticsNode#12` from its start; nil when the text is not one (`SemanticsNode#` and digits, then the end
    /// of the line or a space).
    static func id(_ text: Substring) -> String? {
        guard text.hasPrefix("SemanticsNode#") else { return nil }
        let rest = text.dropFirst(14)
        let digits = rest.prefix(while: \.isWholeNumber)
        guard !digits.isEmpty, rest.dropFirst(digits.count).trimmedSpaces.isEmpty else { return nil }
        return String(digits)
    }

    /// Reads `Rect.fromLTRB(l, t, r, b)` and what follows it into the node; false when the numbers or the
    /// transform cannot be used.
    mutating func readRect(_ text: Substring) -> Bool {
        guard text.hasPrefix("Rect.fromLTRB("), let close = text.firstIndex(of: ")") else { return false }
        let numbers = text[text.index(text.startIndex, offsetBy: 14)..<close].split(separator: ",").map { Double(String($0.trimmedSpaces)) }
        guard numbers.count == 4, let left = numbers[0], let top = numbers[1], let right = numbers[2], let bottom = numbers[3],
              [left, top, right, bottom].allSatisfy(\.isFinite), right >= left, bottom >= top else { return false }
        let rest = text[text.index(after: close)...].trimmedSpaces
        if rest.isEmpty {
            placement = .inParent
        } else if rest.hasPrefix("scaled by "), rest.hasSuffix("x"), let factor = Double(String(rest.dropFirst(10).dropLast())),
                  factor.isFinite, factor > 0 {
            placement = .scaled(factor)
        } else if rest.hasPrefix("with transform ["), rest.hasSuffix("]"),
                  let matrix = FlutterTransform(rows: rest.dropFirst(16).dropLast()) {
            placement = .transformed(matrix)
        } else {
            return false
        }
        rect = Frame(x: left, y: top, width: right - left, height: bottom - top)
        return true
    }
}

/// The 2-D part of a node's transform: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
struct FlutterTransform: Sendable, Equatable {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

    static let identity = FlutterTransform()

    init(a: Double = 1, b: Double = 0, c: Double = 0, d: Double = 1, tx: Double = 0, ty: Double = 0) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// `Matrix4.toString`'s rows joined by `; ` (`1.0,0.0,0.0,10.0; 0.0,1.0,0.0,20.0; …`): row 0 holds a, c and tx,
    /// row 1 b, d and ty. Nil unless the first two rows are four finite numbers each.
    init?(rows text: Substring) {
        let rows = text.split(separator: ";").map { $0.split(separator: ",").map { Double(String($0.trimmedSpaces)) } }
        guard rows.count >= 2, rows[0].count == 4, rows[1].count == 4 else { return nil }
        let first = rows[0].compactMap { $0 }, second = rows[1].compactMap { $0 }
        guard first.count == 4, second.count == 4, (first + second).allSatisfy(\.isFinite) else { return nil }
        self.init(a: first[0], b: second[0], c: first[1], d: second[1], tx: first[3], ty: second[3])
    }

    /// This transform after `inner`: a point goes through `inner` first.
    func then(_ inner: FlutterTransform) -> FlutterTransform {
        FlutterTransform(a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
                         c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
                         tx: a * inner.tx + c * inner.ty + tx, ty: b * inner.tx + d * inner.ty + ty)
    }

    /// The smallest upright rectangle holding `frame`'s corners mapped by this transform.
    func apply(_ frame: Frame) -> Frame {
        let corners = [(frame.minX, frame.minY), (frame.maxX, frame.minY), (frame.minX, frame.maxY), (frame.maxX, frame.maxY)]
            .map { (a * $0.0 + c * $0.1 + tx, b * $0.0 + d * $0.1 + ty) }
        let xs = corners.map(\.0), ys = corners.map(\.1)
        let minX = xs.min()!, minY = ys.min()!
        return Frame(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
