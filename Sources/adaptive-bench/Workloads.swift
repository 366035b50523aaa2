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
}
