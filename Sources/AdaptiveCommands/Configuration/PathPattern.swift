/// A glob pattern for paths: `*` matches within one path component, `**` any number of
/// components, `?` one character; anything else matches itself.
public struct PathPattern: Sendable, Equatable, CustomStringConvertible {
  /// The pattern as written.
  public var text: String

  /// Creates a pattern.
  public init(_ text: String) {
    var t = text
    while t.hasPrefix("./") { t.removeFirst(2) }
    while t.count > 1 && t.hasSuffix("/") { t.removeLast() }
    self.text = t
  }

  /// The pattern as written.
  public var description: String { text }

  /// Whether the pattern matches `path` whole, or (with `orAnyFolderOf`) one of its folders, so
  /// that `Scenes/failing` matches `Scenes/failing/a.scene`.
  public func matches(_ path: String, orAnyFolderOf folders: Bool = false) -> Bool {
    let pattern = Array(text.utf8)
    let subject = Array(path.utf8)
    if Self.match(pattern[...], subject[...]) { return true }
    guard folders else { return false }
    for (i, byte) in subject.enumerated() where byte == UInt8(ascii: "/") {
      if Self.match(pattern[...], subject[..<i]) { return true }
    }
    return false
  }

  /// Glob matching by dynamic programming over (pattern position, path position): quadratic in
  /// the worst case, exact however `*` and `**` mix (no greedy backtracking to get wrong).
  static func match(_ pattern: ArraySlice<UInt8>, _ subject: ArraySlice<UInt8>) -> Bool {
    let p = Array(pattern)
    let s = Array(subject)
    let slash = UInt8(ascii: "/")
    let star = UInt8(ascii: "*")
    // matches[j] after row i: whether p[i...] matches s[j...]; rows go from the pattern's end.
    var next = [Bool](repeating: false, count: s.count + 1)
    next[s.count] = true
    var i = p.count - 1
    while i >= 0 {
      var row = [Bool](repeating: false, count: s.count + 1)
      if p[i] == star {
        let double = (i > 0 && p[i - 1] == star) || (i + 1 < p.count && p[i + 1] == star)
        var j = s.count
        while j >= 0 {
          // Match nothing, or one more character (not `/` for a single star).
          row[j] = next[j] || (j < s.count && (double || s[j] != slash) && row[j + 1])
          j -= 1
        }
      } else {
        for j in 0..<s.count where p[i] == s[j] || (p[i] == UInt8(ascii: "?") && s[j] != slash) {
          row[j] = next[j + 1]
        }
      }
      // `**/` also matches no folder at all (`**/a` matches `a`): the slash may be skipped.
      if p[i] == slash && i >= 2 && p[i - 1] == star && p[i - 2] == star {
        var skip = row
        for j in 0...s.count where next[j] { skip[j] = true }
        row = skip
      }
      next = row
      i -= 1
    }
    return next[0]
  }

  /// `path` relative to `directory`, both taken from `cwd` when relative; `path` unchanged when
  /// it is not inside `directory`.
  static func relative(_ path: String, to directory: String, cwd: String?) -> String {
    func absolute(_ p: String) -> String {
      if p.hasPrefix("/") { return normalized(p) }
      return normalized((cwd ?? ".") + "/" + p)
    }
    let file = absolute(path)
    let base = absolute(directory)
    if base == "/" { return String(file.dropFirst()) }
    if file.hasPrefix(base + "/") { return String(file.dropFirst(base.count + 1)) }
    return normalized(path)
  }

  /// Removes `.` components, resolves `..`, and collapses repeated slashes.
  static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
        continue
      }
      parts.append(part)
    }
    let joined = parts.joined(separator: "/")
    return path.hasPrefix("/") ? "/" + joined : joined
  }
}
