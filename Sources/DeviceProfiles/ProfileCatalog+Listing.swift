/// The text `adaptive profiles` prints: one line per profile and configuration.
extension ProfileCatalog {
  /// One line per configuration of every profile, in catalog order, columns aligned, after a
  /// header line:
  ///
  /// ```text
  /// PROFILE        CONFIGURATION  SIZE      CLASS  SAFE AREA T,L,B,R  MARGINS  SCALE  NAME
  /// iphone-16      portrait       393x852   wC-hR  59,0,34,0          16,16    @3x    iPhone 16
  /// iphone-16      landscape      852x393   wC-hC  0,59,21,59         16,16    @3x    iPhone 16
  /// ```
  ///
  /// Every column but the last is one word, so `awk '$1 == "iphone-16"'` and `grep` work; the name,
  /// which has spaces, comes last. Columns are padded to their widest cell, with two spaces
  /// between; trailing spaces are trimmed.
  public var listing: [String] {
    var rows: [[String]] = [
      [
        "PROFILE", "CONFIGURATION", "SIZE", "CLASS", "SAFE AREA T,L,B,R", "MARGINS", "SCALE",
        "NAME",
      ]
    ]
    for profile in profiles {
      let margins = profile.systemMinimumMargins
      for configuration in profile.configurations {
        let size = configuration.size
        let insets = configuration.safeArea
        rows.append([
          profile.id,
          configuration.name,
          "\(profileNumber(size.width))x\(profileNumber(size.height))",
          configuration.sizeClass.notation,
          [insets.top, insets.left, insets.bottom, insets.right].map(profileNumber)
            .joined(separator: ","),
          "\(profileNumber(margins.leading)),\(profileNumber(margins.trailing))",
          "@\(profileNumber(profile.scale))x",
          profile.name,
        ])
      }
    }
    // The header cell "SAFE AREA T,L,B,R" has spaces but is not data; widths still include it.
    let columnCount = rows[0].count
    let widths = (0..<columnCount).map { column in
      rows.map { $0[column].count }.max() ?? 0
    }
    return rows.map { row in
      var line = ""
      for (column, cell) in row.enumerated() {
        line += cell
        if column < columnCount - 1 {
          line += String(repeating: " ", count: widths[column] - cell.count + 2)
        }
      }
      while line.last == " " { line.removeLast() }
      return line
    }
  }
}
