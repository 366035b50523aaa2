import AdaptiveLayout
import LayoutValidation

/// The problems a chain of layouts has found, each numbered once for the whole chain, for the
/// text report: a layout keeps the numbers of its problems, the chain each problem once
/// (`problems`), and the report writes the text of each problem it prints once a scene
/// (`TextProblemGroups`).
///
/// Why numbers: on a large scene most problems are in most layouts (a 10,000-view card grid:
/// about 8,000 views off screen in each of the 24 or 25 layouts of a chain). Each layout kept
/// its own list of printed problems (a key and a text: about 100 bytes and four references a
/// problem) until its chain was done, 20 MB a chain, each entry copied, retained and released
/// on its way; a number is 4 bytes. And each chain wrote the text of each of its problems
/// (formatting six numbers for an off-screen view), though the report prints a problem once a
/// scene, from the first chain that has it: three texts in four were never read.
///
/// The text shown for a problem is the one of the first layout in the list that has it (an
/// off-screen view's frame differs between layouts), and a chain visits its layouts out of list
/// order: each number keeps the problem as the earliest layout in the list seen so far found
/// it.
struct PrintedCache {
  /// One problem of the chain, as found by the earliest layout in the list that has it, and
  /// that layout's position in the list.
  private struct Entry {
    var problem: ValidationProblem
    var position: Int
  }

  /// The chain's targets' positions in its list, by name.
  private var positions: [String: Int] = [:]  // lookups only
  /// Every problem found so far, by number, in the order first found.
  private var entries: [Entry] = []
  /// Their keys, by number, in dense lists (numbers, items, aspects, paths): what the walk
  /// along the last layout's problems compares, read without touching the problems' boxes (each
  /// kept from whichever layout found it first, long out of the cache on a large scene) or
  /// copying a key out of a list (three strings retained and released a comparison).
  private var places: [ProblemPlace] = []
  private var items: [String] = []
  private var aspects: [String] = []
  private var paths: [String] = []
  /// The number of each problem found so far (lookups only; `entries` keeps the order).
  private var numbers: [ProblemKey: Int32] = [:]
  /// The last layout's problems' numbers: the next layout's problems are mostly the same, in
  /// the same order (a layout's problems are sorted by place), so a walk along both lists
  /// finds them without a lookup.
  private var previous: [Int32] = []

  /// A cache for a chain of these targets.
  init(targets: some Sequence<ValidationTarget>) {
    for (i, target) in targets.enumerated() { positions[target.name] = i }
  }

  /// The numbers of a layout's problems, in its order.
  mutating func numbers(_ report: TargetReport) -> [Int32] {
    numbers(report.problems, at: positions[report.target.name] ?? Int.max)
  }

  /// The numbers of the problems of the layout at `position` in the list, in their order.
  mutating func numbers(_ problems: [ValidationProblem], at position: Int) -> [Int32] {
    var out: [Int32] = []
    out.reserveCapacity(problems.count)
    var j = 0
    for problem in problems {
      let location = problem.location
      let place = ProblemPlace(problem, at: location)
      while j < previous.count, places[Int(previous[j])].precedes(place) { j += 1 }
      let number: Int32
      if j < previous.count, places[Int(previous[j])] == place,
        items[Int(previous[j])] == problem.item, aspects[Int(previous[j])] == problem.aspect,
        paths[Int(previous[j])] == location.path
      {
        number = previous[j]
      } else if let known = numbers[ProblemKey(problem)] {
        number = known
      } else {
        number = Int32(truncatingIfNeeded: entries.count)
        numbers[ProblemKey(problem)] = number
        entries.append(Entry(problem: problem, position: position))
        places.append(place)
        items.append(problem.item)
        aspects.append(problem.aspect)
        paths.append(location.path)
        out.append(number)
        continue
      }
      // A layout earlier in the list than any before it that has the problem: its message is
      // the one shown.
      if position < entries[Int(number)].position {
        entries[Int(number)] = Entry(problem: problem, position: position)
      }
      out.append(number)
    }
    previous = out
    return out
  }

  /// Every problem found, by number, as the earliest layout in the list that has it found it.
  var problems: [ValidationProblem] { entries.map(\.problem) }
}

/// The numbers of a problem's key (`ProblemKey`), in one plain value: compared first, and
/// ordered as a layout orders its problems in one file (errors first, then by line, column
/// and rule). The walk that reads the order only guesses with it (a wrong guess falls back on
/// a lookup), so a layout with problems in several files is numbered right all the same.
struct ProblemPlace: Equatable {
  var line: Int
  var column: Int
  var rule: Int32
  var isError: Bool

  /// `problem`'s, its location already read (`location`).
  init(_ problem: ValidationProblem, at location: SourceLocation) {
    line = location.line
    column = location.column
    rule = Int32(problem.rule.index)
    isError = problem.severity == .error
  }

  /// Whether a problem here comes before one at `other` in a layout of one file.
  func precedes(_ other: ProblemPlace) -> Bool {
    if isError != other.isError { return isError }
    if line != other.line { return line < other.line }
    if column != other.column { return column < other.column }
    return rule < other.rule
  }
}
