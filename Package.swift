// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "a11y-crawl",
    products: [
        .executable(name: "a11y-crawl", targets: ["a11y-crawl"]),
    ],
    targets: [
        // model → readers (TreeModel) → rules (Rules) → reports (Reports) → command line (CrawlCLI, a11y-crawl)
        .target(name: "TreeModel"),
        .target(name: "Rules", dependencies: ["TreeModel"]),
        .target(name: "Reports", dependencies: ["TreeModel", "Rules"]),
        .target(name: "CrawlCLI", dependencies: ["TreeModel", "Rules", "Reports"]),
        .executableTarget(name: "a11y-crawl", dependencies: ["CrawlCLI"]),
        .testTarget(name: "TreeModelTests", dependencies: ["TreeModel"]),
        .testTarget(name: "RulesTests", dependencies: ["TreeModel", "Rules"]),
        .testTarget(name: "ReportsTests", dependencies: ["TreeModel", "Rules", "Reports"], exclude: ["Goldens"]),
        .testTarget(name: "CLITests", dependencies: ["CrawlCLI", "TreeModel", "Rules", "Reports"]),
    ],
    swiftLanguageModes: [.v6]
)
