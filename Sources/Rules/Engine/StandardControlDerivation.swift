import TreeModel

/// Standard controls at the size the system draws them, which the app did not choose: the segments of a
/// segmented control and the halves of a stepper (32 pt high by default), and the buttons of a navigation
/// bar or toolbar (36 pt). `target-size-hig` reports them as notes, not warnings (see its metadata).
///
/// Recognised as:
/// - a stepper half: a button labelled "Increment" or "Decrement" (`RoleVocabulary.stepperLabels`);
/// - a segment: an interactive child of a segmented control (`RoleVocabulary.isSegmentedControl`), or of a
///   container whose interactive children (at least 2) share one row and one height and touch each other
///   edge to edge, as a segmented control's segments do;
/// - a bar button: an interactive element inside a navigation bar or toolbar (`RoleVocabulary.isBar`);
/// each only at the system's height: 28 to 32.5 pt for segments and stepper halves, 30 to 36.5 pt for bar
/// buttons. A control the app sized otherwise keeps its warning. Flat recordings carry no parents, so only
/// stepper halves are recognised there. O(n).
enum StandardControlDerivation {
    static let segmentHeights = 28.0...32.5
    static let barButtonHeights = 30.0...36.5

    static func derive(_ elements: UnsafeBufferPointer<Element>, interactive: [Bool]) -> [Bool] {
        let count = elements.count
        var result = [Bool](repeating: false, count: count)
        // Per parent: its interactive children's row, heights and widths, to tell a segmented control.
        var children = [Int](repeating: 0, count: count)
        var minX = [Double](repeating: .infinity, count: count), maxX = [Double](repeating: -.infinity, count: count)
        var minY = [Double](repeating: .infinity, count: count), maxY = [Double](repeating: -.infinity, count: count)
        var minHeight = [Double](repeating: .infinity, count: count), maxHeight = [Double](repeating: 0, count: count)
        var widths = [Double](repeating: 0, count: count)
        for index in 0..<count where interactive[index] {
            guard let parent = elements[index].parent else { continue }
            let frame = elements[index].frame
            children[parent] += 1
            minX[parent] = min(minX[parent], frame.minX); maxX[parent] = max(maxX[parent], frame.maxX)
            minY[parent] = min(minY[parent], frame.minY); maxY[parent] = max(maxY[parent], frame.minY)
            minHeight[parent] = min(minHeight[parent], frame.height); maxHeight[parent] = max(maxHeight[parent], frame.height)
            widths[parent] += frame.width
        }
        var insideBar = [Bool](repeating: false, count: count)
        for index in 0..<count {
            let element = elements[index]
            if let parent = element.parent {
                insideBar[index] = insideBar[parent] || RoleVocabulary.isBar(elements[parent])
            }
            guard interactive[index], !element.frame.isEmpty else { continue }
            let height = element.frame.height
            if RoleVocabulary.isStepperHalf(element) && segmentHeights.contains(height) {
                result[index] = true
            } else if let parent = element.parent, segmentHeights.contains(height),
                      RoleVocabulary.isSegmentedControl(elements[parent])
                        || (children[parent] >= 2 && maxY[parent] - minY[parent] <= 0.5
                            && maxHeight[parent] - minHeight[parent] <= 0.5
                            && abs((maxX[parent] - minX[parent]) - widths[parent]) <= 2 * Double(children[parent])) {
                result[index] = true
            } else if insideBar[index] && barButtonHeights.contains(height) {
                result[index] = true
            }
        }
        return result
    }
}
