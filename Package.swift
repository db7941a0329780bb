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
        .target(name: "SupportXML"),  // the XML reader (Docs/XMLReader.md), for the Android and Appium recorders
        .target(name: "Rules", dependencies: ["TreeModel"]),
        .target(name: "Reports", dependencies: ["TreeModel", "Rules"]),
        // Known findings with reasons (the ledger), and the configuration file.
        .target(name: "Ledger", dependencies: ["TreeModel", "Rules"]),
        .target(name: "Configuration", dependencies: ["TreeModel", "Rules"]),
        .target(name: "CrawlCLI", dependencies: ["TreeModel", "Rules", "Reports", "Ledger", "Configuration"]),
        .executableTarget(name: "a11y-crawl", dependencies: ["CrawlCLI", "Reports"]),
        // Screenshots: the system zlib, and a PNG decoder of our own on it (Docs/PNGDecoder.md).
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "SupportImage", dependencies: ["CZlib"]),
        .testTarget(name: "TreeModelTests", dependencies: ["TreeModel"]),
        .testTarget(name: "SupportXMLTests", dependencies: ["SupportXML"]),
        .testTarget(name: "RulesTests", dependencies: ["TreeModel", "Rules"]),
        .testTarget(name: "ReportsTests", dependencies: ["TreeModel", "Rules", "Reports"], exclude: ["Goldens"]),
        .testTarget(name: "LedgerTests", dependencies: ["Ledger", "TreeModel", "Rules"]),
        .testTarget(name: "ConfigurationTests", dependencies: ["Configuration", "TreeModel", "Rules"]),
        .testTarget(name: "SupportImageTests", dependencies: ["SupportImage", "CZlib"], exclude: ["PngSuite"]),
        .testTarget(name: "CLITests", dependencies: ["CrawlCLI", "TreeModel", "Rules", "Reports", "Ledger", "Configuration"]),
    ],
    swiftLanguageModes: [.v6]
)
