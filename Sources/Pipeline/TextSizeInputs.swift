import Rules

/// The inputs of `check --compare default large`: the recordings below each of the two paths, paired by
/// relative path (two files are paired with each other), the default one first; each pair is consecutive in
/// the inputs so the group stage sees it whole. Recordings without a partner are still checked on their own
/// and listed in `unpaired`.
package struct TextSizeInputs: Sendable {
    package var inputs: [InputCollector.Input]
    package var pairs: TextSizePairs
    package var unpaired: [String]

    /// `stated` false: the order of the roots says nothing, and each pair's large recording is inferred.
    package init(defaultRoot: String, defaultInputs: [InputCollector.Input], largeRoot: String, largeInputs: [InputCollector.Input],
                 stated: Bool = true) {
        func relative(_ input: InputCollector.Input, root: String) -> String {
            let display = input.displayPath, base = InputCollector.normalise(root)
            if display == base || base == "." { return display.split(separator: "/").last.map(String.init) ?? display }
            return display.hasPrefix(base + "/") ? String(display.dropFirst(base.count + 1)) : display
        }
        let single = defaultInputs.count == 1 && largeInputs.count == 1
            && defaultInputs[0].displayPath == InputCollector.normalise(defaultRoot)
            && largeInputs[0].displayPath == InputCollector.normalise(largeRoot)
        var large: [String: InputCollector.Input] = [:]
        for input in largeInputs { large[single ? "" : relative(input, root: largeRoot)] = input }
        var used = Set<String>()
        inputs = []
        pairs = TextSizePairs()
        unpaired = []
        for input in defaultInputs {
            let key = single ? "" : relative(input, root: defaultRoot)
            inputs.append(input)
            guard input.problem == nil, let partner = large[key], partner.problem == nil, !used.contains(key) else {
                unpaired.append(input.displayPath)
                continue
            }
            used.insert(key)
            inputs.append(partner)
            pairs.add(key: single ? input.displayPath : key, defaultFile: input.displayPath, largeFile: partner.displayPath, stated: stated)
        }
        for (key, input) in large.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) where !used.contains(key) {
            inputs.append(input)
            unpaired.append(input.displayPath)
        }
    }
}
