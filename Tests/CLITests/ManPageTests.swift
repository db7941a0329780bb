@testable import CrawlCLI
import Foundation
import Testing

/// `a11y-crawl manpage` writes the manual page from the help: every subcommand gets a section with its
/// options, each option of `OptionScope` (what the parser accepts) appears as a tagged paragraph.
@Suite struct ManPageTests {
    static var page: String { Tool.run(["manpage"]).stdoutText }

    @Test("the page is roff for section 1, headed with the version, with a section per subcommand")
    func shape() {
        let page = Self.page
        let lines = page.split(separator: "\n").map(String.init)
        #expect(lines.contains(".TH A11Y\\-CRAWL 1 \"\" \"a11y-crawl \(Tool.version.replacingOccurrences(of: "-", with: "\\-"))\" \"User Commands\""))
        #expect(lines.contains(".SH SYNOPSIS") && lines.contains(".SH COMMANDS"))
        for (command, _) in CompletionTests.expected where command != "help" {
            #expect(lines.contains(".SS \"a11y-crawl \(command)\""), "no section for \(command)")
        }
        // Every line starting with a control character is one of the requests the page uses (text that starts
        // with '.' is escaped), and no raw character beyond ASCII is left.
        let ascii = page.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(ascii)
        let requests: Set<String> = [".TH", ".SH", ".SS", ".PP", ".TP", ".B", ".nf", ".fi", ".\\\""]
        for line in lines where line.hasPrefix(".") || line.hasPrefix("'") {
            #expect(requests.contains(String(line.split(separator: " ")[0])), "not a request: \(line)")
        }
    }

    @Test("every option of every subcommand is a tagged paragraph in that subcommand's section")
    func everyOption() {
        let page = Self.page
        for (command, options) in CompletionTests.expected where command != "help" {
            guard let start = page.range(of: ".SS \"a11y-crawl \(command)\"") else {
                Issue.record("no section for \(command)")
                continue
            }
            let rest = page[start.upperBound...]
            let section = rest.range(of: "\n.SS ").map { rest[..<$0.lowerBound] } ?? rest
            let tags = section.split(separator: "\n").filter { $0.hasPrefix("\\fB") }.joined(separator: " ")
            for option in options {
                let escaped = option.replacingOccurrences(of: "-", with: "\\-")
                #expect(tags.contains(escaped + " ") || tags.contains(escaped + "\\fR") || tags.contains(escaped + ","),
                        "\(command) \(option)")
            }
        }
    }

    @Test("text that roff would read as a request or an escape is escaped")
    func escaping() {
        #expect(ManPage.escape(".config") == "\\&.config")
        #expect(ManPage.escape("a\\b-c") == "a\\eb\\-c")
        #expect(ManPage.escape("‘AX5’ …") == "\\[u2018]AX5\\[u2019] \\[u2026]")
        #expect(Tool.run(["manpage", "extra"]).status == 2)
    }
}
