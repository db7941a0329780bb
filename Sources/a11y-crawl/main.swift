import CrawlCLI
import Foundation

let output = Tool.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(output.stdout))
FileHandle.standardError.write(Data(output.stderr.utf8))
exit(output.status)
