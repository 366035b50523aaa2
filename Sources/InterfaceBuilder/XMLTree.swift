import AdaptiveLayout

/// The elements of an XML document, as a compact tree with the location of every start tag.
///
/// Interface Builder documents are small (the largest in the corpus is 61 KB), and the reader
/// looks back and forth (a constraint names views declared later), so the streaming parser's
/// events are kept as a tree of elements; text content is dropped (IB keeps everything in
/// attributes), comments are kept only where they name a scene (`<!--View Controller-->`).
struct XMLTree: Sendable {
  /// One element: its name, its attributes, where its start tag is, its children.
  struct Element: Sendable {
    /// The element's name: `view`, `constraint`, `rect`, …
    var name: String
    /// The attributes, sorted by name (the parser hands them over unordered).
    var attributes: [(name: String, value: String)]
    /// Where the start tag's `<` is.
    var location: SourceLocation
    /// The indices of the child elements, in document order.
    var children: [Int] = []
    /// The index of the parent element; -1 for the root.
    var parent: Int
    /// The text of the comment just before this element, if any (scene titles).
    var precedingComment: String?
    /// The character content of a `<string>` element (a label's long text); empty otherwise.
    var text = ""

    /// The value of an attribute, if present.
    subscript(_ attribute: String) -> String? {
      // Linear: elements have a handful of attributes, and sorted order keeps it deterministic.
      for pair in attributes where pair.name == attribute { return pair.value }
      return nil
    }
  }

  /// Every element, in document order (a parent before its children); the root is at 0.
  var elements: [Element] = []

  /// The element at an index.
  subscript(_ index: Int) -> Element { elements[index] }

  /// The children of an element with a given name, in order.
  func children(of index: Int, named name: String) -> [Int] {
    elements[index].children.filter { elements[$0].name == name }
  }

  /// The first child of an element with a given name and, when given, `key` attribute.
  func child(of index: Int, named name: String, key: String? = nil) -> Int? {
    elements[index].children.first {
      elements[$0].name == name && (key == nil || elements[$0]["key"] == key)
    }
  }
}
