extension Screen {
    /// Converts frames recorded in pixels to dp (`px / density`, Android's `DisplayMetrics.density`), so the
    /// size rules can run: the capabilities gain sizes in points. Does nothing when the frames are not in
    /// pixels or the density is not a finite number greater than 0.
    public mutating func convertPixels(density: Double) {
        guard capabilities.frameUnit == .pixels, density.isFinite, density > 0 else { return }
        func scaled(_ frame: Frame) -> Frame {
            Frame(x: frame.x / density, y: frame.y / density, width: frame.width / density, height: frame.height / density)
        }
        for index in elements.indices { elements[index].frame = scaled(elements[index].frame) }
        bounds = scaled(bounds)
        display = display.map(scaled)
        // The picture stays as it is: one dp now covers `density` times the pixels one frame unit did.
        screenshot?.scale *= density
        capabilities.frameUnit = .densityIndependentPixels
        capabilities.evidence.insert(.pointSizes)
        self.density = density
    }
}
