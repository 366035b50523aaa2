/// A choice of subject: a variable that a new constraint introduces is made basic in that
/// constraint's row, as Cassowary (kiwi's `chooseSubject`) does, where that is known to be cheap.
///
/// A variable no earlier row holds, pivoted in through the new row, merges nothing (its column
/// is that row alone) and changes no value; later rows over it take its row in instead of
/// holding it. Where the variable would have been pivoted in later anyway, by the dual simplex
/// walking an axis of a small dense layout (W1: 36 of its 37 variables end basic), that later
/// pivot, which merges its row into every row holding the variable by then, is saved.
///
/// Guarded, because the solver's other devices rely on variables that stay non-basic (see
/// `Docs/solver.md`, "A guarded choice of subject"):
/// - only a variable introduced by a constraint over several variables: a bound (`x >= 0`,
///   `x == c`, `width >= intrinsic @750`) leaves its variable non-basic, a free child for an
///   alias (`width(i) == width(0)`) and a link for the chain probes;
/// - never when the constraint mentions a *link* — a variable itself introduced by such a
///   constraint (`linkMark`): a chain (`x(i+1) >= x(i) + 10`) then has at most its first link
///   made basic, instead of every link with a row listing every slack back to the start
///   (N²/2 entries) or, capped, a row of several slacks each;
/// - only when the row is short (`subjectRowLimit` entries), so that later rows taking it in
///   stay short;
/// - not for a required equality between two variables, which becomes an alias (its
///   elimination makes the same pivot itself);
/// - only after the row is repaired: the values are the repair's, to the bit (a pivot moves no
///   value), and the variable must still be non-basic, in that row alone, and cost nothing.
///
/// A constraint that introduces no variable may take a *known* one as its subject: the first
/// of its variables that earlier rows hold too, non-basic and unmarked (not a link, not a
/// subject), with the same guards (no link mentioned, not a required equality, the row short,
/// no reduced cost), and two more: not an equality of two variables (an optimistic alias's
/// leaf must stay non-basic: W5's `width(i) == width(0) @250`, twice the instructions
/// without this guard), and the variable in at most `knownSubjectColumnLimit` rows, this one
/// among them, so the pivot merges the short row into a few others (a layout's bounds on the
/// variable, `x >= 0`, `x >= 24 @800`). W1's variables are nearly all introduced by such
/// bounds, so no new-variable subject ever takes them; basic from their first relation, they
/// are not pivoted in later by the dual simplex walking an axis, when their columns have
/// grown long (`Docs/solver.md`, "Subjects a constraint already knows").
extension Solver {
  /// The longest row whose new variable becomes its subject. Measured on W1's build: 4 kept
  /// less than half of the gain, 6 and 8 the same.
  static let subjectRowLimit = 6

  /// The most rows a known subject may be in when it is pivoted in (stale column entries
  /// counted). Measured on W1's build: 3 kept four fifths of the gain, 6 and 8 the same as 4.
  static let knownSubjectColumnLimit = 4

  /// What the extra of a variable's entry in `symbolOfVariable` says for the choice of subject
  /// (an unmarked entry's extra: a marked one, an alias, holds its link there): 0 for neither,
  /// `linkMark` for a link (a variable introduced by a constraint over several variables, such
  /// as a chain's next position: no subject builds on it), `subjectMark` for a link made its
  /// constraint's subject. Written when the variable is first seen and when it becomes or stops
  /// being a subject; an alias class taken apart writes its members back as neither. The
  /// hashed table keeps the mark too (a variable another solver's table claimed first), so two
  /// solvers over the same variables choose the same subjects.
  static let linkMark: Int32 = 1
  static let subjectMark: Int32 = 2

  /// Marks the variable of external symbol `s` (see `linkMark`).
  func markVariable(of s: Int32, _ mark: Int32) {
    let variable = variables[Int(tableau.owner[Int(s)])]
    symbolOfVariable.insert(s, extra: mark, for: variable)
  }

  /// Pivots `subject`, a variable record `id`'s constraint introduced (or a known one, see
  /// above), into the record's row once that row is repaired, when it still may: the slack
  /// basic, the row short, the variable non-basic, in that row alone (in at most `columnLimit`
  /// rows, for a known subject), with no deferred rows referring to it and no reduced cost.
  /// The pivot moves no value, and merges nothing (a known subject's row into its few other
  /// rows); the slack leaves at its value (within its bounds: the row is repaired), and as the
  /// variable costs nothing, no reduced cost moves.
  func pivotInSubject(_ subject: Int32, record id: Int, columnLimit: Int = 1) {
    guard let slack = records[id]?.slack, slack >= 0, tableau.isBasic(slack) else { return }
    let r = Int(tableau.rowOfSymbol[Int(slack)])
    let n = tableau.rows.count(r)
    let si = Int(subject)
    guard n <= Solver.subjectRowLimit, !tableau.isBasic(subject),
      columnLimit > 1
        ? tableau.columns.length(si) <= columnLimit
        : tableau.columns.length(si) == 1 && tableau.columns.head(si)[1] == Int32(r),
      !tableau.hasDependents[si],
      let k = tableau.rows.find(subject, inRow: r),
      abs(tableau.rows.coefficient(r, k)) > Tableau.pivotTolerance,
      tableau.hasZeroCost(subject)
    else { return }
    tableau.pivot(entering: subject, leaving: slack)
    markVariable(of: subject, Solver.subjectMark)
    if si >= subjectSlack.count {
      subjectSlack.append(contentsOf: repeatElement(-1, count: si + 1 - subjectSlack.count))
    }
    subjectSlack[si] = slack
  }

  /// Takes subject `x` back out of the basis, its slack in, when a new constraint starts a
  /// chain from it (introduces a variable over it): left basic, every link after it would be
  /// written over its row. The pivot moves no value; it keeps the objective optimal when the
  /// slack costs nothing (then `x`, a free symbol, costs nothing either once non-basic).
  /// - Returns: whether it did.
  func unpivotSubject(_ x: Int32) -> Bool {
    let xi = Int(x)
    let slack = subjectSlack[xi]
    markVariable(of: x, Solver.linkMark)
    guard tableau.isBasic(x) else { return false }
    let r = Int(tableau.rowOfSymbol[xi])
    guard slack >= 0, tableau.kind[Int(slack)] == .slack, !tableau.isBasic(slack),
      !tableau.isDeferredRow[r], !tableau.hasDependents[xi],
      let k = tableau.rows.find(slack, inRow: r),
      abs(tableau.rows.coefficient(r, k)) > Tableau.pivotTolerance,
      tableau.hasZeroCost(slack)
    else { return false }
    tableau.pivot(entering: slack, leaving: x)
    return true
  }
}
