/// A binary min-heap over an array: the least element comes out first, and among equal ones the
/// order is fixed by the sequence of pushes and pops (never by hashing), so what the solver
/// does with it is deterministic.
struct MinHeap<Element: Comparable> {
  private(set) var elements: [Element] = []  // in heap order

  /// The least element, without removing it.
  var first: Element? { elements.first }

  var isEmpty: Bool { elements.isEmpty }

  /// Adds an element (sifted up from the end).
  @inline(__always)
  mutating func push(_ element: Element) {
    elements.append(element)
    var child = elements.count - 1
    while child > 0 {
      let parent = (child - 1) >> 1
      if elements[parent] <= elements[child] { break }
      elements.swapAt(parent, child)
      child = parent
    }
  }

  /// Removes and returns the least element (the last one sifted down from the top).
  @discardableResult @inline(__always)
  mutating func popFirst() -> Element? {
    guard let top = elements.first else { return nil }
    let last = elements.removeLast()
    if !elements.isEmpty {
      elements[0] = last
      var parent = 0
      let n = elements.count
      while true {
        let left = 2 * parent + 1
        if left >= n { break }
        let right = left + 1
        let child = right < n && elements[right] < elements[left] ? right : left
        if elements[parent] <= elements[child] { break }
        elements.swapAt(parent, child)
        parent = child
      }
    }
    return top
  }
}
