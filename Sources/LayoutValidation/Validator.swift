import AdaptiveLayout
import DeviceProfiles
import SizeClasses
import TraitDiff

/// Where a scene is checked: one of Interface Builder's 9 classes on its classic canvas, or one
/// configuration of a device profile.
public struct ValidationTarget: Sendable, Equatable {
  /// `wC hR` for a class canvas; `iphone-se-3 landscape` for a device.
  public var name: String
  /// The device's id, for a profile configuration.
  public var profile: String?
  /// The configuration's name, for a profile configuration.
  public var configuration: String?
  /// The size classes.
  public var traits: SizeClassPair
  /// Size, safe area, margins.
  public var environment: LayoutEnvironment

  /// Creates a target.
  public init(
    name: String, profile: String? = nil, configuration: String? = nil, traits: SizeClassPair,
    environment: LayoutEnvironment
  ) {
    self.name = name
    self.profile = profile
    self.configuration = configuration
    self.traits = traits
    self.environment = environment
  }

  /// Interface Builder's classic canvases: 400 points for compact, 600 for any, 800 for regular,
  /// on each axis; no safe area; root margins 16 in a compact width, 20 otherwise.
  public static func canvases(
    _ classes: [SizeClassPair] = SizeClassPair.all, compact: Double = 400, any: Double = 600,
    regular: Double = 800
  ) -> [ValidationTarget] {
    func length(_ c: SizeClass) -> Double {
      switch c {
      case .compact: return compact
      case .any: return any
      case .regular: return regular
      }
    }
    return classes.map { traits in
      ValidationTarget(
        name: traits.description, traits: traits,
        environment: LayoutEnvironment(
          rootSize: LayoutSize(width: length(traits.width), height: length(traits.height)),
          systemMinimumMargin: LayoutEnvironment.defaultSystemMinimumMargin(
            compactWidth: traits.width == .compact)))
    }
  }

  /// Every configuration of every profile, in catalog order (by id), optionally only those whose
  /// classes are in `classes`.
  public static func devices(_ catalog: ProfileCatalog, classes: [SizeClassPair]? = nil)
    -> [ValidationTarget]
  {
    catalog.profiles.flatMap { profile in
      profile.configurations.compactMap { configuration in
        if let classes, !classes.contains(configuration.sizeClass) { return nil }
        return ValidationTarget(
          name: "\(profile.id) \(configuration.name)", profile: profile.id,
          configuration: configuration.name, traits: configuration.sizeClass,
          environment: profile.environment(for: configuration))
      }
    }
  }
}

/// A problem found in one target.
public struct ValidationProblem: Sendable, Equatable, CustomStringConvertible {
  /// What kind of problem.
  public enum Kind: String, Sendable, Equatable {
    /// Required constraints that cannot all hold (an error).
    case unsatisfiable
    /// A view or layout guide not fixed on an axis (an error).
    case ambiguous
    /// A view outside its superview or off screen.
    case outOfBounds
    /// A zero or negative width or height.
    case degenerateSize
    /// A width-only and a height-only variation that disagree.
    case variationConflict
    /// A constraint installed in no class.
    case neverInstalled
    /// An optional constraint left unmet.
    case unmetOptional
  }

  /// The kind.
  public var kind: Kind
  /// Errors fail validation; warnings do not.
  public var severity: LayoutDiagnostic.Severity
  /// Where to look.
  public var location: SourceLocation
  /// What is wrong.
  public var message: String
  /// Views to highlight in a picture.
  public var views: [String]
  /// Layout guides the problem is about (an ambiguous guide), to highlight in a picture.
  public var guides: [String]
  /// Notes: the other members of a conflict, each at its location.
  public var notes: [LayoutDiagnostic]

  /// Creates a problem.
  public init(
    _ kind: Kind, _ severity: LayoutDiagnostic.Severity, at location: SourceLocation,
    _ message: String, views: [String] = [], guides: [String] = [],
    notes: [LayoutDiagnostic] = []
  ) {
    self.kind = kind
    self.severity = severity
    self.location = location
    self.message = message
    self.views = views
    self.guides = guides
    self.notes = notes
  }

  /// `path:line:column: error: message`.
  public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

/// What one target gave.
public struct TargetReport: Sendable, Equatable {
  /// The target.
  public var target: ValidationTarget
  /// Problems, errors first, then by location.
  public var problems: [ValidationProblem]
  /// Every view's frame in root coordinates, for pictures.
  public var framesInRoot: [(name: String, frame: LayoutRect, depth: Int, hidden: Bool)]
  /// Every scene guide's frame in root coordinates, for pictures.
  public var guideFramesInRoot: [(name: String, frame: LayoutRect)] = []

  public static func == (lhs: TargetReport, rhs: TargetReport) -> Bool {
    lhs.target == rhs.target && lhs.problems == rhs.problems
      && lhs.framesInRoot.map(\.name) == rhs.framesInRoot.map(\.name)
      && lhs.framesInRoot.map(\.frame) == rhs.framesInRoot.map(\.frame)
      && lhs.guideFramesInRoot.map(\.name) == rhs.guideFramesInRoot.map(\.name)
      && lhs.guideFramesInRoot.map(\.frame) == rhs.guideFramesInRoot.map(\.frame)
  }

  /// Whether any problem is an error.
  public var hasErrors: Bool { problems.contains { $0.severity == .error } }
}

/// Checks a scene in every target, reusing one live engine: each step applies only what differs
/// from the last (the scene diff, then the new size and safe area). A target whose layout has a
/// conflict is laid out afresh for the report, so that which constraint is broken never depends
/// on the order targets were visited.
public enum Validator {
  /// The reports of every target, in order, and the scene-wide warnings (constraints installed in
  /// no class).
  /// `progress` is told after each target how many are done, of how many.
  public static func validate(
    _ scene: AdaptiveScene, targets: [ValidationTarget],
    progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
  )
    throws(SceneValidationError) -> (reports: [TargetReport], sceneWarnings: [ValidationProblem])
  {
    var sceneWarnings: [ValidationProblem] = []
    for c in scene.constraintsInstalledInNoClass {
      sceneWarnings.append(
        ValidationProblem(
          .neverInstalled, .warning, at: c.description.location,
          "'\(c.description.displayName)' is installed in no size class"))
    }
    guard let first = targets.first else { return ([], sceneWarnings) }
    var live = try LiveScene(scene, traits: first.traits, environment: first.environment)
    var reports: [TargetReport] = []
    for (i, target) in targets.enumerated() {
      if i > 0 {
        do {
          try live.change(to: target.traits, environment: target.environment)
        } catch {
          // A change the engine refuses (SceneLoader checks every class, so only if the model
          // disagrees) leaves the live scene half changed: start again from this target.
          live = try LiveScene(scene, traits: target.traits, environment: target.environment)
        }
      }
      var engine = live.engine
      if !engine.conflicts.isEmpty {
        engine = try LayoutEngine(
          scene: scene.resolved(for: target.traits).scene, environment: target.environment)
      }
      reports.append(report(target, engine: engine, resolved: live.resolved))
      progress(reports.count, targets.count)
    }
    return (reports, sceneWarnings)
  }

  static func report(_ target: ValidationTarget, engine: LayoutEngine, resolved: ResolvedScene)
    -> TargetReport
  {
    var problems: [ValidationProblem] = []
    for conflict in engine.conflicts {
      let names = conflict.members.map(\.description).joined(separator: ", ")
      let notes = conflict.members.filter { $0 != conflict.broken }.compactMap { member in
        member.location.map { LayoutDiagnostic(.warning, at: $0, "in the conflict: \(member)") }
      }
      problems.append(
        ValidationProblem(
          .unsatisfiable, .error, at: conflict.broken.location ?? .unknown,
          "unsatisfiable constraints: \(names) cannot all hold; the engine broke "
            + "'\(conflict.broken)' (the one added last) to go on",
          notes: notes))
    }
    let current = engine.currentScene
    // By name, once: a search of the scene per problem made a layout with a problem in every
    // view quadratic.
    var viewLocations: [String: SourceLocation] = [:]  // lookups only
    for view in current.views where viewLocations[view.name] == nil {
      viewLocations[view.name] = view.location
    }
    var guideLocations: [String: SourceLocation] = [:]  // lookups only
    for guide in current.guides where guideLocations[guide.name] == nil {
      guideLocations[guide.name] = guide.location
    }
    func location(of view: String) -> SourceLocation { viewLocations[view] ?? .unknown }
    for a in engine.ambiguities(withAlternativeFrames: true) {
      let frames = a.alternativeFrames.map(\.description).joined(separator: " and ")
      let isGuide = a.kind == .guide
      let at =
        isGuide
        ? guideLocations[a.item] ?? .unknown : location(of: a.item)
      problems.append(
        ValidationProblem(
          .ambiguous, .error, at: at,
          "ambiguous layout: \(a) is not fixed"
            + (frames.isEmpty ? "" : "; \(frames) satisfy the constraints equally well"),
          views: isGuide ? [] : [a.item], guides: isGuide ? [a.item] : []))
    }
    let root = LayoutRect(
      x: 0, y: 0, width: target.environment.rootSize.width,
      height: target.environment.rootSize.height)
    var framesInRoot: [(name: String, frame: LayoutRect, depth: Int, hidden: Bool)] = []
    var depth: [String: Int] = [:]  // lookups only
    for view in engine.viewFrames {
      guard let inRoot = engine.frameInRoot(ofView: view.name) else { continue }
      let d = (depth[view.superview] ?? 0) + 1
      depth[view.name] = d
      framesInRoot.append((view.name, inRoot, d, view.isHidden))
      if view.isHidden { continue }
      let parent = engine.frameInRoot(ofView: view.superview) ?? root
      if inRoot.width <= 0 || inRoot.height <= 0 {
        problems.append(
          ValidationProblem(
            .degenerateSize, .warning, at: location(of: view.name),
            "'\(view.name)' has a zero or negative size: \(view.frame)", views: [view.name]))
      }
      if !contains(root, inRoot) {
        problems.append(
          ValidationProblem(
            .outOfBounds, .warning, at: location(of: view.name),
            "'\(view.name)' is off screen: \(inRoot) in a \(target.environment.rootSize) screen",
            views: [view.name]))
      } else if view.superview != Scene.rootName && !contains(parent, inRoot) {
        problems.append(
          ValidationProblem(
            .outOfBounds, .warning, at: location(of: view.name),
            "'\(view.name)' lies outside its superview '\(view.superview)'",
            views: [view.name]))
      }
    }
    for conflict in resolved.conflicts {
      problems.append(
        ValidationProblem(
          .variationConflict, .warning, at: conflict.location, conflict.description))
    }
    for broken in engine.brokenConstraints {
      problems.append(
        ValidationProblem(
          .unmetOptional, .warning, at: broken.constraint.location,
          "optional constraint '\(broken.constraint.displayName)' "
            + "(@\(broken.constraint.priority)) is unmet by \(number(broken.error))"))
    }
    problems.sort {
      ($0.severity == .error ? 0 : 1, $0.location) < ($1.severity == .error ? 0 : 1, $1.location)
    }
    var report = TargetReport(target: target, problems: problems, framesInRoot: framesInRoot)
    report.guideFramesInRoot = engine.guideFrames.map { guide in
      // A guide's frame is in its owner's coordinates; the root's own are root coordinates.
      let origin =
        engine.frameInRoot(ofView: guide.owner) ?? LayoutRect(x: 0, y: 0, width: 0, height: 0)
      var frame = guide.frame
      frame.x += origin.x
      frame.y += origin.y
      return (guide.name, frame)
    }
    return report
  }

  /// Whether `inner` lies within `outer`, with half a point of slack for round-off.
  static func contains(_ outer: LayoutRect, _ inner: LayoutRect) -> Bool {
    inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.maxX <= outer.maxX + 0.5
      && inner.maxY <= outer.maxY + 0.5
  }

  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
