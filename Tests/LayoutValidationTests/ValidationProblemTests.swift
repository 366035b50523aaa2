import AdaptiveLayout
import Testing

@testable import LayoutValidation

/// A problem whose message is written when read (`ProblemText`) reads, compares and changes as
/// one whose message was written at once.
@Suite struct ValidationProblemTests {
  static let at = SourceLocation(path: "t.scene", line: 3, column: 5)

  @Test func anOffScreenMessageIsWrittenFromItsParts() {
    let frame = LayoutRect(x: 10, y: 900.5, width: 100, height: 48.8)
    let problem = ValidationProblem(
      .offScreen, nil, at: Self.at,
      text: .offScreen(view: "card", frame: frame, screen: LayoutSize(width: 390, height: 844)),
      item: "card", views: ["card"])
    // A frame prints each number to a tenth at least (`readable`: 10 -> 10.0, 48.8 as it is),
    // a size as Swift prints a Double ("390.0x844.0").
    #expect(
      problem.message
        == "'card' is off screen: (10.0, 900.5, 100.0, 48.8) in a 390.0x844.0 screen")
  }

  @Test func theOtherCasesReadAsTheyWereWritten() {
    let frame = LayoutRect(x: 0, y: -30, width: 100, height: 40)
    let scroll = LayoutRect(x: 0, y: 0, width: 600, height: 1000)
    let cases: [(ProblemText, String)] = [
      (
        .offScroll(view: "header", frame: frame, scrollView: "scroll", scrollFrame: scroll),
        "'header' is off screen: (0.0, -30.0, 100.0, 40.0) lies above or left of its scroll "
          + "view 'scroll' at (0.0, 0.0, 600.0, 1000.0), where no scrolling reaches"
      ),
      (
        .zeroSize(view: "gap", frame: LayoutRect(x: 5, y: 5, width: 0, height: 20)),
        "'gap' has a zero or negative size: (5.0, 5.0, 0.0, 20.0)"
      ),
      (
        .outsideSuperview(view: "label", superview: "card"),
        "'label' lies outside its superview 'card'"
      ),
    ]
    for (text, expected) in cases { #expect(text.rendered == expected) }
  }

  @Test func equalityComparesTheWrittenMessage() {
    let frame = LayoutRect(x: 10, y: 900, width: 100, height: 50)
    let lazy = ValidationProblem(
      .offScreen, nil, at: Self.at,
      text: .offScreen(view: "card", frame: frame, screen: LayoutSize(width: 390, height: 844)),
      item: "card", views: ["card"])
    let written = ValidationProblem(
      .offScreen, at: Self.at,
      "'card' is off screen: (10.0, 900.0, 100.0, 50.0) in a 390.0x844.0 screen", item: "card",
      views: ["card"])
    #expect(lazy == written)
    // Another screen: another message, so another problem, though item and place agree.
    let other = ValidationProblem(
      .offScreen, nil, at: Self.at,
      text: .offScreen(view: "card", frame: frame, screen: LayoutSize(width: 844, height: 390)),
      item: "card", views: ["card"])
    #expect(lazy != other)
  }

  @Test func aChangeIsSeenByThatCopyOnly() {
    let original = ValidationProblem(.offScreen, at: Self.at, "first", item: "card")
    var changed = original
    changed.message += " (id c-1)"
    changed.severity = .error
    #expect(original.message == "first")
    #expect(original.severity == .warning)  // off-screen's default
    #expect(changed.message == "first (id c-1)")
    #expect(changed.severity == .error)
    #expect(changed.item == "card")
  }

  /// A problem about its item alone (`views: nil`, as the validator makes each off-screen view's)
  /// lists the item as its view, equals one that lists it, and keeps that view when its item is
  /// renamed.
  @Test func aProblemAboutItsItemAloneListsItAsItsView() {
    var alone = ValidationProblem(
      .offScreen, nil, at: Self.at, text: .written("m"), item: "card", views: nil)
    let listed = ValidationProblem(
      .offScreen, nil, at: Self.at, text: .written("m"), item: "card", views: ["card"])
    #expect(alone.views == ["card"])
    #expect(alone == listed)
    alone.item = "box"
    #expect(alone.item == "box")
    #expect(alone.views == ["card"])
    #expect(alone != listed)
  }

  /// A layout's problems are ordered errors first, then by path, line and column, then by rule,
  /// then by message (`Validator.precedes`, which compares the places in the problems' boxes).
  @Test func problemsAreOrderedErrorsFirstThenByPlaceRuleAndMessage() {
    let portrait = ValidationProblem(.offScreen, at: Self.at, "in a 390x844 screen", item: "card")
    let landscape = ValidationProblem(.offScreen, at: Self.at, "in a 844x390 screen", item: "card")
    // Everything but the message alike: "in a 3…" before "in a 8…"; nothing before itself.
    #expect(Validator.precedes(portrait, landscape) && !Validator.precedes(landscape, portrait))
    #expect(!Validator.precedes(portrait, portrait))
    // An error (ambiguous-layout's default) at line 9 before a warning at line 3.
    let error = ValidationProblem(
      .ambiguousLayout, at: SourceLocation(path: "t.scene", line: 9, column: 1), "z", item: "x")
    #expect(Validator.precedes(error, portrait) && !Validator.precedes(portrait, error))
    // Warnings: line 3 column 5 before line 3 column 7; a.scene line 9 before t.scene line 3.
    let column7 = ValidationProblem(
      .offScreen, at: SourceLocation(path: "t.scene", line: 3, column: 7), "a", item: "card")
    #expect(Validator.precedes(portrait, column7) && !Validator.precedes(column7, portrait))
    let otherFile = ValidationProblem(
      .offScreen, at: SourceLocation(path: "a.scene", line: 9, column: 1), "z", item: "card")
    #expect(Validator.precedes(otherFile, portrait) && !Validator.precedes(portrait, otherFile))
    // The same place: off-screen (third in the list) before outside-superview (fourth), whatever
    // the messages say.
    let outside = ValidationProblem(.outsideSuperview, at: Self.at, "a", item: "card")
    #expect(Validator.precedes(portrait, outside) && !Validator.precedes(outside, portrait))
  }

  /// A rule's index is its place in `allCases`, which orders rules.
  @Test func aRulesIndexIsItsPlaceInTheList() {
    for (i, rule) in ValidationRule.allCases.enumerated() { #expect(rule.index == i) }
    #expect(ValidationRule.offScreen.index == 2)
    #expect(ValidationRule.offScreen < .outsideSuperview)
    #expect(!(ValidationRule.unmetOptional < .unsatisfiable))
  }
}
