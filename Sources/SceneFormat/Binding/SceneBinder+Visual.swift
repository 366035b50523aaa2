import AdaptiveLayout
import SizeClasses

/// Binding `metric` and `visual` statements: each format is expanded by the layout model's
/// `VisualFormat` into constraints named `NAME[1]`, `NAME[2]`, … (in UIKit's generation order),
/// each located at the text of the format that made it, so a conflict report points into the
/// string.
extension Binder {
  /// Declares the metrics, then expands every visual line: the top level's for every class,
  /// each block's for its class.
  mutating func bindVisuals(_ document: SceneDocument, _ blocks: [(WhenBlock, SizeClassPair)]) {
    var metrics: [String: Double] = [:]
    var metricLines: [String: Int] = [:]
    for metric in document.metrics {
      if let line = metricLines[metric.name] {
        error(metric.nameLocation, "metric '\(metric.name)' is already declared at line \(line)")
        continue
      }
      if let what = declaredKind(metric.name) {
        error(
          metric.nameLocation,
          "'\(metric.name)' is already declared as a \(what); a metric needs a name of its own")
        continue
      }
      metrics[metric.name] = metric.value
      metricLines[metric.name] = metric.nameLocation.line
    }
    var names = guideNames.union(Scene.builtinGuideNames)
    for view in scene.views { names.insert(view.description.name) }
    for visual in document.visuals {
      expand(visual, metrics: metrics, names: names, only: nil)
    }
    for (block, traits) in blocks {
      for visual in block.visuals {
        expand(visual, metrics: metrics, names: names, only: traits)
      }
    }
  }

  /// What `name` already names, if anything: "view", "layout guide" or "constraint".
  func declaredKind(_ name: String) -> String? {
    if viewIndex[name] != nil { return "view" }
    if guideNames.contains(name) || Scene.builtinGuideNames.contains(name) { return "layout guide" }
    if constraintIndex[name] != nil || visualGroups[name] != nil { return "constraint" }
    return nil
  }

  /// Adds the constraints of one visual line; `only` installs them in that class alone.
  mutating func expand(
    _ visual: VisualDeclaration, metrics: [String: Double], names: Set<String>,
    only: SizeClassPair?
  ) {
    var options = VisualFormatOptions()
    for option in visual.options { _ = options.insert(named: option.name) }
    let generated: [VisualFormatConstraint]
    do {
      generated = try VisualFormat.constraints(
        visual.format, options: options, metrics: metrics, views: names)
    } catch let failure {
      error(location(of: failure, in: visual), failure.message)
      // The name still exists, so `uninstall NAME` adds no second, derivative error.
      if let name = visual.name { visualGroups[name] = [] }
      return
    }
    var group: [Int] = []
    let columns = Self.columns(of: visual)
    for (k, piece) in generated.enumerated() {
      var description = piece.description
      description.name = visual.name.map { "\($0)[\(k + 1)]" }
      description.location = at(
        SourceLocation(
          path: visual.formatLocation.path, line: visual.formatLocation.line,
          column: columns[min(piece.offset, columns.count - 1)]))
      var constraint = AdaptiveConstraint(description, installed: only == nil)
      if let only { constraint.installed.set(true, for: only) }
      group.append(scene.constraints.count)
      scene.constraints.append(constraint)
    }
    if let name = visual.name { visualGroups[name] = group }
  }

  /// Where to report a format's error: the option at fault for an option error, else the
  /// offending character inside the string.
  func location(of error: VisualFormatError, in visual: VisualDeclaration) -> SourceLocation {
    var option: String?
    switch error.kind {
    case .alignmentAlongOrientation(let attribute):
      option =
        "alignAll" + attribute.rawValue.prefix(1).uppercased() + attribute.rawValue.dropFirst()
      if attribute == .lastBaseline, !visual.options.contains(where: { $0.name == option }) {
        option = "alignAllBaseline"
      }
    case .baselineSpacingInHorizontalFormat:
      option = "spacingBaselineToBaseline"
    default: break
    }
    if let option, let reference = visual.options.first(where: { $0.name == option }) {
      return reference.location
    }
    let columns = Self.columns(of: visual)
    return SourceLocation(
      path: visual.formatLocation.path, line: visual.formatLocation.line,
      column: columns[min(error.offset, columns.count - 1)])
  }

  /// The column of each byte offset of the format, 0 through its length (the closing quote):
  /// one column per byte after the opening quote, two for a byte written as an escape (`\"`,
  /// `\\`, `\n`; a tab counts as written raw). One pass, so a line of any length costs O(n).
  static func columns(of visual: VisualDeclaration) -> [Int] {
    var columns = [visual.formatLocation.column + 1]
    columns.reserveCapacity(visual.format.utf8.count + 1)
    for byte in visual.format.utf8 {
      let escaped =
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\n")
      columns.append(columns[columns.count - 1] + (escaped ? 2 : 1))
    }
    return columns
  }
}
