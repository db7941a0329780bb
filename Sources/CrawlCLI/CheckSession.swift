import Configuration
import Foundation
import Ledger
import Pipeline
import Recorders
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
    /// `--compare`: which recordings are one screen at two text sizes (nil without `--compare`).
    let textSize: TextSizeInputs?

    /// Reads the configuration and the ledger. Problems in either are usage errors that list every problem.
    init(_ options: CheckOptions, command: String, needsInputs: Bool = true) throws {
        self.options = options
        var configuration = EffectiveConfiguration.defaults
        let configPath = options[\.configuration] ?? ConfigurationFile.defaultPath
        if let bytes = try Self.read(configPath, required: options[\.configuration] != nil, what: "configuration", command: command) {
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
        // The text-size rules chosen and not disabled: they run on the pairs of `--compare`, not in the engine.
        let comparisons = configuration.onlyRules.filter { TextSizeRules.ids.contains($0) && !configuration.disabledRules.contains($0) }
        let onlyComparisons = !comparisons.isEmpty && configuration.onlyRules.allSatisfy { TextSizeRules.ids.contains($0) }
        let crawlOnly = !configuration.enabledCrawlRules.isEmpty && configuration.onlyRules.allSatisfy { CrawlRules.ids.contains($0) }
            && !configuration.onlyRules.isEmpty
        if needsInputs && configuration.enabledRules.isEmpty && !onlyComparisons && !crawlOnly { throw Self.noRules(configuration, command: command) }
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
        // `--compare` names the two paths; the configuration's `compare` applies when the command line names none.
        let comparing = options[\.compare] ? options.paths : options.paths.isEmpty ? configuration.compare.map { [$0.normal, $0.large] } : nil
        let paths = comparing ?? (options.paths.isEmpty ? configuration.include.map { PathGlob($0).root } : options.paths)
        if needsInputs && paths.isEmpty {
            throw UsageError("no recordings given; name files or folders, or '-' for standard input (or set 'include' in a11y-crawl.json)", command: command)
        }
        checkedPaths = comparing ?? (options.paths.isEmpty ? configuration.include : options.paths.filter { $0 != "-" })
        let selects = configuration.selector()
        let collection = InputCollector.collect(needsInputs ? paths : [], selects: selects)
        notRecordings = collection.notRecordings
        ownFilesFound = collection.ownFiles
        if options[\.inferLarge] && comparing == nil {
            throw UsageError("'--infer-large' applies only with '--compare' or a 'compare' entry in the configuration", command: command)
        }
        if needsInputs && comparing == nil && !comparisons.isEmpty { throw Self.comparisonsWithoutPairs(comparisons, command: command) }
        if let comparing, needsInputs {
            textSize = try Self.pairTextSizes(comparing, stated: !options[\.inferLarge], selects: selects, command: command)
            inputs = textSize?.inputs ?? []
        } else {
            textSize = nil
            inputs = collection.inputs
        }
        // Crawl manifests that cannot be used are usage errors, as a configuration that cannot be.
        let manifestProblems = CrawlInputs.manifestProblems(of: inputs, configured: Self.configuredManifest(configuration, path: configPath))
        if needsInputs && !manifestProblems.isEmpty {
            throw UsageError(manifestProblems.flatMap(\.lines).joined(separator: "\n"), command: nil, isList: true)
        }
        // Nothing to check is not a clean pass.
        if needsInputs && inputs.isEmpty {
            let endings = RecorderRegistry.searchedPatterns.joined(separator: ", ")
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
                    excluded: configuration.exclude, checkedRules: engine.rules.map(\.id) + groupRules.map(\.metadata.id) + crawlRules.map(\.metadata.id))
    }

    /// The pipeline for this session: the engine, the jobs, the ledger and its scope. `withReview` also
    /// collects what a person must still check on each screen.
    func pipeline(withReview: Bool, withWireframes: Bool = false, withCrawlReport: Bool = true) -> CheckPipeline {
        let session = self
        let scope = { @Sendable (read: [String], unread: [String]) in session.ledgerScope(read: read, unread: unread) }
        var pipeline = CheckPipeline(engine: engine, withReview: withReview, groupRules: groupRules, jobs: options[\.jobs],
                                     ledger: ledger.map { LedgerSetup(ledger: $0, path: ledgerPath, scope: scope) },
                                     toolName: Tool.name, toolVersion: Tool.version, withWireframes: withWireframes)
        pipeline.crawlRules = crawlRules
        pipeline.buildsCrawlReport = withCrawlReport
        pipeline.crawlManifest = Self.configuredManifest(configuration, path: options[\.configuration] ?? ConfigurationFile.defaultPath)
        pipeline.minimumLevel = options[\.minimumLevel]
        pipeline.checker.density = options[\.density]
        if !configuration.densities.isEmpty { pipeline.checker.folderDensity = configuration.densityLookup() }
        if !configuration.screenshots.isEmpty { pipeline.screenshotLocation = configuration.screenshotLookup() }
        pipeline.ownFile = { OwnFileRecognizer.kind(of: $0) }
        return pipeline
    }

    /// Reads and checks every input on `options[\.jobs]` threads and calls `consume` with each result in input
    /// order; returns the totals, with the files met in folder scans that are not recordings and the files
    /// a11y-crawl wrote that were skipped (reports, ledgers, configurations), sorted.
    func run(withReview: Bool, withWireframes: Bool = false, withCrawlReport: Bool = true, preparation: ResultPreparation? = nil,
             standardInput: @escaping @Sendable () -> [UInt8], consume: (ScreenResult) -> Void) -> RunTotals {
        var pipeline = pipeline(withReview: withReview, withWireframes: withWireframes, withCrawlReport: withCrawlReport)
        pipeline.preparation = preparation
        var totals = pipeline.run(inputs, standardInput: standardInput, consume: consume)
        totals.notRecordings = notRecordings
        totals.ownFiles = (ownFilesFound + totals.ownFiles).sorted { $0.file.utf8.lexicographicallyPrecedes($1.file.utf8) }
        return totals
    }

    /// The configuration's `crawl` entry with the folder of the configuration file (its screens' paths are
    /// relative to it).
    static func configuredManifest(_ configuration: EffectiveConfiguration, path: String) -> (folder: String, manifest: CrawlManifest)? {
        guard let crawl = configuration.crawl else { return nil }
        let normal = PathGlob.normalise(path)
        let folder = normal.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(normal[..<$0]) } ?? "."
        return (folder.isEmpty ? "/" : folder, crawl)
    }

    /// The crawl rules chosen, none with `--compare` (its inputs are pairs of one screen, not a crawl).
    var crawlRules: [any CrawlRule] { textSize == nil ? configuration.enabledCrawlRules : [] }

    /// The text-size rules for `--compare`, none without it.
    /// `--rule` and `--disable` choose among them as among the others.
    var groupRules: [any ScreenGroupRule] {
        guard let textSize else { return [] }
        let only = configuration.onlyRules, disabled = configuration.disabledRules
        return TextSizeRules.all(pairs: textSize.pairs).filter { rule in
            (only.isEmpty || only.contains(rule.metadata.id)) && !disabled.contains(rule.metadata.id)
        }
    }

    /// `--compare default large`: the recordings of each path, paired by relative path. `stated` false
    /// (`--infer-large`): the order says nothing, and each pair's large recording is inferred from its texts,
    /// unless manifests state the sizes.
    static func pairTextSizes(_ paths: [String], stated: Bool = true, selects: (String) -> Bool, command: String) throws -> TextSizeInputs {
        guard paths.count == 2, !paths.contains("-") else {
            throw UsageError("'--compare' expects two folders or two files, the default text size first and the large one second; got \(paths.count) path\(paths.count == 1 ? "" : "s")", command: command)
        }
        var roots = (paths[0], paths[1])
        var stated = stated
        // Manifests that state both text sizes decide which is large, whatever the order of the paths.
        if let one = TextSizeManifest.read(folder: roots.0), let two = TextSizeManifest.read(folder: roots.1) {
            guard one.size != two.size else {
                throw UsageError("'--compare' compares nothing: the manifests of '\(roots.0)' and '\(roots.1)' state the same text size (\(one.setting))", command: command)
            }
            if one.size > two.size { roots = (roots.1, roots.0) }
            stated = true
        }
        // A crawl folder's manifest is not a recording.
        func recordings(_ root: String) -> [InputCollector.Input] {
            TextSizeManifest.withoutManifest(InputCollector.collect([root], selects: selects).inputs, root: root)
        }
        return TextSizeInputs(defaultRoot: roots.0, defaultInputs: recordings(roots.0), largeRoot: roots.1, largeInputs: recordings(roots.1),
                              stated: stated)
    }
}
