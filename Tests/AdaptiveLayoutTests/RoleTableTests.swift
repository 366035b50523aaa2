import LayoutSolver
import Testing

@testable import AdaptiveLayout

/// The role table holds no reference to its constraints (`RoleTable`): every path that drops a
/// constraint must drop its role, or the role would be read for a new constraint that takes
/// the freed one's address. Each public change below is followed by the check that the table
/// names exactly the constraints the engine holds.
@Suite struct RoleTableTests {
  let views = [
    view("label", "label", intrinsic: (82, 21), baseline: Baseline(first: 17)),
    view("field", "textField", intrinsic: (97, 30), baseline: Baseline(first: 20)),
    view("box"),
  ]
  let lines = [
    "label.leading = superview.leadingMargin", "field.leading = label.trailing + 8",
    "field.trailing = superview.trailingMargin", "field.top = topLayoutGuide.bottom + 20",
    "label.lastBaseline = field.lastBaseline", "box.left = superview.left",
    "box.top = superview.top", "box.width = 100", "box.height = 10",
    "box.right <= superview.right",
  ]

  @Test func theTableNamesExactlyTheHeldConstraintsAfterEveryChange() throws {
    let e = try engine(views, lines)
    // 10 pins (root width and height, 4 safe-area edges, 4 root margins), 4 content-size
    // constraints for each of the two views with an intrinsic width and height, and the 10
    // scene constraints: 10 + 8 + 10 = 28.
    #expect(e.roles.count == 28)
    #expect(e.roleTableMismatches() == [])
    // Same axes: the content constants move in place.
    try e.setIntrinsicContentSize(IntrinsicContentSize(width: 120, height: 43), ofView: "label")
    #expect(e.roleTableMismatches() == [])
    // No intrinsic width: the label's two horizontal content constraints go, 28 − 2 = 26.
    try e.setIntrinsicContentSize(IntrinsicContentSize(width: nil, height: 43), ofView: "label")
    #expect(e.roles.count == 26)
    #expect(e.roleTableMismatches() == [])
    try e.setContentHugging(AxisPriorities(200, 300), ofView: "field")
    try e.setCompressionResistance(AxisPriorities(700, 800), ofView: "field")
    #expect(e.roleTableMismatches() == [])
    // Into a conflict (500 > 375 wide) and out of it: the broken constraint keeps its role.
    try e.setConstant(500, of: ConstraintID(7))
    #expect(!e.isActive(ConstraintID(7)))
    #expect(e.roleTableMismatches() == [])
    try e.setConstant(200, of: ConstraintID(7))
    #expect(e.roleTableMismatches() == [])
    try e.setPriority(750, of: ConstraintID(8))
    try e.uninstall(ConstraintID(5))
    // 26 − 1 uninstalled = 25.
    #expect(e.roles.count == 25)
    #expect(e.roleTableMismatches() == [])
    try e.install(constraint("box.left = superview.left + 4", line: 10))
    try e.setLayoutMargins(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), ofView: "field")
    try e.setBaseline(Baseline(first: 10), ofView: "field")
    #expect(e.roleTableMismatches() == [])
    // Every leading and trailing constraint rebuilt.
    e.setEnvironment(environment(375, 667, rtl: true))
    #expect(e.roleTableMismatches() == [])
    // Too narrow for the 200-point box: the root's pin wins, a scene constraint is left out.
    e.setRootSize(LayoutSize(width: 60, height: 667))
    #expect(!e.conflicts.isEmpty)
    #expect(e.roleTableMismatches() == [])
    e.setRootSize(LayoutSize(width: 375, height: 667))
    #expect(e.roleTableMismatches() == [])
  }

  @Test func viewsAndStacksComingAndGoingLeaveNoRoleBehind() throws {
    let e = try engine(
      [view("stack", "stackView"), view("a", in: "stack", intrinsic: (40, 20))],
      ["stack.left = superview.left", "stack.top = superview.top"])
    try e.installView(view("b", "label", in: "stack", intrinsic: (30, 30)))
    try e.setStack(
      StackDescription(spacing: .fixed(8), arrangedSubviews: ["a", "b"]), ofView: "stack")
    #expect(e.roleTableMismatches() == [])
    try e.setStack(
      StackDescription(axis: .vertical, spacing: .fixed(4), arrangedSubviews: ["a", "b"]),
      ofView: "stack")
    #expect(e.roleTableMismatches() == [])
    try e.uninstallView(named: "b")
    #expect(e.roleTableMismatches() == [])
    try e.setStack(nil, ofView: "stack")
    // What is left: 10 pins, a's 4 content-size constraints and the 2 scene constraints.
    #expect(e.roles.count == 16)
    #expect(e.roleTableMismatches() == [])
    try e.uninstallView(named: "stack")
    // The stack takes a and both scene constraints with it: the 10 pins are left.
    #expect(e.roles.count == 10)
    #expect(e.roleTableMismatches() == [])
  }

  /// The check can fail: a role left for a constraint the engine no longer holds, which is what
  /// a path that forgot `deactivate` would leave, and a held constraint with another's role.
  @Test func aStaleOrWrongRoleIsFound() throws {
    let e = try engine([view("box")], ["box.width = 100", "box.height = 10"])
    #expect(e.roleTableMismatches() == [])
    let stray = Constraint(Expression(constant: 1), .equal)
    e.roles[stray] = .constraint(0)
    // 10 pins and 2 scene constraints held, 13 roles.
    #expect(e.roleTableMismatches() == ["13 roles for 12 constraints held"])
    _ = e.roles.removeValue(forKey: stray)
    let held = try #require(e.slots[1]?.solverConstraint)
    e.roles[held] = .constraint(0)
    // The second scene constraint now reads as the first: one mismatch, and the count agrees.
    let mismatches = e.roleTableMismatches()
    #expect(mismatches.count == 1)
    #expect(mismatches.first?.hasPrefix("\(held.label): role") == true)
  }

  /// Scene and content roles are packed into 4 bytes each (a slot number; a view's number and
  /// which of its four constraints): each reads back as the role it was stored as, the pins'
  /// roles beside them, and a view's name keeps its number when its constraints come again.
  @Test func everyKindOfRoleReadsBackAsStored() {
    var table = RoleTable()
    let roles: [Role] = [
      .constraint(0), .constraint(41), .hugging("a", .horizontal), .hugging("a", .vertical),
      .resistance("a", .horizontal), .resistance("a", .vertical), .hugging("b", .vertical),
      .resistance("b", .horizontal), .rootSize(.vertical), .safeArea, .rootMargins,
    ]
    let constraints = roles.map { _ in Constraint(Expression(constant: 1), .equal) }
    for (constraint, role) in zip(constraints, roles) { table[constraint] = role }
    #expect(table.count == roles.count)
    for (constraint, role) in zip(constraints, roles) { #expect(table[constraint] == role) }
    // Out and in again, for another constraint of view "a": the same role, the count as before.
    #expect(table.removeValue(forKey: constraints[3]) == .hugging("a", .vertical))
    #expect(table[constraints[3]] == nil)
    let again = Constraint(Expression(constant: 2), .equal)
    table[again] = .hugging("a", .vertical)
    #expect(table[again] == .hugging("a", .vertical))
    #expect(table.count == roles.count)
    table[again] = nil
    #expect(table.count == roles.count - 1)
  }
}
