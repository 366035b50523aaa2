/// One subcommand of the `adaptive` tool, such as `adaptive solve`.
///
/// To add a command, write a type conforming to `Command` in its own file and list it in
/// `AdaptiveTool.commands`; the dispatcher, `adaptive help` and the usage errors pick it up.
///
/// ```swift
/// enum GreetCommand: Command {
///   static let name = "greet"
///   static let summary = "Say hello."
///   static let usage = "adaptive greet NAME"
///   static let help = "Prints a greeting."
///   static let options: [CommandOption] = []
///   static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
///     context.writeOutput("hello\n")
///     return .success
///   }
/// }
/// ```
public protocol Command: Sendable {
  /// The word that selects the command: `adaptive <name>`.
  static var name: String { get }
  /// A one-line summary for the command list of `adaptive help`.
  static var summary: String { get }
  /// The synopsis after `usage:`, such as `adaptive solve FILE [--ambiguous]`.
  static var usage: String { get }
  /// Paragraphs for `adaptive help <name>`, after the synopsis and before the options.
  static var help: String { get }
  /// The options the command accepts (`-h`/`--help` is always accepted and need not be listed).
  static var options: [CommandOption] { get }
  /// The positional arguments the command accepts, as a range of counts.
  static var positionalCount: ClosedRange<Int> { get }
  /// Runs the command on arguments already checked against `options` and `positionalCount`.
  static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode
}

/// An option of a command: a flag (`--ambiguous`) or an option with a value (`--profile NAME`).
public struct CommandOption: Sendable {
  /// The spelling, with its dashes: `--ambiguous`.
  public var name: String
  /// The value's placeholder for help text (`NAME`), or `nil` for a flag that takes no value.
  public var valueName: String?
  /// One line of help.
  public var summary: String

  /// Creates an option.
  public init(_ name: String, valueName: String? = nil, summary: String) {
    self.name = name
    self.valueName = valueName
    self.summary = summary
  }
}

/// A command's arguments after the options were recognized: flags, option values, positionals.
public struct ParsedArguments: Equatable, Sendable {
  /// The flags given, by spelling (`--ambiguous`).
  public var flags: Set<String> = []
  /// The values of options that take one, by spelling; the last one given wins.
  public var values: [String: String] = [:]
  /// The positional arguments, in order.
  public var positionals: [String] = []

  /// Creates an empty set of arguments.
  public init() {}

  /// Whether a flag was given.
  public func has(_ flag: String) -> Bool { flags.contains(flag) }
}

/// A mistake in how a command was invoked: an unknown option, a missing file. Exit code 2.
public struct UsageError: Error, Equatable, Sendable {
  /// What is wrong, in one sentence without a trailing period.
  public var message: String

  /// Creates a usage error.
  public init(_ message: String) {
    self.message = message
  }
}
