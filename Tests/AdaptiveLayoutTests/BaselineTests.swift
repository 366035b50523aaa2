import AdaptiveLayout
import Testing

/// First and last baselines, with and without an intrinsic height.
@Suite struct BaselineTests {
  /// A label at y = 100 whose height is forced to 41; `marker.top` follows one of its baselines.
  func markerY(label: ViewDescription, following attribute: String) throws -> Double? {
    let e = try engine(
      [label, view("marker")],
      [
        "label.left = superview.left", "label.top = superview.top + 100", "label.height = 41",
        "marker.left = superview.left", "marker.width = 1", "marker.height = 1",
        "marker.top = label.\(attribute)",
      ])
    return e.frame(ofView: "marker")?.y
  }

  @Test func firstBaselineIsBelowTheTop() throws {
    let label = view("label", "label", intrinsic: (82, 21), baseline: Baseline(first: 17))
    // 100 + 17
    #expect(try markerY(label: label, following: "firstBaseline") == 117)
  }

  @Test func lastBaselineKeepsItsDistanceFromTheBottom() throws {
    let label = view("label", "label", intrinsic: (82, 21), baseline: Baseline(first: 17))
    // At the intrinsic height the last baseline is 21 − 17 = 4 above the bottom:
    // 100 + 41 − 4 = 137.
    #expect(try markerY(label: label, following: "lastBaseline") == 137)
  }

  @Test func lastBaselineWithoutIntrinsicHeightIsBelowTheTop() throws {
    let label = view("label", "label", intrinsic: (82, nil), baseline: Baseline(first: 17))
    // 100 + 17, whatever the height.
    #expect(try markerY(label: label, following: "lastBaseline") == 117)
  }

  @Test func explicitLastBaseline() throws {
    let label = view("label", "label", intrinsic: (82, 21), baseline: Baseline(first: 17, last: 6))
    // 100 + 41 − 6 = 135
    #expect(try markerY(label: label, following: "lastBaseline") == 135)
  }

  @Test func withoutBaselinesFirstIsTopAndLastIsBottom() throws {
    let plain = view("label")
    #expect(try markerY(label: plain, following: "firstBaseline") == 100)
    // 100 + 41
    #expect(try markerY(label: plain, following: "lastBaseline") == 141)
  }

  @Test func labelAndFieldAlignedOnLastBaseline() throws {
    // The cookbook's "Simple Label and Text Field": field.top = 20, baselines aligned.
    let label = view("label", "label", intrinsic: (82, 21), baseline: Baseline(first: 17))
    let field = view("field", "textField", intrinsic: (97, 30), baseline: Baseline(first: 20))
    let e = try engine(
      [label, field],
      [
        "label.leading = superview.leadingMargin", "field.leading = label.trailing + 8",
        "field.trailing = superview.trailingMargin", "field.top = topLayoutGuide.bottom + 20",
        "label.lastBaseline = field.lastBaseline",
      ])
    // field: y 20, height 30 (intrinsic), last baseline 30 − 20 = 10 above bottom: 50 − 10 = 40.
    // label: height 21, last baseline 4 above bottom: bottom 44, y = 23.
    // Widths: label 82 (hugs at 251), field 375 − 16 − (16 + 82 + 8) = 253, x = 106.
    #expect(e.frame(ofView: "label") == rect(16, 23, 82, 21))
    #expect(e.frame(ofView: "field") == rect(106, 20, 253, 30))
  }
}
