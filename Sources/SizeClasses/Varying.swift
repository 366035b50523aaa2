/// A value with a base and per-size-class variations: Interface Builder's "Vary for Traits".
///
/// A constraint's installed state, its constant and priority, a view's intrinsic size or margins:
/// each is a `Varying`. For a trait pair, the **most specific** matching variation wins: `wX hY`
/// beats `wX hAny` and `wAny hY`, which beat the base (`wAny hAny`).
///
/// ```swift
/// var constant = Varying(8.0)
/// constant.set(20, for: SizeClassPair(width: .regular, height: .any))
/// constant.resolved(for: SizeClassPair(width: .regular, height: .compact)).value   // 20
/// ```
public struct Varying<Value: Sendable & Equatable>: Sendable, Equatable {
  /// The value in `wAny hAny`.
  public var base: Value
  /// Variations, one per class at most, in the order they were set.
  public private(set) var variations: [(SizeClassPair, Value)] = []

  /// Creates a value with no variations.
  public init(_ base: Value) {
    self.base = base
  }

  /// Sets the value for a class (the base value for `wAny hAny`), replacing an earlier one.
  public mutating func set(_ value: Value, for sizeClass: SizeClassPair) {
    if sizeClass == .anyAny {
      base = value
    } else if let i = variations.firstIndex(where: { $0.0 == sizeClass }) {
      variations[i].1 = value
    } else {
      variations.append((sizeClass, value))
    }
  }

  /// Changes the base value and every variation in place, in that order.
  ///
  /// In place: appending to a list held by every class (a stack's arranged subviews) copies
  /// nothing, where reading, changing and setting each value copied the whole list every time.
  public mutating func updateEach(_ change: (inout Value) -> Void) {
    change(&base)
    for i in variations.indices { change(&variations[i].1) }
  }

  /// The value stored for exactly this class, if any.
  public func value(storedFor sizeClass: SizeClassPair) -> Value? {
    sizeClass == .anyAny ? base : variations.first { $0.0 == sizeClass }?.1
  }

  /// Whether any variation is set.
  public var varies: Bool { !variations.isEmpty }

  /// The value that applies to `traits`, and where it came from.
  ///
  /// When the two most specific matching variations are a width-only and a height-only one
  /// (`wC hAny` and `wAny hR` for `wC hR`) and they disagree, **the width variation wins**, and the
  /// resolution reports the conflict so `validate` can warn. Width is the axis apps adapt on most
  /// (split view, rotation of large phones), so its variation is the one a designer most likely
  /// meant; the rule is arbitrary but fixed.
  public func resolved(for traits: SizeClassPair) -> Resolution<Value> {
    var best: (SizeClassPair, Value)?
    var rival: (SizeClassPair, Value)?
    for (sizeClass, value) in variations where traits.isRefined(by: sizeClass) {
      guard let current = best else {
        best = (sizeClass, value)
        continue
      }
      if sizeClass.specificity > current.0.specificity {
        best = (sizeClass, value)
        rival = nil
      } else if sizeClass.specificity == current.0.specificity {
        // Two classes of equal specificity both refine `traits`: a width-only and a
        // height-only one. Keep the width one as the winner.
        if sizeClass.width != .any {
          rival = current
          best = (sizeClass, value)
        } else {
          rival = (sizeClass, value)
        }
      }
    }
    guard let (source, value) = best else {
      return Resolution(value: base, source: .anyAny, conflict: nil)
    }
    if let (rivalClass, rivalValue) = rival, rivalValue != value {
      return Resolution(value: value, source: source, conflict: Conflict(overruled: rivalClass))
    }
    return Resolution(value: value, source: source, conflict: nil)
  }

  /// Equal when the base and every class's value are equal, whatever order the variations were
  /// set in.
  public static func == (lhs: Varying<Value>, rhs: Varying<Value>) -> Bool {
    guard lhs.base == rhs.base, lhs.variations.count == rhs.variations.count else { return false }
    return lhs.variations.allSatisfy { rhs.value(storedFor: $0.0) == $0.1 }
  }
}

/// The value a `Varying` takes for a trait pair.
public struct Resolution<Value: Sendable & Equatable>: Sendable, Equatable {
  /// The value that applies.
  public var value: Value
  /// The class whose variation supplied it (`wAny hAny` for the base value).
  public var source: SizeClassPair
  /// Set when a width-only and a height-only variation disagreed.
  public var conflict: Conflict?

  /// Creates a resolution.
  public init(value: Value, source: SizeClassPair, conflict: Conflict? = nil) {
    self.value = value
    self.source = source
    self.conflict = conflict
  }
}

/// A width-only and a height-only variation that disagree for a final class with no variation of
/// its own: the width one won (see `Varying.resolved(for:)`), `overruled` lost.
public struct Conflict: Sendable, Equatable {
  /// The height-only class whose value was not used.
  public var overruled: SizeClassPair

  /// Creates a conflict record.
  public init(overruled: SizeClassPair) {
    self.overruled = overruled
  }
}
