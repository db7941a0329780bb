import Foundation
import Reports
import Rules
import Testing
import Recorders
import TreeModel

/// The SARIF output: GitHub's ingestion rules, the driver and taxonomy, encoding, limits and determinism.
@Suite struct SARIFReportTests {
    static let review = SARIFOptions(includeReview: true, currentDirectory: "/work/project")

    /// The single run of a log.
    func firstRun(_ bytes: [UInt8]) throws -> [String: Any] {
        let log = try ReportInputs.object(bytes)
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        return try #require(runs.first)
    }

    func results(_ run: [String: Any]) -> [[String: Any]] { run["results"] as? [[String: Any]] ?? [] }

    func rules(_ run: [String: Any]) -> [[String: Any]] {
        ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]] ?? []
    }

    func notifications(_ run: [String: Any]) -> [[String: Any]] {
        ((run["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"] as? [[String: Any]]) ?? []
    }

    /// What the pipeline's threads prepare (`SARIFReportWriter.preparation`) is what `add` would write itself: the
    /// same bytes with every result prepared, none, or every other one, with items to review and known findings
    /// in or out, and under a limit that leaves results out (chosen in `add`, after the preparation).
    @Test(arguments: [
        SARIFOptions(currentDirectory: "/work/project"),
        SARIFOptions(includeReview: true, currentDirectory: "/work/project"),
        SARIFOptions(includeReview: true, maxResults: 7, currentDirectory: "/work/project", includeKnown: true),
    ])
    func preparedResultsWriteTheSameBytes(_ sarif: SARIFOptions) throws {
        let run = ReportInputs.run()
        var options = ReportOptions(sarif: sarif)
        options.rules = run.rules
        options.toolVersion = run.totals.toolVersion
        func render(preparing: (Int) -> Bool) throws -> [UInt8] {
            let sink = OutputSink.memory()
            let writer = SARIFReport().writer(to: sink, options: options)
            let preparation = try #require(writer.preparation)
            for (position, result) in run.results.enumerated() {
                var result = result
                if preparing(position) { result.prepared = preparation.prepare(result) }
                writer.add(result)
            }
            writer.finish(run.totals)
            return sink.collected
        }
        let plain = try render { _ in false }
        #expect(plain.count > 1000)
        #expect(try render { _ in true } == plain)
        #expect(try render { $0 % 2 == 0 } == plain)
    }

    @Test func everyResultHasAPhysicalAndALogicalLocation() throws {
        let run = try firstRun(SARIFReport.render(ReportInputs.run(), options: Self.review))
        let all = results(run)
        #expect(all.count > 20)
        for result in all {
            let location = try #require((result["locations"] as? [[String: Any]])?.first, "\(result)")
            let physical = try #require(location["physicalLocation"] as? [String: Any])
            let artifact = try #require(physical["artifactLocation"] as? [String: Any])
            #expect(artifact["uriBaseId"] as? String == "SRCROOT")
            let uri = try #require(artifact["uri"] as? String)
            #expect(!uri.hasPrefix("/") && !uri.contains("://") && !uri.contains(" "), "\(uri) is relative and encoded")
            let region = try #require(physical["region"] as? [String: Any])
            #expect((region["startLine"] as? Int ?? 0) >= 1)
            #expect((region["startColumn"] as? Int ?? 0) >= 1)
            let logical = try #require((location["logicalLocations"] as? [[String: Any]])?.first)
            #expect(logical["kind"] as? String == "element")
            #expect(!(logical["fullyQualifiedName"] as? String ?? "").isEmpty)
            #expect(result["ruleId"] is String && result["ruleIndex"] is Int && result["level"] is String)
            let message = (result["message"] as? [String: Any])?["text"] as? String
            #expect(message?.isEmpty == false)
            #expect((result["partialFingerprints"] as? [String: String])?["a11yElement/v1"]?.count == 16)
        }
        let text = String(decoding: SARIFReport.render(ReportInputs.run(), options: Self.review), as: UTF8.self)
        #expect(!text.contains("primaryLocationLineHash"), "GitHub computes it")
        #expect(!text.contains("security-severity"))
    }

    @Test func findingsBecomeResultsWithTheirFingerprintsAndPlaces() throws {
        let checkRun = ReportInputs.run()
        let run = try firstRun(SARIFReport.render(checkRun, options: SARIFOptions()))
        let all = results(run)
        let failing = checkRun.findings.filter { $0.outcome == .finding }
        #expect(failing.count < checkRun.findings.count, "the sample holds findings that need review")
        #expect(all.count == failing.count, "by default only failing findings are written")
        let ruleIDs = rules(run).map { $0["id"] as? String ?? "" }
        for (result, finding) in zip(all, failing) {
            #expect(result["ruleId"] as? String == finding.rule)
            #expect(result["ruleIndex"] as? Int == ruleIDs.firstIndex(of: finding.rule))
            #expect(result["kind"] as? String == "fail")
            #expect(result["level"] as? String == finding.level.rawValue)
            #expect((result["message"] as? [String: Any])?["text"] as? String == finding.message)
            // The element's fingerprint, and the issue's (16 hex digits) that a crawl's occurrences share.
            let prints = result["partialFingerprints"] as? [String: String]
            #expect(prints?["a11yElement/v1"] == finding.fingerprint)
            #expect(prints?.count == 2 && prints?["a11yIssue/v1"]?.utf8.count == 16)
            let location = (result["locations"] as? [[String: Any]])?.first
            let region = (location?["physicalLocation"] as? [String: Any])?["region"] as? [String: Int]
            #expect(region == ["startLine": finding.location.line, "startColumn": finding.location.column])
            #expect(((location?["logicalLocations"] as? [[String: Any]])?.first?["fullyQualifiedName"] as? String) == finding.path)
        }
    }

    @Test func everyRuleIsDescribedWhetherItFiredOrNot() throws {
        // Only label-missing fires on this screen; every rule that ran is still in the driver.
        let screen = RecordingReader.read(bytes: Array(#"[{"type":"Application","AXLabel":"App","frame":{"x":0,"y":0,"width":390,"height":844}},{"type":"Button","AXUniqueId":"close","frame":{"x":10,"y":100,"width":50,"height":50}}]"#.utf8), file: "one.json")
        let run = try firstRun(SARIFReport.render(ReportInputs.run([screen]), options: SARIFOptions()))
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "a11y-crawl")
        #expect(driver["version"] as? String == ReportInputs.toolVersion)
        #expect((driver["informationUri"] as? String)?.hasPrefix("https://") == true)
        let described = rules(run)
        #expect(described.map { $0["id"] as? String ?? "" } == RuleRegistry.all.map(\.id))
        for rule in described {
            let id = rule["id"] as? String ?? ""
            for key in ["name", "shortDescription", "fullDescription", "help", "helpUri", "defaultConfiguration", "properties"] {
                #expect(rule[key] != nil, "\(id) has \(key)")
            }
            let help = try #require(rule["help"] as? [String: String])
            #expect(help["text"]?.contains("How to fix") == true && help["markdown"]?.contains("SwiftUI") == true)
            let properties = try #require(rule["properties"] as? [String: Any])
            let tags = try #require(properties["tags"] as? [String])
            #expect(tags.count <= 20 && tags.first == "accessibility" && Set(tags).count == tags.count)
            #expect(properties["security-severity"] == nil)
            #expect(["high", "medium"].contains(properties["precision"] as? String ?? ""))
            #expect(["error", "warning", "recommendation"].contains(properties["problem.severity"] as? String ?? ""))
            let meta = try #require(RuleRegistry.rule(id: id)).metadata
            for criterion in meta.criteria {
                #expect(tags.contains(criterion.tag) && tags.contains(criterion.levelTag), "\(id) is tagged \(criterion.tag)")
            }
            #expect(tags.contains("hig") == (meta.hig != nil))
            #expect((rule["defaultConfiguration"] as? [String: String])?["level"] == meta.defaultLevel.rawValue)
        }
        let minimum = try #require(described.first { $0["id"] as? String == "target-size-minimum" })
        #expect(((minimum["properties"] as? [String: Any])?["tags"] as? [String])?.contains("wcag258") == true)
        #expect(((minimum["properties"] as? [String: Any])?["tags"] as? [String])?.contains("wcag22aa") == true)
    }

    @Test func theTaxonomyHasATaxonPerCriterionCited() throws {
        let checkRun = ReportInputs.run()
        let run = try firstRun(SARIFReport.render(checkRun, options: Self.review))
        let taxonomy = try #require((run["taxonomies"] as? [[String: Any]])?.first)
        #expect(taxonomy["name"] as? String == "WCAG" && taxonomy["version"] as? String == "2.2")
        let taxa = try #require(taxonomy["taxa"] as? [[String: Any]])
        let ids = taxa.map { $0["id"] as? String ?? "" }
        var cited = Set(checkRun.rules.flatMap(\.criteria).map(\.id))
        cited.formUnion(ManualCheckCatalogue.all.flatMap(\.criteria).map(\.id))
        #expect(Set(ids) == cited)
        #expect(ids.contains("2.5.8") && ids.contains("3.3.8"))
        for taxon in taxa {
            let criterion = WCAG.criterion(taxon["id"] as? String ?? "")
            #expect(taxon["name"] as? String == criterion.name)
            #expect(taxon["helpUri"] as? String == criterion.understanding)
            #expect((taxon["properties"] as? [String: String])?["level"] == criterion.level.rawValue)
        }
        for rule in rules(run) {
            let relationships = rule["relationships"] as? [[String: Any]] ?? []
            for relationship in relationships {
                let target = try #require(relationship["target"] as? [String: Any])
                let index = try #require(target["index"] as? Int)
                #expect(ids[index] == target["id"] as? String)
                #expect((target["toolComponent"] as? [String: Any])?["name"] as? String == "WCAG")
            }
            let id = rule["id"] as? String ?? ""
            let criteria = RuleRegistry.rule(id: id)?.metadata.criteria
                ?? ManualCheckCatalogue.check(id: String(id.dropFirst("manual/".count)))?.criteria ?? []
            #expect(relationships.compactMap { ($0["target"] as? [String: Any])?["id"] as? String } == criteria.map(\.id))
        }
    }

    @Test func pathsArePercentEncodedAndRelative() throws {
        #expect(SARIFReport.percentEncode("Recordings/My Screens/écran #1?.json") == "Recordings/My%20Screens/%C3%A9cran%20%231%3F.json")
        #expect(SARIFReport.percentEncode("a/100%.json") == "a/100%25.json")
        #expect(SARIFReport.percentEncode("a-b_c.d~e/F9.json") == "a-b_c.d~e/F9.json")
        let cwd = "/home/ci/work"
        #expect(SARIFReport.artifactURI(for: "./Recordings//a b.json", base: nil, currentDirectory: cwd) == "Recordings/a%20b.json")
        #expect(SARIFReport.artifactURI(for: "/home/ci/work/Recordings/a.json", base: nil, currentDirectory: cwd) == "Recordings/a.json")
        #expect(SARIFReport.artifactURI(for: "Recordings/a.json", base: "Recordings", currentDirectory: cwd) == "a.json")
        #expect(SARIFReport.artifactURI(for: "/home/ci/work/Recordings/a.json", base: "/home/ci", currentDirectory: cwd) == "work/Recordings/a.json")
        #expect(SARIFReport.artifactURI(for: "../shared/x.json", base: nil, currentDirectory: cwd) == "../shared/x.json")
        #expect(SARIFReport.artifactURI(for: "/tmp/x.json", base: nil, currentDirectory: cwd) == "../../../tmp/x.json")
        #expect(SARIFReport.baseURI("Recordings", currentDirectory: "/home/ci/my work") == "file:///home/ci/my%20work/Recordings/")

        let screen = RecordingReader.read(bytes: Array(ReportInputs.player.text.utf8), file: "Recordings/Écrans d'accueil/player #2.json")
        let run = try firstRun(SARIFReport.render(ReportInputs.run([screen]), options: SARIFOptions(currentDirectory: cwd)))
        let uri = ((results(run).first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            .flatMap { ($0["artifactLocation"] as? [String: Any])?["uri"] as? String }
        #expect(uri == "Recordings/%C3%89crans%20d%27accueil/player%20%232.json")
        #expect(run["originalUriBaseIds"] == nil, "no absolute path unless --base is given")

        let based = try firstRun(SARIFReport.render(ReportInputs.run([screen]), options: SARIFOptions(base: "Recordings", currentDirectory: cwd)))
        let root = (based["originalUriBaseIds"] as? [String: Any])?["SRCROOT"] as? [String: Any]
        #expect(root?["uri"] as? String == "file:///home/ci/work/Recordings/")
    }

    @Test func overTheLimitTheMostSevereAreKeptAndANotificationSaysHowManyWereLeftOut() throws {
        let checkRun = ReportInputs.run()
        let errors = checkRun.findings.filter { $0.level == .error }
        #expect(errors.count == 2 && checkRun.findings.count > 5)
        var options = SARIFOptions(includeReview: true)
        options.maxResults = 3
        let run = try firstRun(SARIFReport.render(checkRun, options: options))
        let kept = results(run)
        #expect(kept.count == 3)
        // Both errors and the first warning (warnings before review results), still in file order.
        let firstWarning = try #require(checkRun.findings.first { $0.level == .warning })
        let expected = checkRun.findings.filter { $0.level == .error || $0 == firstWarning }.map(\.fingerprint)
        #expect(kept.map { ($0["partialFingerprints"] as? [String: String])?["a11yElement/v1"] } == expected)
        let total = checkRun.findings.count + checkRun.reviewItems.count
        let notice = try #require(notifications(run).first { ($0["descriptor"] as? [String: Any])?["id"] as? String == "results-truncated" })
        let text = (notice["message"] as? [String: String])?["text"] ?? ""
        #expect(text.hasPrefix("\(total - 3) of \(total) results were left out"), "\(text)")
        // Within the limit, nothing is left out and nothing is said.
        let whole = try firstRun(SARIFReport.render(checkRun, options: SARIFOptions(includeReview: true)))
        #expect(results(whole).count == total)
        #expect(!notifications(whole).contains { ($0["descriptor"] as? [String: Any])?["id"] as? String == "results-truncated" })
    }

    /// Results that cannot be kept are left out as they come, without being rendered: at every limit, what is
    /// kept is the most severe of all results (earlier first among equals), in file order, and the notice
    /// counts every result.
    @Test func everyLimitKeepsWhatSortingAllResultsWouldKeep() throws {
        let checkRun = ReportInputs.run()
        let all = results(try firstRun(SARIFReport.render(checkRun, options: SARIFOptions(includeReview: true))))
        func rank(_ result: [String: Any]) -> Int {
            switch result["level"] as? String {
            case "error": 3
            case "warning": 2
            case "note": 1
            default: 0
            }
        }
        func fingerprints(_ list: [[String: Any]]) -> [String?] {
            list.map { ($0["partialFingerprints"] as? [String: String])?["a11yElement/v1"] }
        }
        #expect(Set(all.map(rank)).count >= 3, "the fixture run has results of several levels")
        for limit in 0...all.count {
            var options = SARIFOptions(includeReview: true)
            options.maxResults = limit
            let run = try firstRun(SARIFReport.render(checkRun, options: options))
            let order = all.indices.sorted { rank(all[$0]) != rank(all[$1]) ? rank(all[$0]) > rank(all[$1]) : $0 < $1 }
            let expected = order.prefix(limit).sorted().map { all[$0] }
            #expect(fingerprints(results(run)) == fingerprints(expected), "limit \(limit)")
            let notice = notifications(run).first { ($0["descriptor"] as? [String: Any])?["id"] as? String == "results-truncated" }
            let text = (notice?["message"] as? [String: String])?["text"]
            #expect(limit < all.count ? text?.hasPrefix("\(all.count - limit) of \(all.count) results") == true : notice == nil, "limit \(limit)")
        }
    }

    @Test func longDescriptionsAreCutAtAWordWithANotification() throws {
        var options = SARIFOptions()
        options.maxDescriptionLength = 60
        let run = try firstRun(SARIFReport.render(ReportInputs.run(), options: options))
        for rule in rules(run) {
            let full = (rule["fullDescription"] as? [String: String])?["text"] ?? ""
            #expect(full.count <= 60 && full.hasSuffix("…"), "\(full)")
            #expect(!full.dropLast().hasSuffix(" "))
        }
        let cut = notifications(run).filter { ($0["descriptor"] as? [String: Any])?["id"] as? String == "description-truncated" }
        #expect(cut.count >= rules(run).count)
        #expect(cut.allSatisfy { ($0["associatedRule"] as? [String: Any])?["id"] is String })
        #expect(SARIFReport.truncated("short", limit: 10) == nil)
        #expect(SARIFReport.truncated("one two three four", limit: 10) == "one two…")
    }

    @Test func manualChecksAreReviewResultsOnlyWhenAskedFor() throws {
        let checkRun = ReportInputs.run()
        let plain = try firstRun(SARIFReport.render(checkRun, options: SARIFOptions()))
        #expect(!results(plain).contains { $0["kind"] as? String == "review" || $0["level"] as? String == "none" })
        #expect(results(plain).count == checkRun.findings.filter { $0.outcome == .finding }.count)
        #expect(!rules(plain).contains { ($0["id"] as? String ?? "").hasPrefix("manual/") })

        let run = try firstRun(SARIFReport.render(checkRun, options: Self.review))
        let reviews = results(run).filter { $0["kind"] as? String == "review" }
        // Every finding that needs review (a rule's, such as a text recorded out of place) and every manual check.
        let reviewFindings = checkRun.findings.filter { $0.outcome == .needsReview }
        #expect(!reviewFindings.isEmpty)
        #expect(reviews.count == checkRun.reviewItems.count + reviewFindings.count)
        let ruleIDs = rules(run).map { $0["id"] as? String ?? "" }
        #expect(ruleIDs.filter { $0.hasPrefix("manual/") }.count == ManualCheckCatalogue.all.count)
        #expect(reviews.filter { ($0["ruleId"] as? String ?? "").hasPrefix("manual/") }.count == checkRun.reviewItems.count)
        for review in reviews {
            #expect(review["level"] as? String == "none")
            let id = review["ruleId"] as? String ?? ""
            #expect(review["ruleIndex"] as? Int == ruleIDs.firstIndex(of: id))
            #expect(id.hasPrefix("manual/") || reviewFindings.contains { $0.rule == id })
        }
        let secure = try #require(reviews.first { $0["ruleId"] as? String == "manual/secure-entry" })
        let message = (secure["message"] as? [String: String])?["text"]
        #expect(message?.contains("TextField \"Password\"") == true)
        #expect(((secure["taxa"] as? [[String: Any]])?.first?["id"] as? String) == "3.3.8")
        let manualRule = try #require(rules(run).first { $0["id"] as? String == "manual/secure-entry" })
        #expect((manualRule["defaultConfiguration"] as? [String: String])?["level"] == "none")
        #expect(((manualRule["properties"] as? [String: Any])?["tags"] as? [String])?.contains("wcag338") == true)
    }

    @Test func unreadableAndEmptyInputsAreLocatedNotifications() throws {
        let run = try firstRun(SARIFReport.render(ReportInputs.run(), options: SARIFOptions()))
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let inputs = notifications(run).filter { ["input-unreadable", "input-empty"].contains(($0["descriptor"] as? [String: Any])?["id"] as? String ?? "") }
        #expect(inputs.count == 2)
        for notice in inputs {
            #expect(notice["level"] as? String == "error")
            let physical = (notice["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            #expect(((physical?["artifactLocation"] as? [String: Any])?["uriBaseId"] as? String) == "SRCROOT")
            #expect(((physical?["region"] as? [String: Any])?["startLine"] as? Int) == 1)
        }
        let unreadable = try #require(inputs.first { ($0["descriptor"] as? [String: Any])?["id"] as? String == "input-unreadable" })
        let physical = (unreadable["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        #expect(((physical?["artifactLocation"] as? [String: Any])?["uri"] as? String) == "in-test/illisible%20%C3%A9.json")
        #expect(((physical?["region"] as? [String: Any])?["startColumn"] as? Int) == 20)
        #expect(run["automationDetails"] as? [String: String] == ["id": "a11y-crawl/"])
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
    }

    @Test func theSameInputsGiveTheSameBytes() {
        let first = SARIFReport.render(ReportInputs.run(), options: Self.review)
        let second = SARIFReport.render(ReportInputs.run(), options: Self.review)
        #expect(first == second)
        // Relative paths and no base: the current directory does not matter.
        var elsewhere = Self.review
        elsewhere.currentDirectory = "/somewhere/else"
        #expect(SARIFReport.render(ReportInputs.run(), options: elsewhere) == first)
    }
}
