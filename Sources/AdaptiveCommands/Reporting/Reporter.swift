import LayoutValidation

/// How `adaptive validate` writes what it found (`--reporter`, or `--format`).
enum Reporter: String, CaseIterable {
  /// Compiler-style lines under a heading per layout, a summary per file, then the total.
  case text
  /// Everything, as JSON; shards merge with `adaptive merge-reports`.
  case json
  /// GitHub Actions workflow commands, which annotate a pull request.
  case github
  /// SARIF 2.1.0, for code scanning.
  case sarif
  /// JUnit XML: one test case per file and layout.
  case junit
  /// One self-contained HTML page: every layout as a picture, problems beside it.
  case html
  /// A contact sheet of every layout as SVG.
  case svg

  /// The names, for messages: `text, json, …`.
  static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

  /// Whether the report draws each layout (from its views' frames).
  var drawsLayouts: Bool { self == .html || self == .svg }

  /// The report of a run.
  func render(_ run: ValidationRun) -> String {
    switch self {
    case .text: return TextReporter.render(run)
    case .json: return JSONReporter.render(run).rendered() + "\n"
    case .github: return GitHubReporter.render(run)
    case .sarif: return SARIFReporter.render(run).rendered() + "\n"
    case .junit: return JUnitReporter.render(run)
    case .html: return HTMLReporter.render(run)
    case .svg: return SheetReporter.render(run)
    }
  }
}

/// A problem reported once however many layouts have it: the same rule about the same item at
/// the same place. CI annotations and code-scanning results use these, so a conflict in 40
/// device configurations is one annotation that names them, not 40.
struct GroupedProblem {
  var path: String
  var problem: ValidationProblem
  /// The layouts that have it (empty for a file-wide problem), in run order.
  var layouts: [String]

  /// Groups a file's problems by `ProblemKey` (location, rule, item and aspect), in first-seen
  /// order.
  static func group(_ file: CheckedFile) -> [GroupedProblem] {
    var groups: [GroupedProblem] = []
    var index: [ProblemKey: Int] = [:]  // lookups only; `groups` keeps the order
    func add(_ p: ValidationProblem, _ layout: String?) {
      let key = ProblemKey(p)
      if let i = index[key] {
        if let layout { groups[i].layouts.append(layout) }
      } else {
        index[key] = groups.count
        groups.append(
          GroupedProblem(path: file.path, problem: p, layouts: layout.map { [$0] } ?? []))
      }
    }
    for p in file.problems { add(p, nil) }
    for layout in file.layouts {
      for p in layout.report.problems { add(p, layout.label(layout.report.target.name)) }
    }
    return groups
  }

  /// The first layout's message, and where else: `… (in 3 layouts: wC hR, wR hC, iphone-16 …)`.
  var message: String {
    guard layouts.count > 1 else {
      return layouts.first.map { "\(problem.message) (in \($0))" } ?? problem.message
    }
    let shown = layouts.prefix(5).joined(separator: ", ")
    let more = layouts.count > 5 ? ", …" : ""
    return "\(problem.message) (in \(layouts.count) layouts: \(shown)\(more))"
  }
}

/// Text for XML and HTML: the five special characters escaped, and the control characters XML
/// 1.0 forbids dropped (a scene cannot hold them in names, but a message quotes input).
enum Markup {
  static func escape(_ text: String) -> String {
    // ASCII text, nearly all of a report (names, numbers, messages that quote names in `'`),
    // byte by byte: appending scalar by scalar cost more than writing the report's layouts.
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return escapeASCII(text) }
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) { continue }
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// `escape` of text whose every byte is ASCII (each byte one scalar): the same output.
  private static func escapeASCII(_ text: String) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 16)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
      case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
      case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
      case UInt8(ascii: "\""): out.append(contentsOf: "&quot;".utf8)
      case UInt8(ascii: "'"): out.append(contentsOf: "&#39;".utf8)
      case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): out.append(byte)
      default: if byte >= 0x20 { out.append(byte) }
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}
