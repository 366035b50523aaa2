import AdaptiveLayout
import SizeClasses

/// What changes between two resolutions of one `AdaptiveScene`: the constraints and views
/// uninstalled and installed, and those that stay but change.
///
/// Every list is in declaration order, so a diff prints the same every time; each constraint
/// carries its name and source location. A constraint whose priority crosses between required and
/// optional is uninstalled and installed again, as UIKit forbids that change on a live
/// constraint.
public struct SceneDiff: Sendable, Equatable {
  /// A constraint of the `AdaptiveScene`, by its index there.
  public struct ConstraintEntry: Sendable, Equatable {
    /// Its index in the `AdaptiveScene`'s constraints: the identity across classes.
    public var index: Int
    /// The constraint as resolved (in the old state for an uninstall, the new one otherwise).
    public var constraint: ConstraintDescription
  }

  /// A constraint installed in both states whose constant or priority differs.
  public struct ConstraintChange: Sendable, Equatable {
    /// Its index in the `AdaptiveScene`'s constraints.
    public var index: Int
    /// Before.
    public var old: ConstraintDescription
    /// After.
    public var new: ConstraintDescription
  }

  /// A view installed in both states whose properties differ.
  public struct ViewChange: Sendable, Equatable {
    /// Before.
    public var old: ViewDescription
    /// After.
    public var new: ViewDescription
    /// The properties that differ, in this order.
    public var properties: [ViewProperty]
  }

  /// A per-class view property.
  public enum ViewProperty: String, Sendable, Equatable, CaseIterable {
    case intrinsicContentSize = "intrinsic"
    case contentHugging = "hugging"
    case compressionResistance = "resistance"
    case baseline
    case layoutMargins = "margins"
    case isHidden = "hidden"
    /// The stack: axis, distribution, alignment, spacing, flags or arranged subviews.
    case stack
  }

  /// Constraints installed before and not after.
  public var uninstalledConstraints: [ConstraintEntry] = []
  /// Constraints installed after and not before.
  public var installedConstraints: [ConstraintEntry] = []
  /// Constraints in both whose constant or priority changed.
  public var changedConstraints: [ConstraintChange] = []
  /// Views installed before and not after.
  public var uninstalledViews: [ViewDescription] = []
  /// Views installed after and not before.
  public var installedViews: [ViewDescription] = []
  /// Views in both whose properties changed.
  public var changedViews: [ViewChange] = []

  /// Whether nothing changes.
  public var isEmpty: Bool {
    uninstalledConstraints.isEmpty && installedConstraints.isEmpty && changedConstraints.isEmpty
      && uninstalledViews.isEmpty && installedViews.isEmpty && changedViews.isEmpty
  }

  /// The diff from `old` to `new`, two resolutions of the same `AdaptiveScene`.
  /// - Complexity: O(views + constraints).
  public init(from old: ResolvedScene, to new: ResolvedScene) {
    var oldByIndex: [Int: ConstraintDescription] = [:]  // lookups only
    for (i, c) in zip(old.constraintSources, old.scene.constraints) { oldByIndex[i] = c }
    var newByIndex: [Int: ConstraintDescription] = [:]  // lookups only
    for (i, c) in zip(new.constraintSources, new.scene.constraints) { newByIndex[i] = c }
    for (i, c) in zip(old.constraintSources, old.scene.constraints) {
      guard let replacement = newByIndex[i] else {
        uninstalledConstraints.append(ConstraintEntry(index: i, constraint: c))
        continue
      }
      if c.isRequired != replacement.isRequired {
        uninstalledConstraints.append(ConstraintEntry(index: i, constraint: c))
      } else if c != replacement {
        changedConstraints.append(ConstraintChange(index: i, old: c, new: replacement))
      }
    }
    for (i, c) in zip(new.constraintSources, new.scene.constraints) {
      if let before = oldByIndex[i], before.isRequired == c.isRequired { continue }
      installedConstraints.append(ConstraintEntry(index: i, constraint: c))
    }
    installedConstraints.sort { $0.index < $1.index }

    var oldViews: [String: ViewDescription] = [:]  // lookups only
    for v in old.scene.views { oldViews[v.name] = v }
    let newNames = Set(new.scene.views.map(\.name))  // membership only
    uninstalledViews = old.scene.views.filter { !newNames.contains($0.name) }
    for v in new.scene.views {
      guard let before = oldViews[v.name] else {
        installedViews.append(v)
        continue
      }
      let properties = ViewProperty.allCases.filter { property in
        switch property {
        case .intrinsicContentSize: return before.intrinsicContentSize != v.intrinsicContentSize
        case .contentHugging: return before.contentHugging != v.contentHugging
        case .compressionResistance: return before.compressionResistance != v.compressionResistance
        case .baseline: return before.baseline != v.baseline
        case .layoutMargins: return before.layoutMargins != v.layoutMargins
        case .isHidden: return before.isHidden != v.isHidden
        case .stack: return before.stack != v.stack
        }
      }
      if !properties.isEmpty {
        changedViews.append(ViewChange(old: before, new: v, properties: properties))
      }
    }
  }
}
