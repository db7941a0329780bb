import Configuration
import Pipeline
import Recorders
import TreeModel

/// Refuses a report destination that is one of the run's own inputs: `check -o a.json a.json` would replace
/// the recording with its report. Files are compared by device and inode, so any spelling of the path, and
/// any symbolic link to the file, is caught.
enum OutputGuard {
    /// Throws a usage error when `output` is a recording the run reads, the ledger or the configuration file.
    /// A report of a11y-crawl's own met in a folder scan is not read (it is skipped), so it may be replaced.
    static func check(_ output: String, session: CheckSession, command: String) throws {
        guard case .success(let status) = SystemIO.status(output) else { return }
        let target = status.identity
        for input in session.inputs where input.identity == target {
            if !input.explicit, input.problem == nil, case .success(let bytes) = FileBytes.read(input.path ?? output),
               OwnFileRecognizer.kind(of: bytes) != nil, RecordingReader.read(bytes: bytes, file: input.displayPath).status == .unreadable {
                continue
            }
            throw UsageError("the report would overwrite '\(input.displayPath)', one of the recordings being checked; write it to another file", command: command)
        }
        let configPath = session.options[\.configuration] ?? ConfigurationFile.defaultPath
        for (what, path) in [("ledger", session.ledgerPath), ("configuration", configPath)] {
            if case .success(let other) = SystemIO.status(path), other.identity == target {
                throw UsageError("the report would overwrite the \(what) '\(path)'; write it to another file", command: command)
            }
        }
    }
}
