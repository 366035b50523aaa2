import LayoutValidation

/// One problem of one layout as the text report prints it: its lines (`path:line:column:
/// severity: message [rule-id]` and its notes) and its key.
struct PrintedProblem: Sendable {
  var key: ProblemKey
  /// Its lines, each ending in a newline.
  var text: String
  /// The same number for the same key throughout one chain of layouts (`PrintedCache`), so
  /// that the scene's groups look each key up once a chain, not once a layout; -1 outside one.
  var chainID: Int32 = -1
  /// The position in its chain of the layout `text` was written for (`PrintedCache`).
  var textPosition: Int = 0

  /// A problem made ready to print; `ids` (a document scene's views' ids by name) as
  /// `TextReporter.appendLine` takes them.
  init(_ problem: ValidationProblem, ids: [String: String]) {
    key = ProblemKey(problem)
    text = TextReporter.line(problem, ids: ids)
  }

  init(key: ProblemKey, text: String, chainID: Int32, textPosition: Int) {
    self.key = key
    self.text = text
    self.chainID = chainID
    self.textPosition = textPosition
  }
}

/// The text of the problems a chain of layouts has printed so far, so that a problem its
/// layouts share is written once: on a large scene most problems are in most layouts (a
/// 10,000-view card grid: about 8,000 views off screen in each of 24 layouts a chain), and each
/// layout's copy of their text waited in memory until the chain was done.
///
/// A layout reuses the text of a layout before it in the list, never one after it: the report
/// shows a problem's text from the first layout in the list that has it, and a chain visits its
/// layouts out of list order.
struct PrintedCache {
  /// The chain's targets' positions in its list, by name.
  private var positions: [String: Int] = [:]  // lookups only
  /// Each problem's text so far, the position of the layout it was written for, and its number
  /// in the chain.
  private var printed: [ProblemKey: (position: Int, text: String, id: Int32)] = [:]  // lookups only
  /// The last layout's problems: the next layout's are mostly the same, in the same order (a
  /// layout's problems are sorted by place), so a walk along both lists finds them without a
  /// lookup.
  private var previous: [PrintedProblem] = []

  /// A cache for a chain of these targets.
  init(targets: some Sequence<ValidationTarget>) {
    for (i, target) in targets.enumerated() { positions[target.name] = i }
  }

  /// A layout's problems made ready to print, reusing the text of an earlier layout's same
  /// problem; `ids` as `PrintedProblem.init` takes them.
  mutating func printed(_ report: TargetReport, ids: [String: String]) -> [PrintedProblem] {
    let position = positions[report.target.name] ?? Int.max
    var out: [PrintedProblem] = []
    out.reserveCapacity(report.problems.count)
    var j = 0
    for problem in report.problems {
      while j < previous.count, previous[j].key.precedes(problem) { j += 1 }
      if j < previous.count, previous[j].textPosition <= position,
        previous[j].key.matches(problem)
      {
        out.append(previous[j])
        continue
      }
      let key = ProblemKey(problem)
      let known = printed[key]
      if let known, known.position <= position {
        out.append(
          PrintedProblem(
            key: key, text: known.text, chainID: known.id, textPosition: known.position))
        continue
      }
      var fresh = PrintedProblem(problem, ids: ids)
      fresh.chainID = known?.id ?? Int32(truncatingIfNeeded: printed.count)
      fresh.textPosition = position
      printed[key] = (position, fresh.text, fresh.chainID)
      out.append(fresh)
    }
    previous = out
    return out
  }
}

/// A scene's problems as the text report prints them: each problem once, in the order its first
/// layout found it, followed by a note naming the layouts that have it. A scene is checked in
/// every class and device configuration, and a broken constraint or a view off the bottom of a
/// long screen is broken in most of them: printed under each layout, one conflict in 34
/// layouts was 170 lines and a 10,000-view grid's off-screen views 800,000.
///
/// The message and notes are the first layout's (an off-screen frame, a conflict's set, an
/// ambiguity's witnesses can differ between layouts); `--reporter json` keeps every layout's.
struct TextProblemGroups {
  /// One problem and the layouts that have it.
  private struct Group {
    var problem: PrintedProblem
    /// The layouts that have it: indexes into `layouts`, in order.
    var layouts: [Int]
  }

  /// Every layout of the scene, with or without problems, in run order: how it is named in a
  /// note (`wR hC`, `iphone-16 portrait rtl`), and the first one's fuller description.
  private var layouts: [(name: String, described: String, rightToLeft: Bool)] = []
  private var groups: [Group] = []
  private var index: [ProblemKey: Int] = [:]  // lookups only; `groups` keeps the order
  /// The group of each number of the current chain (`PrintedProblem.chainID`), -1 for none yet.
  private var chainGroups: [Int] = []

  /// Adds the next layout of the scene and its problems, in the order the layout found them.
  /// `rightToLeft` says the layout is another's mirror, named with ` rtl` after its name.
  mutating func add(
    name: String, described: String, rightToLeft: Bool, problems: [PrintedProblem]
  ) {
    let layout = layouts.count
    layouts.append((name, described, rightToLeft))
    for problem in problems {
      let id = Int(problem.chainID)
      if id >= 0, id < chainGroups.count, chainGroups[id] >= 0 {
        let i = chainGroups[id]
        if groups[i].layouts.last != layout { groups[i].layouts.append(layout) }
        continue
      }
      let found = index[problem.key]
      if id >= 0 {
        if id >= chainGroups.count {
          chainGroups.append(contentsOf: repeatElement(-1, count: id + 1 - chainGroups.count))
        }
        chainGroups[id] = found ?? groups.count
      }
      if let i = found {
        // A layout that reports the same problem twice is still one layout.
        if groups[i].layouts.last != layout { groups[i].layouts.append(layout) }
      } else {
        index[problem.key] = groups.count
        groups.append(Group(problem: problem, layouts: [layout]))
      }
    }
  }

  /// Starts the next chain of layouts: its problems' numbers (`PrintedProblem.chainID`) start
  /// again.
  mutating func startChain() {
    chainGroups.removeAll(keepingCapacity: true)
  }

  /// Whether no layout added so far had a problem.
  var isEmpty: Bool { groups.isEmpty }

  /// Each problem's lines, then where it was found: `path:line:column: note: in 3 of 98
  /// layouts: wC hR, wR hC, iphone-16 landscape; as above in the first, wC hR (canvas 400x800)`.
  func rendered() -> String {
    var out = ""
    for group in groups {
      out += group.problem.text
      out += TextReporter.locationText(group.problem.key.location)
      out += ": note: "
      out += whereFound(group.layouts)
      out += "\n"
    }
    return out
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
