import LayoutValidation

/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message`, one per
/// problem (grouped across layouts), so problems annotate the pull request; then the total as a
/// plain line for the log.
///
/// Escaping as the Actions toolkit does: in the message `%`, CR and LF; in a property also `:`
/// and `,`.
enum GitHubReporter {
  static func render(_ run: ValidationRun) -> String {
    run.files.map(file).joined() + TextReporter.total(run) + "\n"
  }

  /// One file's annotations: what `render` prints for it, and `ReportStream` as soon as the file
  /// is done.
  static func file(_ file: CheckedFile) -> String {
    var out = ""
    if let failure = file.failure {
      for d in failure {
        var properties = ["file=\(property(d.location?.path ?? file.path))"]
        if let at = d.location, at.line > 0 {
          properties += ["line=\(at.line)", "col=\(at.column)"]
        }
        properties.append("title=\(property("adaptive: not checked"))")
        out +=
          "::\(d.severity.rawValue) \(properties.joined(separator: ","))::\(data(d.message))\n"
      }
      return out
    }
    for group in GroupedProblem.group(file) {
      let p = group.problem
      // A problem without a place in the file (a conflict among the root's own constraints)
      // is annotated on the file.
      let known = p.location.line > 0 && !p.location.path.isEmpty
      var properties = ["file=\(property(known ? p.location.path : file.path))"]
      if known {
        properties.append("line=\(p.location.line)")
        properties.append("col=\(p.location.column)")
      }
      // A document view's id after its name, as Xcode's Document Outline can find it.
      let id = file.identifiers[p.item].map { " (\($0))" } ?? ""
      properties.append("title=\(property("\(p.rule.id): \(p.item)\(id)"))")
      out +=
        "::\(p.severity.rawValue) \(properties.joined(separator: ","))::\(data(group.message))\n"
    }
    return out
  }

  /// A message: `%`, CR and LF escaped.
  static func data(_ text: String) -> String {
    text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A"])
  }

  /// A property value: also `:` and `,`.
  static func property(_ text: String) -> String {
    text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
  }
}

extension String {
  /// Each scalar replaced by its entry in `table`, in one pass (so a replacement is never
  /// replaced again). Scalars, not characters: `"\r\n"` is one character but two scalars.
  func replacingAll(_ table: [Unicode.Scalar: String]) -> String {
    var out = ""
    for c in unicodeScalars {
      if let r = table[c] { out += r } else { out.unicodeScalars.append(c) }
    }
    return out
  }
}
