import AdaptiveLayout
import Testing

/// Every error of the Visual Format Language, with the offset of the offending character (as
/// UIKit's parser marks it with a caret) and its message. Offsets count from 0.
@Suite("VisualFormat: every error, at its character")
struct VisualFormatErrorTests {
  let views: Set<String> = ["a", "b"]
  let metrics: [String: Double] = ["pad": 12]

  func failure(
    _ format: String, _ options: VisualFormatOptions = VisualFormatOptions(),
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> VisualFormatError? {
    do {
      let generated = try VisualFormat.constraints(
        format, options: options, metrics: metrics, views: views)
      Issue.record("\(format) gave \(generated.count) constraints", sourceLocation: sourceLocation)
      return nil
    } catch {
      return error
    }
  }

  /// Checks the offset and that the message starts with `message`.
  func check(
    _ format: String, at offset: Int, _ message: String,
    _ options: VisualFormatOptions = VisualFormatOptions(),
    kind: VisualFormatError.Kind = .syntax,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    guard let error = failure(format, options, sourceLocation: sourceLocation) else { return }
    #expect(error.offset == offset, "\(format): \(error)", sourceLocation: sourceLocation)
    #expect(
      error.message.hasPrefix(message), "\(format): \(error.message)",
      sourceLocation: sourceLocation)
    #expect(error.kind == kind, "\(format): \(error.kind)", sourceLocation: sourceLocation)
  }

  @Test func theWholeString() {
    check("", at: 0, "the format is empty")
    check("[a]-\u{E9}", at: 4, "a visual format is ASCII")  // é is 2 bytes from offset 4
    check("H: [a]", at: 2, "a visual format has no spaces")
    check("[a]\t", at: 3, "a visual format has no whitespace or control characters")
    check("[a]-[b] ", at: 7, "a visual format has no spaces")
    // In reading order, as UIKit's parser: the 'x' comes before the space.
    check("[a]x [b]", at: 3, "expected '-', a view or '|' after the view, found 'x'")
  }

  @Test func orientation() {
    check("Hx[a]", at: 1, "expected ':' after 'H' to give the horizontal orientation")
    check("V[a]", at: 1, "expected ':' after 'V' to give the vertical orientation")
    check("H:", at: 2, "expected a view ('[name]') or '|', found the end of the format")
  }

  @Test func theLeadingSuperview() {
    check("|", at: 1, "expected a connection after the '|' character")
    check("|-|", at: 2, "expected a view after '-', found '|'")
    check("|x", at: 1, "expected a view after '|', found 'x'")
  }

  @Test func viewBrackets() {
    check("x", at: 0, "expected a view ('[name]') or '|', found 'x'")
    check("[", at: 1, "expected a view name: a letter or '_', then letters, digits and '_'")
    check("[1a]", at: 1, "expected a view name")
    check("[a]-[zz]", at: 5, "unknown view 'zz'", kind: .unknownView("zz"))
    check("[a", at: 2, "expected ']' at the end of the view, or '(' for its size")
    check("[a)", at: 2, "expected ']' at the end of the view, or '(' for its size; found ')'")
  }

  @Test func viewPredicates() {
    check("[a(50]", at: 5, "expected ')' at the end of the view's size predicates")
    check("[a(50)", at: 6, "expected ']' after the view's size predicates")
    check("[a(50,)]", at: 6, "expected a number, a metric or a view, found ')'")
    check("[a(=50)]", at: 3, "unknown relation; a relation is '==', '<=' or '>='")
    check("[a(<50)]", at: 3, "unknown relation")
    check("[a(qq)]", at: 3, "unknown metric or view 'qq'", kind: .unknownView("qq"))
    check("[a(50@0)]", at: 6, "invalid priority 0; a priority is greater than 0 and at most 1000")
    check("[a(50@1001)]", at: 6, "invalid priority 1001")
    check("[a(50@750.5)]", at: 6, "priority 750.5 is not a whole number")
    check("[a(50@)]", at: 6, "expected a priority (a number or a metric) after '@', found ')'")
    check("[a(50@zz)]", at: 6, "unknown metric 'zz'", kind: .unknownMetric("zz"))
  }

  @Test func connections() {
    check("[a]-", at: 4, "expected a view, '|' or a spacing after '-'")
    check("[a]--[b]", at: 4, "cannot tell if this '-' is a minus sign")
    check("[a]-8[b]", at: 5, "expected '-' after the spacing, found '['")
    check("[a]-8,9-[b]", at: 5, "expected '-' here; to give several predicates")
    check("[a]-(8-[b]", at: 6, "expected ')' at the end of the spacing's predicates")
    check("[a]-b-[b]", at: 4, "a spacing cannot equal the width or height of view 'b'")
    check("[a]-zz-[b]", at: 4, "unknown metric 'zz'", kind: .unknownMetric("zz"))
    check("[a]-*-[b]", at: 4, "expected a number or a metric, found '*'")
    check("[a]-1e999-[b]", at: 4, "number is too large")
  }

  @Test func afterAView() {
    check("[a]x", at: 3, "expected '-', a view or '|' after the view, found 'x'")
    check("[a]-8-x", at: 6, "expected a view or '|' after '-', found 'x'")
    check("[a]-|-", at: 5, "expected the end of the format after the closing '|', found '-'")
  }

  @Test func optionsOnTheWrongAxis() {
    // At the connection between the first two views it would align (UIKit checks there).
    check(
      "|-[a]-[b]", at: 5, "alignAllLeading cannot apply to a horizontal format",
      VisualFormatOptions(alignments: [.leading]), kind: .alignmentAlongOrientation(.leading))
    check(
      "V:[a][b]", at: 5, "alignAllTop cannot apply to a vertical format",
      VisualFormatOptions(alignments: [.top]), kind: .alignmentAlongOrientation(.top))
    check(
      "[a]", at: 0, "the spacingBaselineToBaseline option needs a vertical format",
      VisualFormatOptions(spacingBaselineToBaseline: true),
      kind: .baselineSpacingInHorizontalFormat)
  }

  @Test func everyErrorIsOneLineWithItsOffset() {
    let error = VisualFormatError("expected a view", at: 3)
    #expect(error.description == "3: expected a view")
    #expect(error.kind == .syntax)
  }
}
