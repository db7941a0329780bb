import Foundation
import Rules
import Support
import TreeModel

/// How the HTML report speaks of one recording's platform: the unit of its frames (pt, dp, or px when the
/// density is not known), the guidance its size rule follows (Apple's HIG, Android's touch-target guidance) and
/// the assistive technology its manual checks name (VoiceOver or TalkBack, `ManualCheck.wording(on:)`). The rules' texts are written for
/// iOS first; on an Android screen the page says what applies there, as the findings' messages do.
struct HTMLPlatform: Sendable, Hashable {
    let platform: Platform
    let unit: RecorderCapabilities.FrameUnit

    init(platform: Platform, unit: RecorderCapabilities.FrameUnit) {
        self.platform = platform
        self.unit = unit
    }

    init(_ summary: ScreenSummary) { self.init(platform: summary.platform, unit: summary.frameUnit) }

    var android: Bool { platform == .android }

    /// The unit after a number: `points`, `dp`, `pixels`.
    var units: String {
        switch unit {
        case .points: "points"
        case .densityIndependentPixels: "dp"
        case .pixels: "pixels"
        }
    }

    /// The unit after "per": `point`, `dp`, `recorded pixel`.
    var perUnit: String {
        switch unit {
        case .points: "point"
        case .densityIndependentPixels: "dp"
        case .pixels: "recorded pixel"
        }
    }

    /// The guidance Android gives where Apple's HIG is cited on iOS (the rule that follows Apple's 44 pt and
    /// Android's 48 dp).
    static let androidTargetGuidance = (
        name: "Android accessibility help: Touch target size (48 x 48 dp)",
        url: "https://support.google.com/accessibility/android/answer/7101858")

    /// The rule's name on this platform: `Target size (Apple HIG)` is `Target size (Android guidance)` on Android.
    func ruleName(_ rule: RuleMetadata) -> String {
        guard android, let range = rule.name.range(of: "Apple HIG") else { return rule.name }
        return rule.name.replacingCharacters(in: range, with: "Android guidance")
    }

    /// The basis of a finding, with links: on Android the rule that cites Apple's HIG on iOS cites Android's
    /// guidance; a rule with no other basis says so instead of "none given".
    func basis(_ finding: Finding, rule: RuleMetadata?) -> String {
        let text = HTMLScreenSection.basis(finding.criteria, hig: finding.hig, cited: true)
        guard android, finding.hig == nil, let rule, rule.hig != nil else { return text }
        if rule.id == TargetSizeHIG().metadata.id {
            let guidance = HTMLScreenSection.link(Self.androidTargetGuidance.url, HTMLText.escape(Self.androidTargetGuidance.name))
            return finding.criteria.isEmpty ? guidance : text + "; " + guidance
        }
        return finding.criteria.isEmpty ? "no WCAG criterion; Apple's HIG, its basis on iOS, does not apply to Android" : text
    }

    /// The general advice of a rule's how-to-fix for this platform. On Android, when the general text speaks
    /// of iOS (points, Apple), the Android part of the text (`Android: …`, `Compose: …`) is given instead.
    func advice(_ howToFix: String) -> String {
        let general = HTMLScreenSection.advice(howToFix)
        guard android, general.contains(" pt") || general.contains("Apple"), let part = Self.androidPart(howToFix) else { return general }
        return part
    }

    /// `Android (24 x 24 dp): Jetpack Compose …`: from the first Android marker to the next iOS one or the end.
    static func androidPart(_ howToFix: String) -> String? {
        var start: String.Index?
        for marker: StaticString in [" Android", " Jetpack Compose", " Compose:"] {
            if let found = TextChecks.firstBytes(marker, in: howToFix), start.map({ found < $0 }) ?? true { start = found }
        }
        guard let start else { return nil }
        var out = String(howToFix[howToFix.index(after: start)...])
        for marker: StaticString in [" SwiftUI", " UIKit"] {
            if let found = TextChecks.firstBytes(marker, in: out) { out = String(out[..<found]) }
        }
        while let last = out.last, last == " " || last == ";" || last == "," { out.removeLast() }
        if out.last != "." { out += "." }
        return out
    }
}
