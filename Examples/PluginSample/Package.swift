// swift-tools-version:6.0
import PackageDescription

// An app's package that checks its recordings with the a11y-crawl command plugin:
//   swift package a11y-crawl check Recordings/      (prints; no permission needed)
//   swift package --allow-writing-to-package-directory a11y-crawl check --format sarif --output a11y.sarif Recordings/
// Outside this repository, depend on a11y-crawl by URL instead of by path.
let package = Package(
    name: "PluginSample",
    dependencies: [
        .package(name: "a11y-crawl", path: "../.."),
    ],
    targets: [
        .target(name: "PluginSample"),
    ]
)
