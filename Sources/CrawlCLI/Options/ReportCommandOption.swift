import Reports

/// A report's own option (`Report.ownOptions`) as the command line takes it: with `check` only, with the formats
/// that declare it, its value handed to the writer in `ReportOptions.values`.
struct ReportCommandOption: AnyCommandOption {
    let option: any AnyReportOption

    init(_ option: any AnyReportOption) { self.option = option }

    var spec: OptionSpec {
        OptionSpec(names: [option.name], placeholder: option.placeholder, completion: .choices(option.words),
                   help: option.help + " One of \(OptionSpec.list(option.words, and: "or")).", defaultText: option.defaultWord,
                   commands: CommandOptions.check, formats: .reports(hint: nil), printsConfig: false, repeatable: false)
    }

    func parse(_ text: String?, name: String, into options: inout CheckOptions) throws {
        guard let text, let value = option.value(of: text) else {
            throw OptionValueError("'\(name)' expects \(OptionSpec.list(option.words, and: "or")), got '\(text ?? "")'")
        }
        options.reportValues[option.name] = value
    }
}
