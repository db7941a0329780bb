import TreeModel

/// Where a finding or a reference finds what reports say of its element: a record of its own or shared with
/// the other findings on the element (screens of ordinary size), or the element's place in its large screen's
/// table (`ElementTable`). Equal when what it says of the element is equal, however it is held.
enum ElementPlace: Sendable, Hashable {
    case record(ElementRecord)
    /// Element `index` of the table (a 32-bit index keeps the place in 16 bytes).
    case table(ElementTable, index: UInt32)

    init(_ table: ElementTable, _ index: Int) {
        self = .table(table, index: UInt32(index))
    }

    /// `Application/Group[1]/Button[3]`
    var path: String {
        switch self {
        case .record(let record): record.path
        case .table(let table, let index): table.path(of: Int(index))
        }
    }

    var label: String? {
        switch self {
        case .record(let record): record.label
        case .table(let table, let index): table.elements[Int(index)].label
        }
    }

    var identifier: String? {
        switch self {
        case .record(let record): record.identifier
        case .table(let table, let index): table.elements[Int(index)].identifier
        }
    }

    /// The type for messages (`Element.displayType`).
    var type: String {
        switch self {
        case .record(let record): record.type
        case .table(let table, let index): table.elements[Int(index)].displayType
        }
    }

    var location: SourceLocation {
        switch self {
        case .record(let record): record.location
        case .table(let table, let index): table.elements[Int(index)].location
        }
    }

    var frame: Frame {
        switch self {
        case .record(let record): record.frame
        case .table(let table, let index): table.elements[Int(index)].frame
        }
    }

    /// The element as a record of its own.
    var record: ElementRecord {
        switch self {
        case .record(let record): record
        case .table(let table, let index): table.record(Int(index))
        }
    }

    /// A place holding a record with some parts replaced (for the setters of `Finding` and `ElementReference`).
    func with(path: String? = nil, label: String?? = nil, identifier: String?? = nil, type: String? = nil,
              location: SourceLocation? = nil, frame: Frame? = nil) -> ElementPlace {
        .record(record.with(path: path, label: label, identifier: identifier, type: type, location: location,
                            frame: frame))
    }

    /// True when both name the same record or the same element of the same table.
    func isIdentical(to other: ElementPlace) -> Bool {
        switch (self, other) {
        case (.record(let lhs), .record(let rhs)): lhs === rhs
        case (.table(let lhs, let left), .table(let rhs, let right)): lhs === rhs && left == right
        default: false
        }
    }

    // Equal and hashed as the records they give (`ElementRecord`'s equality): no report tells them apart.
    static func == (lhs: ElementPlace, rhs: ElementPlace) -> Bool {
        lhs.isIdentical(to: rhs) || lhs.record == rhs.record
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(record)
    }
}
