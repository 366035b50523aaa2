import AdaptiveLayout
import DeviceProfiles
import SizeClasses

/// `adaptive profiles`: every device profile and configuration.
public enum ProfilesCommand: Command {
  public static let name = "profiles"
  public static let summary = "List the device profiles and their configurations."
  public static let usage = "adaptive profiles [--profiles DIR] [--format text|json]"
  public static let help = """
    Lists every device profile built into the tool (and those in DIR, which add or replace
    profiles by id), one line per configuration: its size in points, size classes, safe-area
    insets (top, left, bottom, right), the root's system minimum margins and the display scale.
    --format json prints the same as JSON: every profile with its configurations.
    """
  public static let options = [
    CommandOption("--profiles", valueName: "DIR", summary: "Add or override profiles from DIR."),
    CommandOption("--format", valueName: "FORMAT", summary: "text (default) or json."),
  ]
  public static let positionalCount = 0...0

  public static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
    let format = arguments.values["--format"] ?? "text"
    guard ["text", "json"].contains(format) else {
      return context.usageError(name, "unknown format '\(format)': expected text or json")
    }
    switch loadCatalog(arguments, context: context) {
    case .failure(let failure): return failure.code
    case .success(let catalog):
      if format == "json" {
        context.writeOutput(json(catalog).rendered() + "\n")
      } else {
        context.writeOutput(catalog.listing.map { $0 + "\n" }.joined())
      }
      return .success
    }
  }

  /// Every profile, in catalog order, with its configurations.
  static func json(_ catalog: ProfileCatalog) -> JSONValue {
    func size(_ s: LayoutSize) -> JSONValue {
      .object([("width", .number(s.width)), ("height", .number(s.height))])
    }
    let profiles = catalog.profiles.map { p -> JSONValue in
      .object([
        ("id", .string(p.id)), ("name", .string(p.name)), ("scale", .number(p.scale)),
        (
          "systemMinimumMargins",
          .object([
            ("leading", .number(p.systemMinimumMargins.leading)),
            ("trailing", .number(p.systemMinimumMargins.trailing)),
          ])
        ),
        (
          "configurations",
          .array(
            p.configurations.map { c in
              .object([
                ("name", .string(c.name)), ("size", size(c.size)),
                (
                  "traits",
                  .object([
                    ("width", .string(c.sizeClass.width.rawValue)),
                    ("height", .string(c.sizeClass.height.rawValue)),
                  ])
                ),
                (
                  "safeArea",
                  .object([
                    ("top", .number(c.safeArea.top)), ("left", .number(c.safeArea.left)),
                    ("bottom", .number(c.safeArea.bottom)), ("right", .number(c.safeArea.right)),
                  ])
                ),
              ])
            })
        ),
      ])
    }
    return .object([("profiles", .array(profiles))])
  }

  /// The bundled profiles plus `--profiles DIR`; a profile error is printed and is exit 2.
  static func loadCatalog(_ arguments: ParsedArguments, context: CommandContext) -> Result<
    ProfileCatalog, ExitFailure
  > {
    do {
      var catalog = try ProfileCatalog.bundled()
      if let directory = arguments.values["--profiles"] {
        catalog = try catalog.loading(directory: directory)
      }
      return .success(catalog)
    } catch {
      context.writeError("\(error)\n")
      return .failure(ExitFailure(code: .badInput))
    }
  }
}

/// An exit status carried through a `Result`.
struct ExitFailure: Error {
  var code: ExitCode
}
