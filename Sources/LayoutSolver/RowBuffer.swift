/// The storage of one of a `SparseRow`'s parallel arrays: an array with room before its first
/// element, read and written from index 0 as an array is.
///
/// Why: a long objective row (one entry per label of a large screen) takes insertions and
/// removals at its front when a pivot row holds the lowest-index symbols (a root's pins, made
/// first). In an array each moved the whole row; here the first element can go or come by
/// moving the start, so `SparseRow` moves whichever side of an edit is shorter.
struct RowBuffer<Element: BitwiseCopyable>: RandomAccessCollection, MutableCollection,
  ExpressibleByArrayLiteral
{
  /// The elements, from `start` on; the positions before `start` are headroom.
  var storage: [Element]
  /// Where the first element lies in `storage`.
  var start = 0

  init(_ elements: [Element]) { storage = elements }

  init(arrayLiteral elements: Element...) { storage = elements }

  var startIndex: Int { 0 }
  var endIndex: Int { storage.count - start }
  var count: Int { storage.count - start }
  var isEmpty: Bool { storage.count == start }

  @inline(__always)
  func index(after i: Int) -> Int { i + 1 }
  @inline(__always)
  func index(before i: Int) -> Int { i - 1 }

  subscript(i: Int) -> Element {
    @inline(__always) get { storage[start + i] }
    @inline(__always) set { storage[start + i] = newValue }
  }

  mutating func append(_ element: Element) { storage.append(element) }

  mutating func append<S: Sequence>(contentsOf elements: S) where S.Element == Element {
    storage.append(contentsOf: elements)
  }

  mutating func reserveCapacity(_ n: Int) { storage.reserveCapacity(start + n) }

  mutating func removeAll(keepingCapacity keep: Bool = false) {
    storage.removeAll(keepingCapacity: keep)
    start = 0
  }

  @discardableResult
  mutating func removeLast() -> Element {
    precondition(count > 0, "removeLast of an empty row buffer")
    return storage.removeLast()
  }

  mutating func removeLast(_ n: Int) {
    precondition(n <= count, "removeLast beyond a row buffer's elements")
    storage.removeLast(n)
  }

  /// Drops the first `n` elements by moving the start: O(1).
  mutating func dropFront(_ n: Int) {
    precondition(n <= count, "dropFront beyond a row buffer's elements")
    start += n
  }

  /// Makes room for `n` elements before the first of a buffer that is not empty: the start
  /// moves back, the new slots hold stale values (the caller writes them). When the headroom is
  /// short, the elements move up once by `n` plus half their count, so that front insertions
  /// cost O(1) amortized.
  mutating func growFront(_ n: Int) {
    precondition(!isEmpty, "growFront of an empty row buffer")
    if start < n {
      let extra = n - start + count / 2 + 4
      storage.insert(contentsOf: repeatElement(storage[start], count: extra), at: 0)
      start += extra
    }
    start -= n
  }

  var last: Element? { isEmpty ? nil : storage[storage.count - 1] }

  func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R
  {
    try storage.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[start...])) }
  }

  /// The elements as one buffer: generic algorithms (`Array.append(contentsOf:)`, `Array(_:)`)
  /// then copy them in one block instead of element by element.
  func withContiguousStorageIfAvailable<R>(
    _ body: (UnsafeBufferPointer<Element>) throws -> R
  ) rethrows -> R? {
    try withUnsafeBufferPointer(body)
  }

  mutating func withUnsafeMutableBufferPointer<R>(
    _ body: (UnsafeMutableBufferPointer<Element>) throws -> R
  ) rethrows -> R {
    let start = self.start
    return try storage.withUnsafeMutableBufferPointer {
      try body(UnsafeMutableBufferPointer(rebasing: $0[start...]))
    }
  }

  /// The whole storage, headroom included, for moves that shift the start.
  mutating func withStorage<R>(_ body: (UnsafeMutableBufferPointer<Element>) throws -> R) rethrows
    -> R
  {
    try storage.withUnsafeMutableBufferPointer { try body($0) }
  }
}

extension RowBuffer: Equatable where Element: Equatable {
  static func == (a: RowBuffer, b: RowBuffer) -> Bool { a.elementsEqual(b) }
}
