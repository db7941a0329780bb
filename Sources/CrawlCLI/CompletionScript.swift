import Foundation

/// `a11y-crawl completions <shell>`: a completion script for bash, zsh or fish, written from `CompletionSpec`
/// (the help text), so every subcommand and option the help lists is completed, with the values it takes.
enum CompletionScript {
    static let shells = ["bash", "zsh", "fish"]

    static func script(for shell: String, spec: CompletionSpec = .current) -> String? {
        switch shell {
        case "bash": return bash(spec)
        case "zsh": return zsh(spec)
        case "fish": return fish(spec)
        default: return nil
        }
    }

    // MARK: bash

    static func bash(_ spec: CompletionSpec) -> String {
        let top = spec.commands.map(\.name) + CompletionSpec.mainOptions.flatMap(\.names)
        var lines = [
            "# bash completion for a11y-crawl: written by 'a11y-crawl completions bash'.",
            "_a11y_crawl() {",
            "  local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
            "  COMPREPLY=()",
            "  if [ \"$COMP_CWORD\" -eq 1 ]; then",
            "    COMPREPLY=($(compgen -W \(quoted(top.joined(separator: " "))) -- \"$cur\"))",
            "    return",
            "  fi",
            "  case \"${COMP_WORDS[1]}\" in",
        ]
        for command in spec.commands {
            lines.append("    \(command.name))")
            if !command.actions.isEmpty {
                lines.append("      if [ \"$COMP_CWORD\" -eq 2 ]; then COMPREPLY=($(compgen -W \(quoted(command.actions.joined(separator: " "))) -- \"$cur\")); return; fi")
            }
            let valued = command.options.filter { $0.value != .none }
            if !valued.isEmpty {
                lines.append("      case \"$prev\" in")
                for option in valued {
                    lines.append("        \(option.names.joined(separator: "|"))) \(bashReply(option.value)); return ;;")
                }
                lines.append("      esac")
            }
            let names = command.options.flatMap(\.names).joined(separator: " ")
            lines.append("      if [[ \"$cur\" == -* ]]; then COMPREPLY=($(compgen -W \(quoted(names)) -- \"$cur\")); return; fi")
            lines.append("      \(bashReply(command.arguments))")
            lines.append("      ;;")
        }
        lines += ["  esac", "}", "complete -o filenames -o bashdefault -F _a11y_crawl a11y-crawl", ""]
        return lines.joined(separator: "\n")
    }

    private static func bashReply(_ value: CompletionSpec.Value) -> String {
        switch value {
        case .none, .free: return ":"
        case .choices(let words): return "COMPREPLY=($(compgen -W \(quoted(words.joined(separator: " "))) -- \"$cur\"))"
        case .file: return "COMPREPLY=($(compgen -f -- \"$cur\"))"
        case .directory: return "COMPREPLY=($(compgen -d -- \"$cur\"))"
        }
    }

    // MARK: zsh

    static func zsh(_ spec: CompletionSpec) -> String {
        var lines = [
            "#compdef a11y-crawl",
            "# zsh completion for a11y-crawl: written by 'a11y-crawl completions zsh'.",
            "_a11y_crawl() {",
            "  local -a subcommands",
            "  subcommands=(",
        ]
        lines += spec.commands.map { "    \(quoted($0.name + ":" + plain($0.summary)))" }
        lines += [
            "  )",
            "  if (( CURRENT == 2 )); then",
            "    _describe 'subcommand' subcommands",
            "    _arguments \(CompletionSpec.mainOptions.flatMap { option in option.names.map { quoted("\($0)[\(plain(option.summary))]") } }.joined(separator: " "))",
            "    return",
            "  fi",
            "  local command=$words[2]",
            "  words=(\"${(@)words[2,-1]}\"); (( CURRENT-- ))",
            "  case $command in",
        ]
        for command in spec.commands {
            lines.append("    \(command.name))")
            if !command.actions.isEmpty {
                lines.append("      if (( CURRENT == 2 )); then compadd -- \(command.actions.joined(separator: " ")); return; fi")
                lines.append("      words=(\"${(@)words[2,-1]}\"); (( CURRENT-- ))")
            }
            var specs: [String] = []
            for option in command.options {
                for name in option.names {
                    var entry = (option.repeatable ? "*" : "") + name + "[" + plain(option.summary) + "]"
                    if option.value != .none { entry += ":" + plain(option.names[0].trimmingDashes) + ":" + zshAction(option.value) }
                    specs.append(quoted(entry))
                }
            }
            if command.arguments != .none { specs.append(quoted("*:argument:" + zshAction(command.arguments))) }
            lines.append("      _arguments -s \\")
            lines += specs.map { "        \($0) \\" }
            lines.append("        && return")
            lines.append("      ;;")
        }
        lines += ["  esac", "}", "_a11y_crawl \"$@\"", ""]
        return lines.joined(separator: "\n")
    }

    private static func zshAction(_ value: CompletionSpec.Value) -> String {
        switch value {
        case .none, .free: return " "
        case .choices(let words): return "(" + words.joined(separator: " ") + ")"
        case .file: return "_files"
        case .directory: return "_files -/"
        }
    }

    // MARK: fish

    static func fish(_ spec: CompletionSpec) -> String {
        let names = spec.commands.map(\.name).joined(separator: " ")
        var lines = [
            "# fish completion for a11y-crawl: written by 'a11y-crawl completions fish'.",
            "complete -c a11y-crawl -f",
        ]
        for option in CompletionSpec.mainOptions {
            lines.append("complete -c a11y-crawl -n \(quoted("not __fish_seen_subcommand_from \(names)")) \(fishNames(option.names)) -d \(quoted(plain(option.summary)))")
        }
        for command in spec.commands {
            lines.append("complete -c a11y-crawl -n \(quoted("not __fish_seen_subcommand_from \(names)")) -a \(command.name) -d \(quoted(plain(command.summary)))")
            let seen = "__fish_seen_subcommand_from \(command.name)"
            if !command.actions.isEmpty {
                let actions = command.actions.joined(separator: " ")
                lines.append("complete -c a11y-crawl -n \(quoted("\(seen); and not __fish_seen_subcommand_from \(actions)")) -a \(quoted(actions))")
            }
            for option in command.options {
                lines.append("complete -c a11y-crawl -n \(quoted(seen)) \(fishNames(option.names))\(fishValue(option.value)) -d \(quoted(plain(option.summary)))")
            }
            switch command.arguments {
            case .choices(let words): lines.append("complete -c a11y-crawl -n \(quoted(seen)) -a \(quoted(words.joined(separator: " ")))")
            case .file, .directory: lines.append("complete -c a11y-crawl -n \(quoted(seen)) -F")
            case .none, .free: break
            }
        }
        lines.append("")
        return lines.joined(separator: "\n")
    }

    private static func fishNames(_ names: [String]) -> String {
        names.map { $0.hasPrefix("--") ? "-l " + $0.trimmingDashes : "-s " + $0.trimmingDashes }.joined(separator: " ")
    }

    private static func fishValue(_ value: CompletionSpec.Value) -> String {
        switch value {
        case .none: return ""
        case .free: return " -x"
        case .choices(let words): return " -x -a \(quoted(words.joined(separator: " ")))"
        case .file: return " -r -F"
        case .directory: return " -x -a '(__fish_complete_directories)'"
        }
    }

    // MARK: quoting

    /// `text` in single quotes, for every shell here (a quote inside is closed, escaped and reopened).
    static func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    /// A description with the characters the completion specs give meaning to (`[]:\` and quotes) left out.
    static func plain(_ text: String) -> String {
        String(text.filter { !"[]:\\'\"`$".contains($0) })
    }
}

extension String {
    fileprivate var trimmingDashes: String { String(drop { $0 == "-" }) }
}
