import TreeModel

/// What on a screen is the system's, not the app's: keyboard keys, status-bar items, scroll bars and page
/// indicators by their role (`RoleVocabulary`), and the software keyboard by its shape.
///
/// The keyboard by shape: at least 10 letter keys (interactive elements or keys labelled with one
/// letter or digit) on at least 2 rows, and at least 2 different named keys (shift, delete, space, return,
/// emoji, dictation, next keyboard, …), also where the recorder writes the keys as plain buttons. Its region
/// runs from 56 pt above the top row of keys (the QuickType candidate bar) to the bottom of the screen, across
/// its width; every interactive element inside that region is part of the keyboard: the keys the vocabulary
/// does not name ("123", ".") and the QuickType candidates, empty or not. An app's own bar above the keyboard
/// lies above that band and stays the app's. O(n).
enum SystemChromeDerivation {
    struct Result {
        var chrome: [Bool]
        var keyboard: [Bool]
    }

    /// The height above the top row of keys that the QuickType candidate bar takes.
    static let candidateBar = 56.0

    static func derive(_ elements: UnsafePointer<Element>, count: Int, interactive: [Bool], bounds: Frame) -> Result {
        var chrome = [Bool](repeating: false, count: count)
        var keyboard = [Bool](repeating: false, count: count)
        var letterKeys: [Int] = []
        var namedKeys = Set<String>()
        var keys: [Int] = []
        for index in 0..<count {
            // Read in place: copying an element costs a retain per text field.
            let recordedKey = RoleVocabulary.isRecordedKey(traits: elements[index].traits)
            if recordedKey || RoleVocabulary.isStatusBarItem(traits: elements[index].traits)
                || RoleVocabulary.isScrollBar(roles: elements[index].roles, label: elements[index].label)
                || RoleVocabulary.isPageIndicator(roles: elements[index].roles, identifier: elements[index].identifier,
                                                  value: elements[index].value, traits: elements[index].traits) {
                chrome[index] = true
            }
            if recordedKey { keyboard[index] = true }
            guard interactive[index] || recordedKey, !elements[index].frame.isEmpty else { continue }
            switch RoleVocabulary.keyShape(label: elements[index].label) {
            case .letter:
                letterKeys.append(index)
                keys.append(index)
            case .named:
                namedKeys.insert(elements[index].label!.lowercased())
                keys.append(index)
            case .none:
                break
            }
        }
        guard letterKeys.count >= 10, namedKeys.count >= 2 else { return Result(chrome: chrome, keyboard: keyboard) }
        let rows = Set(letterKeys.map { (elements[$0].frame.midY / 8).rounded() })
        guard rows.count >= 2 else { return Result(chrome: chrome, keyboard: keyboard) }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for key in keys {
            let frame = elements[key].frame
            minX = min(minX, frame.minX); minY = min(minY, frame.minY)
            maxX = max(maxX, frame.maxX); maxY = max(maxY, frame.maxY)
        }
        if !bounds.isEmpty {
            minX = min(minX, bounds.minX); maxX = max(maxX, bounds.maxX); maxY = max(maxY, bounds.maxY)
        }
        let region = Frame(x: minX, y: minY - candidateBar, width: maxX - minX, height: maxY - minY + candidateBar)
        for index in 0..<count where interactive[index] && region.contains(elements[index].frame, tolerance: 0.5) {
            chrome[index] = true
            keyboard[index] = true
        }
        for key in keys {
            chrome[key] = true
            keyboard[key] = true
        }
        return Result(chrome: chrome, keyboard: keyboard)
    }
}
