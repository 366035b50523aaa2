/// "Did you mean …?" for a misspelled name: the closest of the known names, when it is close.
public enum NameSuggestion {
  /// The candidate nearest to `name` by edit distance (insertions, deletions, substitutions and
  /// swaps of neighbours, ignoring case), if at most a third of the name's length away (and at
  /// most 3); ties go to the earlier candidate, so the answer never depends on hashing.
  public static func closest(to name: String, among candidates: [String]) -> String? {
    let limit = min(3, max(1, name.count / 3))
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let d = distance(name.lowercased(), candidate.lowercased())
      if d <= limit && d < (best?.distance ?? Int.max) { best = (candidate, d) }
    }
    return best?.name
  }

  /// Optimal-string-alignment distance (Damerau–Levenshtein without repeated edits of a span).
  /// Long inputs are not compared: no name worth suggesting is longer than 64 characters.
  static func distance(_ a: String, _ b: String) -> Int {
    let x = Array(a)
    let y = Array(b)
    guard x.count <= 64, y.count <= 64 else { return Int.max }
    if x.isEmpty { return y.count }
    if y.isEmpty { return x.count }
    var rows = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
    for i in 0...x.count { rows[i][0] = i }
    for j in 0...y.count { rows[0][j] = j }
    for i in 1...x.count {
      for j in 1...y.count {
        let cost = x[i - 1] == y[j - 1] ? 0 : 1
        var d = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
        if i > 1 && j > 1 && x[i - 1] == y[j - 2] && x[i - 2] == y[j - 1] {
          d = min(d, rows[i - 2][j - 2] + 1)
        }
        rows[i][j] = d
      }
    }
    return rows[x.count][y.count]
  }
}
