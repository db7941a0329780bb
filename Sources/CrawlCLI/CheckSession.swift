import Configuration
import Foundation
import Ledger
import Reports
import Rules
import TreeModel

/// One run of the checks, prepared from the options and the configuration file: which recordings, which
/// rules with which settings, which ledger. `run` streams the screens' results, in input order.
struct CheckSession {
    let options: CheckOptions
    let configuration: EffectiveConfiguration
    let inputs: [InputCollector.Input]
    /// Files met in folder scans that are not recordings by name, and a11y-crawl's own SARIF reports there.
    let notRecordings: [String]
    let ownFilesFound: [OwnFile]
    let engine: Engine
    /// The ledger and the path it was read from, when there is one.
    let ledger: Ledger?
    let ledgerPath: String
    /// The folders and files named (or the roots of the configuration's `include`): the ledger's scope.
    let checkedPaths: [String]

    /// Reads the configuration and the ledger. Problems in either are usage errors that list every problem.
    init(_ options: CheckOptions, command: String, needsInputs: Bool = true) throws {
        self.options = options
        var configuration = EffectiveConfiguration.defaults
        let configPath = options.configPath ?? ConfigurationFile.defaultPath
        if let bytes = try Self.read(configPath, required: options.configPath != nil, what: "configuration", command: command) {
            do {
                configuration = configuration.applying(try ConfigurationFile.parse(bytes: bytes, path: configPath))
            } catch {
                throw UsageError(error.lines.joined(separator: "\n"), command: nil, isList: true)
            }
        }
        // `--disable` adds to the file's list; every other option replaces the file's value.
        var overrides = options.overrides
        if let disabled = overrides.disabledRules { overrides.disabledRules = configuration.disabledRules + disabled }
        configuration = configuration.applying(overrides)
        self.configuration = configuration
        if needsInputs && configuration.enabledRules.isEmpty { throw Self.noRules(configuration, command: command) }
        engine = Engine(rules: configuration.enabledRules, configuration: configuration.ruleConfiguration)
        ledgerPath = configuration.ledgerPath
        // A ledger named on the command line or in the configuration must exist (`ledger write` creates it);
        // the default is optional.
        let named = command != "ledger write" && (options.overrides.ledger != nil || configuration.ledgerPath != Ledger.defaultPath)
        if let bytes = try Self.read(ledgerPath, required: named, what: "ledger", command: command) {
            do {
                ledger = try Ledger.parse(bytes: bytes, path: ledgerPath)
            } catch {
                throw UsageError(error.lines.joined(separator: "\n"), command: nil, isList: true)
            }
        } else {
            ledger = nil
        }
        let paths = options.paths.isEmpty ? configuration.include.map { PathGlob($0).root } : options.paths
        if needsInputs && paths.isEmpty {
            throw UsageError("no recordings given; name files or folders, or '-' for standard input (or set 'include' in a11y-crawl.json)", command: command)
        }
        checkedPaths = options.paths.isEmpty ? configuration.include : options.paths.filter { $0 != "-" }
        let selects = configuration.selector()
        let collection = InputCollector.collect(needsInputs ? paths : [], selects: selects)
        inputs = collection.inputs
        notRecordings = collection.notRecordings
        ownFilesFound = collection.ownFiles
        // Nothing to check is not a clean pass.
        if needsInputs && inputs.isEmpty {
            let endings = RecordingRecognizer.fileNameEndings.map { "*" + $0 }.joined(separator: ", ")
            var found = ""
            if !notRecordings.isEmpty {
                found = "; \(notRecordings.count) file\(notRecordings.count == 1 ? "" : "s") not recognised as recordings: \(TextReport.firstFew(notRecordings))"
            }
            throw UsageError("no recordings found in \(paths.map { "'\($0)'" }.joined(separator: ", ")) (folders are searched for \(endings); 'exclude' may leave out the rest)\(found)", command: command)
        }
    }

    /// The bytes of `path`, nil when it does not exist and is not required.
    static func read(_ path: String, required: Bool, what: String, command: String) throws -> [UInt8]? {
        switch FileBytes.read(path) {
        case .success(let bytes): return bytes
        case .failure(let failure):
            if !required && !FileManager.default.fileExists(atPath: path) { return nil }
            throw UsageError.inputOutput("cannot read the \(what) '\(path)': \(failure.message)", command: command)
        }
    }

    /// Which ledger entries this run judges, given the screens read and those that could not be (see
    /// `LedgerScope`).
    func ledgerScope(read: [String], unread: [String]) -> LedgerScope {
        LedgerScope(checkedPaths: checkedPaths, readScreens: read, unreadScreens: unread,
                    excluded: configuration.exclude, checkedRules: engine.rules.map(\.id))
    }

    /// What one worker makes of one input.
    struct Checked: Sendable {
        var summary: ScreenSummary
        var findings: [Finding]
        var reviewItems: [ReviewItem]
    }

    /// A checked recording, or a file of a11y-crawl's own that a folder scan met.
    enum Outcome: Sendable {
        case checked(Checked)
        case ownFile(OwnFile)
    }

    /// Reads and checks every input on `options.jobs` threads and calls `consume` with each result in input
    /// order. `withReview` also collects what a person must still check on each screen. Returns the files
    /// a11y-crawl wrote that were met in folder scans and skipped (reports, ledgers, configurations), sorted.
    @discardableResult
    func run(withReview: Bool, standardInput: @escaping @Sendable () -> [UInt8], consume: (Checked) -> Void) -> [OwnFile] {
        let inputs = self.inputs
        let engine = self.engine
        var ownFiles = ownFilesFound
        OrderedParallelMap.run(count: inputs.count, jobs: options.jobs, work: { index -> Outcome in
            let screen: Screen
            switch Self.read(inputs[index], standardInput: standardInput) {
            case .ownFile(let file): return .ownFile(file)
            case .screen(let read): screen = read
            }
            var findings: [Finding] = []
            var reviewItems: [ReviewItem] = []
            var notOnScreen: Int?
            if screen.status == .ok, !screen.elements.isEmpty {
                // Built once for the rules, the manual-check triggers and the summary.
                let facts = ScreenFacts(screen: screen)
                findings = engine.check(facts)
                if withReview { reviewItems = ManualCheckTriggers.review(facts) }
                notOnScreen = facts.onScreen.reduce(0) { $0 + ($1 ? 0 : 1) }
            }
            return .checked(Checked(summary: ScreenSummary(screen, notOnScreen: notOnScreen), findings: findings, reviewItems: reviewItems))
        }, consume: { _, outcome in
            switch outcome {
            case .checked(let checked): consume(checked)
            case .ownFile(let file): ownFiles.append(file)
            }
        })
        return ownFiles.sorted { $0.file.utf8.lexicographicallyPrecedes($1.file.utf8) }
    }

    enum Read {
        case screen(Screen)
        case ownFile(OwnFile)
    }

    /// Reads one input. A file that is not a recording but one a11y-crawl wrote is skipped when a folder scan
    /// met it, and an error when it was named on the command line.
    static func read(_ input: InputCollector.Input, standardInput: @Sendable () -> [UInt8]) -> Read {
        let name = input.displayPath
        if let problem = input.problem {
            return .screen(.unreadable(file: name, error: ReadError(file: name, location: nil, message: problem)))
        }
        guard let path = input.path else { return .screen(RecordingReader.read(bytes: standardInput(), file: "-")) }
        let bytes: [UInt8]
        switch FileBytes.read(path) {
        case .success(let read): bytes = read
        case .failure(let failure):
            return .screen(.unreadable(file: name, error: ReadError(file: name, location: nil, message: failure.message)))
        }
        let screen = RecordingReader.read(bytes: bytes, file: name)
        // Only what no reader took is looked at again.
        guard screen.status == .unreadable, let kind = OwnFileRecognizer.kind(of: bytes) else { return .screen(screen) }
        if !input.explicit { return .ownFile(OwnFile(file: name, kind: kind)) }
        return .screen(.unreadable(file: name, error: ReadError(
            file: name, location: nil, message: "is a \(kind.description) written by a11y-crawl, not a recording")))
    }
}
