import Foundation
@testable import Reports
import Rules
import TestSupport
import Testing

/// `--format csv`: RFC 4180 rows, one per finding, with a header, in the order of the run.
@Suite struct CSVReportTests {
    /// The records of `text` read as RFC 4180 says (fields in quotes may hold delimiters, quotes doubled, line
    /// breaks); each record ends in CRLF.
    static func records(_ text: String, delimiter: Character = ",") throws -> [[String]] {
        var records: [[String]] = [], fields: [String] = [], field = "", inQuotes = false
        var characters = Array(text.unicodeScalars).map(Character.init)[...]
        while let character = characters.popFirst() {
            if inQuotes {
                if character == "\"" {
                    if characters.first == "\"" { field.append("\""); characters.removeFirst() } else { inQuotes = false }
                } else {
                    field.append(character)
                }
            } else if character == "\"" {
                try #require(field.isEmpty, "a quote inside an unquoted field")
                inQuotes = true
            } else if character == delimiter {
                fields.append(field); field = ""
            } else if character == "\r" {
                try #require(characters.popFirst() == "\n", "CR not followed by LF")
                fields.append(field); records.append(fields); fields = []; field = ""
            } else {
                try #require(character != "\n", "a bare LF outside quotes")
                field.append(character)
            }
        }
        try #require(!inQuotes && field.isEmpty && fields.isEmpty, "the last record does not end in CRLF")
        return records
    }

    @Test("a field with the delimiter, a quote, CR or LF is quoted with quotes doubled; the others are written as is")
    func quoting() throws {
        let row = CSVReport.row(["plain", "a,b", "say \"hi\"", "two\nlines", "cr\rhere", "", "semi;colon"], delimiter: UInt8(ascii: ","))
        #expect(String(decoding: row, as: UTF8.self) == "plain,\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\",\"cr\rhere\",,semi;colon\r\n")
        let semicolon = CSVReport.row(["a,b", "semi;colon"], delimiter: UInt8(ascii: ";"))
        #expect(String(decoding: semicolon, as: UTF8.self) == "a,b;\"semi;colon\"\r\n")
    }

    @Test("a header row, then one row per finding of the run, in its order, each field the finding's")
    func oneRowPerFinding() throws {
        let run = ReportInputs.run()
        let records = try Self.records(String(decoding: run.render("csv"), as: UTF8.self))
        #expect(records.first == CSVReport.columns)
        let findings = run.results.flatMap(\.findings)
        #expect(findings.count > 3, "the inputs have findings to write")
        try #require(records.count == findings.count + 1)
        let column = { (name: String) in try #require(CSVReport.columns.firstIndex(of: name)) }
        for (finding, record) in zip(findings, records.dropFirst()) {
            #expect(record.count == CSVReport.columns.count)
            #expect(record[try column("file")] == finding.file)
            #expect(record[try column("line")] == String(finding.location.line))
            #expect(record[try column("column")] == String(finding.location.column))
            #expect(record[try column("rule")] == finding.rule)
            #expect(record[try column("level")] == finding.level.rawValue)
            #expect(record[try column("outcome")] == finding.outcome.rawValue)
            #expect(record[try column("wcag")] == finding.criteria.map(\.id).joined(separator: " "))
            #expect(record[try column("hig")] == (finding.hig?.url ?? ""))
            #expect(record[try column("element_label")] == (finding.label ?? ""))
            #expect(record[try column("message")] == finding.message)
            #expect(record[try column("fingerprint")] == finding.fingerprint)
        }
    }

    @Test("--delimiter is the report's own typed option: semicolon and tab separate the same fields")
    func delimiter() throws {
        let run = ReportInputs.run()
        let comma = try Self.records(String(decoding: run.render("csv"), as: UTF8.self))
        for (choice, character) in [(CSVReport.Delimiter.semicolon, Character(";")), (.tab, "\t")] {
            var options = ReportOptions()
            options[CSVReport.delimiter] = choice
            let other = try Self.records(String(decoding: run.render("csv", options: options), as: UTF8.self), delimiter: character)
            #expect(other == comma, "\(choice)")
        }
        #expect(ReportOptions()[CSVReport.delimiter] == .comma, "the default")
    }
}
