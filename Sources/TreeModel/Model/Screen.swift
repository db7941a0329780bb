/// One recording: the elements of one screen, or why there are none.
public struct Screen: Sendable {
    /// The recording's path as given on the command line (or `-` for standard input).
    public var file: String
    public var format: RecordingFormat
    public var status: ScreenStatus
    /// All elements in pre-order (reading order). Empty when `status` is not `.ok`.
    public var elements: [Element]
    /// The screen rectangle: the root's frame (a dialog's window recorded alone: the window's).
    public var bounds: Frame
    /// The display the frames are laid on, when the recording says (Android's `<hierarchy width height>`),
    /// in the frames' unit from the origin: a screenshot is matched against it before the root's frame.
    public var display: Frame?
    /// Why the file could not be read or holds no tree; nil when `status` is `.ok`.
    public var error: ReadError?
    /// What the recording's format can say: rules that need evidence it lacks do not run on it.
    public var capabilities: RecorderCapabilities
    /// Bad values in single elements of a screen that was read (in file order): those elements are kept
    /// with an empty frame, so the size and order rules do not judge them.
    public var problems: [RecordingProblem]
    /// The platform the recording comes from: it names the size unit (pt, dp) and the fixes rules suggest.
    public var platform: Platform = .iOS
    /// The device density (pixels per dp) the frames were converted with, when they were recorded in pixels.
    public var density: Double?
    /// When the density was inferred from the recording's own geometry (`DensityInference`, no density given):
    /// the evidence, `the 63 px status bar (24 dp) and the 126 px navigation bar (48 dp)`.
    public var densityInferred: String?
    /// When a given density contradicts the recording's geometry by more than 25 %: why, in one sentence.
    public var densityContradiction: String?
    /// The screenshot paired with the tree, decoded, when a rule needs it (set by the pipeline; see
    /// `Screenshot`); nil otherwise. `capabilities.evidence` then holds `.screenshot`.
    public var screenshot: Screenshot?
    /// Why no screenshot could be used for this screen (none beside the tree, a JPEG, a scale that does not
    /// match), when a rule needed one: the reason the rules that need it give for not running.
    public var screenshotProblem: String?
    /// The app the recording shows, when the recording says (Android's package, iOS's bundle id): a crawl
    /// reports states of other apps (the launcher, the system UI, a permission dialog) apart.
    public var app: String?
    /// The activity (Android) or the like the recording was made in, when the recording says, as written
    /// (`.SettingsActivity`, `com.example/.Main` is split into app and activity): with the layout, what makes
    /// two states of a crawl one screen.
    public var activity: String?
    /// The UI toolkit the elements come from, when the recording says (a Compose or Flutter dump); nil for the
    /// platform's own views.
    public var toolkit: Toolkit?
    /// The recorder's own id of each element's view, by element index, when the recording has them (DroidBot's
    /// `view_str`, which its transition graph's events name); empty otherwise. A crawl's events are told on
    /// their states by it (`CrawlEventTargets`).
    public var recorderViewIDs: [String] = []
    /// Each element's place in the order its parent draws its children, by element index, when the recording has
    /// it (uiautomator's `drawing-order`, `AccessibilityNodeInfo.getDrawingOrder`: elevation and custom drawing
    /// orders included; 0 where a node has none); empty otherwise, where the recorded order is the drawing order.
    public var drawingOrders: [Int32] = []
    /// The recording is of a television (Android TV, Fire TV, Apple TV), whose screen no one touches: people move a
    /// focus with a remote. Told by the recorder (`AndroidDisplay.isTelevision`) or by the screen's geometry
    /// (`AppleDisplay.isTelevision`, in `RecordingReader`); false when it cannot say.
    public var television = false

    public init(file: String, format: RecordingFormat, status: ScreenStatus, elements: [Element], bounds: Frame,
                error: ReadError? = nil, problems: [RecordingProblem] = [], capabilities: RecorderCapabilities = .everything) {
        self.file = file
        self.capabilities = capabilities
        self.format = format
        self.status = status
        self.elements = elements
        self.bounds = bounds
        self.error = error
        self.problems = problems
    }

    /// A screen for a file that could not be read.
    public static func unreadable(file: String, error: ReadError) -> Screen {
        Screen(file: file, format: .unknown, status: .unreadable, elements: [], bounds: .zero, error: error)
    }

    /// Indices of the direct children of element `index`, in recorded order.
    public func children(of index: Int) -> [Int] {
        var result: [Int] = []
        var child = index + 1
        let end = index + 1 + elements[index].descendantCount
        while child < end {
            result.append(child)
            child += 1 + elements[child].descendantCount
        }
        return result
    }

    /// Indices of the roots (elements without a parent), in recorded order.
    public var roots: [Int] {
        var result: [Int] = []
        var index = 0
        while index < elements.count {
            result.append(index)
            index += 1 + elements[index].descendantCount
        }
        return result
    }

    /// True when the element lies (at least partly) on the screen and has an area: only such elements are
    /// judged by size and order rules.
    public func isOnScreen(_ element: Element) -> Bool { isOnScreen(element.frame) }

    /// `isOnScreen(_:)` for a frame.
    public func isOnScreen(_ frame: Frame) -> Bool {
        guard !frame.isEmpty else { return false }
        guard !bounds.isEmpty else { return true }
        return frame.intersects(bounds)
    }

    /// A readable path such as `Application/Group[1]/Button[3]`: each step is the type, with its 1-based
    /// position among the siblings of the same type (roots have no position). O(depth): the reader records
    /// each element's position.
    public func path(of index: Int) -> String { Self.path(of: index, in: elements) }

    /// The path of element `index` of `elements` (a screen's elements in pre-order).
    public static func path(of index: Int, in elements: [Element]) -> String {
        elements.withUnsafeBufferPointer { elements in
            // The length first, walking up from the element; then the steps written from the end back into the
            // string's own storage: one allocation, however deep the element.
            var length = 0
            var current: Int? = index
            while let node = current {
                length += elements[node].displayType.utf8.count
                current = elements[node].parent
                if current != nil { length += 3 + decimalDigits(elements[node].siblingPosition) }
            }
            return String(unsafeUninitializedCapacity: length) { buffer in
                var end = length
                func write(_ byte: UInt8) {
                    end -= 1
                    buffer[end] = byte
                }
                var current: Int? = index
                while let node = current {
                    let parent = elements[node].parent
                    if parent != nil {
                        write(UInt8(ascii: "]"))
                        var rest = elements[node].siblingPosition
                        repeat {
                            write(UInt8(ascii: "0") + UInt8(rest % 10))
                            rest /= 10
                        } while rest > 0
                        write(UInt8(ascii: "["))
                    }
                    var type = elements[node].displayType
                    type.withUTF8 { bytes in
                        end -= bytes.count
                        for offset in bytes.indices { buffer[end + offset] = bytes[offset] }
                    }
                    if parent != nil { write(UInt8(ascii: "/")) }
                    current = parent
                }
                return length
            }
        }
    }

    /// How many digits `value` (not negative) has in decimal.
    static func decimalDigits(_ value: Int) -> Int {
        var count = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            count += 1
        }
        return count
    }
}
