// An XCUITest that writes the checkout screen's element tree to a file for a11y-crawl, the way a team adds it to
// its existing UI tests. Run with `xcodebuild test -scheme Shop -destination 'platform=iOS Simulator,name=iPhone 15'`;
// the file is also attached to the test result. (Not run here: this repository has no Xcode.)
import XCTest

final class CheckoutDumpTests: XCTestCase {
    func testDumpCheckout() throws {
        let app = XCUIApplication()
        app.launch()
        app.buttons["Checkout"].tap()
        let tree = app.debugDescription
        let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["A11Y_DUMPS"] ?? NSTemporaryDirectory())
        try tree.write(to: folder.appendingPathComponent("xcuitest-checkout.txt"), atomically: true, encoding: .utf8)
        let attachment = XCTAttachment(string: tree)
        attachment.name = "xcuitest-checkout.txt"
        attachment.lifetime = .keepAlways
        add(attachment)
    }
}
