/// The rules of stack views.
extension SceneValidator {
  /// Diagnostics for a view's stack: every arranged view must be a known subview of the stack's
  /// view (as `addArrangedSubview` makes it), listed once; the spacing must be a finite number.
  static func stackDiagnostics(
    _ view: ViewDescription, view lookup: (String) -> ViewDescription?
  ) -> [LayoutDiagnostic] {
    guard let stack = view.stack else { return [] }
    var diagnostics: [LayoutDiagnostic] = []
    func error(_ message: String) {
      diagnostics.append(LayoutDiagnostic(.error, at: view.location, message))
    }
    if !stack.spacing.points.isFinite {
      error("the spacing of stack '\(view.name)' must be a finite number")
    }
    var seen: Set<String> = []  // membership only
    for name in stack.arrangedSubviews {
      guard seen.insert(name).inserted else {
        error("'\(name)' is arranged twice in stack '\(view.name)'")
        continue
      }
      guard let arranged = lookup(name) else {
        error("stack '\(view.name)' arranges unknown view '\(name)'")
        continue
      }
      if arranged.superview != view.name {
        error(
          "stack '\(view.name)' arranges '\(name)', which is a subview of "
            + "'\(arranged.superview ?? Scene.rootName)': an arranged view is a subview of its stack"
        )
      }
    }
    return diagnostics
  }
}
