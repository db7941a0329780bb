/// A command that writes in the package, run without the permission to write there.
struct WritePermissionNeeded: Error, CustomStringConvertible {
    /// The file as given (`a11y.sarif`), or `the ledger`.
    var file: String
    var description: String {
        "a11y-crawl would write \(file) in the package, which the plugin may do only with the permission: run "
            + "'swift package --allow-writing-to-package-directory a11y-crawl …' (commands that only print, such as "
            + "'rules' or a 'check' without '--output', need no permission)"
    }
}
