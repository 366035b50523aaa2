/// A debug dump of the solver's state.
extension Solver {
  /// The tableau and everything around it, in a fixed shape:
  ///
  /// ```
  /// Objective
  ///   @750: 1*e+1 + 1*e-1
  /// Tableau
  ///   s0 = 1*x - 1*y   [10, inf] = 10
  /// Infeasible
  ///   (basic symbols outside their bounds; empty at rest)
  /// Variables
  ///   x = 10
  /// Edit Variables
  ///   w @999 = 375
  /// Constraints
  ///   s0: x - y - 10 >= 0 @1000
  /// ```
  ///
  /// Symbols are named by role: a variable by its name, the slack of constraint record `k` as
  /// `sk`, its errors as `e+k` and `e-k`. Rows and objective entries are listed by symbol index.
  public func dump() -> String {
    // The documented shape, every row over non-basic symbols, from an expanded copy: a dump
    // must not change the solver (the form of the rows steers the simplex's tie-breaks).
    var shown = tableau
    shown.expandDeferredRows()
    // Without the tombstones a long row leaves (`SparseRow`): the entries, as a plain row has.
    for l in shown.objective.indices { shown.objective[l].compact() }
    var out = "Objective\n"
    for (l, row) in shown.objective.enumerated() where !row.isEmpty {
      out += "  @\(shown.levels[l]): \(format(row))\n"
    }
    out += "Tableau\n"
    let basics = shown.basicOfRow.filter { $0 >= 0 }.sorted()
    for b in basics {
      let bi = Int(b)
      let row = shown.rows.row(Int(shown.rowOfSymbol[bi]))
      out += "  \(name(b)) = \(format(row))   [\(bound(shown.lower[bi])), "
      out += "\(bound(shown.upper[bi]))] = \(shown.value[bi])\n"
    }
    out += "Infeasible\n"
    for b in basics where shown.violation(b) != 0 {
      out += "  \(name(b)) = \(shown.value[Int(b)])\n"
    }
    out += "Variables\n"
    for v in variables { out += "  \(v.name) = \(value(of: v))\n" }
    out += "Edit Variables\n"
    for v in editOrder {
      out += "  \(v.name) @\(edits[v]!.priority.value) = \(-(constant(of: edits[v]!) ?? 0))\n"
    }
    out += "Constraints\n"
    for case let record? in records.sorted(by: { ($0?.sequence ?? 0) < ($1?.sequence ?? 0) }) {
      out += "  \(record.isAlias ? "alias" : name(record.slack)): \(record.constraint)\n"
    }
    return out
  }

  func name(_ s: Int32) -> String {
    let i = Int(s)
    let owner = Int(tableau.owner[i])
    switch tableau.kind[i] {
    case .external: return variables[owner].name
    case .slack: return "s\(owner)"
    case .error:
      let record = records[owner]
      return record?.errorPlus == s ? "e+\(owner)" : "e-\(owner)"
    case .unused: return "?\(i)"
    }
  }

  func format(_ row: SparseRow) -> String {
    if row.isEmpty { return "0" }
    var parts: [String] = []
    for k in 0..<row.count {
      let c = row.coefficients[k]
      let term = "\(abs(c))*\(name(row.symbols[k]))"
      parts.append(parts.isEmpty ? (c < 0 ? "-" + term : term) : (c < 0 ? "- " : "+ ") + term)
    }
    return parts.joined(separator: " ")
  }

  func bound(_ b: Double) -> String {
    b == .infinity ? "inf" : (b == -.infinity ? "-inf" : "\(b)")
  }
}
