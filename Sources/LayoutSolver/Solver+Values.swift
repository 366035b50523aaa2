/// Reading a variable's value without the variable: for a caller that reads the same variables
/// after every change (the layout engine's frames of every view, every layout).
///
/// Why: `value(of:)` loads the variable's claim from the variable object itself before it reads
/// the solver's arrays, and at 10,000 views those objects, scattered over the heap and touched
/// once a layout, miss the cache each (`value(of:)` grew x72 in time from 2,000 to 20,000 cards
/// of `validate`, for x10 the views). A handle is the variable's index in the solver's own
/// table, taken once: a read is two array reads, as `value(of:)` does after the claim.
extension Solver {
  /// Where `value(atHandle:)` reads `variable`'s value; nil when only `value(of:)` can (the
  /// solver has not seen the variable yet, or another solver's table indexed it first).
  ///
  /// A handle stays valid until the solver forgets its variables (`reset()`, which a re-solve
  /// from scratch also does, in `add`, `remove` or a constant change that breaks down):
  /// `handleGeneration` changes then, and a caller that keeps handles compares it. Until then
  /// the table of variables only grows, and what the handle leads to — the variable's symbol,
  /// or its alias's root and link, which later changes may move — is read afresh on every read.
  public func valueHandle(of variable: Variable) -> Int32? {
    symbolOfVariable.claim(of: variable)
  }

  /// The value of the variable `handle` was taken for (`valueHandle(of:)`): the same value,
  /// bit for bit, as `value(of:)` gives for it. A stale handle (another `handleGeneration`)
  /// reads some variable's value or 0, never out of the table.
  @_effects(readonly)
  public func value(atHandle handle: Int32) -> Double {
    let (s, link) = symbolOfVariable.storedEntry(atClaim: handle)
    if s >= 0 {
      let v = tableau.value[Int(s)]
      return v == 0 ? 0 : v  // never -0
    }
    return s == DenseTable<Variable>.absent ? 0 : aliasedValue(link: link)
  }
}
