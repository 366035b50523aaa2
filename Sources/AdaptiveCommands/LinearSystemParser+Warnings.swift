extension LinearSystemParser {
  /// Names that read as numbers in other languages and tools but are variable names here:
  /// `nan`, `inf`, `infinity`, in any case.
  static let numberLikeNames: Set<String> = ["nan", "inf", "infinity"]

  /// Warnings about input that parses but probably does not mean what it says: a variable named
  /// `nan` or `inf` (the format's numbers are finite decimals, so these are names, as any other
  /// word would be), each at its first use.
  public static func warnings(_ bytes: [UInt8]) -> [Diagnostic] {
    var warned: Set<String> = []
    var out: [Diagnostic] = []
    var lineStart = 0
    var line = 1
    while lineStart <= bytes.count {
      let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      var lexer = LinearSystemLexer(bytes: bytes, lineStart: lineStart, lineEnd: lineEnd)
      while let token = try? lexer.next(), token.kind != .end {
        if case .name(let name) = token.kind, numberLikeNames.contains(name.lowercased()),
          warned.insert(name).inserted
        {
          out.append(
            Diagnostic(
              line: line, column: token.column,
              message: "'\(name)' is a variable name here, not a number: numbers are finite "
                + "decimals (Docs/solve-format.md)"))
        }
      }
      lineStart = lineEnd + 1
      line += 1
    }
    return out
  }
}
