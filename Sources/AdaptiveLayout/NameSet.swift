/// A set of names for membership tests, which only grows: the parser's keywords and reserved
/// words, the views a size class installs.
///
/// Why not a `Set<String>`: the parser asks about nearly every word it reads (is it a reserved
/// word, a statement's keyword, a property's), and each question hashed the word with SipHash:
/// 1.5% of a 10,000-view `query`. `NameIndex`'s hash costs a fraction of that. Never iterated,
/// so nothing depends on an order.
package struct NameSet: Sendable, ExpressibleByArrayLiteral {
  private var index = NameIndex()

  /// An empty set.
  package init() {}

  /// The set of these names (each once, however often listed).
  package init(arrayLiteral names: String...) {
    self.init(names)
  }

  /// The set of the names in `names` (each once, however often listed).
  package init(_ names: some Sequence<String>) {
    for name in names { insert(name) }
  }

  /// Adds `name`; whether it was not in the set before.
  @discardableResult
  package mutating func insert(_ name: String) -> Bool {
    index.insert(name).inserted
  }

  /// Whether `name` is in the set.
  package func contains(_ name: String) -> Bool { index.position(of: name) != nil }
}
