import LayoutSolver

/// The benchmark workloads of issue 2: W2 chain, W3 grid of views, W4 compressed chain (W1 lives
/// in `EnamlLike.swift`). Each comes in two forms: the build system, and the edit system (the
/// same constraints with an edit variable where the build pins a value).
enum Workloads {
  /// The priority of every edit variable: kiwi's "strong".
  static let editPriority = Priority(999)

  // MARK: W2 chain

  /// W2: `x0 == 0` (required); for each i, `x(i+1) >= x(i) + 10` (required) and
  /// `x(i+1) == x(i) + 20` (999). Every `x(i) = x0 + 20·i`: the strong equalities all hold.
  /// The edit form drops `x0 == 0` and makes x0 an edit variable, suggested 100, 0, 100, …
  static func chain(_ n: Int, editing: Bool) -> BenchSystem {
    let x = (0..<n).map { Variable("x\($0)") }
    var constraints: [Constraint] = []
    constraints.reserveCapacity(2 * n)
    if !editing { constraints.append(Constraint(Expression(x[0]), .equal, 0)) }
    for i in 0..<(n - 1) {
      constraints.append(Constraint(Expression(x[i + 1]), .greaterThanOrEqual, x[i] + Double(10)))
      constraints.append(
        Constraint(Expression(x[i + 1]), .equal, x[i] + Double(20), priority: editPriority))
    }
    var system = BenchSystem(variables: x, constraints: constraints) { values, step in
      let x0: Double = step == 0 ? 100 : 0
      return firstMismatch(values, names: x) { x0 + 20 * Double($0) }
    }
    if editing {
      system.editVariables = [(x[0], editPriority)]
      system.editSteps = [[100], [0]]
    }
    return system
  }

  // MARK: W3 grid of views

  /// W3: `n` views in rows of 10 inside a container whose width is an edit variable (375 at build;
  /// the edit session rotates it: 667, 375, 667, …).
  ///
  /// Per view: left, top, width, height; required `width >= 0`, `height >= 0`; first column
  /// `left == container.left + 16`, others `left == prev.left + prev.width + 8` and
  /// `width == prev.width`; last column `left + width == container.left + container.width - 16`;
  /// `height == 44` at 500; first row `top == container.top + 16`, others
  /// `top == above.top + above.height + 8`. The container's left and top are pinned at 0
  /// (required), as a root view's are: left free, they make kiwi ~75× slower at n = 1,000 (37 s
  /// instead of the 0.5 s), so the kiwi figures were measured with them fixed.
  ///
  /// Expected, for container width W: every width `(W − 2·16 − 9·8) / 10` (27.1 at 375, 56.3 at
  /// 667); view (row r, column c) at `left = 16 + c·(width + 8)`, `top = 16 + 52·r`; height 44.
  static func grid(_ n: Int, editing: Bool) -> BenchSystem {
    let containerLeft = Variable("container.left")
    let containerTop = Variable("container.top")
    let containerWidth = Variable("container.width")
    var variables = [containerLeft, containerTop, containerWidth]
    var constraints: [Constraint] = [
      Constraint(Expression(containerLeft), .equal, 0),
      Constraint(Expression(containerTop), .equal, 0),
    ]
    var left: [Variable] = []
    var top: [Variable] = []
    var width: [Variable] = []
    var height: [Variable] = []
    for k in 0..<n {
      let (r, c) = (k / 10, k % 10)
      let l = Variable("view\(k).left")
      let t = Variable("view\(k).top")
      let w = Variable("view\(k).width")
      let h = Variable("view\(k).height")
      variables += [l, t, w, h]
      constraints.append(Constraint(Expression(w), .greaterThanOrEqual, 0))
      constraints.append(Constraint(Expression(h), .greaterThanOrEqual, 0))
      if c == 0 {
        constraints.append(Constraint(Expression(l), .equal, containerLeft + Double(16)))
      } else {
        constraints.append(
          Constraint(Expression(l), .equal, left[k - 1] + width[k - 1] + Double(8)))
        constraints.append(Constraint(Expression(w), .equal, Expression(width[k - 1])))
      }
      if c == 9 {
        constraints.append(
          Constraint(l + w, .equal, containerLeft + containerWidth - Double(16)))
      }
      constraints.append(Constraint(Expression(h), .equal, 44, priority: .medium))
      if r == 0 {
        constraints.append(Constraint(Expression(t), .equal, containerTop + Double(16)))
      } else {
        constraints.append(
          Constraint(Expression(t), .equal, top[k - 10] + height[k - 10] + Double(8)))
      }
      left.append(l)
      top.append(t)
      width.append(w)
      height.append(h)
    }
    let check: ([Double], Int?) -> String? = { values, step in
      let containerW: Double = step == 0 ? 667 : 375
      let viewWidth = (containerW - 2 * 16 - 9 * 8) / 10
      let (cl, ct) = (0.0, 0.0)
      return firstMismatch(values, names: variables) { i in
        if i < 3 { return [cl, ct, containerW][i] }
        let k = (i - 3) / 4
        let (r, c) = (Double(k / 10), Double(k % 10))
        switch (i - 3) % 4 {
        case 0: return cl + 16 + c * (viewWidth + 8)
        case 1: return ct + 16 + 52 * r
        case 2: return viewWidth
        default: return 44
        }
      }
    }
    var system = BenchSystem(variables: variables, constraints: constraints, check: check)
    system.editVariables = [(containerWidth, editPriority)]
    system.initialSuggestion = [375]
    if editing { system.editSteps = [[667], [375]] }
    return system
  }

  // MARK: W4 compressed chain

  /// W4: `x0 == 0` and `x(i+1) >= x(i) + 10` (required), and one `x(N-1) == 0` at 500 that pulls
  /// the chain tight. Every `x(i) = x0 + 10·i`: the pull makes each inequality tight, since
  /// `x(i) >= x0 + 10·i` going forward and `x(i) <= x(N-1) − 10·(N-1-i)` going back. The edit form
  /// makes x0 an edit variable instead (100, 0, 100, …).
  static func compressedChain(_ n: Int, editing: Bool) -> BenchSystem {
    let x = (0..<n).map { Variable("x\($0)") }
    var constraints: [Constraint] = []
    constraints.reserveCapacity(n + 1)
    if !editing { constraints.append(Constraint(Expression(x[0]), .equal, 0)) }
    for i in 0..<(n - 1) {
      constraints.append(Constraint(Expression(x[i + 1]), .greaterThanOrEqual, x[i] + Double(10)))
    }
    constraints.append(Constraint(Expression(x[n - 1]), .equal, 0, priority: .medium))
    var system = BenchSystem(variables: x, constraints: constraints) { values, step in
      let x0: Double = step == 0 ? 100 : 0
      return firstMismatch(values, names: x) { x0 + 10 * Double($0) }
    }
    if editing {
      system.editVariables = [(x[0], editPriority)]
      system.editSteps = [[100], [0]]
    }
    return system
  }

  // MARK: W5 compressed stack of views

  /// W5: `n` views side by side in a container too narrow for them, each wanting to be 100 wide:
  /// a row of labels squeezed by their compression resistance. Not one of the issue's
  /// workloads: the layout case where a chain pulled tight also has a width in every link.
  ///
  /// The container's left is pinned at 0 and its width W is an edit variable (50·n at build; the
  /// edit session suggests 40·n, 50·n, …). Per view: required `width >= 0`; `left(0) ==
  /// container.left + 8`; `left(i+1) >= left(i) + width(i) + 8`; the last one's
  /// `left + width <= container.left + W - 8`; `width == 100` at 750 (compression resistance)
  /// and `width == width(0)` at 250 (equal widths, so that the optimum is one point, as a
  /// well-formed layout's is: with equal compression resistance alone, which views give way is
  /// ambiguous).
  ///
  /// Expected: at 750 the views take all the room there is, so every gap is 8 and the widths add
  /// up to W − 8·(n+1); at 250 they are equal: every width `(W − 8·(n+1)) / n`, every
  /// `left(i) = 8 + i·(width + 8)`.
  ///
  /// W5r (`equalWidthsRequired`): the same row with the equal widths required, as a `fillEqually`
  /// stack view's `UISV-fill-equally` constraints are; the same optimum.
  static func compressedStack(_ n: Int, editing: Bool, equalWidthsRequired: Bool = false)
    -> BenchSystem
  {
    let equalWidths = equalWidthsRequired ? Priority.required : Priority(250)
    let containerLeft = Variable("container.left")
    let containerWidth = Variable("container.width")
    let left = (0..<n).map { Variable("view\($0).left") }
    let width = (0..<n).map { Variable("view\($0).width") }
    var constraints = [Constraint(Expression(containerLeft), .equal, 0)]
    constraints.reserveCapacity(5 * n)
    for i in 0..<n {
      constraints.append(Constraint(Expression(width[i]), .greaterThanOrEqual, 0))
      if i == 0 {
        constraints.append(Constraint(Expression(left[0]), .equal, containerLeft + Double(8)))
      } else {
        constraints.append(
          Constraint(
            Expression(left[i]), .greaterThanOrEqual, left[i - 1] + width[i - 1] + Double(8)))
        constraints.append(
          Constraint(Expression(width[i]), .equal, Expression(width[0]), priority: equalWidths))
      }
      constraints.append(Constraint(Expression(width[i]), .equal, 100, priority: Priority(750)))
    }
    constraints.append(
      Constraint(
        left[n - 1] + width[n - 1], .lessThanOrEqual,
        containerLeft + containerWidth - Double(8)))
    let variables = [containerLeft, containerWidth] + left + width
    let check: ([Double], Int?) -> String? = { values, step in
      let container = Double(step == 0 ? 40 * n : 50 * n)
      let w = (container - 8 * Double(n + 1)) / Double(n)
      return firstMismatch(values, names: variables) { i in
        if i < 2 { return [0, container][i] }
        let k = (i - 2) % n
        return i - 2 < n ? 8 + Double(k) * (w + 8) : w
      }
    }
    var system = BenchSystem(variables: variables, constraints: constraints, check: check)
    system.editVariables = [(containerWidth, editPriority)]
    system.initialSuggestion = [Double(50 * n)]
    if editing { system.editSteps = [[Double(40 * n)], [Double(50 * n)]] }
    return system
  }
}
