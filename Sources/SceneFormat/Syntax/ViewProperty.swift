import AdaptiveLayout

/// One property line of a view block: `intrinsic 82x21`, `hugging 251 251`, `hidden`, ….
public struct ViewProperty: Sendable, Equatable {
  /// The property and its values.
  public var value: Value
  /// Where the property's keyword starts.
  public var location: SourceLocation

  /// Creates a property.
  public init(_ value: Value, at location: SourceLocation) {
    self.value = value
    self.location = location
  }

  /// A property and its values, as written (priorities already turned into numbers).
  public enum Value: Sendable, Equatable {
    /// `intrinsic WxH`: the intrinsic content size; nil for an axis written `-` (no intrinsic
    /// size on it, `UIView.noIntrinsicMetric`).
    case intrinsicSize(width: Double?, height: Double?)
    /// `hugging H V` (or one value for both): content hugging priorities.
    case hugging(horizontal: Int, vertical: Int)
    /// `resistance H V` (or one value for both): compression resistance priorities.
    case compressionResistance(horizontal: Int, vertical: Int)
    /// `baseline F [L]`: the first baseline F below the top; the last baseline L above the
    /// bottom, or nil for the default rule of the model.
    case baseline(first: Double, last: Double?)
    /// `margins M` or `margins T L B R`: layout margins, in UIEdgeInsets order.
    case margins(top: Double, left: Double, bottom: Double, right: Double)
    /// `hidden`, `hidden true`, `hidden false`.
    case hidden(Bool)
    /// `text "…"`: the view's text (a label's text, a button's title, a text field's or text
    /// view's text); several strings are a segmented control's segment titles. With `font`,
    /// `lines` and `preferredMaxLayoutWidth` it gives the view its intrinsic size and baselines
    /// from the text-metrics model (see `TextMetrics`).
    case text([String])
    /// `font system 17`, `font boldSystem 20`, `font system 17 semibold`, `font textStyle body`,
    /// `font "HelveticaNeue-Bold" 17`: the font the text is measured in.
    case font(FontDescriptor)
    /// `lines N`: a label's `numberOfLines` (0: as many as the text needs).
    case lines(Int)
    /// `preferredMaxLayoutWidth W`: the width at which a multi-line label wraps its words.
    case preferredMaxLayoutWidth(Double)
    /// `axis horizontal|vertical`: a stack view's axis.
    case axis(LayoutAxis)
    /// `distribution fill|fillEqually|…`: a stack view's distribution.
    case distribution(StackDistribution)
    /// `alignment fill|leading|top|center|…`: a stack view's alignment.
    case alignment(StackAlignment)
    /// `spacing 8` or `spacing standard`: a stack view's spacing.
    case spacing(StackSpacing)
    /// `baselineRelative [true|false]`: `isBaselineRelativeArrangement`.
    case baselineRelative(Bool)
    /// `marginsRelative [true|false]`: `isLayoutMarginsRelativeArrangement`.
    case marginsRelative(Bool)
  }
}
