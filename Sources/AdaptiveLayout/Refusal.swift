import LayoutSolver

/// A required constraint left out of the layout: the conflict reported for it, and the solver
/// constraints that prove the conflict still stands.
///
/// Why the proof: the engine tries every left-out constraint again after each change, since a
/// change can remove the reason for a conflict. A refused constraint conflicts with the other
/// members of its minimal set, and nothing added since can make them consistent: only one of
/// them leaving the solver or taking a new constant can (a pin the device moves, a constraint
/// rebuilt). While each is still in with the constant it had, adding the constraint again would
/// only be refused and explained again — which cost a layout with a few dozen conflicts most of
/// its validation, once per conflict for every safe-area, margin and size step.
struct Refusal {
  /// The conflict, as reported in `LayoutEngine.conflicts`.
  var conflict: LayoutConflict
  /// The other members of the conflict as the solver held them once it was refused, each with
  /// its constant in the solver then. Nil when not known, or when the constraint was left out
  /// only for now, not by the rule that picks which member breaks (`LayoutEngine.victim`): a
  /// constant change refused is broken as the one changing, and the retry after the change
  /// lets the rule choose. Then the constraint is always tried again.
  var evidence: [(constraint: Constraint, constant: Double)]?

  /// Whether every member of the conflict besides the refused constraint is still in `solver`
  /// with the constant it had: then the conflict stands.
  func stands(in solver: Solver) -> Bool {
    guard let evidence else { return false }
    for member in evidence {
      guard solver.constant(of: member.constraint) == member.constant else { return false }
    }
    return true
  }
}

/// The engine's refusals by role, with what `LayoutEngine.retryRefused` needs to find the few
/// to try again after a change: those without evidence (`Refusal.evidence`), and for each
/// solver constraint, the refusals whose evidence lists it.
struct RefusalTable {
  private var byRole: [Role: Refusal] = [:]  // lookups only: `roles` gives the order
  /// The roles whose refusal has no evidence.
  private(set) var unproven: Set<Role> = []  // membership only: sorted by its reader
  /// For each constraint some evidence lists (by identity; the evidence keeps it alive), the
  /// roles whose evidence listed it when recorded. Entries of refusals since replaced or gone
  /// stay until `rebuildWatchers()`; a reader checks the refusal itself.
  private var watchers: [ObjectIdentifier: [Role]] = [:]  // lookups only
  /// Entries added to `watchers` since it was last rebuilt.
  private var watcherEntries = 0
  /// The roles in `Role` order, kept until one comes or goes: a class change that uninstalls
  /// thousands of constraints beside hundreds of refusals sorted their names once per
  /// uninstall.
  private var sorted: [Role]? = []

  /// The refusal of a role, if it is left out.
  subscript(role: Role) -> Refusal? {
    get { byRole[role] }
    set {
      let old = byRole[role]
      // Every constraint added clears its role: nothing to do then, for most of them.
      if old == nil && newValue == nil { return }
      if (old == nil) != (newValue == nil) { sorted = nil }
      byRole[role] = newValue
      if let new = newValue, let evidence = new.evidence {
        unproven.remove(role)
        for member in evidence {
          watchers[ObjectIdentifier(member.constraint), default: []].append(role)
        }
        watcherEntries += evidence.count
        if watcherEntries > 1024 + 4 * byRole.count { rebuildWatchers() }
      } else if newValue != nil {
        unproven.insert(role)
      } else {
        unproven.remove(role)
      }
    }
  }

  /// The roles left out, in `Role` order (content-size constraints by view, then scene
  /// constraints by ID).
  var roles: [Role] {
    mutating get {
      if let sorted { return sorted }
      let made = byRole.keys.sorted()
      sorted = made
      return made
    }
  }

  /// Whether no constraint is left out.
  var isEmpty: Bool { byRole.isEmpty }

  /// The roles left out whose evidence lists one of `constraints`, or that have none, in
  /// `Role` order: those whose conflict may have gone once `constraints` were removed or
  /// given new constants.
  func roles(watching constraints: [Constraint]) -> [Role] {
    var found = unproven
    for constraint in constraints {
      for role in watchers[ObjectIdentifier(constraint)] ?? [] where byRole[role] != nil {
        found.insert(role)
      }
    }
    return found.sorted()
  }

  /// `watchers` made again from the refusals' evidence alone, dropping the entries of refusals
  /// replaced or gone: it grows with every refusal recorded, and a layout whose conflicts are
  /// explained again and again would otherwise keep all of them.
  private mutating func rebuildWatchers() {
    watchers = [:]
    watcherEntries = 0
    for (role, refusal) in byRole {
      for member in refusal.evidence ?? [] {
        watchers[ObjectIdentifier(member.constraint), default: []].append(role)
      }
      watcherEntries += refusal.evidence?.count ?? 0
    }
  }
}

extension Constraint {
  /// Whether `other` is the same linear constraint: the same terms in the same order (by
  /// variable identity), constant, relation and priority. Two forms built the same way from the
  /// same description and geometry compare equal.
  func hasSameForm(as other: Constraint) -> Bool {
    guard relation == other.relation, priority == other.priority,
      expression.constant == other.expression.constant,
      expression.terms.count == other.expression.terms.count
    else { return false }
    for (a, b) in zip(expression.terms, other.expression.terms)
    where a.variable !== b.variable || a.coefficient != b.coefficient {
      return false
    }
    return true
  }
}
