import TreeModel

/// One thing a recorded tree cannot decide, which a person with a device must check: an entry of
/// `ManualCheckCatalogue.all`.
///
/// Checks that `always` apply are asked of every screen that was read. `triggered` checks are asked only of
/// screens that hold what they are about (custom actions, adjustable elements, secure fields, text entry,
/// media, toggles); `ManualCheckTriggers` finds those elements.
public struct ManualCheck: Sendable, Hashable, Identifiable {
    /// When a check is asked of a screen.
    public enum Applicability: String, Sendable, Hashable {
        /// Of every screen that was read.
        case always
        /// Only of screens holding the elements the check is about.
        case triggered
    }

    /// Stable id, part of the interface (JSON `manualChecks`, SARIF `manual/<id>`): `label-meaningful`.
    public var id: String
    /// What a person confirms, as a short statement: `Labels are meaningful, not just present`.
    public var title: String
    /// The WCAG 2.2 success criteria the check belongs to (may be empty when the HIG is the only basis).
    public var criteria: [Criterion]
    /// The Apple HIG page, when the HIG is a basis.
    public var hig: HIGSource?
    /// One sentence: why a recorded tree cannot decide it.
    public var whyTreeCannotDecide: String
    /// One sentence: how a person checks it on a device.
    public var howToCheck: String
    public var applicability: Applicability
    /// For a triggered check, the elements that ask for it, as a plural noun phrase: `secure text fields`.
    public var trigger: String?
    /// How the check reads on Android, where the general wording names iOS's assistive technologies or settings
    /// (TalkBack for VoiceOver, Voice Access for Voice Control, Switch Access, Font size): nil when the same words
    /// hold on both platforms.
    public var android: Variant?

    /// A check's words on one platform.
    public struct Wording: Sendable, Hashable {
        public var title: String
        public var whyTreeCannotDecide: String
        public var howToCheck: String
    }

    /// What a platform says differently; what it leaves nil is the general wording.
    public struct Variant: Sendable, Hashable {
        public var title: String?
        public var whyTreeCannotDecide: String?
        public var howToCheck: String

        public init(title: String? = nil, whyTreeCannotDecide: String? = nil, howToCheck: String) {
            self.title = title
            self.whyTreeCannotDecide = whyTreeCannotDecide
            self.howToCheck = howToCheck
        }
    }

    /// The check's words on `platform`: Android's where it has its own, else the general ones.
    public func wording(on platform: Platform) -> Wording {
        let variant = platform == .android ? android : nil
        return Wording(title: variant?.title ?? title, whyTreeCannotDecide: variant?.whyTreeCannotDecide ?? whyTreeCannotDecide,
                       howToCheck: variant?.howToCheck ?? howToCheck)
    }

    public init(id: String, title: String, criteria: [Criterion], hig: HIGSource? = nil, whyTreeCannotDecide: String,
                howToCheck: String, android: Variant? = nil, applicability: Applicability, trigger: String? = nil) {
        self.id = id
        self.title = title
        self.criteria = criteria
        self.hig = hig
        self.whyTreeCannotDecide = whyTreeCannotDecide
        self.howToCheck = howToCheck
        self.android = android
        self.applicability = applicability
        self.trigger = trigger
    }

    /// Which screens the check is asked of: `every screen that was read` or `screens with secure text fields`.
    public var askedOf: String {
        guard let trigger, !alwaysApplies else { return "every screen that was read" }
        return "screens with \(trigger)"
    }

    /// True when the check is asked of every screen that was read.
    public var alwaysApplies: Bool { applicability == .always }

    /// `WCAG 2.4.6` / `WCAG 2.1.1, 2.4.3, 2.4.7` / `WCAG 2.3.3; HIG Accessibility: Motion`.
    public var basis: String { Criterion.basis(criteria, hig: hig, both: true) }
}
