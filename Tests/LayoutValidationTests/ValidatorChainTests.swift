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
    // Fewer than two chains' worth (2 × 8): one chain.
    #expect(Validator.chains(count: 7) == [0..<7])
    #expect(Validator.chains(count: 15) == [0..<15])
    // 20 / 8 = 2 chains, cut at 20 · 1 / 2 = 10.
    #expect(Validator.chains(count: 20) == [0..<10, 10..<20])
    // 98 targets (the 9 canvases and 40 bundled configurations, both directions): 98 / 8 = 12
    // chains' worth, at most 8, cut at 98 · i / 8 = 12.25 i rounded down: 0, 12, 24, 36, 49, 61,
    // 73, 85, 98.
    #expect(
      Validator.chains(count: 98) == [
        0..<12, 12..<24, 24..<36, 36..<49, 49..<61, 61..<73, 73..<85, 85..<98,
      ])
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
    #expect(chains.count == 8)
    let pieces = try chains.flatMap { try Validator.walk(scene, targets: targets[$0]) }
    #expect(pieces == whole)
  }

  @Test func aSceneEveryTargetCanLayOutIsNotRefused() throws {
    let scene = try ValidatorTests.scene(Self.drifting)
    #expect(Validator.refusal(scene, targets: try Self.everyTarget()) == nil)
  }
}
