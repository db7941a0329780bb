import Foundation

/// How far a long run is, on standard error: "a11y-crawl: 120 of 4000 files checked, 350 screens/s".
///
/// On a terminal it is one line, redrawn in place (at most ten times a second) once the run has lasted
/// `delay` seconds, and erased at the end, so what stays on the screen is the report alone. When standard
/// error is not a terminal (a CI log) nothing is written, unless `--progress` asks for it: then a plain line
/// at most once a second and a last line at the end. Standard output and the report are never touched.
final class ProgressLine {
    enum Mode: Equatable {
        case off
        /// Redrawn in place with a carriage return.
        case inPlace
        /// One line each time, for logs.
        case lines
    }

    let mode: Mode
    private let total: Int
    private let delay: Double
    private let now: () -> Double
    private let writer: (@Sendable (String) -> Void)?
    /// What was written, when there is no writer (tests): `ToolOutput.stderr` takes it after the run.
    private(set) var collected = ""
    private let start: Double
    private var done = 0
    private var lastDrawn: Double?
    /// The line is on the screen (in place) and must be erased before anything else is written there.
    private(set) var isShown = false

    /// `forced` is `--progress`; `errorIsTerminal` says whether standard error is a terminal; `write` writes to
    /// it at once (nil: keep the text in `collected`).
    init(total: Int, forced: Bool, errorIsTerminal: Bool, delay: Double = 0.5,
         now: @escaping () -> Double = { ProcessInfo.processInfo.systemUptime }, write: (@Sendable (String) -> Void)?) {
        mode = errorIsTerminal ? .inPlace : (forced ? .lines : .off)
        self.total = total
        self.delay = forced ? 0 : delay
        self.now = now
        writer = write
        start = now()
    }

    /// One more file checked.
    func advance() {
        done += 1
        guard mode != .off else { return }
        let time = now()
        guard time - start >= delay else { return }
        let interval = mode == .inPlace ? 0.1 : 1.0
        if let lastDrawn, time - lastDrawn < interval, done < total { return }
        draw(at: time)
    }

    /// Erases the line so that the report can be written to the same terminal; the next `resume` redraws it.
    func pause() {
        guard isShown else { return }
        write("\r\u{1B}[K")
        isShown = false
    }

    /// Redraws the line erased by `pause`.
    func resume() {
        guard mode == .inPlace, lastDrawn != nil, !isShown else { return }
        draw(at: now())
    }

    /// The end of the run: the line is erased on a terminal; a log gets the last count.
    func finish() {
        switch mode {
        case .off: return
        case .inPlace: pause()
        case .lines: if lastDrawn == nil || done > drawnCount { write(text(at: now()) + "\n") }
        }
    }

    private var drawnCount = 0

    private func write(_ text: String) {
        if let writer { writer(text) } else { collected += text }
    }

    private func draw(at time: Double) {
        lastDrawn = time
        drawnCount = done
        if mode == .inPlace {
            write("\r" + text(at: time) + "\u{1B}[K")
            isShown = true
        } else {
            write(text(at: time) + "\n")
        }
    }

    func text(at time: Double) -> String {
        let elapsed = time - start
        let rate = elapsed > 0 ? Int((Double(done) / elapsed).rounded()) : 0
        return "a11y-crawl: \(done) of \(total) file\(total == 1 ? "" : "s") checked, \(elapsed > 0 ? String(rate) : "-") screens/s"
    }
}
