// Built by .ci/run with Plugins/A11yCrawlPlugin/PackageWrites.swift (a plugin's sources cannot be a test
// target's): which commands the plugin counts as writing in the package. Exits 1 naming the first case wrong.
let cases: [(arguments: [String], files: [String], configuredLedger: Bool)] = [
    (["rules"], [], false),
    (["rules", "--markdown"], [], false),
    (["explain", "target-size-hig"], [], false),
    ([], [], false),
    (["--help"], [], false),
    (["check", "Recordings/"], [], false),
    (["check", "--format", "sarif", "-o", "-", "Recordings/"], [], false),
    (["check", "--format", "sarif", "--output", "a11y.sarif", "Recordings/"], ["a11y.sarif"], false),
    (["check", "--output=reports/a.html", "--format", "html", "Recordings/"], ["reports/a.html"], false),
    (["check", "-o", "/tmp/a.json", "Recordings/"], ["/tmp/a.json"], false),
    (["check", "--", "--output", "x"], [], false),
    (["check", "--ledger", "l.json", "Recordings/"], [], false),
    (["ledger", "write", "--reason", "known", "Recordings/"], [], true),
    (["ledger", "prune", "--ledger", "ci/ledger.json", "Recordings/"], ["ci/ledger.json"], false),
]
var failed = false
for (arguments, files, configuredLedger) in cases {
    let writes = PackageWrites(arguments)
    if writes.files != files || writes.configuredLedger != configuredLedger {
        print("plugin writes of \(arguments): got \(writes.files) and configured ledger \(writes.configuredLedger), expected \(files) and \(configuredLedger)")
        failed = true
    }
}
print(failed ? "plugin writes: wrong" : "plugin writes: \(cases.count) cases ok")
if failed { fatalError("plugin writes: wrong") }
