#if !canImport(Darwin)
  import Synchronization
#endif

/// An unknown of a linear system: a view's edge, a width, a guide's position.
///
/// Variables compare by identity, as kiwi's do: two variables with the same name are different
/// unknowns. The name is only for diagnostics and dumps.
///
/// ```swift
/// let left = Variable("box.left")
/// ```
public final class Variable: Hashable, Sendable, CustomStringConvertible {
  /// The name used in diagnostics and debug dumps.
  public let name: String
  #if !canImport(Darwin)
    /// Which solver's table indexes this variable densely, and where (see `DenseTable`).
    let denseClaim = Atomic<UInt64>(0)
  #endif

  /// Creates a variable with a name for diagnostics.
  public init(_ name: String = "") {
    self.name = name
  }

  public static func == (lhs: Variable, rhs: Variable) -> Bool {
    lhs === rhs
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  public var description: String { name }
}
