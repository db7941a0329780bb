/// One option, declared once in `CommandOptions`: what it is (`spec`), its value type and parser, its default,
/// and how it applies to the options of the run. Read back typed: `options[\.jobs]`.
struct CommandOption<Value: Sendable>: AnyCommandOption {
    var spec: OptionSpec
    let defaultValue: Value
    /// The value after one more occurrence: the text given (nil for a flag), the value so far, the name used.
    let read: @Sendable (_ text: String?, _ current: Value, _ name: String) throws -> Value
    /// What else the value sets: a setting of the configuration, another option.
    let effect: @Sendable (inout CheckOptions, Value) -> Void

    func parse(_ text: String?, name: String, into options: inout CheckOptions) throws {
        let current = options.values[spec.name] as? Value ?? defaultValue
        let value = try read(text, current, name)
        options.values[spec.name] = value
        effect(&options, value)
    }

    /// An option that takes a value; the last one given counts.
    static func value(_ names: [String], _ type: OptionValue<Value>, help: String, default defaultText: String? = nil,
                      defaultValue: Value, commands: Set<String>, formats: OptionSpec.Formats = .every,
                      printsConfig: Bool = false,
                      effect: @escaping @Sendable (inout CheckOptions, Value) -> Void = { _, _ in }) -> CommandOption {
        CommandOption(spec: OptionSpec(names: names, placeholder: type.placeholder, completion: type.completion, help: help,
                                       defaultText: defaultText, commands: commands, formats: formats,
                                       printsConfig: printsConfig, repeatable: false),
                      defaultValue: defaultValue, read: { text, _, name in try type.parse(text ?? "", name) }, effect: effect)
    }

    /// An option that takes a value and may be given again; each value is added to the list.
    static func repeated<Element: Sendable>(_ names: [String], _ type: OptionValue<Element>, help: String,
                                            commands: Set<String>, printsConfig: Bool = false,
                                            effect: @escaping @Sendable (inout CheckOptions, [Element]) -> Void)
        -> CommandOption<[Element]> {
        CommandOption<[Element]>(spec: OptionSpec(names: names, placeholder: type.placeholder, completion: type.completion,
                                                  help: help, defaultText: nil, commands: commands, formats: .every,
                                                  printsConfig: printsConfig, repeatable: true),
                                 defaultValue: [], read: { text, current, name in current + [try type.parse(text ?? "", name)] },
                                 effect: effect)
    }
}

extension CommandOption where Value == Bool {
    /// An option that takes no value: given, it is true.
    static func flag(_ names: [String], help: String, commands: Set<String>, formats: OptionSpec.Formats = .every,
                     printsConfig: Bool = false,
                     effect: @escaping @Sendable (inout CheckOptions, Bool) -> Void = { _, _ in }) -> CommandOption {
        CommandOption(spec: OptionSpec(names: names, placeholder: nil, completion: .none, help: help, defaultText: nil,
                                       commands: commands, formats: formats, printsConfig: printsConfig, repeatable: false),
                      defaultValue: false, read: { _, _, _ in true }, effect: effect)
    }
}

/// A `CommandOption` of any value type, as the parser and the table hold it.
protocol AnyCommandOption: Sendable {
    var spec: OptionSpec { get }
    /// Reads one occurrence of the option (`text` nil for a flag) into `options`.
    func parse(_ text: String?, name: String, into options: inout CheckOptions) throws
}
