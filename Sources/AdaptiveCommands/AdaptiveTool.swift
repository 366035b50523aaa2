/// The `adaptive` command-line tool: `adaptive <command> [options]`.
///
/// `Sources/adaptive/main.swift` only calls `run(arguments:context:)` and exits with its code;
/// tests call the same function in-process with a capturing `CommandContext`.
///
/// ```swift
/// let status = AdaptiveTool.run(arguments: ["solve", "example.system"], context: .standard)
/// ```
public enum AdaptiveTool {
  /// The tool's version, printed by `adaptive --version`.
  public static let version = "0.1.0-dev"

  /// Every command, in the order `adaptive help` lists them. Add new commands here.
  public static let commands: [any Command.Type] = [
    SolveCommand.self,
    QueryCommand.self,
    ValidateCommand.self,
    RotateCommand.self,
    ImportCommand.self,
    ProfilesCommand.self,
    MergeReportsCommand.self,
    RulesCommand.self,
  ]

  /// Runs the tool with the arguments after the program name and returns the exit status.
  ///
  /// Exit status: 0 success, 1 layout problems found, 2 bad input or usage.
  public static func run(arguments: [String], context: CommandContext) -> Int32 {
    guard let first = arguments.first else {
      context.writeError(overview)
      return ExitCode.badInput.rawValue
    }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "-h", "--help":
      context.writeOutput(overview)
      return ExitCode.success.rawValue
    case "--version":
      context.writeOutput("adaptive \(version)\n")
      return ExitCode.success.rawValue
    case "help":
      return help(topics: rest, context: context).rawValue
    default:
      break
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      let what = first.hasPrefix("-") ? "unknown option" : "unknown command"
      context.writeError(
        "adaptive: error: \(what) '\(first)'\nSee 'adaptive --help' for the commands.\n")
      return ExitCode.badInput.rawValue
    }
    do {
      switch try ArgumentParser.parse(rest, for: command) {
      case .help:
        context.writeOutput(commandHelp(command))
        return ExitCode.success.rawValue
      case .run(let parsed):
        return command.run(parsed, context: context).rawValue
      }
    } catch {
      context.writeError(
        "adaptive \(command.name): error: \(error.message)\n"
          + "usage: \(command.usage)\nSee 'adaptive help \(command.name)'.\n")
      return ExitCode.badInput.rawValue
    }
  }

  /// `adaptive help [command]`.
  private static func help(topics: [String], context: CommandContext) -> ExitCode {
    guard let topic = topics.first else {
      context.writeOutput(overview)
      return .success
    }
    guard topics.count == 1, let command = commands.first(where: { $0.name == topic }) else {
      let what = topics.count == 1 ? "unknown command '\(topic)'" : "too many arguments to 'help'"
      context.writeError("adaptive help: error: \(what)\nusage: adaptive help [COMMAND]\n")
      return .badInput
    }
    context.writeOutput(commandHelp(command))
    return .success
  }

  /// The text of `adaptive --help`.
  static var overview: String {
    let width = max(4, commands.map { $0.name.count }.max() ?? 0) + 2
    func pad(_ name: String) -> String { name + String(repeating: " ", count: width - name.count) }
    var text = """
      adaptive \(version): Auto Layout with size classes, on the command line.

      usage: adaptive <command> [options]

      commands:

      """
    for command in commands {
      text += "  \(pad(command.name))\(command.summary)\n"
    }
    text += "  \(pad("help"))Show this help, or a command's: adaptive help <command>.\n"
    text += """

      options:
        -h, --help    Show this help.
        --version     Print the version.

      exit status: 0 success, 1 layout problems found, 2 bad input or usage.

      """
    return text
  }

  /// The text of `adaptive help <command>` and `adaptive <command> --help`.
  static func commandHelp(_ command: any Command.Type) -> String {
    var text = "usage: \(command.usage)\n\n\(command.help)\n\noptions:\n"
    let options = command.options + [CommandOption("-h, --help", summary: "Show this help.")]
    let spellings = options.map { option in
      option.valueName.map { "\(option.name) \($0)" } ?? option.name
    }
    let width = (spellings.map(\.count).max() ?? 0) + 2
    for (spelling, option) in zip(spellings, options) {
      text +=
        "  \(spelling)\(String(repeating: " ", count: width - spelling.count))\(option.summary)\n"
    }
    return text
  }
}
