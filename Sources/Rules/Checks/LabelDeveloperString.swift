import Support
import TreeModel

/// The label is a developer's string (an identifier, an asset or file name, a localisation key), not words.
public struct LabelDeveloperString: MatchingRule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "label-developer-string",
        name: "Label is a developer string",
        summary: "An element's accessibility label is an identifier, asset name, localisation key or file name instead of words.",
        rationale: """
            VoiceOver reads a label such as "ic_close", "cartBadgePlus" or "IMG_1234.jpg" letter by letter or as \
            nonsense words, so blind users hear noise where the element's name should be, and Voice Control users \
            cannot say it. Such labels come from an image's asset name, a symbol name, a missing translation or \
            an identifier copied into the label.
            """,
        criteria: [WCAG.criterion("4.1.2"), WCAG.criterion("1.1.1")],
        hig: .voiceOver("Provide alternative labels for all key elements"),
        defaultLevel: .error,
        howToFix: """
            Give the element a label in words, localised like the rest of the interface. SwiftUI: \
            `.accessibilityLabel("Add to cart")`, `Image("ic_close").accessibilityLabel("Close")` or \
            `Image(decorative:)`; `Image(systemName:)` needs a label when the symbol has none of its own. \
            UIKit: set `accessibilityLabel`, and keep identifiers in `accessibilityIdentifier`. Compose: \
            `Modifier.semantics { contentDescription = "Close" }`; Android Views: `android:contentDescription` \
            from a string resource, not the drawable's name.
            """,
        reads: """
            AXLabel of stops in view (elements VoiceOver reaches on its own, on screen and not scrolled out of \
            view; not the keyboard or other system chrome), compared with AXUniqueId. A label that is one \
            token (no space) is judged by its whole shape; a label with spaces only by a test id's tail after its \
            words (`Must Try Games-Section-title`: three or more hyphen-joined segments ending in the name of an \
            interface part) and, on Android, for a stop TalkBack names from what it holds, by each held \
            element's description (`icon, footerTabText`: an error when one is a developer's string with a \
            developer's part). The shapes: snake_case or an underscore between letters \
            or digits (`ic_close`, `IMG_1234`, `LOGIN_TITLE`); camelCase of two lower-case letters or more \
            followed by a capitalised word (`cartButton`, also between hyphens: `sectionHeader-touch`; not `iPad`, `iOS`, `macOS`, `eBay`); a dotted name of \
            lower-case segments that each start with a letter (`chevron.right`, `cart.badge.plus`, \
            `onboarding.title`, `com.example.app`) unless it is a web address (its last segment a common domain ending and its first not: `apple.com`); \
            hyphen-joined segments of lower-case letters and digits, two or more holding `button`, `btn`, `icon`, `img`, \
            `container`, `wrapper`, `toolbar` or `navbar` anywhere (`replenish-button`, `transfer-button-shared`), \
            three or more ending in the name of an interface part \
            as a web page's test ids and class names read (`base-go-back-button`, `native-toolbar-close-button`), two \
            that both name interface parts (`button-container`, `icon-image`), or two \
            or more starting with an asset prefix (`btn-download`, `ic-close`, `img-logo`: an image's file name that a web \
            page's button shows as its name); (a web address \
            with a scheme or a path, as a browser's address bar shows it, is never judged); a file name \
            with an image, media or document extension; an Android resource reference that was never resolved \
            to its string (`@2131898591`, an app resource's number as the view printed it; `@string/close_button`), \
            always an error: no one writes a label that way. Hyphenated words, all-capital words and words with \
            digits are words ("Wi-Fi", "T-shirt", "USB-C", "FAQ", "H2O", "COVID-19", "e-mail", "up-to-date"). An error when \
            the element is an image, the label equals the identifier, or a part of it (split at `_`, `.` and \
            camel humps) is an asset prefix or the name of an interface part or SF Symbol (`ic`, `img`, `btn`, \
            `button`, `title`, `label`, `chevron`, `xmark`, …); otherwise needs review, since user and network \
            names take these shapes too (`john_doe`, `jane.doe`, `Home_5G`). A file name is an error on an image \
            and needs review elsewhere (a document's name may be its content). A one-word lower-case label equal \
            to the identifier (`close`) needs review.
            """,
        precision: .high,
        examples: [
            .triggering(at: ["Application/Button[1]", "Application/Image[1]"], """
                {"type": "Button", "AXLabel": "ic_close", "frame": {"x": 20, "y": 60, "width": 44, "height": 44}},
                {"type": "Image", "AXLabel": "cart.badge.plus", "frame": {"x": 80, "y": 60, "width": 44, "height": 44}}
                """),
            .passing("""
                {"type": "Button", "AXLabel": "Wi-Fi", "frame": {"x": 20, "y": 60, "width": 120, "height": 44}},
                {"type": "Button", "AXLabel": "iPad", "frame": {"x": 20, "y": 110, "width": 120, "height": 44}}
                """),
        ],
        messages: Message.all
    )

    /// The messages of the rule's findings: `{0}` is the finding's element (`MessageDeclaration`).
    enum Message {
        static let fileName = MessageDeclaration("file-name",
            "{0} has the label \"{1}\", a file name, which VoiceOver reads as noise instead of words.", .text)
        static let fileNameAndIdentifier = MessageDeclaration("file-name-and-identifier",
            "{0} has the label \"{1}\", a file name, the same as its identifier, which VoiceOver reads as noise instead of words.", .text)
        static let fileNameReview = MessageDeclaration("file-name-review",
            "{0} has the label \"{1}\", a file name: check whether it is the content people expect to hear or an asset name.", .text)
        static let shape = MessageDeclaration("shape",
            "{0} has the label \"{1}\", {2}, which {3} reads as noise instead of words.", .text, .words, .words)
        static let shapeAndIdentifier = MessageDeclaration("shape-and-identifier",
            "{0} has the label \"{1}\", {2}, the same as its identifier, which {3} reads as noise instead of words.", .text, .words, .words)
        static let shapeReview = MessageDeclaration("shape-review",
            "{0} has the label \"{1}\", {2}: check whether it is content people expect to hear (a user or network name) or a developer\'s string.", .text, .words)
        static let identifier = MessageDeclaration("identifier",
            "{0} has the label \"{1}\", the same as its identifier: check that it is a word people would say, not a key.", .text)
        static let spokenPart = MessageDeclaration("spoken-part",
            "{0} is named from what it holds, and its part \"{1}\", a held element's description, is {2}, which {3} reads as noise instead of words.", .text, .words, .words)
        static let all = [fileName, fileNameAndIdentifier, fileNameReview, shape, shapeAndIdentifier, shapeReview, identifier, spokenPart]
    }

    /// Extensions of images, media and documents: a label ending in one is a file name.
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "svg", "webp", "heic", "heif", "tif", "tiff", "bmp", "pdf"]
    static let otherExtensions: Set<String> = [
        "mp4", "mov", "m4v", "mp3", "m4a", "wav", "aac", "json", "xml", "txt", "html", "doc", "docx", "xls", "xlsx",
        "ppt", "pptx", "zip", "csv", "swift", "kt", "java", "plist", "strings", "xcassets",
    ]
    /// Common last segments of web addresses: `apple.com` is read as an address, not a symbol name.
    static let domainEndings: Set<String> = [
        "com", "org", "net", "edu", "gov", "io", "app", "dev", "co", "info", "me", "tv", "eu", "uk", "de", "fr",
        "ch", "at", "it", "es", "nl", "be", "ca", "us", "jp",
    ]

    /// What a label looks like, when it looks like a developer's string.
    enum Shape: Equatable {
        case snakeCase, camelCase, dottedName, kebabCase, fileName(image: Bool), resourceReference

        var phrase: String {
            switch self {
            case .snakeCase: return "an identifier with underscores"
            case .camelCase: return "a camelCase identifier"
            case .dottedName: return "a dotted symbol or key name"
            case .kebabCase: return "a hyphenated identifier"
            case .fileName: return "a file name"
            case .resourceReference: return "an unresolved resource reference"
            }
        }
    }

    /// Labelled stops, not system chrome.
    public func matches(_ index: Int, in facts: ScreenFacts) -> Bool {
        facts.stop[index] && !facts.systemChrome[index] && facts.screen.elements[index].label != nil
    }

    public func check(_ facts: ScreenFacts, configuration: RuleConfiguration) -> [Finding] {
        var findings: [Finding] = []
        let elements = facts.screen.elements
        for index in judged(in: facts) {
            guard let raw = elements[index].label else { continue }
            let label = LabelWords.trimmed(raw)
            guard !label.unicodeScalars.contains(where: TextChecks.isWhitespace) else {
                if let message = Self.spokenPartMessage(index, label: label, in: facts) {
                    findings.append(finding(index, in: facts, configuration: configuration, message: message))
                }
                continue
            }
            let sameAsIdentifier = elements[index].identifier.map { LabelWords.trimmed($0) == label } ?? false
            let quoted = MessageArgument.text(ScreenFacts.shorten(label))
            if let shape = Self.shape(of: label) {
                let message: FindingMessage
                let outcome: Outcome
                if case .fileName(let image) = shape {
                    outcome = image && facts.isImage(index) ? .finding : .needsReview
                    message = outcome == .finding
                        ? FindingMessage(sameAsIdentifier ? Message.fileNameAndIdentifier : Message.fileName, quoted)
                        : FindingMessage(Message.fileNameReview, quoted)
                } else if shape == .resourceReference || facts.isImage(index) || sameAsIdentifier || Self.hasDeveloperPart(label) {
                    outcome = .finding
                    message = FindingMessage(sameAsIdentifier ? Message.shapeAndIdentifier : Message.shape, quoted, .words(shape.phrase), .words(facts.screen.platform.screenReader))
                } else {
                    // A user name ("john_doe", "jane.doe") or a network name ("Home_5G") is content in this shape.
                    outcome = .needsReview
                    message = FindingMessage(Message.shapeReview, quoted, .words(shape.phrase))
                }
                findings.append(finding(index, in: facts, configuration: configuration, message: message, outcome: outcome))
            } else if sameAsIdentifier, Self.isLowercaseWord(label) {
                let message = FindingMessage(Message.identifier, quoted)
                findings.append(finding(index, in: facts, configuration: configuration, message: message, outcome: .needsReview))
            }
        }
        return findings
    }

    /// A label with spaces that still carries a developer's string: a test id's tail after the words (`Must Try
    /// Games-Section-title`), or, for a stop TalkBack names from what it holds, a held element's description that
    /// is a developer's string with a developer's part (`icon, footerTabText`). Nil otherwise: the rest of a
    /// label with spaces is words.
    static func spokenPartMessage(_ index: Int, label: String, in facts: ScreenFacts) -> FindingMessage? {
        let elements = facts.screen.elements
        let reader = MessageArgument.words(facts.screen.platform.screenReader)
        if let tail = testIdentifierTail(label) {
            return FindingMessage(Message.shape, .text(ScreenFacts.shorten(label)),
                                  .words("ending in a test id (\"\(tail)\")"), reader)
        }
        // Composed by TalkBack from the descriptions of what the stop holds (`AndroidTree`): each part is a
        // held element's whole description.
        guard facts.screen.platform == .android, !elements[index].labelIsShownText, elements[index].descendantCount > 0,
              label.contains(", ") else { return nil }
        let parts = Set(label.components(separatedBy: ", "))
        for held in index + 1...index + elements[index].descendantCount where !facts.stop[held] {
            guard let description = elements[held].label, !elements[held].labelIsShownText, parts.contains(description),
                  !description.unicodeScalars.contains(where: TextChecks.isWhitespace),
                  let shape = shape(of: description), shape != .fileName(image: false), hasDeveloperPart(description)
            else { continue }
            return FindingMessage(Message.spokenPart, .text(description), .words(shape.phrase), reader)
        }
        return nil
    }

    /// Parts that only developers write: asset prefixes and the names of interface parts and of SF Symbols.
    static let developerParts: Set<String> = [
        "ic", "icn", "icon", "img", "image", "btn", "button", "bg", "logo", "lbl", "label", "title", "subtitle", "view",
        "cell", "txt", "text", "header", "footer", "placeholder", "desc", "description", "key", "nav", "tab", "vc",
        "chevron", "xmark", "plus", "minus", "gear", "gearshape", "ellipsis", "magnifyingglass", "checkmark", "arrow",
        "square", "circle", "fill", "person", "trash", "bell", "cart", "house", "pencil", "star", "heart", "info",
        "questionmark", "exclamationmark", "play", "pause", "doc", "folder", "paperplane", "envelope", "bookmark",
        "slider", "line", "badge", "right", "left", "up", "down", "forward", "backward",
    ]

    /// True when one of the label's parts (split at `_`, `.` and camel humps, lower-cased) is a developer's part:
    /// `ic_close`, `cartButton`, `onboarding_title`, `chevron.right`; not `john_doe` or `Home_5G`.
    static func hasDeveloperPart(_ label: String) -> Bool {
        var parts: [String] = []
        var current = ""
        var previousLower = false
        for character in label {
            if character == "_" || character == "." || character == "-" {
                if !current.isEmpty { parts.append(current.lowercased()) }
                current = ""
                previousLower = false
                continue
            }
            if character.isUppercase && previousLower {
                parts.append(current.lowercased())
                current = ""
            }
            current.append(character)
            previousLower = character.isLowercase
        }
        if !current.isEmpty { parts.append(current.lowercased()) }
        return parts.contains { developerParts.contains($0) }
    }

    /// True when `label` is one token with a developer-string shape (what this rule judges, whatever the level).
    static func isDeveloperToken(_ label: String) -> Bool {
        let trimmed = LabelWords.trimmed(label)
        return !trimmed.unicodeScalars.contains(where: TextChecks.isWhitespace) && shape(of: trimmed) != nil
    }

    /// The developer-string shape of a one-token label, or nil when it reads as a word.
    static func shape(of label: String) -> Shape? {
        let scalars = Array(label.unicodeScalars)
        guard scalars.count >= 3, !isWebAddress(label) else { return nil }
        if isResourceReference(label) { return .resourceReference }
        if let dot = scalars.lastIndex(of: "."), dot > 0, dot < scalars.count - 1 {
            let ext = String(String.UnicodeScalarView(scalars[(dot + 1)...])).lowercased()
            let stem = scalars[..<dot]
            if stem.contains(where: isAlphanumeric) {
                if imageExtensions.contains(ext) { return .fileName(image: true) }
                if otherExtensions.contains(ext) { return .fileName(image: false) }
            }
        }
        if isSnakeCase(scalars) { return .snakeCase }
        if isDottedName(label) { return .dottedName }
        if isCamelCase(scalars) || isHyphenatedCamelCase(label) { return .camelCase }
        if isKebabCase(label) { return .kebabCase }
        return nil
    }

    /// An Android resource reference printed instead of its string: `@` and a resource id in decimal (package
    /// byte 0x01 for Android's own, 0x7F for the app's: 16,777,216 to 2,147,483,647), or `@type/name`
    /// (`@string/close_button`, `@android:string/ok`).
    static func isResourceReference(_ label: String) -> Bool {
        guard label.hasPrefix("@") else { return false }
        let rest = label.dropFirst()
        if !rest.isEmpty, rest.allSatisfy({ $0.isASCII && $0.isNumber }), let id = Int(rest) {
            return id >= 0x0100_0000 && id <= 0x7FFF_FFFF
        }
        let parts = rest.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let type = parts.first?.split(separator: ":").last, let name = parts.last, !name.isEmpty else { return false }
        return resourceTypes.contains(String(type)) && name.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "_" || $0 == "." }
    }

    /// The resource types whose references a label may hold by mistake (`@string/…`, `@drawable/…`).
    static let resourceTypes: Set<String> = ["string", "drawable", "mipmap", "color", "dimen", "id", "plurals"]

    /// What a hyphenated test id or CSS class ends in: the interface part it names.
    static let partNouns: Set<String> = [
        "button", "btn", "icon", "img", "image", "view", "container", "wrapper", "toolbar", "navbar", "label", "lbl",
        "title", "input", "field", "link", "modal", "dialog", "header", "footer", "banner", "tab", "cell", "item",
    ]

    /// Interface parts that no hyphenated English word holds: a hyphenated token with one of them anywhere is a
    /// test id or class name.
    static let controlNouns: Set<String> = ["button", "btn", "icon", "img", "container", "wrapper", "toolbar", "navbar"]

    /// Asset prefixes that begin an image's or a control's file or class name and no hyphenated word
    /// (`btn-download`, `ic-close`, `img-logo`).
    static let kebabPrefixes: Set<String> = ["btn", "ic", "icn", "img", "lbl", "txt"]

    /// `-`-joined segments of lower-case ASCII letters and digits: three or more, the last one the name of an
    /// interface part (`base-go-back-button`, `native-toolbar-close-button`, `cart-item-icon`), a web page's test id
    /// or class name; two that both name interface parts (`button-container`); or two or more, the first an asset
    /// prefix (`btn-download`, `ic-close`), an image's file name
    /// a web page's button shows as its name. Hyphenated words and phrases are words ("Wi-Fi", "e-mail",
    /// "up-to-date", "state-of-the-art").
    static func isKebabCase(_ label: String) -> Bool {
        // Two segments need a `-` byte: most labels have none and are turned away without splitting them into
        // characters.
        guard Self.count(of: UInt8(ascii: "-"), in: label, upTo: 1) >= 1 else { return false }
        let segments = label.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        let namesPart = segments.count >= 3 && segments.last.map { partNouns.contains($0) } == true
        let prefixed = segments.count >= 2 && segments.first.map { kebabPrefixes.contains($0) } == true
        // Two interface parts joined (`button-container`, `icon-image`): no hyphenated word is made of two.
        let twoParts = segments.count == 2 && segments.allSatisfy { partNouns.contains($0) }
        // A control's own kind anywhere in it (`replenish-button`, `transfer-button-shared`): words that no
        // hyphenated English word holds (unlike "view", "label" or "field": "rear-view", "white-label").
        let namesControl = segments.count >= 2 && segments.contains { controlNouns.contains($0) }
        guard namesPart || prefixed || twoParts || namesControl else { return false }
        return segments.allSatisfy { segment in
            !segment.isEmpty && segment.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
    }

    /// `-`-joined segments of ASCII letters and digits, one of them camelCase (`sectionHeader-touch`,
    /// `home-cashValue`): a test id. "iPhone-Case" and "eBay-Seller" are words, as `isCamelCase` says.
    static func isHyphenatedCamelCase(_ label: String) -> Bool {
        guard Self.count(of: UInt8(ascii: "-"), in: label, upTo: 1) >= 1 else { return false }
        let segments = label.split(separator: "-", omittingEmptySubsequences: false)
        guard segments.count >= 2, segments.allSatisfy({ !$0.isEmpty }) else { return false }
        return segments.contains { isCamelCase(Array($0.unicodeScalars)) }
    }

    /// The last word of a label with spaces when it is a test id's tail: three or more `-`-joined segments of
    /// ASCII letters and digits ending, in any case, in the name of an interface part (`Must Try
    /// Games-Section-title`: a section's title with its test id's suffix). Hyphenated words and phrases
    /// ("state-of-the-art", "Jack-in-the-box") end in other words.
    static func testIdentifierTail(_ label: String) -> String? {
        // Three segments need two `-` bytes: most labels have none and are turned away without splitting them.
        guard Self.count(of: UInt8(ascii: "-"), in: label, upTo: 2) >= 2,
              let last = label.split(whereSeparator: { $0 == " " }).last, last.count < label.count else { return nil }
        let segments = last.split(separator: "-", omittingEmptySubsequences: false)
        guard segments.count >= 3, let end = segments.last, partNouns.contains(end.lowercased()) else { return nil }
        guard segments.allSatisfy({ segment in
            !segment.isEmpty && segment.unicodeScalars.allSatisfy { $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0) }
        }) else { return nil }
        return String(last)
    }

    /// How many times `byte` occurs in `label`'s UTF-8, counting no further than `limit`.
    static func count(of byte: UInt8, in label: String, upTo limit: Int) -> Int {
        var found = 0
        for candidate in label.utf8 where candidate == byte {
            found += 1
            if found >= limit { break }
        }
        return found
    }

    static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    /// An underscore with a letter or digit on both sides: `ic_close`, `IMG_1234`.
    static func isSnakeCase(_ scalars: [Unicode.Scalar]) -> Bool {
        guard scalars.count >= 3 else { return false }
        for position in 1..<(scalars.count - 1) where scalars[position] == "_" {
            if isAlphanumeric(scalars[position - 1]) && isAlphanumeric(scalars[position + 1]) { return true }
        }
        return false
    }

    /// A web address with a path or scheme (`https://example.com/a_b`, `github.com/login?return_to=…`): a
    /// browser's address bar shows it as content, whatever shapes its path and query take.
    static func isWebAddress(_ label: String) -> Bool {
        if label.contains("://") { return true }
        guard let slash = label.firstIndex(of: "/") else { return false }
        let host = label[..<slash].lowercased()
        guard let last = host.split(separator: ".").last, host.contains(".") else { return false }
        return domainEndings.contains(String(last))
    }

    /// Two or more `.`-separated segments of lower-case ASCII letters and digits, each starting with a letter,
    /// that are no web address (a last segment that is a domain ending, unless the first one is too, as in a
    /// bundle identifier): `chevron.right`, `cart.badge.plus`, `com.example.app`; not `apple.com`.
    static func isDottedName(_ label: String) -> Bool {
        // Two segments need a `.` character, which is a `.` byte.
        guard Self.count(of: UInt8(ascii: "."), in: label, upTo: 1) >= 1 else { return false }
        let segments = label.split(separator: ".", omittingEmptySubsequences: false)
        guard segments.count >= 2, let first = segments.first, let last = segments.last else { return false }
        if domainEndings.contains(String(last)) && !domainEndings.contains(String(first)) { return false }
        for segment in segments {
            guard let first = segment.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
            guard segment.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) }) else { return false }
        }
        return true
    }

    /// ASCII letters and digits only, starting with two or more lower-case letters, with a capital followed by
    /// a lower-case letter later on (`cartButton`, `onboardingTitle2`): `iPad`, `eBay`, `macOS`, `iOS` are words.
    static func isCamelCase(_ scalars: [Unicode.Scalar]) -> Bool {
        func lower(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) }
        func upper(_ s: Unicode.Scalar) -> Bool { ("A"..."Z").contains(s) }
        guard scalars.allSatisfy({ lower($0) || upper($0) || ("0"..."9").contains($0) }) else { return false }
        guard scalars.count >= 4, lower(scalars[0]), lower(scalars[1]) else { return false }
        for position in 2..<(scalars.count - 1) where upper(scalars[position]) && lower(scalars[position + 1]) {
            return true
        }
        return false
    }

    /// One word of lower-case letters (`close`, `back`): how a label copied from an identifier reads.
    static func isLowercaseWord(_ label: String) -> Bool {
        !label.isEmpty && label.unicodeScalars.allSatisfy { $0.properties.isLowercase }
    }
}
