import AdaptiveLayout
import DeviceProfiles
import Foundation
import InterfaceBuilder
import Interpolation
import LayoutRendering
import LayoutValidation
import SceneFormat
import SizeClasses
import TraitDiff

/// `adaptive rotate SCENE --profile ID --sequence portrait,landscape,…`: a device turning (or an
/// iPad's split view resizing), step by step.
public enum RotateCommand: Command {
  public static let name = "rotate"
  public static let summary = "Simulate rotations and split-view resizes, with the animation."
  public static let usage =
    "adaptive rotate SCENE [--profile ID] [--sequence CONFIG,CONFIG,...] [--duration S] "
    + "[--curve CURVE] [--fps N] [--no-fade] [--profiles DIR] [--format text|json|svg] [-o FILE]"
  public static let help = """
    Lays SCENE out in the first configuration of the sequence (names as in `adaptive profiles`:
    portrait, landscape, landscape-1/3, landscape-1/2, landscape-2/3, portrait-1/3,
    portrait-2/3, slide-over; default portrait,landscape), then applies each next one to the
    live layout: the constraints and views the new size classes uninstall, install and change
    (deactivating first), then the new size and safe area. Each step is animated from the old frames to the new over --duration
    seconds (default 0.4) under --curve: linear, easeIn, easeOut, easeInOut (the default),
    cubic(x1,y1,x2,y2), spring(response,dampingFraction) as SwiftUI defines it, or
    spring(mass,stiffness,damping,initialVelocity) as Core Animation does (a spring runs until it
    settles). Views installed only in the new state fade in at their final frame, views
    uninstalled fade out at their old one (--no-fade: they switch at once).
    A .storyboard or .xib designed on a device with a bundled profile needs no --profile: it
    turns on that device, from the orientation it was designed in to the other.
    text: per step the trait change, the diff and the final frames. json: per step the diff and
    every sampled frame at --fps (default 60). svg: an animated SVG that plays the sequence.
    """
  public static let options = [
    CommandOption(
      "--profile", valueName: "ID",
      summary: "The device (adaptive profiles); a document's design device by default."),
    CommandOption(
      "--sequence", valueName: "LIST",
      summary: "Configurations, comma-separated (default portrait,landscape)."),
    CommandOption("--duration", valueName: "S", summary: "Seconds per step (default 0.4)."),
    CommandOption("--curve", valueName: "CURVE", summary: "The timing curve or spring."),
    CommandOption("--fps", valueName: "N", summary: "Samples per second (default 60)."),
    CommandOption("--no-fade", summary: "Views come and go at once instead of fading."),
    CommandOption("--profiles", valueName: "DIR", summary: "Add or override profiles from DIR."),
    CommandOption("--format", valueName: "FORMAT", summary: "text (default), json or svg."),
    CommandOption("-o", valueName: "FILE", summary: "Write the output to FILE instead of stdout."),
    sceneOption,
  ]
  public static let positionalCount = 1...1

  static func fail(_ context: CommandContext, _ message: String) -> ExitCode {
    context.usageError(name, message)
  }

  public static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
    let path = arguments.positionals[0]
    let format = arguments.values["--format"] ?? "text"
    guard ["text", "json", "svg"].contains(format) else {
      return fail(context, "unknown format '\(format)': expected text, json or svg")
    }
    // A document designed on a device with a bundled profile turns on that device, from the
    // orientation it was designed in to the other; anything else needs --profile.
    var loadedFirst: [LoadedScene]?
    var defaultSequence = "portrait,landscape"
    let id: String
    if let given = arguments.values["--profile"] {
      id = given
    } else {
      let (scenes, diagnostics) = context.sceneLoading(path, scene: arguments.values["--scene"])
      guard let loaded = scenes, loaded.contains(where: { $0.document != nil }) else {
        // A document that does not read says why; a .scene file needs a device.
        guard scenes == nil, DocumentReader.hasDocumentExtension(path) else {
          return fail(context, "--profile is required")
        }
        context.writeError(diagnostics.map { "\($0.text)\n" }.joined())
        return .badInput
      }
      context.writeError(diagnostics.map { "\($0.text)\n" }.joined())
      let canvases = loaded.compactMap { $0.document?.canvas }
      guard let design = canvases.first, let designProfile = design.profileID,
        canvases.count == loaded.count,
        canvases.allSatisfy({ $0.profileID == designProfile })
      else {
        let devices = Array(Set(canvases.map(\.description))).sorted().joined(separator: "; ")
        return fail(
          context,
          "--profile is required: no bundled profile has the design screen of every scene "
            + "(\(devices)); give one, or pick a scene with --scene")
      }
      id = designProfile
      if canvases.allSatisfy({ $0.configurationName == "landscape" }) {
        defaultSequence = "landscape,portrait"
      }
      loadedFirst = loaded
    }
    let list = arguments.values["--sequence"] ?? defaultSequence
    let duration = Double(arguments.values["--duration"] ?? "0.4") ?? .nan
    guard duration.isFinite, duration > 0, duration <= Transition.maximumDuration else {
      return fail(
        context, "bad duration '\(arguments.values["--duration"] ?? "")': seconds in (0, 60]")
    }
    let fps = Double(arguments.values["--fps"] ?? "60") ?? .nan
    guard fps.isFinite, fps > 0, fps <= Transition.maximumFrameRate else {
      return fail(context, "bad frame rate '\(arguments.values["--fps"] ?? "")': 1 to 1000")
    }
    let curve: TransitionCurve
    switch parseCurve(arguments.values["--curve"] ?? "easeInOut") {
    case .success(let parsed): curve = parsed
    case .failure(let error): return fail(context, error.description)
    }
    let catalog: ProfileCatalog
    switch ProfilesCommand.loadCatalog(arguments, context: context) {
    case .failure(let failure): return failure.code
    case .success(let loaded): catalog = loaded
    }
    guard let profile = catalog.profile(id: id) else {
      return fail(context, "unknown profile '\(id)'; see 'adaptive profiles'")
    }
    var configurations: [DeviceConfiguration] = []
    for name in list.split(separator: ",", omittingEmptySubsequences: false) {
      guard let configuration = profile.configuration(named: String(name)) else {
        let names = profile.configurations.map(\.name).joined(separator: ", ")
        return fail(context, "'\(id)' has no configuration '\(name)': \(names)")
      }
      configurations.append(configuration)
    }

    guard let loaded = loadedFirst ?? context.loadScenes(path, arguments) else {
      return .badInput
    }
    guard format != "svg" || loaded.count <= 1 else {
      return fail(context, "an animated SVG shows one scene; pick one with --scene")
    }
    let rules: RuleSeverities
    switch ValidateCommand.loadConfiguration(ParsedArguments(), context: context) {
    case .failure(let failure): return failure.code
    case .success(let configuration): rules = configuration.rules
    }
    // Every scene is turned before anything is written, so that a scene that cannot be laid
    // out leaves no partial output; the text is then written piece by piece.
    var rotated: [(item: LoadedScene, rotation: Rotation)] = []
    var failed = false
    for item in loaded {
      switch rotate(
        item, profile: profile, configurations, arguments, rules: rules, duration: duration,
        curve: curve)
      {
      case .failure(let error as SceneValidationError):
        context.writeError(error.diagnostics.map { "\($0)\n" }.joined())
        return .badInput
      case .failure(let error):
        return fail(context, "\(error)")
      case .success(let rotation):
        rotated.append((item, rotation))
        failed = failed || rotation.hasErrors
      }
    }
    guard let output = context.openOutput(arguments) else { return .badInput }
    // A document's JSON: its scenes, each the object a .scene file gives.
    let document = format == "json" && loaded.first?.document != nil
    if document {
      output.write(
        "{\"document\": \(JSONValue.string(CommandContext.displayPath(path)).rendered()), "
          + "\"scenes\": [\n")
    }
    for (index, (item, rotation)) in rotated.enumerated() {
      if index > 0 { output.write(document ? ",\n" : "\n") }
      switch format {
      case "json":
        do {
          try json(
            rotation, profile: profile, fps: fps, finalNewline: !document, emit: output.write)
        } catch {
          _ = output.finish()
          return fail(context, "\(error)")
        }
      case "svg":
        do {
          output.write(
            try AnimatedSVG.document(
              title: "\(rotation.title) — \(profile.name)",
              steps: rotation.steps.map {
                AnimatedSVG.Step(
                  caption: "\($0.from.name) → \($0.to.name)", transition: $0.transition)
              }, fps: fps))
        } catch {
          _ = output.finish()
          return fail(context, "\(error)")
        }
      default:
        output.write(
          (item.heading.map { "== \($0)\n" } ?? "")
            + text(
              title: rotation.title, profile: profile, first: rotation.first,
              start: rotation.start, rotation.steps, ids: rotation.identifiers))
      }
    }
    if document { output.write("\n]}\n") }
    guard output.finish() else { return .badInput }
    return failed ? .layoutProblems : .success
  }

  /// One scene turned through the sequence: what every output format is written from.
  struct Rotation {
    /// The scene's title (a document scene's, the scene's own, or the file's name).
    var title: String
    /// The configuration it starts in, and what `validate` reports there.
    var first: DeviceConfiguration
    var start: [ValidationProblem]
    /// Each change of configuration.
    var steps: [RotationStep]
    /// Each view's document id, for views read from a storyboard or xib.
    var identifiers: [String: String]
    /// Whether a configuration has a problem that is an error (with the severities `rules`
    /// gives).
    var hasErrors: Bool
  }

  /// One scene through the sequence, on the live layout.
  static func rotate(
    _ item: LoadedScene, profile: DeviceProfile, _ configurations: [DeviceConfiguration],
    _ arguments: ParsedArguments, rules: RuleSeverities, duration: Double,
    curve: TransitionCurve
  ) -> Result<Rotation, any Error> {
    let scene = item.scene
    let path = item.path
    var steps: [RotationStep] = []
    var start: [ValidationProblem] = []
    do {
      let first = configurations[0]
      let live = try LiveScene(
        scene, traits: first.sizeClass, environment: profile.environment(for: first))
      func check(_ c: DeviceConfiguration) -> [ValidationProblem] {
        // The same checks, at the same severities, as `validate` makes in this configuration.
        let target = ValidationTarget(
          name: "\(profile.id) \(c.name)", profile: profile.id, configuration: c.name,
          traits: c.sizeClass, environment: profile.environment(for: c))
        return Validator.check(
          target, engine: live.engine, resolved: live.resolved, rules: rules,
          alternativeFrames: false
        ).problems
      }
      start = check(first)
      for (previous, next) in zip(configurations, configurations.dropFirst()) {
        let before = TransitionState(engine: live.engine)
        let diff = try live.change(to: next.sizeClass, environment: profile.environment(for: next))
        let after = TransitionState(engine: live.engine)
        let transition = try Transition(
          from: before, to: after, duration: duration, curve: curve,
          fades: !arguments.has("--no-fade"))
        let problems = check(next)
        steps.append(
          RotationStep(
            from: previous, to: next, diff: diff, transition: transition,
            frames: live.engine.viewFrames, problems: problems))
      }
      let title = item.document?.title ?? scene.title ?? (path as NSString).lastPathComponent
      let failed = (start + steps.flatMap(\.problems)).contains { $0.severity == .error }
      return .success(
        Rotation(
          title: title, first: first, start: start, steps: steps, identifiers: item.identifiers,
          hasErrors: failed))
    } catch {
      return .failure(error)
    }
  }

  /// One step of the sequence.
  struct RotationStep {
    var from: DeviceConfiguration
    var to: DeviceConfiguration
    var diff: SceneDiff
    var transition: Transition
    var frames: [ViewFrame]
    /// What `validate` would report in the new configuration: conflicts, ambiguity, views off
    /// screen…, each at its location.
    var problems: [ValidationProblem]
  }

  /// Reads `linear`, `easeIn`, `easeOut`, `easeInOut`, `cubic(x1,y1,x2,y2)`, `spring(r,d)` and
  /// `spring(m,k,c,v)`.
  static func parseCurve(_ text: String) -> Result<TransitionCurve, CurveError> {
    switch text {
    case "linear": return .success(.linear)
    case "easeIn": return .success(.easeIn)
    case "easeOut": return .success(.easeOut)
    case "easeInOut": return .success(.easeInOut)
    default: break
    }
    guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else {
      return .failure(CurveError(text))
    }
    let name = text[..<open]
    let numbers = text[text.index(after: open)..<text.index(before: text.endIndex)]
      .split(separator: ",", omittingEmptySubsequences: false)
      .map { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard numbers.allSatisfy({ $0 != nil }) else { return .failure(CurveError(text)) }
    let v = numbers.compactMap { $0 }
    do {
      switch (name, v.count) {
      case ("cubic", 4): return .success(try .cubic(x1: v[0], y1: v[1], x2: v[2], y2: v[3]))
      case ("spring", 2): return .success(try .spring(response: v[0], dampingFraction: v[1]))
      case ("spring", 4):
        return .success(
          try .spring(mass: v[0], stiffness: v[1], damping: v[2], initialVelocity: v[3]))
      default: return .failure(CurveError(text))
      }
    } catch {
      return .failure(CurveError(text, reason: "\(error)"))
    }
  }

  /// A curve that does not read: the spelling is wrong, or (with `reason`) the numbers are.
  struct CurveError: Error, CustomStringConvertible {
    var text: String
    var reason: String?
    init(_ text: String, reason: String? = nil) {
      self.text = text
      self.reason = reason
    }
    var description: String {
      let quoted = ConfigurationReader.cut(text)
      if let reason { return "bad curve '\(quoted)': \(reason)" }
      return "bad curve '\(quoted)': expected linear, easeIn, easeOut, easeInOut, "
        + "cubic(x1,y1,x2,y2), spring(response,dampingFraction) or "
        + "spring(mass,stiffness,damping,initialVelocity)"
    }
  }

  static func describe(_ c: DeviceConfiguration) -> String {
    "\(c.name) (\(JSONNumber.text(c.size.width))x\(JSONNumber.text(c.size.height)), \(c.sizeClass))"
  }

  static func entry(_ c: ConstraintDescription) -> String {
    "\(c.displayName) (line \(c.location.line))"
  }

  static func text(
    title: String, profile: DeviceProfile, first: DeviceConfiguration,
    start: [ValidationProblem], _ steps: [RotationStep], ids: [String: String] = [:]
  ) -> String {
    var out = "\(title) — \(profile.name), starting \(describe(first))\n"
    for problem in start { out += TextReporter.line(problem, ids: ids) }
    for (i, step) in steps.enumerated() {
      out += "\nstep \(i + 1): \(describe(step.from)) → \(describe(step.to))\n"
      let d = step.diff
      if !d.uninstalledConstraints.isEmpty {
        out +=
          "  uninstalled: "
          + d.uninstalledConstraints.map { entry($0.constraint) }
          .joined(separator: ", ") + "\n"
      }
      if !d.installedConstraints.isEmpty {
        out +=
          "  installed: "
          + d.installedConstraints.map { entry($0.constraint) }
          .joined(separator: ", ") + "\n"
      }
      for change in d.changedConstraints {
        var what: [String] = []
        if change.old.constant != change.new.constant {
          what.append(
            "constant \(JSONNumber.text(change.old.constant)) → \(JSONNumber.text(change.new.constant))"
          )
        }
        if change.old.priority != change.new.priority {
          what.append("priority \(change.old.priority) → \(change.new.priority)")
        }
        out += "  changed: \(entry(change.new)): \(what.joined(separator: ", "))\n"
      }
      if !d.uninstalledViews.isEmpty {
        out += "  views uninstalled: \(d.uninstalledViews.map(\.name).joined(separator: ", "))\n"
      }
      if !d.installedViews.isEmpty {
        out += "  views installed: \(d.installedViews.map(\.name).joined(separator: ", "))\n"
      }
      for change in d.changedViews {
        out +=
          "  view changed: \(change.new.name): "
          + change.properties.map(\.rawValue).joined(separator: ", ") + "\n"
      }
      if d.isEmpty { out += "  no constraint or view changes\n" }
      for frame in step.frames {
        let r = frame.frame
        out +=
          "  \(frame.name)  "
          + [r.x, r.y, r.width, r.height].map(JSONNumber.text).joined(separator: " ") + "\n"
      }
      // Unindented, as compilers print them, so that editors and CI link each to its line.
      for problem in step.problems { out += TextReporter.line(problem, ids: ids) }
    }
    return out
  }

  static func frameJSON(_ r: LayoutRect) -> JSONValue {
    .object([
      ("x", .number(r.x)), ("y", .number(r.y)), ("width", .number(r.width)),
      ("height", .number(r.height)),
    ])
  }

  /// `ids`: each view's document id, for views read from a storyboard or xib, written beside
  /// its name.
  ///
  /// The text is written member by member, and the sampled frames one sample at a time,
  /// rather than built as one `JSONValue` and rendered: the frames are most of the document (a
  /// 10,000-view scene turned three times at 60 fps: 720,000 frames, 210 MB of text), and the
  /// value tree for them took more memory than the text itself. The bytes are those
  /// `JSONValue.rendered()` gives for the same document.
  ///
  /// `emit` receives the text a sample at a time; `finalNewline` ends the document
  /// with a line break (not when it is one scene of a document's array).
  static func json(
    _ rotation: Rotation, profile: DeviceProfile, fps: Double, finalNewline: Bool,
    emit: (String) -> Void
  ) throws {
    let steps = rotation.steps
    let ids = rotation.identifiers
    func constraint(_ c: ConstraintDescription) -> [(String, JSONValue)] {
      [("name", .string(c.displayName)), ("line", .number(Double(c.location.line)))]
    }
    var text = "{\n"
    func member(_ key: String, _ value: JSONValue, _ indentation: String, last: Bool = false) {
      JSONValue.writeMember(key, value, to: &text, indentation: indentation, last: last)
    }
    member("scene", .string(rotation.title), "  ")
    member("profile", .string(profile.id), "  ")
    member("start", .string(rotation.first.name), "  ")
    member(
      "startProblems", .array(rotation.start.map { JSONReporter.problem($0, ids: ids) }), "  ")
    let end = finalNewline ? "}\n" : "}"
    guard !steps.isEmpty else {
      member("steps", .array([]), "  ", last: true)
      emit(text + end)
      return
    }
    text += "  \"steps\": [\n"
    for (index, step) in steps.enumerated() {
      let d = step.diff
      let changed = d.changedConstraints.map { change -> JSONValue in
        var fields = constraint(change.new)
        if change.old.constant != change.new.constant {
          fields.append(
            ("constant", .array([.number(change.old.constant), .number(change.new.constant)])))
        }
        if change.old.priority != change.new.priority {
          fields.append(
            (
              "priority",
              .array([.number(Double(change.old.priority)), .number(Double(change.new.priority))])
            ))
        }
        return .object(fields)
      }
      let inner = "      "
      text += "    {\n"
      member("from", .string(step.from.name), inner)
      member("to", .string(step.to.name), inner)
      member(
        "traits",
        .object([
          ("width", .string(step.to.sizeClass.width.rawValue)),
          ("height", .string(step.to.sizeClass.height.rawValue)),
        ]), inner)
      member(
        "size",
        .object([
          ("width", .number(step.to.size.width)), ("height", .number(step.to.size.height)),
        ]), inner)
      member(
        "uninstalled", .array(d.uninstalledConstraints.map { .object(constraint($0.constraint)) }),
        inner)
      member(
        "installed", .array(d.installedConstraints.map { .object(constraint($0.constraint)) }),
        inner)
      member("changed", .array(changed), inner)
      member("uninstalledViews", .array(d.uninstalledViews.map { .string($0.name) }), inner)
      member("installedViews", .array(d.installedViews.map { .string($0.name) }), inner)
      member("problems", .array(step.problems.map { JSONReporter.problem($0, ids: ids) }), inner)
      // At least two sample times (the start and the end), so the array is never empty.
      let times = try step.transition.sampleTimes(fps: fps)
      text += inner + "\"frames\": [\n"
      for (k, time) in times.enumerated() {
        let views = step.transition.frames(at: time)
        let sample = JSONValue.object([
          ("t", .number(time)),
          (
            "views",
            .array(
              views.map { v in
                .object(
                  [("name", .string(v.name))]
                    + (ids[v.name].map { [("id", JSONValue.string($0))] } ?? [])
                    + [("frame", frameJSON(v.frame)), ("alpha", .number(v.alpha))])
              })
          ),
        ])
        text += inner + "  "
        sample.write(to: &text, indentation: inner + "  ")
        text += k == times.count - 1 ? "\n" : ",\n"
        emit(text)
        text.removeAll(keepingCapacity: true)
      }
      text += inner + "]\n"
      text += index == steps.count - 1 ? "    }\n" : "    },\n"
    }
    emit(text + "  ]\n" + end)
  }
}
