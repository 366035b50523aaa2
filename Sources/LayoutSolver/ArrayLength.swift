/// Short changes of an array's length, element by element.
///
/// Why: `removeAll(keepingCapacity:)` and `removeLast(_:)` go through the standard library's
/// general range replacement, about 80 instructions even for a list of two, where a row scratch
/// is emptied for every new constraint and a candidate list for every violated row. A
/// `removeLast()` per element costs a uniqueness check each, about 10 instructions: cheaper up
/// to `shortLengthChange` elements (W1's build −0.4%). Longer changes take the general path,
/// whose cost per element is lower. Not in `pivot` nor in `SparseRow`'s merge: there the loops
/// changed what the compiler inlined around them, and W1's build took 1% more.
extension Array {
  /// Drops the last `k` elements (`0 ... count`), keeping the capacity.
  @inline(__always)
  mutating func shorten(by k: Int) {
    if k > shortLengthChange {
      removeLast(k)
    } else {
      for _ in 0..<k { removeLast() }
    }
  }

  /// Drops every element, keeping the capacity (`removeAll(keepingCapacity: true)`).
  @inline(__always)
  mutating func empty() { shorten(by: count) }
}

/// The longest shortening `Array.shorten(by:)` makes one element at a time.
let shortLengthChange = 16
