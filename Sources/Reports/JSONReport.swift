import Rules
import TreeModel

/// The whole run as JSON, keys sorted at every level (the format is documented in the README).
public enum JSONReport {
    public static func render(_ run: CheckRun) -> [UInt8] {
        var json = JSONBuffer(pretty: true, capacity: 4096 + run.findings.count * 700)
        json.beginObject()
        json.key("findings")
        json.beginArray()
        for finding in run.findings { write(finding, to: &json) }
        json.endArray()
        json.key("manualChecks")
        writeManualChecks(run, to: &json)
        json.key("screens")
        json.beginArray()
        for screen in run.screens { write(screen, to: &json) }
        json.endArray()
        json.key("summary")
        writeSummary(run, to: &json)
        json.key("tool")
        json.beginObject()
        json.member("name", run.toolName)
        json.member("version", run.toolVersion)
        json.endObject()
        json.endObject()
        json.finish()
        return json.bytes
    }

    public static func write(_ finding: Finding, to json: inout JSONBuffer) {
        json.beginObject()
        json.member("column", finding.location.column)
        json.key("criteria")
        write(finding.criteria, to: &json)
        json.key("element")
        json.beginObject()
        json.key("frame")
        json.beginObject()
        json.member("height", finding.frame.height)
        json.member("width", finding.frame.width)
        json.member("x", finding.frame.x)
        json.member("y", finding.frame.y)
        json.endObject()
        json.member("identifier", finding.identifier)
        json.member("label", finding.label)
        json.member("path", finding.path)
        json.member("type", finding.type)
        json.endObject()
        json.member("file", finding.file)
        json.member("fingerprint", finding.fingerprint)
        json.key("hig")
        write(finding.hig, to: &json)
        json.member("level", finding.level.rawValue)
        json.member("line", finding.location.line)
        json.member("message", finding.message)
        json.member("rule", finding.rule)
        json.endObject()
    }

    /// `[{"id", "level", "name", "url"}]`
    static func write(_ criteria: [Criterion], to json: inout JSONBuffer) {
        json.beginArray()
        for criterion in criteria {
            json.beginObject()
            json.member("id", criterion.id)
            json.member("level", criterion.level.rawValue)
            json.member("name", criterion.name)
            json.member("url", criterion.understanding)
            json.endObject()
        }
        json.endArray()
    }

    /// `{"page", "section", "url"}` or null.
    static func write(_ hig: HIGSource?, to json: inout JSONBuffer) {
        guard let hig else { return json.null() }
        json.beginObject()
        json.member("page", hig.page)
        json.member("section", hig.section)
        json.member("url", hig.url)
        json.endObject()
    }

    /// `{"checks": [the catalogue], "screens": [{"file", "triggered": [items]}]}`: every check with whether it
    /// always applies, then per screen read, the triggered checks and the elements that triggered them (the
    /// checks that always apply are asked of every screen read, so they are not repeated there).
    static func writeManualChecks(_ run: CheckRun, to json: inout JSONBuffer) {
        json.beginObject()
        json.key("checks")
        json.beginArray()
        for check in ManualCheckCatalogue.all {
            json.beginObject()
            json.member("applies", check.applicability.rawValue)
            json.key("criteria")
            write(check.criteria, to: &json)
            json.key("hig")
            write(check.hig, to: &json)
            json.member("howToCheck", check.howToCheck)
            json.member("id", check.id)
            json.member("title", check.title)
            json.member("whyTreeCannotDecide", check.whyTreeCannotDecide)
            json.endObject()
        }
        json.endArray()
        json.key("screens")
        json.beginArray()
        let items = run.reviewItemsByFile
        for screen in run.screens where screen.status == .ok {
            json.beginObject()
            json.member("file", screen.file)
            json.key("triggered")
            json.beginArray()
            for item in items[screen.file] ?? [] where !item.manualCheck.alwaysApplies { write(item, to: &json) }
            json.endArray()
            json.endObject()
        }
        json.endArray()
        json.endObject()
    }

    static func write(_ item: ReviewItem, to json: inout JSONBuffer) {
        json.beginObject()
        json.member("check", item.check)
        json.key("elements")
        json.beginArray()
        for element in item.elements {
            json.beginObject()
            json.member("column", element.location.column)
            json.member("detail", element.detail)
            json.member("identifier", element.identifier)
            json.member("label", element.label)
            json.member("line", element.location.line)
            json.member("path", element.path)
            json.member("type", element.type)
            json.endObject()
        }
        json.endArray()
        json.member("fingerprint", item.fingerprint)
        json.endObject()
    }

    static func write(_ screen: ScreenSummary, to json: inout JSONBuffer) {
        json.beginObject()
        json.member("elements", screen.elements)
        json.key("error")
        if let error = screen.error {
            json.beginObject()
            json.key("column")
            if let location = error.location { json.int(location.column) } else { json.null() }
            json.key("line")
            if let location = error.location { json.int(location.line) } else { json.null() }
            json.member("message", error.message)
            json.endObject()
        } else {
            json.null()
        }
        json.member("file", screen.file)
        json.member("format", screen.format.rawValue)
        json.member("notOnScreen", screen.notOnScreen)
        json.member("status", screen.status.rawValue)
        json.endObject()
    }

    static func writeSummary(_ run: CheckRun, to json: inout JSONBuffer) {
        json.beginObject()
        json.member("elements", run.elementCount)
        json.key("findings")
        json.beginObject()
        json.member("error", run.count(.error))
        json.member("note", run.count(.note))
        json.member("total", run.findings.count)
        json.member("warning", run.count(.warning))
        json.endObject()
        json.member("notOnScreen", run.notOnScreenCount)
        json.key("screens")
        json.beginObject()
        json.member("empty", run.screens(with: .empty).count)
        json.member("ok", run.screens(with: .ok).count)
        json.member("total", run.screens.count)
        json.member("unreadable", run.screens(with: .unreadable).count)
        json.endObject()
        json.key("unreadable")
        json.beginArray()
        for screen in run.screens where screen.status != .ok { json.string(screen.file) }
        json.endArray()
        json.endObject()
    }
}
