/// The properties of an `Element` that most recordings leave empty (subrole, title, hint, placeholder, custom
/// actions, recorded traits, heading level), kept out of line: an element holds a reference to one of these only when one of
/// them is set, so a large screen does not carry 80 bytes of empty fields per element.
///
/// Immutable: an element that changes one of these makes a new value, so elements stay value types.
final class ElementDetails: Sendable, Hashable {
    let subrole: String?
    let title: String?
    let hint: String?
    let placeholder: String?
    let customActions: [String]
    let recordedTraits: Traits?
    let headingLevel: Int?

    init(subrole: String?, title: String?, hint: String?, placeholder: String?, customActions: [String],
         recordedTraits: Traits?, headingLevel: Int?) {
        self.subrole = subrole
        self.title = title
        self.hint = hint
        self.placeholder = placeholder
        self.customActions = customActions
        self.recordedTraits = recordedTraits
        self.headingLevel = headingLevel
    }

    /// Nil when every property is empty (the common case), else a value holding them.
    static func make(subrole: String?, title: String?, hint: String?, placeholder: String?,
                     customActions: [String], recordedTraits: Traits?, headingLevel: Int? = nil) -> ElementDetails? {
        if subrole == nil, title == nil, hint == nil, placeholder == nil, customActions.isEmpty, recordedTraits == nil,
           headingLevel == nil {
            return nil
        }
        return ElementDetails(subrole: subrole, title: title, hint: hint, placeholder: placeholder,
                              customActions: customActions, recordedTraits: recordedTraits, headingLevel: headingLevel)
    }

    static func == (lhs: ElementDetails, rhs: ElementDetails) -> Bool {
        lhs === rhs || (lhs.subrole == rhs.subrole && lhs.title == rhs.title && lhs.hint == rhs.hint
            && lhs.placeholder == rhs.placeholder && lhs.customActions == rhs.customActions
            && lhs.recordedTraits == rhs.recordedTraits && lhs.headingLevel == rhs.headingLevel)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(subrole)
        hasher.combine(title)
        hasher.combine(hint)
        hasher.combine(placeholder)
        hasher.combine(customActions)
        hasher.combine(recordedTraits)
        hasher.combine(headingLevel)
    }
}
