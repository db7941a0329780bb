#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Rules
import Support
import SupportImage
import TreeModel

/// Pairs a recording with the screenshot taken with it, in the screen stage and only when a rule needs one:
/// the same stem (`login.json` + `login.png`), or DroidBot's layout (`state_X.json` + `screen_X.png|jpg`). The
/// picture is decoded and placed in the tree's coordinates (`Screenshot.scale`: the display's size when the
/// recording names it, a window smaller than the screen at its own bounds, a picture taller by the system
/// bars); a rotated picture or a mismatch leaves the screen without a screenshot and says what did not
/// match. A JPEG is measured as lossy (`Screenshot.isLossy`). The pixels live as long as the screen.
public enum ScreenshotPairing {
    /// The screenshots a recording at `path` may have, in the order they are looked for (`ScreenshotNames`).
    public static func candidates(for path: String) -> [String] { ScreenshotNames.candidates(for: path) }

    /// DroidBot's `screen_<time>` for `state_<time>` (`ScreenshotNames`).
    static func droidBotScreenStem(_ stem: String) -> String? { ScreenshotNames.droidBotScreenStem(stem) }

    /// Adds the paired screenshot (or why there is none) to `screen`, when a rule in `engine` needs one.
    /// `path` is the recording's file (nil for standard input); `displayPath` names it in output.
    /// `folders`, shared by a run, skips looking for pictures in folders listed once and found to hold none.
    public static func attach(to screen: inout Screen, path: String?, displayPath: String, engine: Engine,
                              configured: String? = nil, folders: FolderImages? = nil) {
        guard screen.status == .ok, engine.rules.contains(where: { $0.metadata.requires.contains(.screenshot) }) else { return }
        guard let path else {
            screen.screenshotProblem = "a recording read from standard input has no screenshot beside it"
            return
        }
        let inConfigured = configured.map(candidates(for:)) ?? []
        let exists: (String) -> Bool = { candidate in (folders?.mayHold(candidate) ?? true) && access(candidate, F_OK) == 0 }
        // Every candidate beside the recording is in the recording's folder: one question for all of them.
        let beside = folders?.mayHold(path) == false ? [] : candidates(for: path)
        guard let found = (inConfigured + beside).first(where: exists) else {
            // One wording for every screen, so reports group the screens without one.
            screen.screenshotProblem = configured == nil
                ? "no screenshot beside the recording"
                : "no screenshot in the configured screenshots folder or beside the recording"
            return
        }
        let shown = inConfigured.contains(found) ? found : shownName(found, displayPath: displayPath)
        let bytes: [UInt8]
        switch FileBytes.read(found) {
        case .success(let read): bytes = read
        case .failure(let failure):
            screen.screenshotProblem = "the screenshot \(shown) cannot be read: \(failure.message)"
            return
        }
        // By content, whatever the name says: a JPEG starts with its start-of-image marker FF D8.
        guard bytes.starts(with: [0xFF, 0xD8]) else {
            let image: PNGImage
            do throws(PNGError) {
                image = try PNGDecoder.decode(bytes)
            } catch {
                screen.screenshotProblem = undecodable(shown, error.description)
                return
            }
            guard let scale = fittingScale(width: image.width, height: image.height, of: &screen, shown: shown) else { return }
            screen.screenshot = Screenshot(file: shown, image: image, scale: scale)
            screen.capabilities.evidence.insert(.screenshot)
            return
        }
        // A JPEG: its frame header gives the size to check against the tree before any pixel is decoded. Its
        // colours are measured as lossy: the contrast rules widen what they read by what its quantisation
        // tables imply (`Screenshot.lossyMargins`).
        let header: JPEGHeader
        do throws(JPEGError) {
            header = try JPEGDecoder.inspect(bytes)
        } catch {
            screen.screenshotProblem = undecodable(shown, error.description)
            return
        }
        guard let scale = fittingScale(width: header.width, height: header.height, of: &screen, shown: shown) else { return }
        do throws(JPEGError) {
            let image = try JPEGDecoder.decode(bytes)
            screen.screenshot = Screenshot(file: shown, picture: .jpeg(image), scale: scale)
            screen.capabilities.evidence.insert(.screenshot)
        } catch {
            screen.screenshotProblem = undecodable(shown, error.description)
        }
    }

    /// The scale from the tree's points to the picture's pixels, or nil with the mismatch recorded as the
    /// screen's screenshot problem.
    static func fittingScale(width: Int, height: Int, of screen: inout Screen, shown: String) -> Double? {
        let size = sizeProblem(width: width, height: height, root: screen.bounds, display: screen.display,
                               framesInPixels: screen.capabilities.frameUnit == .pixels, shown: shown)
        if size.scale == nil { screen.screenshotProblem = size.problem }
        return size.scale
    }

    /// One wording for a picture its decoder refuses, whatever its format.
    static func undecodable(_ shown: String, _ reason: String) -> String {
        "the screenshot \(shown) cannot be decoded: \(reason)"
    }

    /// The scale of a `width` × `height` picture against the tree's coordinates (`Screenshot.scale`), or
    /// what did not match, in one sentence naming the sizes compared.
    static func sizeProblem(width: Int, height: Int, root: Frame, display: Frame? = nil, framesInPixels: Bool = false,
                            shown: String) -> (scale: Double?, problem: String?) {
        let p = ScreenFacts.points
        let picture = "the screenshot \(shown) (\(width) x \(height) px)"
        switch Screenshot.scale(imageWidth: width, imageHeight: height, root: root, display: display, framesInPixels: framesInPixels) {
        case .success(let scale):
            return (scale, nil)
        case .failure(.emptyRoot):
            return (nil, "the tree's root has no size to match the screenshot \(shown) against")
        case .failure(.rotated):
            return (nil, "\(picture) is turned a quarter against the tree")
        case .failure(.scaleMismatch(let scale, let expected, let tallest)):
            let against = display.map { "the display the tree names (\(p($0.width)) x \(p($0.height)))" }
                ?? "the tree (\(p(root.maxX)) x \(p(root.maxY)))"
            return (nil, "\(picture) does not match \(against): scale \(p(scale)) from the width needs "
                + "\(p(expected)) px of height, or up to \(p(tallest.rounded(.down))) with system bars")
        case .failure(.nodesOutside(let scale, let screenWidth, let bottom)):
            let window = "[\(p(root.minX)),\(p(root.minY))][\(p(root.maxX)),\(p(root.maxY))]"
            return (nil, "\(picture) does not hold the tree's nodes: at scale \(p(scale)) (a screen \(p(screenWidth)) wide) "
                + "the window \(window) reaches \(p(bottom)) px down, below the picture's \(height) px")
        }
    }

    /// The screenshot named as the recording is named: beside its display path.
    static func shownName(_ found: String, displayPath: String) -> String {
        let name = found.lastIndex(ofASCII: "/").map { String(found[found.index(after: $0)...]) } ?? found
        guard let slash = displayPath.lastIndex(ofASCII: "/") else { return name }
        return String(displayPath[...slash]) + name
    }
}
