import LayoutValidation

/// `adaptive rules`: every rule `validate` checks, with its id, its severity and what it finds,
/// as `swiftlint rules` lists SwiftLint's.
public enum RulesCommand: Command {
  public static let name = "rules"
  public static let summary = "List the rules validate checks, with their severities."
  public static let usage = "adaptive rules [--config FILE] [--format text|json]"
  public static let help = """
    Lists every rule: its id (printed after each problem, and used in .adaptive.json, baselines,
    SARIF and JUnit), its default severity, the severity the configuration gives it
    (.adaptive.json found upward from the working directory, or --config FILE), and what it
    finds. Docs/rules.md has an example of each.
    """
  public static let options = [
    CommandOption("--config", valueName: "FILE", summary: "Read this configuration file."),
    CommandOption("--format", valueName: "FORMAT", summary: "text (default) or json."),
  ]
  public static let positionalCount = 0...0

  public static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
    let format = arguments.values["--format"] ?? "text"
    guard ["text", "json"].contains(format) else {
      return context.usageError(name, "unknown format '\(format)': expected text or json")
    }
    let configuration: ValidationConfiguration
    switch ValidateCommand.loadConfiguration(arguments, context: context) {
    case .failure(let failure): return failure.code
    case .success(let loaded): configuration = loaded
    }
    let rules = ValidationRule.allCases
    if format == "json" {
      let list = rules.map { rule -> JSONValue in
        .object([
          ("id", .string(rule.id)), ("default", .string(rule.defaultSeverity.rawValue)),
          ("severity", .string(configuration.rules[rule].rawValue)),
          ("summary", .string(rule.summary)),
        ])
      }
      context.writeOutput(JSONValue.object([("rules", .array(list))]).rendered() + "\n")
      return .success
    }
    let width = (rules.map(\.id.count).max() ?? 0) + 2
    var out = "RULE" + String(repeating: " ", count: width - 4) + "DEFAULT  SEVERITY  FINDS\n"
    for rule in rules {
      let severity = configuration.rules[rule].rawValue
      let fallback = rule.defaultSeverity.rawValue
      out +=
        rule.id + String(repeating: " ", count: width - rule.id.count)
        + fallback + String(repeating: " ", count: 9 - fallback.count)
        + severity + String(repeating: " ", count: 10 - severity.count) + rule.summary + "\n"
    }
    context.writeOutput(out)
    return .success
  }
}
