import AdaptiveLayout
import DeviceProfiles
import SizeClasses
import Testing

@testable import LayoutValidation

/// The walk cut into chains for several threads (issue 13): a target's report does not depend
/// on the targets walked before it, so any cut gives the same reports.
@Suite struct ValidatorChainTests {
  @Test func chainsCutTheTargetsIntoEvenConsecutivePieces() {
    #expect(Validator.chains(count: 0).isEmpty)
    // Fewer than two chains' worth (2 × 16): one chain.
    #expect(Validator.chains(count: 7) == [0..<7])
    #expect(Validator.chains(count: 31) == [0..<31])
    // 40 / 16 = 2 chains, cut at 40 · 1 / 2 = 20.
    #expect(Validator.chains(count: 40) == [0..<20, 20..<40])
    // 98 targets (the 9 canvases and 40 bundled configurations, both directions): 98 / 16 = 6
    // chains' worth, at most 4, cut at 98 · i / 4 = 24.5 i rounded down: 0, 24, 49, 73, 98.
    #expect(Validator.chains(count: 98) == [0..<24, 24..<49, 49..<73, 73..<98])
  }

  /// A chain is visited from its first target, then the rest of its direction, then the
  /// other, each by root width: a width where many views change state is crossed once.
  @Test func aChainIsVisitedByDirectionThenWidth() throws {
    let classes = try ["wR-hR", "wC-hC", "wAny-hAny"].map {
      try #require(SizeClassPair(notation: $0))
    }
    // 0: 800 left to right, 1: 400, 2: 600; 3, 4, 5: the same right to left.
    let targets = ValidationTarget.bothDirections(ValidationTarget.canvases(classes))
    // 0 first; left to right by width: 1 (400), 2 (600); then right to left: 4, 5, 3.
    #expect(Validator.visitOrder(targets[...]) == [0, 1, 2, 4, 5, 3])
    // A chain starting right to left (at 3, 800) keeps to its direction: 4 (400), 5 (600).
    #expect(Validator.visitOrder(targets[3...]) == [3, 4, 5])
    // From 2 (600, left to right), nothing else left to right; then 4, 5, 3 by width.
    #expect(Validator.visitOrder(targets[2...]) == [2, 4, 5, 3])
    #expect(Validator.visitOrder(targets[0..<0]).isEmpty)
  }

  /// Within a direction, the targets that resolve the scene alike come together, the first
  /// target's first, then the others by resolution, each by width: a size-class change is
  /// made once per resolution rather than at every other width.
  @Test func aChainVisitsEachResolutionTogether() throws {
    let classes = try ["wR-hR", "wC-hC", "wAny-hAny", "wC-hR", "wR-hC"].map {
      try #require(SizeClassPair(notation: $0))
    }
    // 0: wR-hR 800x800, 1: wC-hC 400x400, 2: wAny-hAny 600x600, 3: wC-hR 400x800,
    // 4: wR-hC 800x400; 5…9 the same right to left.
    let targets = ValidationTarget.bothDirections(ValidationTarget.canvases(classes))
    // A scene that varies for compact height only: resolution 1 for hC, 0 for the others.
    let byHeight: (SizeClassPair) -> Int = { $0.height == .compact ? 1 : 0 }
    // 0 first (resolution 0), then the rest of resolution 0 by width: 3 (400), 2 (600); then
    // resolution 1 by width: 1 (400), 4 (800). Right to left alike, the first target's
    // resolution first: 8, 7, 5, then 6, 9.
    #expect(
      Validator.visitOrder(targets[...], resolution: byHeight) == [0, 3, 2, 1, 4, 8, 7, 5, 6, 9])
    // A chain starting at 1 (hC) visits hC first: 4, then 3, 2; right to left, hC first too:
    // 6, 9, then 8, 7, 5.
    #expect(
      Validator.visitOrder(targets[1...], resolution: byHeight) == [1, 4, 3, 2, 6, 9, 8, 7, 5])
  }

  /// A box of fixed size held only at the right (`trailing >= superview.trailing - 10`): free
  /// on both axes. A walk that kept the box where the last target left it put it off screen
  /// in a narrower target after a wider one (three such warnings over every target); laid out
  /// afresh it sits at the top left, on screen everywhere.
  static let drifting = """
    view box
    box.width = 100
    box.height = 40
    box.trailing >= superview.trailing - 10

    """

  static func everyTarget() throws -> [ValidationTarget] {
    ValidationTarget.bothDirections(
      ValidationTarget.canvases() + ValidationTarget.devices(try ProfileCatalog.bundled()))
  }

  @Test func aTargetsReportIsTheSameWhateverCameBeforeIt() throws {
    let scene = try ValidatorTests.scene(Self.drifting)
    let targets = try Self.everyTarget()
    #expect(targets.count == 98)
    let walked = try Validator.validate(scene, targets: targets).reports
    let alone = try targets.map { try Validator.validate(scene, targets: [$0]).reports[0] }
    #expect(walked == alone)
    let backwards = try Validator.validate(scene, targets: targets.reversed()).reports
    #expect(walked == backwards.reversed())
    // The box is ambiguous in every target (two axes), and never off screen.
    #expect(walked.allSatisfy { $0.problems.map(\.rule) == [.ambiguousLayout, .ambiguousLayout] })
  }

  @Test func chainsWalkedApartGiveTheWholeWalksReports() throws {
    let scene = try ValidatorTests.scene(
      Self.drifting + "when width compact {\n  box.width = 300\n}\n")
    let targets = try Self.everyTarget()
    let whole = try Validator.validate(scene, targets: targets).reports
    let chains = Validator.chains(count: targets.count)
    #expect(chains.count == 4)
    let pieces = try chains.flatMap { try Validator.walk(scene, targets: targets[$0]) }
    #expect(pieces == whole)
  }

  @Test func aSceneEveryTargetCanLayOutIsNotRefused() throws {
    let scene = try ValidatorTests.scene(Self.drifting)
    #expect(Validator.refusal(scene, targets: try Self.everyTarget()) == nil)
  }
}
