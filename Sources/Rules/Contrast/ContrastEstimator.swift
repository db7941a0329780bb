/// Estimates the text (or icon) colour and the background colour in one crop, and how sure the estimate is
/// (Docs/Contrast.md; the research in `shared/docs/research/contrast.md` §6.4):
///
/// 1. Background: the most frequent colour B, grown into a cluster of every pixel within contrast 1.10 of it
///    (absorbs faint anti-aliasing and dithering).
/// 2. Simple background: the cluster covers at least half the crop, and every region outside it that touches
///    the crop's edge is itself one flat colour (a rounded corner, a neighbour, a separator): those are
///    dropped. Otherwise the background varies: a smooth ring (the two outermost rows and columns) gives a
///    background *range*; a ring that jumps from pixel to pixel is a picture (`bgComplex`).
/// 3. Ink: the pixels that differ from the background, split into darker and lighter sides.
/// 4. Solid core: per side, the ink within 1.05 of the 99th percentile of contrast; its most frequent colour
///    is the foreground. A core without pixels solid in both directions means strokes too thin to reach
///    their colour (`fgThin`): the ratio is then only a lower bound. A second solid colour on the same side
///    (pixels never next to a stronger one, unlike anti-aliasing) is a second ink (`fgMultiple`).
///    On a lossy picture (JPEG) ringing overshoots at glyph edges, so the strongest pixels are no evidence:
///    the core is the ink left after eroding every pixel with a neighbour (of eight) outside the side's ink,
///    and the foreground is its median luminance; no such core means `fgThin`.
public enum ContrastEstimator {
    /// Pixels within this contrast of each other look the same.
    static let sameColour = 1.10

    /// One ink colour found.
    public struct Ink: Sendable, Hashable {
        public var key: UInt64
        public var luminance: Double
        public var corePixels: Int
    }

    public struct Estimate: Sendable {
        public enum Kind: Sendable { case measured, uniform, complex }
        public var kind: Kind
        public var background: UInt64 = 0
        /// Background luminance range: one value for a simple background.
        public var backgroundLow: Double = 0
        public var backgroundHigh: Double = 0
        public var backgroundLuminance: Double = 0
        /// The colours at the ends of the background range (the ring's darkest and lightest pixels).
        public var backgroundLowKey: UInt64 = 0
        public var backgroundHighKey: UInt64 = 0
        public var inks: [Ink] = []
        public var inkPixels = 0
        /// Reason codes: `bgGradient`, `bgComplex`, `fgMultiple`, `fgThin`.
        public var reasons: [String] = []
        /// Median height in pixels of the lines of ink (rows holding ink, split at empty rows).
        public var lineHeight: Double?
        public var lines = 0
        /// The rows of the text when a picture above or below it (a tab bar button's icon over its title) is
        /// set apart from it (`textRows`); nil otherwise.
        public var textRows: Range<Int>?
    }

    public static func estimate(_ crop: ContrastCrop) -> Estimate {
        estimate(crop, workspace: ContrastWorkspace())
    }

    /// `estimate`, with its per-pixel arrays taken from (and given back to) `workspace`.
    static func estimate(_ crop: ContrastCrop, workspace: ContrastWorkspace) -> Estimate {
        let n = crop.count, w = crop.width, h = crop.height
        let keys = crop.keys, lum = crop.luminance
        // 1. The most frequent colour, counted on a grid of at most ~1024 pixels.
        let step = max(1, Int((Double(n) / 1024).squareRoot()))
        var grid: [Int] = []
        grid.reserveCapacity((w / step + 1) * (h / step + 1))
        var y = 0
        while y < h {
            var x = 0
            while x < w {
                grid.append(y * w + x)
                x += step
            }
            y += step
        }
        let modeIndex = mostFrequent(grid, keys)
        let mode = keys[modeIndex]
        let yB = lum[modeIndex]
        var estimate = Estimate(kind: .measured)
        estimate.background = mode
        estimate.backgroundLuminance = yB
        estimate.backgroundLow = yB
        estimate.backgroundHigh = yB

        var ink = workspace.bools(n)
        defer { workspace.recycle(&ink) }
        // A pixel as light as the one before it gets the same answer: crops are mostly runs of one colour.
        var clusterCount = 0
        lum.withUnsafeBufferPointer { lum in
            ink.withUnsafeMutableBufferPointer { ink in
                var last = -1.0, same = false
                for i in 0..<n {
                    if lum[i] != last {
                        last = lum[i]
                        same = ContrastColour.ratio(last, yB) < sameColour
                    }
                    if same { clusterCount += 1 } else { ink[i] = true }
                }
            }
        }
        var simple = Double(clusterCount) >= 0.5 * Double(n)
        if simple {
            simple = dropFlatEdgeRegions(&ink, crop, allowVarying: false, workspace: workspace)
        }
        if !simple {
            estimate.reasons.append("bgGradient")
            // The ring: its jumps tell a picture from a gradient; its range is the background's.
            var ring: [Int] = []
            for x in 0..<w { ring.append(x) }
            for y in 1..<h { ring.append(y * w + w - 1) }
            if h > 1 { for x in stride(from: w - 2, through: 0, by: -1) { ring.append((h - 1) * w + x) } }
            if w > 1 { for y in stride(from: h - 2, through: 1, by: -1) { ring.append(y * w) } }
            var jumps = 0
            var low = Double.infinity, high = -Double.infinity
            for (position, i) in ring.enumerated() {
                if lum[i] < low { low = lum[i]; estimate.backgroundLowKey = keys[i] }
                if lum[i] > high { high = lum[i]; estimate.backgroundHighKey = keys[i] }
                if position > 0 && ContrastColour.ratio(lum[i], lum[ring[position - 1]]) >= sameColour { jumps += 1 }
            }
            if Double(jumps) > 0.15 * Double(ring.count) {
                estimate.kind = .complex
                estimate.reasons = ["bgComplex"]
                return estimate
            }
            estimate.backgroundLow = low
            estimate.backgroundHigh = high
            let darkLimit = (low + 0.05) / sameColour - 0.05, lightLimit = (high + 0.05) * sameColour - 0.05
            for i in 0..<n { ink[i] = lum[i] < darkLimit || lum[i] > lightLimit }
            _ = dropFlatEdgeRegions(&ink, crop, allowVarying: true, workspace: workspace)
        }
        // 3. Ink and its sides, and which rows hold ink (for the lines below: the ink does not change after this).
        var dark = 0, light = 0
        var rowsWithInk = [Bool](repeating: false, count: h)
        let backgroundLow = estimate.backgroundLow
        lum.withUnsafeBufferPointer { lum in
            ink.withUnsafeBufferPointer { ink in
                for y in 0..<h {
                    let before = dark + light
                    for i in y * w..<(y + 1) * w where ink[i] {
                        if lum[i] < backgroundLow { dark += 1 } else { light += 1 }
                    }
                    rowsWithInk[y] = dark + light > before
                }
            }
        }
        let inkCount = dark + light
        estimate.inkPixels = inkCount
        if Double(inkCount) < 0.005 * Double(n) || inkCount < 4 {
            estimate.kind = .uniform
            return estimate
        }
        if Double(inkCount) > 0.6 * Double(n) {
            estimate.kind = .complex
            estimate.reasons = ["bgComplex"]
            return estimate
        }
        var sides: [Bool] = []  // true: darker
        if dark > 0 && Double(dark) >= 0.2 * Double(inkCount) || dark >= light { sides.append(true) }
        if light > 0 && Double(light) >= 0.2 * Double(inkCount) || light > dark { sides.append(false) }
        if sides.count > 1 { estimate.reasons.append("fgMultiple") }
        var thin = false
        for darker in sides {
            let reference = darker ? estimate.backgroundLow : estimate.backgroundHigh
            let found = solidInks(crop, ink: ink, darker: darker, reference: reference, inkCount: inkCount, workspace: workspace)
            thin = thin || found.thin
            estimate.inks.append(contentsOf: found.inks)
        }
        if estimate.inks.count > 1 && !estimate.reasons.contains("fgMultiple") { estimate.reasons.append("fgMultiple") }
        if thin { estimate.reasons.append("fgThin") }
        estimate.textRows = textRows(rowsWithInk, ink: ink, width: w, lossy: crop.lossy)
        // Lines of ink: rows holding ink, split at rows without; beside a picture set apart from the text (a
        // compound drawable, a menu item's icon), rows of the text's columns only.
        if let text = textColumns(ink, width: w, height: h) {
            ink.withUnsafeBufferPointer { ink in
                for y in 0..<h { rowsWithInk[y] = text.contains { ink[y * w + $0] } }
            }
        }
        var heights: [Int] = []
        var run = 0
        for any in rowsWithInk {
            if any { run += 1 } else if run > 0 { heights.append(run); run = 0 }
        }
        if run > 0 { heights.append(run) }
        // On a lossy picture stray pixels of compression noise make rows of ink of their own: runs under a
        // quarter of the tallest are not lines of text.
        if crop.lossy, let tallest = heights.max() { heights.removeAll { 4 * $0 < tallest } }
        estimate.lines = heights.count
        if !heights.isEmpty { estimate.lineHeight = Double(heights.sorted()[heights.count / 2]) }
        return estimate
    }

    /// The columns of the text when a picture beside it would make its lines look taller, nil otherwise. The
    /// ink's columns are grouped into clusters (glyphs closer than 0.3 of their height belong together: a word,
    /// or an icon's parts); a first or last cluster taller than the rest of the ink, no wider than twice its
    /// height, and set apart from the next by at least 0.6 of its height is a picture: Android draws a
    /// TextView's compound drawable, a menu item's icon or a button's icon `drawablePadding` away from the text,
    /// a gap wider than a word space (0.25 em, under 0.4 of a capital's height), so no word is taken for one.
    static func textColumns(_ ink: [Bool], width w: Int, height h: Int) -> Range<Int>? {
        // Each column's ink rows (top and bottom), and the runs of columns holding ink.
        var top = [Int](repeating: h, count: w), bottom = [Int](repeating: -1, count: w)
        ink.withUnsafeBufferPointer { ink in
            for y in 0..<h {
                for x in 0..<w where ink[y * w + x] {
                    if y < top[x] { top[x] = y }
                    bottom[x] = y
                }
            }
        }
        struct Cluster { var start: Int; var end: Int; var top: Int; var bottom: Int; var height: Int { bottom - top + 1 } }
        var clusters: [Cluster] = []
        var x = 0
        while x < w {
            guard bottom[x] >= 0 else { x += 1; continue }
            var group = Cluster(start: x, end: x, top: top[x], bottom: bottom[x])
            while x < w, bottom[x] >= 0 {
                group.top = min(group.top, top[x]); group.bottom = max(group.bottom, bottom[x]); x += 1
            }
            group.end = x
            if var last = clusters.last, Double(group.start - last.end) < 0.3 * Double(max(last.height, group.height)) {
                last.end = group.end; last.top = min(last.top, group.top); last.bottom = max(last.bottom, group.bottom)
                clusters[clusters.count - 1] = last
            } else {
                clusters.append(group)
            }
        }
        guard clusters.count >= 2 else { return nil }
        func isPicture(_ edge: Cluster, gap: Int, rest: ArraySlice<Cluster>) -> Bool {
            let restHeight = rest.map(\.bottom).max()! - rest.map(\.top).min()! + 1
            return edge.height > restHeight && edge.end - edge.start <= 2 * edge.height && Double(gap) >= 0.6 * Double(edge.height)
        }
        // Each end is compared with the clusters between the two ends (a picture may be on both sides).
        var first = 0, last = clusters.count - 1
        let middle = clusters.count >= 3 ? clusters[1 ..< last] : nil
        if isPicture(clusters[0], gap: clusters[1].start - clusters[0].end, rest: middle ?? clusters[1...]) { first = 1 }
        if isPicture(clusters[last], gap: clusters[last].start - clusters[last - 1].end, rest: middle ?? clusters[..<last]) { last -= 1 }
        guard first <= last else { return nil }
        guard first > 0 || last < clusters.count - 1 else { return nil }
        return clusters[first].start ..< clusters[last].end
    }

    /// The rows of the text, with the background around it up to half the gap to the picture, when a picture
    /// above or below it would be measured with it, nil otherwise: the first or last band of ink rows (split at
    /// rows without ink) at least 1.5 times as tall as every other band and no wider than twice its height is a
    /// picture, as a tab bar button's icon over its title. Lines of one text are of one height; a picture that
    /// tall is no line of it.
    static func textRows(_ rowsWithInk: [Bool], ink: [Bool], width w: Int, lossy: Bool) -> Range<Int>? {
        struct Band { var top: Int; var bottom: Int; var left: Int; var right: Int
            var height: Int { bottom - top + 1 }; var width: Int { right - left + 1 } }
        var bands: [Band] = []
        var y = 0
        let h = rowsWithInk.count
        while y < h {
            guard rowsWithInk[y] else { y += 1; continue }
            var band = Band(top: y, bottom: y, left: w, right: -1)
            while y < h, rowsWithInk[y] {
                for x in 0..<w where ink[y * w + x] { band.left = min(band.left, x); band.right = max(band.right, x) }
                band.bottom = y
                y += 1
            }
            bands.append(band)
        }
        // Compression noise makes rows of ink of its own: bands under a quarter of the tallest are no line.
        if lossy, let tallest = bands.map(\.height).max() { bands.removeAll { 4 * $0.height < tallest } }
        guard bands.count >= 2 else { return nil }
        func isPicture(_ band: Band, rest: ArraySlice<Band>) -> Bool {
            let restHeight = rest.map(\.height).max()!
            return 2 * band.height >= 3 * restHeight && band.width <= 2 * band.height
        }
        if isPicture(bands[0], rest: bands[1...]) {
            let gap = bands[1].top - bands[0].bottom - 1
            return (bands[1].top - gap / 2) ..< h
        }
        if isPicture(bands[bands.count - 1], rest: bands[..<(bands.count - 1)]) {
            let last = bands.count - 1
            let gap = bands[last].top - bands[last - 1].bottom - 1
            return 0 ..< (bands[last - 1].bottom + 1 + gap / 2)
        }
        return nil
    }

    /// The pixel (of `pixels`, not empty) whose colour is the most frequent among them; ties go to the
    /// smaller colour key, and the pixel returned is the first of that colour. Sorting, not hashing: cheaper
    /// for the few thousand pixels a crop gives.
    static func mostFrequent(_ pixels: [Int], _ keys: [UInt64]) -> Int {
        // A colour held by more than half the pixels (the background of most crops, a solid core) is the most
        // frequent with no tie: found by a majority vote in one pass and checked in a second, with no sorting.
        var candidate = keys[pixels[0]], votes = 0
        for pixel in pixels {
            let key = keys[pixel]
            if votes == 0 {
                candidate = key
                votes = 1
            } else {
                votes += key == candidate ? 1 : -1
            }
        }
        let held = pixels.reduce(0) { $0 + (keys[$1] == candidate ? 1 : 0) }
        if 2 * held > pixels.count { return pixels.first { keys[$0] == candidate }! }
        var sorted = pixels.map { keys[$0] }
        sorted.sort()
        var best = sorted[0], bestCount = 0, run = 0
        for position in sorted.indices {
            run = position > 0 && sorted[position] == sorted[position - 1] ? run + 1 : 1
            if run > bestCount { best = sorted[position]; bestCount = run }
        }
        return pixels.first { keys[$0] == best }!
    }

    /// Drops the ink regions (4-connected) that touch the crop's edge and are one flat colour: not glyphs but
    /// what lies beside the element. Returns false when a large region touching the edge varies (the
    /// background is not one colour), unless `allowVarying`.
    static func dropFlatEdgeRegions(_ ink: inout [Bool], _ crop: ContrastCrop, allowVarying: Bool, workspace: ContrastWorkspace) -> Bool {
        let w = crop.width, h = crop.height, n = crop.count
        var seen = workspace.bools(n)
        var stack = workspace.ints()
        var region = workspace.ints()
        defer {
            workspace.recycle(&seen)
            workspace.recycle(&stack)
            workspace.recycle(&region)
        }
        func visit(_ start: Int) -> Bool {
            guard ink[start], !seen[start] else { return true }
            region.removeAll(keepingCapacity: true)
            stack.append(start)
            seen[start] = true
            while let i = stack.popLast() {
                region.append(i)
                let x = i % w, y = i / w
                if x > 0, ink[i - 1], !seen[i - 1] { seen[i - 1] = true; stack.append(i - 1) }
                if x < w - 1, ink[i + 1], !seen[i + 1] { seen[i + 1] = true; stack.append(i + 1) }
                if y > 0, ink[i - w], !seen[i - w] { seen[i - w] = true; stack.append(i - w) }
                if y < h - 1, ink[i + w], !seen[i + w] { seen[i + w] = true; stack.append(i + w) }
            }
            // The region's most frequent colour, from at most 256 of its pixels.
            let sampleStep = max(1, region.count / 256)
            let topLuminance = crop.luminance[mostFrequent(stride(from: 0, to: region.count, by: sampleStep).map { region[$0] }, crop.keys)]
            let near = region.reduce(0) { $0 + (ContrastColour.ratio(crop.luminance[$1], topLuminance) < sameColour ? 1 : 0) }
            if Double(near) >= 0.7 * Double(region.count) {
                for i in region { ink[i] = false }
                return true
            }
            // A small varying region at the edge is a glyph the frame cuts; a large one is background.
            return allowVarying || Double(region.count) <= 0.01 * Double(n)
        }
        var flat = true
        for x in 0..<w { flat = visit(x) && flat; flat = visit((h - 1) * w + x) && flat }
        for y in 0..<h { flat = visit(y * w) && flat; flat = visit(y * w + w - 1) && flat }
        return flat
    }

    /// The solid colours of one side of the ink, and whether its strokes are too thin to have a solid core.
    static func solidInks(_ crop: ContrastCrop, ink: [Bool], darker: Bool, reference: Double, inkCount: Int,
                          workspace: ContrastWorkspace) -> (inks: [Ink], thin: Bool) {
        let w = crop.width, h = crop.height, lum = crop.luminance, keys = crop.keys
        var side = workspace.ints()
        defer { workspace.recycle(&side) }
        lum.withUnsafeBufferPointer { lum in
            ink.withUnsafeBufferPointer { ink in
                for i in 0..<crop.count where ink[i] && (lum[i] < reference) == darker { side.append(i) }
            }
        }
        guard !side.isEmpty else { return ([], false) }
        if crop.lossy, let eroded = erodedCore(crop, ink: ink, side: side, darker: darker, reference: reference, inkCount: inkCount) {
            return eroded
        }
        var contrast = workspace.doubles(crop.count)
        var core = workspace.bools(crop.count)
        defer {
            workspace.recycle(&contrast)
            workspace.recycle(&core)
        }
        contrast.withUnsafeMutableBufferPointer { contrast in
            lum.withUnsafeBufferPointer { lum in
                for i in side { contrast[i] = ContrastColour.ratio(lum[i], reference) }
            }
        }
        let sorted = side.map { contrast[$0] }.sorted()
        let d99 = sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * 0.99))]
        let solid = d99 / 1.05
        var corePixels: [Int] = []
        corePixels.reserveCapacity(side.count)
        core.withUnsafeMutableBufferPointer { core in
            for i in side where contrast[i] >= solid {
                core[i] = true
                corePixels.append(i)
            }
        }
        let coreCount = corePixels.count
        let topIndex = mostFrequent(corePixels, keys)
        let top = keys[topIndex]
        // Solid in both directions: a core neighbour across and along.
        var thick = 0
        for i in side where core[i] {
            let x = i % w, y = i / w
            let across = (x > 0 && core[i - 1]) || (x < w - 1 && core[i + 1])
            let along = (y > 0 && core[i - w]) || (y < h - 1 && core[i + w])
            if across && along { thick += 1 }
        }
        let thin = Double(thick) < max(12, 0.02 * Double(inkCount))
        var inks = [Ink(key: top, luminance: lum[topIndex], corePixels: coreCount)]
        // A second solid colour: pixels never beside a stronger one (anti-aliasing always is).
        var others: [Int] = []
        for i in side where ContrastColour.ratio(lum[i], lum[topIndex]) >= sameColour {
            let x = i % w, y = i / w, limit = contrast[i] * 1.05, key = keys[i]
            let stronger = (x > 0 && contrast[i - 1] > limit) || (x < w - 1 && contrast[i + 1] > limit)
                || (y > 0 && contrast[i - w] > limit) || (y < h - 1 && contrast[i + w] > limit)
            // Solid: the same colour across and along, as in a stroke's core.
            let across = (x > 0 && keys[i - 1] == key) || (x < w - 1 && keys[i + 1] == key)
            let along = (y > 0 && keys[i - w] == key) || (y < h - 1 && keys[i + w] == key)
            if !stronger && across && along { others.append(i) }
        }
        if !others.isEmpty {
            let index = mostFrequent(others, keys)
            let count = others.reduce(0) { $0 + (keys[$1] == keys[index] ? 1 : 0) }
            if Double(count) >= max(12, 0.25 * Double(coreCount)) {
                inks.append(Ink(key: keys[index], luminance: lum[index], corePixels: count))
            }
        }
        return (inks, thin)
    }

    /// A lossy picture's ink colour: the pixels of one side whose eight neighbours are all ink of that side
    /// (the solid core, with the edge pixels that anti-aliasing, ringing and chroma subsampling shift eroded
    /// away), and their median luminance. Nil when no pixel survives (strokes too thin: the caller falls
    /// back to the strongest pixels and says `fgThin`).
    static func erodedCore(_ crop: ContrastCrop, ink: [Bool], side: [Int], darker: Bool, reference: Double,
                           inkCount: Int) -> (inks: [Ink], thin: Bool)? {
        let w = crop.width, h = crop.height, lum = crop.luminance
        func inSide(_ j: Int) -> Bool { ink[j] && (lum[j] < reference) == darker }
        var core: [Int] = []
        for i in side {
            let x = i % w, y = i / w
            guard x > 0, y > 0, x < w - 1, y < h - 1 else { continue }
            if inSide(i - w - 1) && inSide(i - w) && inSide(i - w + 1) && inSide(i - 1) && inSide(i + 1)
                && inSide(i + w - 1) && inSide(i + w) && inSide(i + w + 1) {
                core.append(i)
            }
        }
        guard !core.isEmpty else { return nil }
        // The median by luminance; ties by position, so the colour shown does not depend on the sort.
        core.sort { lum[$0] != lum[$1] ? lum[$0] < lum[$1] : $0 < $1 }
        let median = core[core.count / 2]
        let thin = Double(core.count) < max(12, 0.02 * Double(inkCount))
        return ([Ink(key: crop.keys[median], luminance: lum[median], corePixels: core.count)], thin)
    }
}
