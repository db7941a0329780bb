// swift-tools-version:6.0
import PackageDescription

// A package of its own that depends on a11y-crawl's library and adds a rule, without changing a11y-crawl.
// Outside this repository, depend on it by URL instead: .package(url: "https://…/a11y-crawl.git", from: "0.1.0").
let package = Package(
    name: "CustomRulePackage",
    products: [
        .library(name: "CustomRules", targets: ["CustomRules"]),
    ],
    dependencies: [
        .package(name: "a11y-crawl", path: "../.."),
    ],
    targets: [
        .target(name: "CustomRules", dependencies: [.product(name: "A11yCrawlKit", package: "a11y-crawl")]),
        .testTarget(name: "CustomRulesTests", dependencies: ["CustomRules"]),
    ],
    swiftLanguageModes: [.v6]
)
