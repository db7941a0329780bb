// a11y-crawl: the executable, which runs `Tool` with the process's arguments and streams.

import CrawlCLI
import Foundation
import Reports

let output = Tool.run(Array(CommandLine.arguments.dropFirst()), standardOutput: OutputSink.standardOutput(),
                      terminal: .current)
FileHandle.standardOutput.write(Data(output.stdout))
FileHandle.standardError.write(Data(output.stderr.utf8))
exit(output.status)
