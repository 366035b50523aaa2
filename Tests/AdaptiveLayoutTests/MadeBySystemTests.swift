import Testing

@testable import AdaptiveLayout

/// Which constraints count as made by the system (`ConstraintDescription.isMadeBySystem`), by
/// the names the stack views, autoresizing masks and the Interface Builder reader give them.
@Suite struct MadeBySystemTests {
  static func described(_ name: String?) -> ConstraintDescription {
    ConstraintDescription(name: name, first: .init("box", .width), constant: 10)
  }

  @Test(arguments: [
    ("UISV-spacing", true),
    ("autoresizing_width", true),
    ("prototyping_top", true),
    ("root_fills_window", true),
    ("_fills_", true),
    ("cell_sized_x", true),
    ("c1", false),
    ("fills", false),
    ("_fill_", false),
    ("root_fills", false),
    ("_sized", false),
    ("UISV", false),
    ("é_fills_ü", true),
    ("", false),
  ])
  func byName(name: String, madeBySystem: Bool) {
    #expect(MadeBySystemTests.described(name).isMadeBySystem == madeBySystem)
  }

  @Test func anUnnamedConstraintIsTheDevelopers() {
    #expect(!MadeBySystemTests.described(nil).isMadeBySystem)
  }
}
