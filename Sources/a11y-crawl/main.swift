// a11y-crawl: the executable, which runs `Tool` with the process's arguments and streams.

import CrawlCLI
import Foundation
import Reports

#if canImport(Glibc)
// Blocks of 256 KiB and more (a large screen's arrays of elements and findings) are mapped on their own and
// given back to the system when freed. By default glibc raises this threshold to the size of each such block
// freed, and later arrays of up to that size stay in the heap after they are freed, so a screen of 200,000
// elements peaked some 30 MB higher.
// (`mallopt` is looked up by name: Glibc's module does not include `malloc.h`; -3 is `M_MMAP_THRESHOLD`.)
if let symbol = dlsym(nil, "mallopt") {
    let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
    _ = mallopt(-3, 256 * 1024)
}
#endif

let output = Tool.run(Array(CommandLine.arguments.dropFirst()), standardOutput: OutputSink.standardOutput(),
                      terminal: .current)
FileHandle.standardOutput.write(Data(output.stdout))
FileHandle.standardError.write(Data(output.stderr.utf8))
exit(output.status)
