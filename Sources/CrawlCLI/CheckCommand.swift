import Foundation
import Reports
import Rules
import TreeModel

/// `a11y-crawl check`: read, check, report, and choose the exit status.
enum CheckCommand {
    static func run(_ options: CheckOptions, standardInput: @escaping @Sendable () -> [UInt8], output: inout ToolOutput) throws {
        let inputs = InputCollector.collect(options.paths)
        let engine = Engine(rules: options.rules, configuration: options.configuration)
        let results = ParallelChecker.run(inputs, engine: engine, jobs: options.jobs, standardInput: standardInput)
        var findings: [Finding] = []
        findings.reserveCapacity(results.reduce(0) { $0 + $1.findings.count })
        for result in results { findings.append(contentsOf: result.findings) }
        let run = CheckRun(toolName: Tool.name, toolVersion: Tool.version, screens: results.map(\.summary),
                           findings: findings, rules: engine.rules.map(\.metadata),
                           reviewItems: results.flatMap(\.reviewItems))
        let report: [UInt8]
        switch options.format {
        case .text: report = Array(TextReport.render(run).utf8)
        case .json: report = JSONReport.render(run)
        case .sarif: report = SARIFReport.render(run, options: options.sarifOptions)
        case .manual: report = Array(ManualReport.render(run).utf8)
        }
        if let path = options.output {
            guard FileManager.default.createFile(atPath: path, contents: Data(report)) else {
                throw UsageError("cannot write the report to '\(path)'", command: "check")
            }
        } else {
            output.stdout.append(contentsOf: report)
        }
        // Problems with inputs also go to standard error when the report does not show them there.
        if options.format != .text || options.output != nil {
            for screen in run.screens { if let error = screen.error { output.printError(error.description) } }
        }
        output.status = status(run, failOn: options.failOn)
    }

    /// 2 when an input could not be read or was empty; else 1 when a finding is at or above `failOn`; else 0.
    static func status(_ run: CheckRun, failOn: Level?) -> Int32 {
        if run.screens.contains(where: { $0.status != .ok }) { return 2 }
        if let failOn, run.findings.contains(where: { $0.level >= failOn }) { return 1 }
        return 0
    }
}
