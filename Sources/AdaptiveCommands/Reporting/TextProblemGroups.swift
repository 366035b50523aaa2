import AdaptiveLayout
import LayoutValidation

/// A scene's problems as the text report prints them: each problem once, in the order its first
/// layout found it, followed by a note naming the layouts that have it. A scene is checked in
/// every class and device configuration, and a broken constraint or a view off the bottom of a
/// long screen is broken in most of them: printed under each layout, one conflict in 34
/// layouts was 170 lines and a 10,000-view grid's off-screen views 800,000.
///
/// The message and notes are the first layout's (an off-screen frame, a conflict's set, an
/// ambiguity's witnesses can differ between layouts); `--reporter json` keeps every layout's.
struct TextProblemGroups {
  /// Every layout of the scene, with or without problems, in run order: how it is named in a
  /// note (`wR hC`, `iphone-16 portrait rtl`), and the first one's fuller description.
  private var layouts: [(name: String, described: String, rightToLeft: Bool)] = []
  /// Each problem once, in the order its first layout found it, as that layout found it.
  private var problems: [ValidationProblem] = []
  private var index: [ProblemKey: Int] = [:]  // lookups only; `problems` keeps the order
  /// The layouts that have each problem, a bit for each layout: problem `g`'s are the `stride`
  /// words from `g * stride`, layout `i` bit `i % 64` of word `i / 64`. One table, not a list
  /// of layouts for each problem: a 10,000-view grid has about 10,000 problems, most of them in
  /// most of its 98 layouts, and each list was its own allocation, grown as layouts came.
  private var found: [UInt64] = []
  /// Words for each problem in `found`: enough for every layout so far.
  private var stride: Int
  /// A document scene's views' ids by name, as `TextReporter.appendLine` takes them.
  private let ids: [String: String]
  /// The current chain's problems (`startChain`), by number.
  private var chain: [ValidationProblem] = []
  /// The problem (index in `problems`) of each number of the current chain, -1 for none yet.
  private var chainProblems: [Int] = []

  /// Groups for a scene of about `layoutCount` layouts (more may come; the table grows);
  /// `ids` as `TextReporter.appendLine` takes them.
  init(layoutCount: Int, ids: [String: String]) {
    stride = max(1, (layoutCount + 63) / 64)
    self.ids = ids
  }

  /// Starts the next chain of layouts: `problems` are its problems, by number
  /// (`PrintedCache`).
  mutating func startChain(_ problems: [ValidationProblem]) {
    chain = problems
    chainProblems = Array(repeating: -1, count: problems.count)
  }

  /// Adds the next layout of the scene and its problems, by number in the current chain, in the
  /// order the layout found them. `rightToLeft` says the layout is another's mirror, named with
  /// ` rtl` after its name.
  mutating func add(name: String, described: String, rightToLeft: Bool, numbers: [Int32]) {
    let layout = layouts.count
    layouts.append((name, described, rightToLeft))
    if layout >= stride * 64 { widen(toHold: layout) }
    let (word, bit) = (layout / 64, UInt64(1) << UInt64(layout % 64))
    for number in numbers {
      var g = chainProblems[Int(number)]
      if g < 0 {
        let problem = chain[Int(number)]
        let key = ProblemKey(problem)
        if let known = index[key] {
          g = known
        } else {
          g = problems.count
          index[key] = g
          problems.append(problem)
          found.append(contentsOf: repeatElement(0, count: stride))
        }
        chainProblems[Int(number)] = g
      }
      // A layout that reports the same problem twice is still one layout.
      found[g * stride + word] |= bit
    }
  }

  /// Makes room in `found` for layout `layout`: twice the words, each problem's copied.
  private mutating func widen(toHold layout: Int) {
    let wider = max(stride * 2, layout / 64 + 1)
    var table = [UInt64](repeating: 0, count: problems.count * wider)
    for g in problems.indices {
      for w in 0..<stride { table[g * wider + w] = found[g * stride + w] }
    }
    (found, stride) = (table, wider)
  }

  /// Whether no layout added so far had a problem.
  var isEmpty: Bool { problems.isEmpty }

  /// Each problem's lines (`TextReporter.line`), then where it was found:
  /// `path:line:column: note: in 3 of 98 layouts: wC hR, wR hC, iphone-16 landscape; as above
  /// in the first, wC hR (canvas 400x800)`.
  func rendered() -> String {
    var out = TextBuffer()
    for (g, problem) in problems.enumerated() {
      // Written here, once a scene: only the first chain's copy of a problem is printed.
      TextReporter.appendLine(problem, ids: ids, to: &out)
      TextReporter.append(problem.location, to: &out)
      out.append(": note: ")
      out.append(whereFound(layouts(of: g)))
      out.append(byte: UInt8(ascii: "\n"))
    }
    return out.text
  }

  /// The layouts that have problem `g`, in order.
  private func layouts(of g: Int) -> [Int] {
    var list: [Int] = []
    for w in 0..<stride {
      var bits = found[g * stride + w]
      while bits != 0 {
        list.append(w * 64 + bits.trailingZeroBitCount)
        bits &= bits - 1
      }
    }
    return list
  }

  /// The layouts of a group in words: all of them, or the few that lack the problem when those
  /// are fewer, then the first in full (its message is the one shown).
  private func whereFound(_ found: [Int]) -> String {
    let first = layouts[found[0]].described
    guard found.count > 1 else { return "in \(first)" }
    let shown = "; as above in the first, \(first)"
    if found.count == layouts.count {
      return (found.count == 2 ? "in both layouts" : "in all \(found.count) layouts") + shown
    }
    let counted = "in \(found.count) of \(layouts.count) layouts"
    let missing = layouts.count - found.count
    if missing < found.count {
      // Most layouts have it: name the ones that do not, which is what a reader looks for.
      var has = [Bool](repeating: false, count: layouts.count)
      for i in found { has[i] = true }
      return "\(counted), every one but \(names(layouts.indices.filter { !has[$0] }))\(shown)"
    }
    return "\(counted): \(names(found))\(shown)"
  }

  /// Layouts by name; when they are pairs of a layout and its right-to-left mirror, each pair
  /// once (`wR hC, iphone-16 landscape, each left to right and right to left`): a problem
  /// rarely depends on the direction, and the list is half as long.
  private func names(_ list: some Collection<Int>) -> String {
    let rtl = " rtl"
    let mirrors = list.filter { layouts[$0].rightToLeft && layouts[$0].name.hasSuffix(rtl) }
    let originals = list.filter { !layouts[$0].rightToLeft }
    if !originals.isEmpty, originals.count == mirrors.count,
      originals.count + mirrors.count == list.count
    {
      let mirrored = Set(mirrors.map { layouts[$0].name.dropLast(rtl.count) })
      if originals.allSatisfy({ mirrored.contains(Substring(layouts[$0].name)) }) {
        return originals.map { layouts[$0].name }.joined(separator: ", ")
          + (originals.count == 1 ? ", " : ", each ") + "left to right and right to left"
      }
    }
    return list.map { layouts[$0].name }.joined(separator: ", ")
  }
}
