/// The device density (pixels per dp) an Android recording in pixels shows by its own geometry, for when
/// nobody gave one (`--density`), and to tell when a given density contradicts it.
///
/// The evidence is what Android draws at a fixed size in dp: the status bar's background view
/// (`android:id/statusBarBackground`, 24 dp on phones), the navigation bar's (`android:id/navigationBarBackground`,
/// 48 dp across with three buttons) and a full-width app bar (`Toolbar`, the action bar container, 56 dp in
/// portrait, 48 dp in landscape). Each is measured in pixels and tried against the densities Android devices
/// use (ldpi to xxxhdpi and the common ones between). A density is inferred only when the evidence agrees:
/// one density fits at least two pieces of evidence, or the app bar and a phone-wide display (320 to 480 dp
/// across), fits no fewer than any other density, and no other fits as many. Anything else is undecided, and
/// the size rules keep waiting for `--density`. Status bars taller than 24 dp (display cut-outs) and gesture
/// navigation bars do not fit and simply count for nothing. O(n).
public enum DensityInference {
    /// One piece of evidence: a view measured in pixels and the size in dp Android draws it at.
    public struct Evidence: Sendable, Hashable {
        /// What was measured, as a message names it: `status bar`.
        public var name: String
        public var pixels: Double
        public var dp: Double

        public init(name: String, pixels: Double, dp: Double) {
            self.name = name
            self.pixels = pixels
            self.dp = dp
        }
    }

    public enum Outcome: Sendable, Hashable {
        /// The density the evidence agrees on, and the evidence that fits it.
        case inferred(Double, [Evidence])
        /// Nothing to infer from, or evidence that does not agree: why.
        case undecided(String)
    }

    /// Densities Android devices report (`DisplayMetrics.density`): ldpi to xxxhdpi and the common ones between.
    public static let densities: [Double] = [0.75, 1, 1.3312, 1.5, 2, 2.25, 2.5, 2.625, 2.75, 3, 3.5, 4]

    /// The density the geometry of `screen` (frames in pixels) agrees on.
    public static func infer(_ screen: Screen) -> Outcome {
        let items = evidence(screen)
        guard !items.isEmpty else {
            return .undecided("nothing in the recording has a size Android fixes in dp (status bar, navigation bar, app bar)")
        }
        let shortSide = min(screen.bounds.width, screen.bounds.height)
        var best: (density: Double, fits: [Evidence])?
        var tied = false
        for density in densities {
            let fits = items.filter { abs($0.pixels / density - $0.dp) <= max(1, 0.03 * $0.dp) }
            let phoneWide = shortSide > 0 && (320...480).contains(shortSide / density)
            let appBar = fits.contains { $0.name == "app bar" }
            guard fits.count >= 2 || (appBar && phoneWide) else { continue }
            if let current = best, current.fits.count == fits.count {
                tied = true
            } else if best == nil || fits.count > best!.fits.count {
                best = (density, fits)
                tied = false
            }
        }
        guard let best, !tied else {
            return .undecided("the sizes of \(items.map { "the \(Self.pixels($0.pixels)) px \($0.name)" }.joined(separator: ", ")) do not agree on one density")
        }
        return .inferred(best.density, best.fits)
    }

    /// A sentence saying that `given` contradicts what the geometry shows by more than 25 %, or nil.
    public static func contradiction(of given: Double, in screen: Screen) -> String? {
        guard case .inferred(let shown, let evidence) = infer(screen), given > 0, abs(given - shown) / shown > 0.25 else { return nil }
        return "the density \(number(given)) contradicts the geometry, which says \(number(shown)) (\(describe(evidence))): sizes in dp are off by \(Int((abs(given - shown) / shown * 100).rounded())) %"
    }

    /// `the 63 px status bar (24 dp) and the 126 px navigation bar (48 dp)`.
    public static func describe(_ evidence: [Evidence]) -> String {
        let parts = evidence.map { "the \(pixels($0.pixels)) px \($0.name) (\(pixels($0.dp)) dp)" }
        guard parts.count > 1 else { return parts.first ?? "" }
        return parts.dropLast().joined(separator: ", ") + " and " + parts.last!
    }

    /// What the screen holds that Android draws at a fixed size in dp (at most one of each).
    static func evidence(_ screen: Screen) -> [Evidence] {
        let portrait = screen.bounds.height >= screen.bounds.width
        var status: Evidence?, navigation: Evidence?, appBar: Evidence?
        for index in screen.elements.indices {
            let frame = screen.elements[index].frame
            guard !frame.isEmpty, screen.elements[index].visible != false else { continue }
            let identifier = screen.elements[index].identifier ?? ""
            if status == nil && identifier == "android:id/statusBarBackground" {
                status = Evidence(name: "status bar", pixels: frame.height, dp: 24)
            } else if navigation == nil && identifier == "android:id/navigationBarBackground" {
                navigation = Evidence(name: "navigation bar", pixels: min(frame.width, frame.height), dp: 48)
            } else if appBar == nil && isAppBar(screen.elements[index], identifier: identifier)
                        && frame.width >= 0.9 * screen.bounds.width {
                appBar = Evidence(name: "app bar", pixels: frame.height, dp: portrait ? 56 : 48)
            }
        }
        return [status, navigation, appBar].compactMap { $0 }
    }

    static func isAppBar(_ element: Element, identifier: String) -> Bool {
        let type = element.type ?? ""
        return type == "Toolbar" || type == "MaterialToolbar" || identifier == "android:id/action_bar_container"
            || identifier == "android:id/action_bar" || identifier.hasSuffix(":id/toolbar")
    }

    /// `2.625`, `3`: without a needless fraction.
    public static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// A density as people read it: to a thousandth (a ratio worked out from two widths, 2.6251823…, is 2.625).
    public static func ratio(_ value: Double) -> String { number((value * 1000).rounded() / 1000) }

    static func pixels(_ value: Double) -> String { number((value * 100).rounded() / 100) }
}
