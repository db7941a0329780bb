// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "a11y-crawl",
    products: [
        .executable(name: "a11y-crawl", targets: ["a11y-crawl"]),
        // a11y-crawl as a library for other packages (Docs/Library.md).
        .library(name: "A11yCrawlKit", targets: ["A11yCrawlKit"]),
        // `swift package a11y-crawl check Recordings/` in a package that depends on this one.
        .plugin(name: "A11yCrawlPlugin", targets: ["A11yCrawlPlugin"]),
    ],
    targets: [
        // Support (JSON, files, paths), SupportXML (the XML reader), SupportImage (PNG, JPEG) → TreeModel (the model) →
        // Recorders (files → screens) → Rules → Ledger, Configuration, Reports → Pipeline (read → check →
        // ledger → totals) → CrawlCLI → a11y-crawl. Docs/Architecture.md draws the graph and follows one
        // recording through it.
        .target(name: "Support"),
        .target(name: "SupportXML", dependencies: ["Support"]),  // the XML reader (Docs/XMLReader.md), for the Android and Appium recorders
        // Screenshots: the system zlib, a PNG decoder of our own on it (Docs/PNGDecoder.md), and a JPEG decoder of our own (Docs/JPEGDecoder.md).
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "SupportImage", dependencies: ["Support", "CZlib"]),
        .target(name: "TreeModel", dependencies: ["Support", "SupportImage"]),
        .target(name: "Recorders", dependencies: ["TreeModel", "SupportXML"]),
        .target(name: "Rules", dependencies: ["TreeModel"]),
        .target(name: "Reports", dependencies: ["TreeModel", "Rules", "SupportImage"]),
        // Known findings with reasons (the ledger), and the configuration file.
        .target(name: "Ledger", dependencies: ["TreeModel", "Rules"]),
        .target(name: "Configuration", dependencies: ["TreeModel", "Rules"]),
        .target(name: "Pipeline", dependencies: ["TreeModel", "SupportImage", "Recorders", "Rules", "Reports", "Ledger", "Configuration"]),
        .target(name: "CrawlCLI", dependencies: ["TreeModel", "Recorders", "Rules", "Reports", "Ledger", "Configuration", "Pipeline"]),
        .target(name: "A11yCrawlKit", dependencies: ["TreeModel", "Recorders", "Rules", "Reports", "Pipeline"]),
        .executableTarget(name: "a11y-crawl", dependencies: ["CrawlCLI", "Reports"]),
        .plugin(name: "A11yCrawlPlugin",
                // No permission declared: SwiftPM would ask for it before every command, `rules` included. A
                // command that writes in the package needs --allow-writing-to-package-directory, and the plugin
                // says so when the sandbox keeps the package read-only.
                capability: .command(intent: .custom(verb: "a11y-crawl", description: "Check accessibility recordings with a11y-crawl")),
                dependencies: ["a11y-crawl"]),
        // What several test targets share: the package's folders, temporary folders, seeded randomness, and
        // runs of screens in memory through the pipeline.
        .target(name: "TestSupport", dependencies: ["TreeModel", "Recorders", "Rules", "Reports", "Pipeline", "CZlib"],
                path: "Tests/TestSupport"),
        .testTarget(name: "SupportTests", dependencies: ["Support", "TreeModel", "TestSupport"]),
        .testTarget(name: "SupportXMLTests", dependencies: ["Support", "SupportXML"]),
        .testTarget(name: "SupportImageTests", dependencies: ["SupportImage", "CZlib"], exclude: ["PngSuite"]),
        .testTarget(name: "RecordersTests", dependencies: ["TreeModel", "Recorders", "TestSupport"]),
        .testTarget(name: "RulesTests", dependencies: ["TreeModel", "Recorders", "Rules", "Pipeline", "SupportImage", "TestSupport"]),
        .testTarget(name: "ReportsTests", dependencies: ["TreeModel", "Recorders", "Rules", "Reports", "Pipeline", "TestSupport"],
                    exclude: ["Goldens"]),
        .testTarget(name: "LedgerTests", dependencies: ["Ledger", "TreeModel", "Recorders", "Rules", "TestSupport"]),
        .testTarget(name: "ConfigurationTests", dependencies: ["Configuration", "TreeModel", "Rules", "TestSupport"]),
        .testTarget(name: "A11yCrawlKitTests", dependencies: ["A11yCrawlKit", "CrawlCLI", "TestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["CrawlCLI", "TreeModel", "Recorders", "Rules", "Reports", "Ledger",
                                                     "Configuration", "Pipeline", "SupportImage", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
