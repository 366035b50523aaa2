/// Splits a command's arguments into flags, option values and positionals, checking each option
/// against the command's list.
///
/// Conventions, as in most Unix tools: options may come before or after positionals; `--name value`
/// and `--name=value` both set a value; `--` ends the options, so a file named `--odd` can be
/// passed as `-- --odd`; a lone `-` is a positional.
enum ArgumentParser {
  /// What the arguments ask for: help, or a run with these arguments.
  enum Outcome: Equatable {
    case help
    case run(ParsedArguments)
  }

  static func parse(_ arguments: [String], for command: any Command.Type) throws(UsageError)
    -> Outcome
  {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument == "-h" || argument == "--help" { return .help }
      let name = String(argument.prefix { $0 != "=" })
      let inlineValue =
        argument.contains("=") ? String(argument.drop { $0 != "=" }.dropFirst()) : nil
      guard let option = command.options.first(where: { $0.name == name }) else {
        throw UsageError("unknown option '\(name)'")
      }
      if option.valueName == nil {
        guard inlineValue == nil else { throw UsageError("option '\(name)' takes no value") }
        parsed.flags.insert(name)
      } else if let inlineValue {
        parsed.values[name] = inlineValue
      } else if index < arguments.count {
        parsed.values[name] = arguments[index]
        index += 1
      } else {
        throw UsageError("option '\(name)' needs a value")
      }
    }
    let count = parsed.positionals.count
    if count < command.positionalCount.lowerBound {
      throw UsageError("missing argument")
    }
    if count > command.positionalCount.upperBound {
      let extra = parsed.positionals[command.positionalCount.upperBound]
      throw UsageError("unexpected argument '\(extra)'")
    }
    return .run(parsed)
  }
}
