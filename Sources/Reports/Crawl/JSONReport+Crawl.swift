import Rules
import TreeModel

extension JSONReport {
    /// `issues`: the crawl's issues, most widespread first, each with its occurrences and screens.
    static func writeIssues(_ crawl: CrawlReport, to json: inout JSONBuffer) {
        json.beginArray()
        for issue in crawl.issues {
            json.beginObject()
            json.key("element")
            json.beginObject()
            json.member("identifier", issue.identifier)
            json.member("key", issue.key)
            json.member("label", issue.label)
            json.member("type", issue.type)
            json.endObject()
            json.member("id", issue.id)
            json.member("level", issue.level.rawValue)
            json.member("message", issue.message)
            json.key("occurrences")
            json.beginArray()
            for occurrence in issue.occurrences {
                json.beginObject()
                json.member("column", occurrence.location.column)
                json.member("file", occurrence.file)
                json.member("known", occurrence.known)
                json.member("line", occurrence.location.line)
                json.member("screen", occurrence.screen)
                json.endObject()
            }
            json.endArray()
            json.member("outcome", issue.outcome.rawValue)
            json.member("rule", issue.rule)
            json.key("screens")
            json.beginArray()
            for presence in issue.screens {
                json.beginObject()
                json.member("everyRecording", presence.everyRecording)
                json.member("of", presence.of)
                json.member("recordings", presence.recordings)
                json.member("screen", presence.screen)
                json.endObject()
            }
            json.endArray()
            json.member("states", Set(issue.occurrences.map(\.file)).count)
            json.endObject()
        }
        json.endArray()
    }

    /// `summary.crawl`: states, screens, transitions, activities, and the screens with the most issues.
    static func writeCrawl(_ crawl: CrawlReport, to json: inout JSONBuffer) {
        json.beginObject()
        json.member("activities", crawl.activities)
        json.member("app", crawl.app)
        json.member("appStates", crawl.appStates)
        json.key("events")
        if let events = crawl.events { json.int(events) } else { json.null() }
        json.member("findings", crawl.findings)
        json.key("graphProblems")
        json.beginArray()
        for problem in crawl.graphProblems {
            json.beginObject()
            json.key("column")
            if let location = problem.location { json.int(location.column) } else { json.null() }
            json.member("file", problem.file)
            json.key("line")
            if let location = problem.location { json.int(location.line) } else { json.null() }
            json.member("message", problem.message)
            json.endObject()
        }
        json.endArray()
        json.member("graphs", crawl.graphs)
        json.member("issues", crawl.issues.count)
        json.key("mostIssues")
        json.beginArray()
        for screen in crawl.screensWithMostIssues() { json.int(screen) }
        json.endArray()
        json.key("otherApps")
        json.beginArray()
        for other in crawl.otherApps {
            json.beginObject()
            json.member("app", other.app)
            json.member("states", other.states)
            json.endObject()
        }
        json.endArray()
        json.key("screens")
        json.beginArray()
        for screen in crawl.screens {
            json.beginObject()
            json.member("activity", screen.activity)
            json.member("issues", screen.issues)
            json.member("key", screen.key)
            json.member("recordings", screen.recordings)
            json.endObject()
        }
        json.endArray()
        json.member("states", crawl.states)
        json.key("transitions")
        if let transitions = crawl.transitions { json.int(transitions) } else { json.null() }
        json.endObject()
    }
}
