import DeviceProfiles
import SizeClasses

/// `adaptive profiles`: every device profile and configuration.
public enum ProfilesCommand: Command {
  public static let name = "profiles"
  public static let summary = "List the device profiles and their configurations."
  public static let usage = "adaptive profiles [--profiles DIR]"
  public static let help = """
    Lists every device profile built into the tool (and those in DIR, which add or replace
    profiles by id), one line per configuration: its size in points, size classes, safe-area
    insets (top, left, bottom, right), the root's system minimum margins and the display scale.
    """
  public static let options = [
    CommandOption("--profiles", valueName: "DIR", summary: "Add or override profiles from DIR.")
  ]
  public static let positionalCount = 0...0

  public static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
    switch loadCatalog(arguments, context: context) {
    case .failure(let failure): return failure.code
    case .success(let catalog):
      context.writeOutput(catalog.listing.map { $0 + "\n" }.joined())
      return .success
    }
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
