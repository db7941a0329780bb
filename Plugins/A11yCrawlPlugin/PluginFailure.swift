/// The tool's exit status, when it is not 0 (1: findings at or above --fail-on; 2: a usage or input error).
struct PluginFailure: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "a11y-crawl exited with status \(status)" }
}
