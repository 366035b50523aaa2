/// Values by name, kept in one array in the order each name was first stored, with an index
/// from name to position: what the engine holds for every view, guide and item geometry, and
/// each view's content-size constraints.
///
/// A `Dictionary` stores each value in its table, which is kept at most three quarters full
/// and doubles as it grows: 50,000 `ViewDescription`s (256 bytes each) took 36 MB there, and
/// their geometry 15 MB. Here the index holds only the names and their positions (`NameIndex`:
/// the name, its hash and at least two slots, about 32-40 bytes a name) and the values sit
/// once in the array: 16 MB and 10 MB. A lookup costs one hash of the name (a cheap one); a
/// name stored for the first time, two. A name set to nil keeps its position, which a later value of that name reuses, so
/// a live engine that uninstalls and installs views again does not grow. The values are also
/// freed in that order when the store goes, as they were made, where a dictionary frees its
/// values in hash order (a cache miss each at 10,000 views).
///
/// Nothing here iterates in an order anyone reads: every order the engine writes out comes from its own lists
/// (`viewOrder`, `guideOrder`), never from this storage.
struct NamedStore<Value> {
  private var values: [Value?] = []
  /// Each name's position in `values` (`NameIndex`: a `[String: Int]` hashed every name with
  /// SipHash, 10% of a large `query`).
  private var positions = NameIndex()
  /// How many times a value may have been replaced (each write access, and `modifyEach`): a
  /// reader that keeps what it read from the values checks it is unchanged.
  private(set) var writes = 0

  /// The value stored under `name`, nil when none is.
  subscript(name: String) -> Value? {
    // Read in place: `store[name] == nil` or `store[name]?.isHidden` copies no value (a view's
    // description is 256 bytes and a dozen references to retain and release).
    _read {
      if let position = positions.position(of: name) { yield values[position] } else { yield nil }
    }
    // In place, as a dictionary's subscript does: `store[name]?.field = x` copies nothing, and
    // an array inside the value stays uniquely referenced while it is changed.
    _modify {
      writes &+= 1
      // The name hashed once, whether it is found or stored.
      let (found, hash) = positions.lookup(name)
      if let position = found {
        yield &values[position]
      } else {
        var value: Value?
        yield &value
        if let value {
          _ = positions.append(name, hash: hash)
          values.append(value)
        }
      }
    }
  }

  /// The value stored under `name`, or `defaultValue` stored there first, changed in place:
  /// what `Dictionary`'s `subscript(_:default:)` does.
  subscript(name: String, default defaultValue: @autoclosure () -> Value) -> Value {
    get { self[name] ?? defaultValue() }
    _modify {
      writes &+= 1
      // One hash of the name, whether it is stored already or not.
      let (position, inserted) = positions.insert(name)
      if inserted { values.append(nil) }
      // Out of the array while it changes, so that what it holds stays uniquely referenced.
      var value = values[position] ?? defaultValue()
      values[position] = nil
      defer { values[position] = value }
      yield &value
    }
  }

  /// Sets the value under `name` to nil and returns what it was, as
  /// `Dictionary.removeValue(forKey:)` does; the name keeps its position.
  @discardableResult
  mutating func removeValue(forKey name: String) -> Value? {
    guard let position = positions.position(of: name), let value = values[position] else {
      return nil
    }
    writes &+= 1
    values[position] = nil
    return value
  }

  /// Room for `count` names in all: a build that knows how many views it stores fills the
  /// array to its size, where doubling left a quarter of it empty (4 MB of views at 50,000).
  mutating func reserveCapacity(_ count: Int) {
    values.reserveCapacity(count)
    positions.reserveCapacity(count)
  }

  /// How many positions have been handed out: it grows exactly when a name is stored for the
  /// first time, so a list of positions taken when it was `n` still means the same names while
  /// it is `n`.
  var positionCount: Int { values.count }

  /// The position of `name`, which never changes once given (a value set to nil keeps it); nil
  /// for a name never stored.
  func position(of name: String) -> Int? { positions.position(of: name) }

  /// The value at a position `position(of:)` gave, nil when that name's value is now nil: an
  /// array read, where the name would be hashed and looked up in a table that, at 10,000 views,
  /// no longer stays in the cache between one pass over the views and the next.
  subscript(position position: Int) -> Value? {
    _read { yield values[position] }
  }

  /// Every stored value, in the order their names were first stored.
  var storedValues: [Value] { values.compactMap { $0 } }

  /// Changes every stored value in place, each on its own: the order is the storage's, which
  /// nothing here writes out (a change of layout direction re-reads every item's geometry).
  mutating func modifyEach(_ body: (inout Value) -> Void) {
    writes &+= 1
    for i in values.indices {
      guard var value = values[i] else { continue }
      body(&value)
      values[i] = value
    }
  }
}

extension NamedStore: Sendable where Value: Sendable {}
