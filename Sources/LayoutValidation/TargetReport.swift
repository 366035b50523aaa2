import AdaptiveLayout

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
