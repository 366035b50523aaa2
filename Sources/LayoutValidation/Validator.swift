import AdaptiveLayout
import DeviceProfiles
import SizeClasses

/// Checks a scene in every target, reusing one live engine: each step applies only what differs
/// from the last (the scene diff, then the new size and safe area). A target whose layout has a
/// conflict or an ambiguity is laid out afresh for the report, so that which constraint is
/// broken, and where an ambiguous view lands, never depend on the order targets were visited:
/// a target's report is the same in any walk, which lets `chains(count:)` cut the walk for
/// several threads.
public enum Validator {
  /// The reports of every target, in order, and the scene-wide warnings (constraints installed in
  /// no class).
  ///
  /// `rules` says which rules are checked and at what severity; a rule that is off is not
  /// checked at all. `progress` is told after each target how many are done, of how many.
  public static func validate(
    _ scene: AdaptiveScene, targets: [ValidationTarget], rules: RuleSeverities = RuleSeverities(),
    progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
  )
    throws(SceneValidationError) -> (reports: [TargetReport], sceneWarnings: [ValidationProblem])
  {
    let sceneWarnings = self.sceneWarnings(scene, rules: rules)
    var done = 0
    let reports = try walk(scene, targets: targets[...], rules: rules) {
      done += 1
      progress(done, targets.count)
    }
    return (reports, sceneWarnings)
  }

  /// The problems of one laid-out engine, as `validate` finds them in each target: what
  /// `query` and `rotate` report about the one layout they make, so that every command grades a
  /// rule the same. `alternativeFrames: false` leaves the two frames out of an ambiguity's
  /// message, which costs far less on a large layout.
  public static func check(
    _ target: ValidationTarget, engine: LayoutEngine, resolved: ResolvedScene,
    rules: RuleSeverities = RuleSeverities(), alternativeFrames: Bool = true
  ) -> TargetReport {
    report(
      target, engine: engine, resolved: resolved, rules: rules,
      alternativeFrames: alternativeFrames)
  }

  /// `ambiguities`, when given, are the engine's free axes as the caller found them (an empty
  /// list for a layout known to be fixed), so they are not searched for twice. Without
  /// `keepsFrames` the report's frames are left empty (no picture will be drawn).
  static func report(
    _ target: ValidationTarget, engine: LayoutEngine, resolved: ResolvedScene,
    rules: RuleSeverities = RuleSeverities(), alternativeFrames: Bool = true,
    keepsFrames: Bool = true, ambiguities known: [AxisAmbiguity]? = nil
  ) -> TargetReport {
    var problems: [ValidationProblem] = []
    func add(_ rule: ValidationRule, _ make: (LayoutDiagnostic.Severity) -> ValidationProblem) {
      if let severity = rules[rule].diagnosticSeverity { problems.append(make(severity)) }
    }
    for conflict in engine.conflicts where rules.isEnabled(.unsatisfiable) {
      let names = conflict.members.map(\.description).joined(separator: ", ")
      // Each other member at its place, a named constraint with its formula, as UIKit's log
      // shows every constraint of a conflict (a document's constraints are named after their
      // ids, which say nothing of them); the broken one's formula in the message.
      var notes: [LayoutDiagnostic] = []
      for member in conflict.members where member != conflict.broken {
        guard let at = member.location else { continue }
        let formula = Self.formula(of: member).map { " (\($0))" } ?? ""
        notes.append(LayoutDiagnostic(.warning, at: at, "in the conflict: \(member)\(formula)"))
      }
      add(.unsatisfiable) { severity in
        ValidationProblem(
          .unsatisfiable, severity, at: conflict.broken.location ?? .unknown,
          "unsatisfiable constraints: \(names) cannot all hold; the engine broke "
            + "'\(conflict.broken)' (\(Self.whyBroken(conflict.broken))"
            + (Self.formula(of: conflict.broken).map { ": \($0)" } ?? "") + ") to go on",
          item: conflict.broken.description, notes: notes)
      }
    }
    // The ambiguity question first: what it holds while it works is freed before the pass over
    // the views below builds its tables (both at once were the peak of a large `query`).
    let ambiguities =
      rules.isEnabled(.ambiguousLayout)
      ? known ?? engine.ambiguities(withAlternativeFrames: alternativeFrames) : []
    // The views read in place, once, for what two checks below need of all of them: which
    // views have subviews, and the stacks aligned by baseline. A view's location, and whether
    // it only makes space, are read from the view in the pass over the frames below: a copy
    // of every view (`engine.views`, let alone `currentScene`'s copy of every constraint), and
    // then tables keyed by every view's name, were the peak of a large `query`. Read when a
    // check first asks (a zero-size view that may be a spacer, a view outside its superview),
    // not in every layout: most layouts have neither, and the pass copied every view and
    // hashed every superview's name (3% of validating a 1,000-card grid).
    var viewTables: (superviews: Set<String>, baselineRows: [String: BaselineRow])?
    func tables() -> (superviews: Set<String>, baselineRows: [String: BaselineRow]) {
      if let viewTables { return viewTables }
      var superviews: Set<String> = []
      var baselineRows: [String: BaselineRow] = [:]  // lookups only
      engine.forEachView { view in
        if let superview = view.superview { superviews.insert(superview) }
        if let row = baselineRow(view) { baselineRows[view.name] = row }
      }
      viewTables = (superviews, baselineRows)
      return (superviews, baselineRows)
    }
    var guideLocations: [String: SourceLocation] = [:]  // lookups only
    for guide in engine.guides where guideLocations[guide.name] == nil {
      guideLocations[guide.name] = guide.location
    }
    func location(of view: String) -> SourceLocation {
      engine.view(named: view)?.location ?? .unknown
    }
    for a in ambiguities {
      let isGuide = a.kind == .guide
      let at =
        isGuide
        ? guideLocations[a.item] ?? .unknown : location(of: a.item)
      add(.ambiguousLayout) { severity in
        // Written into one string: the frames' texts joined, then spliced into the message,
        // were five strings an ambiguous view a layout (3% of validating the W6 row, where
        // every view of every layout is ambiguous).
        var message = "ambiguous layout: "
        message += a.description
        message += " is not fixed"
        if !a.alternativeFrames.isEmpty {
          message += "; "
          for (index, frame) in a.alternativeFrames.enumerated() {
            if index > 0 { message += " and " }
            frame.appendDescription(to: &message)
          }
          message += " satisfy the constraints equally well"
        }
        return ValidationProblem(
          .ambiguousLayout, severity, at: at, message,
          item: a.item, views: isGuide ? [] : [a.item], guides: isGuide ? [a.item] : [],
          aspect: "\(a.axis)")
      }
    }
    let root = LayoutRect(
      x: 0, y: 0, width: target.environment.rootSize.width,
      height: target.environment.rootSize.height)
    // The screen's size as every off-screen message prints it (`ProblemText`).
    let screen = target.environment.rootSize
    var framesInRoot: [(name: String, frame: LayoutRect, depth: Int, hidden: Bool)] = []
    var depth: [String: Int] = [:]  // lookups only
    // The views inside a scroll view, each with the nearest scroll view around it and that
    // scroll view's frame; a scroll view with itself, for its subviews (lookups only; empty, and
    // never looked up, in a scene without scroll views).
    var scrolling: [String: (scrollView: String, frame: LayoutRect)] = [:]
    // Each view with its frames, read in place: its location and kind from the view at hand,
    // not found by name again for each problem (at 10,000 views those lookups went to memory).
    engine.forEachViewFrame { described, view, inRoot, superviewInRoot in
      if keepsFrames {
        let d = (depth[view.superview] ?? 0) + 1
        depth[view.name] = d
        framesInRoot.append((view.name, inRoot, d, view.isHidden))
      }
      // A superview comes before its subviews, so its entry is in place.
      let scroll = scrolling.isEmpty ? nil : scrolling[view.superview]
      if Self.scrolls(described.kind) {
        scrolling[view.name] = (view.name, inRoot)
      } else if let scroll {
        scrolling[view.name] = scroll
      }
      if view.isHidden { return }
      let parent = superviewInRoot ?? root
      // Each problem below is about the view alone (`views: nil` stands for `[view.name]`).
      if (inRoot.width <= 0 || inRoot.height <= 0)
        && !(isSpacerCandidate(described) && !tables().superviews.contains(view.name))
      {
        add(.zeroSize) { severity in
          ValidationProblem(
            .zeroSize, severity, at: described.location,
            text: .zeroSize(view: view.name, frame: view.frame), item: view.name, views: nil)
        }
      }
      // Scrolling brings any part of a scroll view's content into view, except what lies above
      // or left of its content's origin (a scroll view's offset starts there).
      let offScreen =
        scroll.map { inRoot.x < $0.frame.x - edgeSlack || inRoot.y < $0.frame.y - edgeSlack }
        ?? !contains(root, inRoot)
      if offScreen {
        add(.offScreen) { severity in
          ValidationProblem(
            .offScreen, severity, at: described.location,
            text: scroll.map {
              .offScroll(
                view: view.name, frame: inRoot, scrollView: $0.scrollView, scrollFrame: $0.frame)
            } ?? .offScreen(view: view.name, frame: inRoot, screen: screen),
            item: view.name, views: nil)
        }
      } else if view.superview != Scene.rootName && !contains(parent, inRoot)
        // A scroll view's content extends past its bounds by design: only deeper views are
        // held to their superviews.
        && scroll?.scrollView != view.superview
        && !(tables().baselineRows[view.superview].map {
          $0.arranged.contains(view.name) && contains(parent, inRoot, along: $0.axis)
        } ?? false)
      {
        add(.outsideSuperview) { severity in
          ValidationProblem(
            .outsideSuperview, severity, at: described.location,
            text: .outsideSuperview(view: view.name, superview: view.superview), item: view.name,
            views: nil)
        }
      }
    }
    for conflict in resolved.conflicts {
      add(.variationConflict) { severity in
        ValidationProblem(
          .variationConflict, severity, at: conflict.location, conflict.description,
          item: conflict.item)
      }
    }
    // The rule asked first: the list reads the error of every optional constraint, and the rule
    // is off by default.
    for broken in rules.isEnabled(.unmetOptional) ? engine.brokenConstraints : [] {
      add(.unmetOptional) { severity in
        ValidationProblem(
          .unmetOptional, severity, at: broken.constraint.location,
          "optional constraint '\(broken.constraint.displayName)' "
            + "(@\(broken.constraint.priority)) is unmet by \(number(broken.error))",
          item: broken.constraint.displayName)
      }
    }
    // Errors first, then by location; rule and message break ties so the order never depends
    // on the order problems were found. The views' problems come in declaration order, which
    // is usually this order already: checked first in one pass, as a stable sort of a sorted
    // list leaves it as it is (the sort's moves of thousands of problems a layout, each a
    // dozen references retained and released, were the report's largest part after its text).
    if problems.indices.dropFirst().contains(where: { precedes(problems[$0], problems[$0 - 1]) }) {
      problems.sort(by: precedes)
    }
    var report = TargetReport(target: target, problems: problems, framesInRoot: framesInRoot)
    guard keepsFrames else { return report }
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

  /// Whether `a` is reported before `b`: errors first, then by location, then rule, then
  /// message. The comparison of the tuples (severity rank, location, rule, message), one
  /// member at a time, without making the tuples (copies of each message) or copying the
  /// locations out (`ValidationProblem.order`).
  static func precedes(_ a: ValidationProblem, _ b: ValidationProblem) -> Bool {
    let order = a.order(b)
    return order != 0 ? order < 0 : a.message < b.message
  }

  /// Why the engine broke this member of a conflict (`LayoutConflict` gives the rule): it
  /// sizes its view on its own, which UIKit breaks first, or it was added last.
  static func whyBroken(_ member: ConflictMember) -> String {
    guard case .constraint(_, let c) = member, c.sizesItsItemAlone, !c.isMadeBySystem else {
      return "the one added last"
    }
    return "it sizes '\(c.first.name)' on its own, which Auto Layout breaks first"
  }

  /// A named constraint's formula, for the notes of a conflict; nil for a member that its
  /// description already spells out (an unnamed constraint is named by its formula).
  static func formula(of member: ConflictMember) -> String? {
    guard case .constraint(_, let c) = member, let name = c.name, !name.hasPrefix("UISV-") else {
      return nil
    }
    return c.formula
  }

  /// Whether views of a kind scroll their subviews: `UIScrollView` and its subclasses. Compared,
  /// not hashed: asked of every view in every layout.
  static func scrolls(_ kind: String) -> Bool {
    switch kind {
    case "scrollView", "tableView", "collectionView", "textView": return true
    default: return false
    }
  }

  /// Whether a view shows nothing of its own, unless it has subviews: a plain view (no kind)
  /// with no intrinsic size, or a view whose content is empty (an intrinsic size of 0 × 0: a
  /// label without text, which the app fills in at run time). A zero width or height is how a
  /// spacer is used (the Cookbook's dummy views are 0 high) and all an empty label can be, and
  /// Xcode flags neither.
  static func isSpacerCandidate(_ view: ViewDescription) -> Bool {
    (view.kind == "view" && view.intrinsicContentSize == .none)
      || view.intrinsicContentSize == IntrinsicContentSize(width: 0, height: 0)
  }

  /// A stack view aligned by baseline: its axis and its arranged views (`baselineRow`).
  typealias BaselineRow = (axis: LayoutAxis, arranged: Set<String>)

  /// A stack view's axis and arranged views when its alignment is `firstBaseline` or
  /// `lastBaseline`. UIKit hangs such a row from its first (last) arranged view, so a later view
  /// whose baseline sits lower below its top sticks out across the stack's axis — its own
  /// arrangement, not the author's constraints (Apple's Cookbook storyboard records its text
  /// fields 5 points above their rows) — and `outside-superview` does not report that part.
  static func baselineRow(_ view: ViewDescription) -> BaselineRow? {
    guard let stack = view.stack,
      stack.alignment == .firstBaseline || stack.alignment == .lastBaseline
    else { return nil }
    return (stack.axis, Set(stack.arrangedSubviews))
  }

  /// How far a view may lie outside its superview or the screen before it is reported: half a
  /// point, and a millionth of a point more for round-off.
  ///
  /// Why the millionth: a view exactly half a point outside (a frame at y = −0.5) read
  /// −0.5000000000001137 after a live change and was reported in one layout and not in the
  /// next, depending on the path the solver took to it; a live layout's round-off is far below
  /// a millionth of a point, and no overhang that small can be seen.
  static let edgeSlack = 0.5 + 1e-6

  /// Whether `inner` lies within `outer` along `axis` only (its x extent for a horizontal axis),
  /// with `edgeSlack`.
  static func contains(_ outer: LayoutRect, _ inner: LayoutRect, along axis: LayoutAxis) -> Bool {
    switch axis {
    case .horizontal: return inner.x >= outer.x - edgeSlack && inner.maxX <= outer.maxX + edgeSlack
    case .vertical: return inner.y >= outer.y - edgeSlack && inner.maxY <= outer.maxY + edgeSlack
    }
  }

  /// Whether `inner` lies within `outer`, with `edgeSlack`.
  static func contains(_ outer: LayoutRect, _ inner: LayoutRect) -> Bool {
    contains(outer, inner, along: .horizontal) && contains(outer, inner, along: .vertical)
  }

  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
