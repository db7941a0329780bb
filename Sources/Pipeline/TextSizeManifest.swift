import Foundation

/// The text size a crawl folder's manifest (`run.json`, `a11y-crawl/recording-manifest@1`) states in
/// `settings.fontScale` (Android) or `settings.contentSizeCategory` (iOS), as a number that orders sizes.
package struct TextSizeManifest: Sendable, Hashable {
    package static let fileName = "run.json"
    /// The stated size: the font scale, or the category's rank among iOS's content size categories.
    package var size: Double
    /// How the manifest says it (`fontScale 2.0`, `contentSizeCategory accessibility-medium`).
    package var setting: String

    private struct File: Decodable {
        struct Settings: Decodable {
            var fontScale: Double?
            var contentSizeCategory: String?
        }
        var settings: Settings?
    }

    /// iOS's content size categories, smallest first (`xcrun simctl ui <device> content_size`).
    static let categories = ["extra-small", "small", "medium", "large", "extra-large", "extra-extra-large",
                             "extra-extra-extra-large", "accessibility-medium", "accessibility-large",
                             "accessibility-extra-large", "accessibility-extra-extra-large",
                             "accessibility-extra-extra-extra-large"]

    /// The manifest in `folder`, nil when there is none or it states no text size it knows.
    package static func read(folder: String) -> TextSizeManifest? {
        let url = URL(fileURLWithPath: folder).appendingPathComponent(fileName)
        guard let data = try? Data(contentsOf: url), let file = try? JSONDecoder().decode(File.self, from: data),
              let settings = file.settings else { return nil }
        if let scale = settings.fontScale, scale.isFinite, scale > 0 {
            return TextSizeManifest(size: scale, setting: "fontScale \(scale)")
        }
        if let category = settings.contentSizeCategory, let rank = categories.firstIndex(of: category) {
            return TextSizeManifest(size: Double(rank), setting: "contentSizeCategory \(category)")
        }
        return nil
    }

    /// `inputs` of a folder scan of `root` less the manifest at its top, when it states a text size.
    package static func withoutManifest(_ inputs: [InputCollector.Input], root: String) -> [InputCollector.Input] {
        guard read(folder: root) != nil else { return inputs }
        let manifest = InputCollector.normalise(root) + "/" + fileName
        return inputs.filter { $0.explicit || $0.displayPath != manifest }
    }
}
