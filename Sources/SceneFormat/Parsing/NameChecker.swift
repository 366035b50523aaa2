import AdaptiveLayout

/// Checks the one rule about names that needs no layout model: each name is declared once.
///
/// Views, guides and named constraints share one namespace (issue 3). The base layout's
/// declarations — top level and inside view blocks — must be unique. A `when` block may
/// mention a base view again (`view nameLabel { … }` changes it for that class), but every
/// constraint and guide it declares is new, so its name must be unused by the base and by every
/// other block: one constraint installed in several classes is declared once at top level,
/// uninstalled there, and installed in each block. Resolving names used in constraints, and
/// telling a view that a block changes from one it declares, is the binder's work.
struct NameChecker {
  private struct Declaration {
    var what: String
    var location: SourceLocation
  }

  /// The earliest declaration of each name so far, at its name's position in `names` (a
  /// `NameIndex`: a `[String: Declaration]` hashed every name with SipHash).
  private var names = NameIndex()
  private var declared: [Declaration] = []
  private(set) var diagnostics: [LayoutDiagnostic] = []

  /// The duplicate-name errors of `document`, in source order.
  static func check(_ document: SceneDocument) -> [LayoutDiagnostic] {
    var checker = NameChecker()
    var base: [(String, Declaration)] = []
    document.forEachView { view, _ in
      base.append((view.name, Declaration(what: "view", location: view.nameLocation)))
    }
    for guide in document.allGuides {
      base.append((guide.name, Declaration(what: "layout guide", location: guide.nameLocation)))
    }
    for constraint in document.allConstraints {
      if let name = constraint.name {
        base.append((name, Declaration(what: "constraint", location: constraint.location)))
      }
    }
    // A named `visual` line names its group of constraints (issue 15).
    for visual in document.visuals {
      if let name = visual.name {
        base.append((name, Declaration(what: "constraint", location: visual.location)))
      }
    }
    checker.declare(base)
    for block in document.variations {
      var fresh: [(String, Declaration)] = []
      for guide in block.guides + guidesInBlocks(of: block.views) {
        fresh.append(
          (guide.name, Declaration(what: "layout guide", location: guide.nameLocation)))
      }
      for constraint in block.allConstraints {
        if let name = constraint.name {
          fresh.append((name, Declaration(what: "constraint", location: constraint.location)))
        }
      }
      for visual in block.visuals {
        if let name = visual.name {
          fresh.append((name, Declaration(what: "constraint", location: visual.location)))
        }
      }
      checker.declare(fresh)
      checker.checkViewsOnce(in: block)
    }
    return checker.diagnostics.sorted { $0.location < $1.location }
  }

  /// Declares names in source order; a name seen before is an error at the later declaration.
  ///
  /// The base is declared before the blocks, but a `when` block may come first in the file: a
  /// block's name that clashes with a base name written further down is reported at the base
  /// declaration, which is the later one, and the block's becomes the first declaration.
  private mutating func declare(_ declarations: [(String, Declaration)]) {
    // The base's views, guides and constraints each come in source order; a file that
    // declares every view before its constraints (as a generated one does) lists them all in
    // order, and is then not sorted (a copy of two entries per comparison). Equal locations
    // are sorted as before, since the sort need not keep their order.
    let ordered =
      isInSourceOrder(declarations) { $0.1.location }
      ? declarations : declarations.sorted(by: { $0.1.location < $1.1.location })
    for (name, declaration) in ordered {
      let (position, inserted) = names.insert(name)
      guard !inserted else {
        declared.append(declaration)
        continue
      }
      let seen = declared[position]
      let (earlier, later) =
        declaration.location < seen.location ? (declaration, seen) : (seen, declaration)
      declared[position] = earlier
      diagnostics.append(
        LayoutDiagnostic(
          .error, at: later.location,
          "'\(name)' is already declared as a \(earlier.what) at line "
            + "\(earlier.location.line); views, guides and named constraints share one "
            + "namespace"))
    }
  }

  /// A view may appear once per `when` block (its changes for that class are in one place).
  private mutating func checkViewsOnce(in block: WhenBlock) {
    var seen: [String: SourceLocation] = [:]
    for nested in block.allViews {
      let view = nested.declaration
      if let earlier = seen[view.name] {
        diagnostics.append(
          LayoutDiagnostic(
            .error, at: view.nameLocation,
            "view '\(view.name)' appears twice in this 'when' block (first at line "
              + "\(earlier.line)); put its changes for this class in one place"))
      } else {
        seen[view.name] = view.nameLocation
      }
    }
  }
}
