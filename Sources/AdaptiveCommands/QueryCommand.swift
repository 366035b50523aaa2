import AdaptiveLayout
import DeviceProfiles
import Foundation
import LayoutRendering
import LayoutValidation
import SceneFormat
import SizeClasses

/// `adaptive query SCENE`: where every view goes, for one size and size class.
public enum QueryCommand: Command {
  public static let name = "query"
  public static let summary = "Lay out a .scene, .storyboard or .xib and print every frame."
  public static let usage =
    "adaptive query SCENE [--size WxH] [--class wX-hY] [--profile ID [--config NAME]] "
    + "[--profiles DIR] [--rtl] [--snap] [--scale S] [--format text|json|svg] [-o FILE]"
  public static let help = """
    Lays out SCENE for one root size and size-class pair and prints every view's frame in its
    superview's coordinates. Without --size or --profile a scene is laid out on its canvas: its
    size, and the classes (unless --class), safe area, margins and scale its `canvas` statement
    gives; else at 375x667 in wAny-hAny. The root's leading and trailing margins are 16 in a
    compact width, 20 otherwise, unless the canvas says.
    With --profile, the size, size classes, safe area, margins and display scale come from the
    device's configuration (--config, default portrait; see `adaptive profiles`); --class still
    overrides the classes.
    SCENE - reads standard input. A .storyboard or .xib (known by its extension or its content)
    is read scene by scene, each under a heading with its id and title (--scene picks one);
    without --size, --class or --profile each is laid out on its design device or canvas, where
    Xcode recorded its frames. Problems go to stderr as `adaptive validate` reports them, with
    the same rule ids and severities (and those of .adaptive.json, found upward from the working
    directory): required constraints that conflict (one is broken to go on, as Auto Layout does)
    and views not fixed on an axis are errors; --format json lists them too.
    On a terminal, a run that takes more than 2 seconds shows its progress (layouts done /
    total) on stderr.
    Exit status: 0 when no problem is an error; 1 when one is — the layout is printed all the
    same; 2 for bad input.
    """
  public static let options = [
    CommandOption("--size", valueName: "WxH", summary: "The root view's size in points."),
    CommandOption("--class", valueName: "wX-hY", summary: "The size classes (wC-hR, wR-hAny…)."),
    CommandOption("--profile", valueName: "ID", summary: "A device profile (adaptive profiles)."),
    CommandOption("--config", valueName: "NAME", summary: "The profile's configuration."),
    CommandOption("--profiles", valueName: "DIR", summary: "Add or override profiles from DIR."),
    CommandOption("--rtl", summary: "Right-to-left layout: leading is the right edge."),
    CommandOption(
      "--snap", summary: "Round frames to the pixel grid (1/scale), as UIKit shows them."),
    CommandOption(
      "--scale", valueName: "S",
      summary: "The display scale for --snap (default: the device's or canvas's, else 2)."),
    CommandOption("--format", valueName: "FORMAT", summary: "text (default), json or svg."),
    CommandOption("-o", valueName: "FILE", summary: "Write the output to FILE instead of stdout."),
    sceneOption,
  ]
  public static let positionalCount = 1...1

  public static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
    let path = arguments.positionals[0]
    // Options first: a usage error should not wait for a parse.
    let format = arguments.values["--format"] ?? "text"
    guard ["text", "json", "svg"].contains(format) else {
      return usage(context, "unknown format '\(format)': expected text, json or svg")
    }
    var traits = SizeClassPair.anyAny
    if let text = arguments.values["--class"] {
      guard let parsed = SizeClassPair(notation: text) else {
        return usage(context, "bad size class '\(text)': expected wX-hY, X and Y one of C, R, Any")
      }
      traits = parsed
    }
    var requestedSize: LayoutSize?
    if let text = arguments.values["--size"] {
      switch parseSize(text) {
      case .success(let parsed): requestedSize = parsed
      case .failure(let error): return usage(context, error.message)
      }
    }
    // A profile folder given is read (and its errors reported) even without --profile.
    var catalog: ProfileCatalog?
    if arguments.values["--profiles"] != nil || arguments.values["--profile"] != nil {
      switch ProfilesCommand.loadCatalog(arguments, context: context) {
      case .failure(let failure): return failure.code
      case .success(let loaded): catalog = loaded
      }
    }
    var device: (DeviceProfile, DeviceConfiguration)?
    if let id = arguments.values["--profile"] {
      guard arguments.values["--size"] == nil else {
        return usage(context, "--size and --profile both set the size: give one")
      }
      guard let profile = catalog?.profile(id: id) else {
        return usage(context, "unknown profile '\(id)'; see 'adaptive profiles'")
      }
      let name = arguments.values["--config"] ?? "portrait"
      guard let configuration = profile.configuration(named: name) else {
        let names = profile.configurations.map(\.name).joined(separator: ", ")
        return usage(context, "'\(id)' has no configuration '\(name)': \(names)")
      }
      device = (profile, configuration)
      if arguments.values["--class"] == nil { traits = configuration.sizeClass }
    } else if arguments.values["--config"] != nil {
      return usage(context, "--config needs --profile")
    }
    var scale = device?.0.scale ?? 2.0
    if let text = arguments.values["--scale"] {
      guard let parsed = Double(text), parsed.isFinite, parsed > 0, parsed <= 16 else {
        return usage(
          context, "bad scale '\(cut(text))': expected a number above 0 and at most 16, e.g. 2")
      }
      scale = parsed
    }

    // A `.scene` file's model is checked here, not by the loader: the engine checks the class
    // it is built for as it builds (the loader's check of that class repeated it, 8% of a
    // 10,000-view chain's run), and the other classes are checked before it.
    guard var loaded = context.loadScenes(path, arguments, checkingClasses: false) else {
      return .badInput
    }
    let isDocument = loaded.first?.document != nil
    // The rules (.adaptive.json) are read once the first layout is built, so that a scene whose
    // model breaks Auto Layout's rules is refused first, as when the loader checked it.
    var configuredRules: RuleSeverities?
    let shown = CommandContext.displayPath(path)
    // Progress (scenes laid out / total) once a run has taken a couple of seconds, on a
    // terminal: a document of many scenes, or a scene that takes long.
    let meter = ProgressMeter(
      label: "adaptive \(name)", total: loaded.count, sink: context.showProgress)
    var context = context
    context.pause(for: meter)
    meter.tick()
    defer { meter.finish() }
    var texts: [String] = []
    var objects: [JSONValue] = []
    var pictures: [LayoutPicture] = []
    var hasErrors = false
    for index in loaded.indices {
      // Each scene is read once, to resolve it for the classes asked for; it is released from
      // the list as it is taken, so that a large scene is not kept alive beside its resolved
      // copy and the engine (a 50,000-view grid: the scene alone is 81 MB).
      let item = LoadedScene(
        scene: AdaptiveScene(), document: loaded[index].document, path: loaded[index].path)
      var adaptive = AdaptiveScene()
      swap(&adaptive, &loaded[index].scene)
      var traits = traits
      let environment: LayoutEnvironment
      // What the layout was checked on, for the target's name and the output.
      var targetName = device.map { "\($0.0.id) \($0.1.name)" } ?? traits.description
      var deviceText = device.map { "\($0.0.id) \($0.1.name), " } ?? ""
      var deviceJSON: JSONValue =
        device.map {
          .object([("profile", .string($0.0.id)), ("configuration", .string($0.1.name))])
        } ?? .null
      if let (profile, configuration) = device {
        environment = profile.environment(for: configuration, rightToLeft: arguments.has("--rtl"))
      } else if let canvas = adaptive.canvas, requestedSize == nil {
        // A scene is laid out where it was designed: a document's design device or canvas
        // (where Xcode recorded its frames), or a `.scene` file's `canvas` statement; its
        // classes unless --class, its safe area and margins.
        if arguments.values["--class"] == nil, let canvasTraits = canvas.traits {
          traits = canvasTraits
        }
        environment = canvas.environment(for: traits, rightToLeft: arguments.has("--rtl"))
        targetName = traits.description
        if let design = item.document?.canvas {
          targetName = design.description
          // The heading names the canvas already; the title line keeps the size and classes.
          deviceText = ""
          deviceJSON = .object([("canvas", .string(design.description))])
        }
      } else {
        environment = LayoutEnvironment(
          rootSize: requestedSize ?? LayoutSize(width: 375, height: 667),
          safeAreaInsets: .zero,
          systemMinimumMargin: LayoutEnvironment.defaultSystemMinimumMargin(
            compactWidth: traits.width == .compact),
          isRightToLeft: arguments.has("--rtl"))
      }
      // The classes the engine is not built for are checked now, while the scene is whole;
      // the one it is built for, by the engine.
      let checkedByEngine = !loaded[index].classesChecked
      if checkedByEngine {
        var problems = SceneLoader.classDiagnostics(of: adaptive, except: traits)
        if !problems.isEmpty {
          // Every class's problems, each once and in source order, as the loader reports them.
          problems = SceneLoader.classDiagnostics(of: adaptive, except: nil)
          context.writeError(problems.map { "\($0)\n" }.joined())
          return .badInput
        }
      }
      var resolved = adaptive.resolved(for: traits)
      let sceneTitle = adaptive.title
      let sceneScale = adaptive.canvas?.scale
      adaptive = AdaptiveScene()
      let size = environment.rootSize
      let engine: LayoutEngine
      // The engine holds its own copy of every view and constraint, and the report reads only
      // the variation conflicts: the resolved scene (and which declaration each of its
      // constraints came from) is handed to the engine, which frees its
      // views once it has copied them, and is gone before the report (a 50,000-view grid: 50
      // MB at the peak).
      var scene = Scene()
      swap(&scene, &resolved.scene)
      resolved.constraintSources = []
      do {
        engine = try LayoutEngine(scene: consume scene, environment: environment)
      } catch {
        // The class's problems, each once, as the loader reports them; for a document, whose
        // reader validated every class, only reachable if the model disagrees.
        var seen = NameSet()  // membership only
        let problems = error.diagnostics.filter { seen.insert($0.description) }
        context.writeError(problems.map { "\($0)\n" }.joined())
        return .badInput
      }
      let rules: RuleSeverities
      if let configured = configuredRules {
        rules = configured
      } else {
        switch ValidateCommand.loadConfiguration(ParsedArguments(), context: context) {
        case .failure(let failure): return failure.code
        case .success(let configuration): rules = configuration.rules
        }
        configuredRules = rules
      }

      let target = ValidationTarget(
        name: targetName, profile: device?.0.id, configuration: device?.1.name, traits: traits,
        environment: environment)
      let report = LayoutReport(
        engine: engine, path: shown, target: target, resolved: resolved, rules: rules)
      report.writeDiagnostics(to: context.writeError)
      hasErrors = hasErrors || report.hasErrors
      let title = item.document?.title ?? sceneTitle ?? (shown as NSString).lastPathComponent
      // --scale, else the device's, else the design screen's, else 2.
      let designScale =
        requestedSize == nil && device == nil && arguments.values["--scale"] == nil
        ? sceneScale : nil
      let snapScale: Double? = arguments.has("--snap") ? (designScale ?? scale) : nil
      switch format {
      case "json":
        var object = report.json(
          title: title, traits: traits, snapScale: snapScale, device: deviceJSON)
        if let scene = item.document, case .object(let fields) = object {
          object = .object(
            [("id", .string(scene.id))] + fields + [
              ("intrinsicSizesFromTextModel", .array(scene.textSizedViews.map(JSONValue.string)))
            ])
        }
        objects.append(object)
      case "svg":
        let caption =
          "\(title) — \(deviceText)\(JSONNumber.text(size.width))x"
          + "\(JSONNumber.text(size.height)), \(traits)"
        pictures.append(
          LayoutPicture(title: caption, engine: engine, highlighted: report.highlightedItems))
      default:
        var text = ""
        if let heading = item.heading, let scene = item.document {
          text += "== \(heading) on \(scene.canvas.description)\n"
          if !scene.textSizedViews.isEmpty {
            text += "intrinsic sizes from the text model: "
            text += scene.textSizedViews.joined(separator: ", ") + "\n"
          }
        }
        texts.append(
          text
            + report.text(title: title, traits: traits, snapScale: snapScale, device: deviceText))
      }
      meter.advance()
      // The last layout's engine is freed with the process (`keepUntilExit`); the others are
      // freed as the next one is built, so at most one is alive at a time.
      if index == loaded.indices.last { context.keepUntilExit?(engine) }
    }
    let output: String
    switch format {
    case "json":
      let value =
        isDocument
        ? JSONValue.object([("document", .string(shown)), ("scenes", .array(objects))])
        : objects.first ?? .null
      output = value.rendered() + "\n"
    case "svg":
      output =
        pictures.count == 1
        ? SVGWriter.document(pictures[0]) : SVGWriter.sheet(pictures, columns: 3)
    default:
      output = texts.joined(separator: "\n")
    }
    guard context.deliver(output, arguments) else { return .badInput }
    return hasErrors ? .layoutProblems : .success
  }

  static func usage(_ context: CommandContext, _ message: String) -> ExitCode {
    context.usageError(name, message)
  }

  /// The largest root size accepted, in points on each axis: far beyond any screen, small
  /// enough that frames keep their precision.
  static let maximumSize = 100_000.0

  /// Reads `WxH`: two numbers above 0 and at most `maximumSize`; the message says which rule a
  /// bad size breaks.
  static func parseSize(_ text: String) -> Result<LayoutSize, UsageError> {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite,
      h.isFinite
    else {
      return .failure(UsageError("bad size '\(cut(text))': expected WxH, e.g. 375x667"))
    }
    guard w > 0, h > 0 else {
      return .failure(
        UsageError("bad size '\(cut(text))': width and height must be above 0, e.g. 375x667"))
    }
    guard w <= maximumSize, h <= maximumSize else {
      return .failure(
        UsageError(
          "bad size '\(cut(text))': at most \(Int(maximumSize)) points on each side"))
    }
    return .success(LayoutSize(width: w, height: h))
  }

  /// Text quoted in a message: at most 40 characters, cut with an ellipsis.
  static func cut(_ text: String) -> String { ConfigurationReader.cut(text) }
}
