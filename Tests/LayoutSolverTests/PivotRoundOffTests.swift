import Testing

@testable import LayoutSolver

/// What a pivot does with round-off (`AddOptimalityTests` has the systems that found it): the
/// entries of its row too small to pivot on, and the reduced costs its ratio test called a tie.
@Suite struct PivotRoundOffTests {
  /// By hand: the row `2·s1 + 1e-13·s2 + 3·s3 − 1e-12·s5 + 1e-9·s6 + 2e-9·s7`, its entries at
  /// most 1e-9 dropped (the pivot tolerance: `s2`, `s5` and `s6`, which is exactly 1e-9) but
  /// for the entering symbol's: keeping `s1`, `2·s1 + 3·s3 + 2e-9·s7`, in order; keeping `s2`
  /// (were it entering), `s2` stays too.
  @Test func aRowDropsItsRoundOffEntries() {
    let row = SparseRow(
      symbols: [1, 2, 3, 5, 6, 7], coefficients: [2, 1e-13, 3, -1e-12, 1e-9, 2e-9])
    var pool = RowPool()
    let r = pool.makeSlot()
    pool.set(r, row)
    pool.dropEntries(ofRow: r, atMost: 1e-9, keeping: 1)
    #expect(pool.row(r).symbols == [1, 3, 7])
    #expect(pool.row(r).coefficients == [2, 3, 2e-9])

    let kept = pool.makeSlot()
    pool.set(kept, row)
    pool.dropEntries(ofRow: kept, atMost: 1e-9, keeping: 2)
    #expect(pool.row(kept).symbols == [1, 2, 3, 7])
    #expect(pool.row(kept).coefficients == [2, 1e-13, 3, 2e-9])

    // Nothing to drop: the row stays as it is.
    let clean = pool.makeSlot()
    pool.set(clean, SparseRow(symbols: [1, 3], coefficients: [2, 3]))
    pool.dropEntries(ofRow: clean, atMost: 1e-9, keeping: 1)
    #expect(pool.row(clean).symbols == [1, 3])
    #expect(pool.row(clean).coefficients == [2, 3])
  }

  /// By hand, the numbers of seed 90122 (add 196): symbol 132's top-level reduced cost
  /// 0.7238095238090252, and the pivot's product for it −0.7238095238108378 (the two ratios
  /// tied). The sum is −1.8126e-12 (…8090252 − …8108378 = −18126 units of 1e-16), 2.5e-12 of
  /// the terms: beyond the rows' cancellation test (1e-12 of the terms) and beyond
  /// `costTolerance` (1e-12), a price of the wrong sign; within the ratio test's tie tolerance
  /// (1e-9), so the objective's update drops it. Both of the pivot's ways of updating an
  /// objective row (a merge, and entry by entry) drop it, and keep a sum that is not a tie.
  @Test func aTiedReducedCostComesOutZero() {
    let cost = 0.7238095238090252
    let product = -0.7238095238108378
    #expect(!SparseRow.cancels(cost + product, cost, product))
    #expect(abs(cost + product) > Tableau.costTolerance)
    #expect(
      SparseRow.cancels(cost + product, cost, product, within: Tableau.costCancellationTolerance))

    // Entry by entry: 132's entry goes, 133's (2 − 0.5 = 1.5) stays.
    var pointwise = SparseRow(symbols: [132, 133], coefficients: [cost, 2])
    pointwise.apply([(132, product), (133, -0.5)], cancelling: Tableau.costCancellationTolerance)
    #expect(pointwise.symbols == [133])
    #expect(pointwise.coefficients == [1.5])
    // The same with the rows' own tolerance: the round-off stays.
    var loose = SparseRow(symbols: [132, 133], coefficients: [cost, 2])
    loose.apply([(132, product), (133, -0.5)])
    #expect(loose.symbols == [132, 133])

    // A merge of `objective += 1 · [132: product, 133: −0.5]`.
    var merged = SparseRow(symbols: [132, 133], coefficients: [cost, 2])
    var scratch = SparseRow()
    let symbols: [Int32] = [132, 133]
    let coefficients = [product, -0.5]
    symbols.withUnsafeBufferPointer { s in
      coefficients.withUnsafeBufferPointer { c in
        merged.add(
          symbols: s, coefficients: c, times: 1, skipping: -1, using: &scratch,
          cancelling: Tableau.costCancellationTolerance)
      }
    }
    #expect(merged.symbols == [133])
    #expect(merged.coefficients == [1.5])
  }
}
