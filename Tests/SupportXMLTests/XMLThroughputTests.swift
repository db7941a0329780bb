import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import SupportXML

/// Throughput of the reader against Foundation's `XMLParser` on a generated `uiautomator dump`-like file
/// (a real one-line dump's nodes repeated to 20 MB). It prints figures and asserts none (timings are not
/// tested); run it on purpose, in a release build:
/// `XML_READER_THROUGHPUT=1 swift test -c release --filter XMLThroughputTests`.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["XML_READER_THROUGHPUT"] != nil && SharedData.hasRecordings,
                "set XML_READER_THROUGHPUT=1 (and build with -c release) to measure"))
struct XMLThroughputTests {
    final class ElementCounter: NSObject, XMLParserDelegate {
        var elements = 0
        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            elements += 1
        }
    }

    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    @Test func generatedUiautomatorDump() throws {
        let dump = try SharedData.bytes("uiautomator/daniell-aena-window_dump.xml", in: SharedData.recordings)
        let text = String(decoding: dump, as: UTF8.self)
        let head = try #require(text.range(of: "<hierarchy rotation=\"0\">"))
        let tail = try #require(text.range(of: "</hierarchy>", options: .backwards))
        let body = text[head.upperBound ..< tail.lowerBound]
        let copies = 20_000_000 / body.utf8.count
        let bytes = Array((String(text[..<head.upperBound]) + String(repeating: String(body), count: copies) + "</hierarchy>").utf8)
        let megabytes = Double(bytes.count) / 1e6

        var best = Double.infinity
        var elements = 0
        for _ in 0 ..< 10 {
            best = min(best, try Self.seconds {
                let tape = try XMLTape(bytes: bytes)
                elements = tape.nodes.reduce(0) { $0 + ($1.kind == .element ? 1 : 0) }
            })
        }
        let data = Data(bytes)
        var foundation = Double.infinity
        var foundationElements = 0
        for _ in 0 ..< 3 {
            let counter = ElementCounter()
            foundation = min(foundation, Self.seconds {
                let parser = XMLParser(data: data)
                parser.delegate = counter
                _ = parser.parse()
            })
            foundationElements = counter.elements
        }
        #expect(elements == foundationElements)
        print(String(format: "XMLTape: %.1f MB, %d elements, %.0f MB/s; Foundation XMLParser: %.0f MB/s",
                     megabytes, elements, megabytes / best, megabytes / foundation))
    }
}
