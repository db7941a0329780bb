import TreeModel

/// What an Apple recording's screen says of the device.
enum AppleDisplay {
    /// Whether an iOS-family recording whose root (the application) spans `bounds` points is of an Apple TV app:
    /// tvOS lays every app out on a 1920 x 1080 pt screen (Apple's tvOS storyboards are that size; an HD Apple TV
    /// draws it at 1x, a 4K one at 2x), a size no iPhone or iPad screen has in either orientation (the largest
    /// iPad is 1376 x 1032 pt).
    static func isTelevision(bounds: Frame) -> Bool {
        bounds.x == 0 && bounds.y == 0 && bounds.width == 1920 && bounds.height == 1080
    }
}
