import AdaptiveLayout

/// A stack view's properties with per-class variations, as Interface Builder stores them:
/// axis, distribution, alignment, spacing and the two arrangement flags vary for traits, and so
/// may the arranged subviews' order (a view installed only in some classes is arranged only
/// there).
public struct AdaptiveStack: Sendable, Equatable {
  /// `UIStackView.axis`.
  public var axis: Varying<LayoutAxis>
  /// `UIStackView.distribution`.
  public var distribution: Varying<StackDistribution>
  /// `UIStackView.alignment`.
  public var alignment: Varying<StackAlignment>
  /// `UIStackView.spacing`.
  public var spacing: Varying<StackSpacing>
  /// `isBaselineRelativeArrangement`.
  public var isBaselineRelative: Varying<Bool>
  /// `isLayoutMarginsRelativeArrangement`.
  public var isLayoutMarginsRelative: Varying<Bool>
  /// The arranged subviews in order; those not installed in a class are left out there.
  public var arrangedSubviews: Varying<[String]>

  /// A stack that does not vary.
  public init(_ stack: StackDescription) {
    axis = Varying(stack.axis)
    distribution = Varying(stack.distribution)
    alignment = Varying(stack.alignment)
    spacing = Varying(stack.spacing)
    isBaselineRelative = Varying(stack.isBaselineRelative)
    isLayoutMarginsRelative = Varying(stack.isLayoutMarginsRelative)
    arrangedSubviews = Varying(stack.arrangedSubviews)
  }

  /// The base (`wAny hAny`) stack.
  public var base: StackDescription {
    StackDescription(
      axis: axis.base, distribution: distribution.base, alignment: alignment.base,
      spacing: spacing.base, isBaselineRelative: isBaselineRelative.base,
      isLayoutMarginsRelative: isLayoutMarginsRelative.base,
      arrangedSubviews: arrangedSubviews.base)
  }

  /// The stack for a trait pair, reporting each width/height variation conflict by property
  /// name, chosen class and overruled class.
  func resolved(
    for traits: SizeClassPair, conflict: (String, SizeClassPair, SizeClassPair) -> Void
  ) -> StackDescription {
    func value<T>(_ varying: Varying<T>, _ property: String) -> T {
      let r = varying.resolved(for: traits)
      if let c = r.conflict { conflict(property, r.source, c.overruled) }
      return r.value
    }
    return StackDescription(
      axis: value(axis, "axis"), distribution: value(distribution, "distribution"),
      alignment: value(alignment, "alignment"), spacing: value(spacing, "spacing"),
      isBaselineRelative: value(isBaselineRelative, "baselineRelative"),
      isLayoutMarginsRelative: value(isLayoutMarginsRelative, "marginsRelative"),
      arrangedSubviews: value(arrangedSubviews, "arrangedSubviews"))
  }
}

extension AdaptiveStack {
  /// Whether any of the stack's properties has a variation for some class.
  public var variesByClass: Bool {
    // Every `Varying` property of the stack: a new one must be added here.
    !axis.variations.isEmpty || !distribution.variations.isEmpty
      || !alignment.variations.isEmpty || !spacing.variations.isEmpty
      || !isBaselineRelative.variations.isEmpty || !isLayoutMarginsRelative.variations.isEmpty
      || !arrangedSubviews.variations.isEmpty
  }
}
