import TreeModel

/// Standard controls at the size the system draws them, which the app did not choose: the segments of a
/// segmented control and the halves of a stepper (32 pt high by default), and the buttons of a navigation
/// bar or toolbar (36 pt). `target-size-hig` reports them as notes, not warnings (see its metadata).
///
/// Recognised as:
/// - a stepper half: a button labelled "Increment" or "Decrement" (`RoleVocabulary.stepperLabels`);
/// - a segment: an interactive child of a segmented control (role segmented control), or of a
///   container below the root whose interactive children (at least 2) share one row and one height and
///   touch each other edge to edge, as a segmented control's segments do;
/// - a bar button: an interactive element inside a navigation bar or toolbar (role bar), at the bar buttons'
///   height (36 pt; 44 pt with iOS 26's design) or as tall as the bar (an image button's touch area spans the bar);
/// - in a recording without bars (flat idb output), a button 34 to 36.5 pt high below the status bar whose
///   bottom lies within the top 140 pt, at the screen's leading or trailing margin (within 24 pt): a
///   navigation-bar button;
/// - a search bar's field at 34 to 38.5 pt (38 pt with iOS 26's design), and the buttons inside it (dictation, clear);
/// - a button of a compact date picker (its date or its time, 30 to 38.5 pt high);
/// - a SwiftUI `Toggle`'s row recorded as a switch around the switch the system draws (51 x 31 pt, 63 x 28 pt from
///   iOS 26): a finger toggles it on that switch, not on its label (a switch alone keeps its warning);
/// each only at the system's height: 28 to 32.5 pt for segments and stepper halves, 30 to 36.5 pt for bar
/// buttons. A control the app sized otherwise keeps its warning. Flat recordings carry no parents, so only
/// stepper halves are recognised there.
///
/// On Android, where an app's toolbars and rows are its own layouts, only the controls Android itself lays out
/// in a notification, which no app sizes: the framework template's expand button (`android:id/expand_button`,
/// a 24 dp high pill) and SystemUI's notification rows (`com.android.systemui:id/expandableNotificationRow`, the
/// child rows of a collapsed group one line high); and the app bar's overflow menu button that the toolkit's action
/// menu lays out (`ActionMenuPresenter$OverflowMenuButton`, framework's or AppCompat's, 36 to 40 dp wide). O(n).
enum StandardControlDerivation {
    static let segmentHeights = 28.0...32.5
    static let barButtonHeights = 30.0...36.5
    /// Bar buttons with iOS 26's design: 44 pt circles and capsules.
    static let glassBarButtonHeights = 43.5...44.5
    /// A search field: 36 pt, 38 pt with iOS 26's design.
    static let searchFieldHeights = 34.0...38.5
    /// A bar button known by its place alone, with no bar recorded around it: the height UIKit gives bar
    /// buttons (36 pt), narrower than inside a recorded bar, so an app's own 30 pt button is not taken for one.
    static let flatBarButtonHeights = 34.0...36.5
    /// A compact date picker's buttons.
    static let datePickerButtonHeights = 30.0...38.5
    /// The switch UIKit draws (51 x 31 pt; 63 x 28 pt with iOS 26's design).
    static let switchHeights = 27.5...31.5
    static let switchWidths = 49.0...65.0

    /// Whether `element` is an iOS switch at the size the system draws it.
    static func isSystemSwitch(_ element: Element) -> Bool {
        element.displayType.hasSuffix("Switch") && switchHeights.contains(element.frame.height)
            && switchWidths.contains(element.frame.width)
    }

    /// The system switch that a SwiftUI `Toggle`'s row (a switch named by its label, around the unnamed switch the
    /// system draws) holds, the target a finger toggles it by; nil for any other element.
    static func switchInside(_ index: Int, _ elements: UnsafeBufferPointer<Element>) -> Int? {
        // A toggle's row holds its label's texts and the switch: a few elements.
        guard elements[index].descendantCount > 0, elements[index].displayType.hasSuffix("Switch") else { return nil }
        for inner in (index + 1)...(index + min(elements[index].descendantCount, 64))
        where isSystemSwitch(elements[inner]) && elements[index].frame.contains(elements[inner].frame, tolerance: 3) {
            return inner
        }
        return nil
    }

    /// The interactive children of one parent: their row, heights and widths.
    struct Row {
        var children = 0
        var minX = Double.infinity, maxX = -Double.infinity
        var minY = Double.infinity, maxY = -Double.infinity
        var minHeight = Double.infinity, maxHeight = 0.0
        var widths = 0.0

        /// One row of touching controls of one height, as a segmented control's segments are.
        var isSegmented: Bool {
            children >= 2 && maxY - minY <= 0.5 && maxHeight - minHeight <= 0.5
                && abs((maxX - minX) - widths) <= 2 * Double(children)
        }
    }

    /// Identifiers of the controls Android lays out in notifications (see above).
    static let androidNotificationControls: Set<String> = [
        "android:id/expand_button", "com.android.systemui:id/expandableNotificationRow",
    ]

    static func derive(_ elements: UnsafePointer<Element>, count: Int, interactive: [Bool], bounds: Frame = .zero,
                       platform: Platform = .iOS) -> [Bool] {
        var result = [Bool](repeating: false, count: count)
        if platform == .android {
            for index in 0..<count where interactive[index] {
                if let identifier = elements[index].identifier, androidNotificationControls.contains(identifier) {
                    result[index] = true
                } else if elements[index].displayType.hasSuffix("OverflowMenuButton") {
                    // The app bar's overflow menu button, which the toolkit's action menu lays out (36 to 40 dp wide),
                    // recorded by its class. Recorded by its accessibility class (an `ImageView`), nothing tells the
                    // toolkit's from an app's own: auditors judged those 40 dp buttons warnings ten times in thirteen.
                    result[index] = true
                }
            }
            return result
        }
        // Per parent of an interactive element (few on most screens): its interactive children's row.
        var rows: [Int: Row] = [:]
        for index in 0..<count {
            guard interactive[index], let parent = elements[index].parent else { continue }
            let frame = elements[index].frame
            var row = rows[parent] ?? Row()
            row.children += 1
            row.minX = min(row.minX, frame.minX); row.maxX = max(row.maxX, frame.maxX)
            row.minY = min(row.minY, frame.minY); row.maxY = max(row.maxY, frame.minY)
            row.minHeight = min(row.minHeight, frame.height); row.maxHeight = max(row.maxHeight, frame.height)
            row.widths += frame.width
            rows[parent] = row
        }
        var screenHasBar = false
        for index in 0..<count where elements[index].roles.contains(.bar) {
            screenHasBar = true
            break
        }
        // Pre-order: everything before `barEnd` lies inside the outermost bar met so far, of `barHeight`.
        var barEnd = 0
        var barHeight = 0.0
        for index in 0..<count {
            let insideBar = index < barEnd
            if !insideBar && elements[index].roles.contains(.bar) {
                barEnd = index + 1 + elements[index].descendantCount
                barHeight = elements[index].frame.height
            }
            guard interactive[index], !elements[index].frame.isEmpty else { continue }
            let height = elements[index].frame.height
            if segmentHeights.contains(height) {
                if RoleVocabulary.isStepperHalf(label: elements[index].label) {
                    result[index] = true
                } else if let parent = elements[index].parent, elements[parent].roles.contains(.segmentedControl)
                            || (elements[parent].parent != nil && rows[parent]?.isSegmented == true) {
                    result[index] = true
                }
            }
            // A bar button at the height UIKit draws it, or spanning its bar's height (an image button's
            // touch area is the whole bar's height; the app chose the icon, the system its frame).
            if !result[index] && insideBar && (barButtonHeights.contains(height) || glassBarButtonHeights.contains(height)
                                                || abs(height - barHeight) <= 0.5) {
                result[index] = true
            }
            // A recording without the bar (flat idb output lists the stops only): a button at bar height in the
            // top bar's band, at the screen's leading or trailing margin, is a navigation-bar button.
            if !result[index] && !screenHasBar && flatBarButtonHeights.contains(height)
                && Self.inTopBarBand(elements[index].frame, bounds: bounds) {
                result[index] = true
            }
            // A SwiftUI toggle's row around the system's switch, its touch target.
            if !result[index] && switchInside(index, UnsafeBufferPointer(start: elements, count: count)) != nil {
                result[index] = true
            }
            // The buttons of a compact date picker, which show its date and time (34 to 37 pt high).
            if !result[index], let parent = elements[index].parent, elements[parent].displayType.hasSuffix("DatePicker"),
               datePickerButtonHeights.contains(height) {
                result[index] = true
            }
            // A search bar's field (36 pt) and the buttons it holds (dictation, clear), as UIKit draws them.
            if !result[index] && elements[index].traits.contains(.searchField) && searchFieldHeights.contains(height) {
                result[index] = true
            }
            if !result[index], let parent = elements[index].parent, elements[parent].traits.contains(.searchField),
               searchFieldHeights.contains(elements[parent].frame.height),
               elements[parent].frame.contains(elements[index].frame, tolerance: 0.5) {
                result[index] = true
            }
        }
        return result
    }

    /// In the band a navigation bar takes below the status bar (from 20 pt down, its bottom within the top 140 pt) and at the
    /// screen's leading or trailing margin (within 24 pt of either side), where UIKit places bar buttons.
    static func inTopBarBand(_ frame: Frame, bounds: Frame) -> Bool {
        guard !bounds.isEmpty, bounds.width < bounds.height else { return false }
        let atMargin = frame.minX - bounds.minX <= 24 || bounds.maxX - frame.maxX <= 24
        return atMargin && frame.minY - bounds.minY >= 20 && frame.maxY - bounds.minY <= 140
    }
}
