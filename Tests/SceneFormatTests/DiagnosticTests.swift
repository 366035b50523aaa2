import AdaptiveLayout
import Testing

@testable import SceneFormat

/// One kind of error: a small input and the single diagnostic it must produce.
struct ErrorCase: CustomTestStringConvertible, Sendable {
  var name: String
  var bytes: [UInt8]
  /// `line:column: error: message`.
  var expected: String

  init(_ name: String, _ text: String, _ expected: String) {
    self.name = name
    self.bytes = Array(text.utf8)
    self.expected = expected
  }

  init(_ name: String, bytes: [UInt8], _ expected: String) {
    self.name = name
    self.bytes = bytes
    self.expected = expected
  }

  var testDescription: String { name }
}

private let attributeList =
  "left, right, top, bottom, leading, trailing, width, height, centerX, centerY, "
  + "firstBaseline, lastBaseline, leftMargin, rightMargin, topMargin, bottomMargin, "
  + "leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins, baseline"

private let kindList = SceneViewKind.allCases.map(\.rawValue).joined(separator: ", ")

/// Every error the lexer and parser report, each with its exact line, column and message.
/// Columns are counted by hand in the input (bytes, from 1).
let errorCases: [ErrorCase] = [
  // MARK: Lexer
  ErrorCase("unexpected character", "view a $", "1:8: error: unexpected character '$'"),
  ErrorCase("NUL byte", bytes: Array("view a".utf8) + [0], "1:7: error: unexpected NUL byte"),
  ErrorCase("control character", bytes: [1], "1:1: error: unexpected control character 0x01"),
  ErrorCase("invalid UTF-8", bytes: [0x76, 0xFF], "1:2: error: invalid UTF-8 byte 0xFF"),
  ErrorCase(
    "non-ASCII name", "view café",
    "1:9: error: unexpected character 'é' (U+00E9): names are ASCII letters, digits and '_'"),
  ErrorCase(
    "'<' alone", "a.top < b.top",
    "1:7: error: '<' is not a relation: Auto Layout has only '=', '<=' and '>=', so write '<='"),
  ErrorCase(
    "unterminated string", "scene \"abc\nview a",
    "1:7: error: unterminated string: a string ends with '\"' on the same line"),
  ErrorCase(
    "unknown escape", "scene \"a\\qb\"",
    "1:9: error: unknown escape in string: use \\\", \\\\, \\n or \\t"),
  ErrorCase(
    "string not UTF-8", bytes: Array("scene \"".utf8) + [0xC3, 0x28, 0x22],
    "1:7: error: string is not valid UTF-8"),
  ErrorCase(
    "number too large", "a.width = " + String(repeating: "9", count: 400),
    "1:11: error: number is beyond the range of a double"),
  ErrorCase(
    "exponent beyond a double", "a.width = 1e400",
    "1:11: error: number '1e400' is beyond the range of a double"),
  ErrorCase(
    "exponent", "a.width = 1.5e3",
    "1:11: error: number '1.5e3' has an exponent: write it as a plain decimal"),
  ErrorCase(
    "comment not UTF-8", bytes: Array("view a  # caf".utf8) + [0xE9, 0x20, 0x0A],
    "1:14: error: invalid UTF-8 byte 0xE9 in a comment"),
  ErrorCase(
    "name too long", "view " + String(repeating: "a", count: 100_000),
    "1:6: error: a name of 100000 characters; names are at most 256"),

  // MARK: Statements
  ErrorCase(
    "no statement", "= 5",
    "1:1: error: expected a statement (a declaration, a property or a constraint), found '='"),
  ErrorCase(
    "number first", "100 = box.width",
    "1:1: error: expected a statement; a constraint starts with item.attribute "
      + "(e.g. box.width = 100), found number '100'"),
  ErrorCase(
    "no dot after item", "box width = 3",
    "1:5: error: expected '.' and an attribute after 'box' (e.g. box.width = 100), found 'width'"
  ),
  ErrorCase(
    "override without a name", "priority = 5",
    "1:1: error: 'priority' needs a constraint name before it: c1.priority = …"),
  ErrorCase(
    "extra tokens", "view a b",
    "1:8: error: expected the end of the statement (a new line or ';'), found 'b'"),
  ErrorCase("stray brace", "}", "1:1: error: unexpected '}' with no open block"),
  ErrorCase(
    "unclosed block", "view a {\n  hidden\n",
    "1:8: error: this '{' of view 'a' is never closed: expected '}' before the end of the file"),
  ErrorCase(
    "too deep",
    (1...70).map { "view v\($0) {\n" }.joined() + String(repeating: "}\n", count: 70),
    "65:10: error: blocks nest more than 64 deep; this block is skipped"),

  // MARK: Declarations
  ErrorCase(
    "reserved view name", "view root", "1:6: error: 'root' is reserved and cannot name a view"),
  ErrorCase(
    "reserved guide name", "guide standard",
    "1:7: error: 'standard' is reserved and cannot name a layout guide"),
  ErrorCase(
    "reserved constraint name", "root: a.top = b.top",
    "1:1: error: 'root' is reserved and cannot name a constraint"),
  ErrorCase(
    "missing view name", "view\n", "1:5: error: expected a name for the view, found end of line"),
  ErrorCase(
    "missing kind", "view a: {}",
    "1:9: error: expected a view kind after ':' (e.g. label, button, textField), found '{'"),
  ErrorCase(
    "unknown kind", "view a: lable",
    "1:9: error: unknown view kind 'lable'; did you mean 'label'?"),
  ErrorCase(
    "unknown kind, nothing close", "view a: gizmo",
    "1:9: error: unknown view kind 'gizmo'; expected one of \(kindList)"),
  ErrorCase(
    "kind in the wrong case", "view a: Label",
    "1:9: error: unknown view kind 'Label'; did you mean 'label'?"),
  ErrorCase(
    "title inside a view", "view a { scene \"x\" }",
    "1:10: error: 'scene' (the title) belongs at the top level"),
  ErrorCase(
    "title without string", "scene Foo",
    "1:7: error: expected a title in double quotes after 'scene', found 'Foo'"),
  ErrorCase(
    "second title", "scene \"a\"\nscene \"b\"",
    "2:1: error: the scene already has a title (line 1)"),
  ErrorCase(
    "canvas inside a view", "view a { canvas 1x1 }",
    "1:10: error: 'canvas' belongs at the top level"),
  ErrorCase(
    "canvas without size", "canvas 375",
    "1:8: error: expected a size WxH after 'canvas' (e.g. 375x667), found number '375'"),
  ErrorCase(
    "canvas without an axis", "canvas -x667",
    "1:8: error: expected a size WxH after 'canvas' (e.g. 375x667), found size '-x667'"),
  ErrorCase(
    "empty canvas", "canvas 0x667",
    "1:8: error: the canvas needs a width and a height greater than 0"),
  ErrorCase(
    "second canvas", "canvas 1x1\ncanvas 2x2",
    "2:1: error: the scene already has a canvas (line 1)"),
  ErrorCase(
    "unknown canvas clause", "canvas 1x1 size 2",
    "1:12: error: expected 'class', 'safeArea', 'margins' or 'scale' after the canvas size, "
      + "found 'size'"),
  ErrorCase(
    "canvas clause twice", "canvas 1x1 scale 2 scale 3",
    "1:20: error: the canvas's 'scale' is given twice"),
  ErrorCase(
    "canvas class with one axis", "canvas 1x1 class wC",
    "1:20: error: expected '-' between the width and height classes (e.g. wC-hR), "
      + "found end of file"),
  ErrorCase(
    "canvas class height first", "canvas 1x1 class hR-wC",
    "1:18: error: expected size classes after 'class', as Interface Builder writes them "
      + "(e.g. wC-hR), found 'hR'"),
  ErrorCase(
    "canvas safe area too short", "canvas 1x1 safeArea 20 0 0",
    "1:27: error: expected a number after 'safeArea', found end of file"),
  ErrorCase(
    "negative safe area", "canvas 1x1 safeArea 20 0 -34 0",
    "1:12: error: safe-area insets cannot be negative"),
  ErrorCase(
    "zero canvas scale", "canvas 1x1 scale 0",
    "1:12: error: the canvas's scale must be above 0 and at most 16 (e.g. 2)"),

  // MARK: Properties
  ErrorCase(
    "property outside a view", "hugging 251 251",
    "1:1: error: the property 'hugging' belongs inside a view's block: view name { hugging … }"),
  ErrorCase(
    "intrinsic without size", "view a { intrinsic 82 }",
    "1:20: error: expected a size WxH after 'intrinsic' (e.g. 82x21; '-' for no size on an "
      + "axis: -x30), found number '82'"),
  ErrorCase(
    "priority above 1000", "view a { hugging 1001 }",
    "1:18: error: a priority is a whole number from 1 to 1000, found 1001"),
  ErrorCase(
    "priority 0", "view a { resistance 750 0 }",
    "1:25: error: a priority is a whole number from 1 to 1000, found 0"),
  ErrorCase(
    "fractional priority", "a.top = b.top @250.5",
    "1:16: error: a priority is a whole number from 1 to 1000, found 250.5"),
  ErrorCase(
    "unknown priority name", "a.top = b.top @medium",
    "1:16: error: unknown priority 'medium'; expected 1…1000, required, high, low or fitting"),
  ErrorCase(
    "missing priority", "a.top = b.top @",
    "1:16: error: expected a priority after '@' (1…1000, required, high, low or fitting), "
      + "found end of file"),
  ErrorCase(
    "two margins", "view a { margins 1 2 }",
    "1:18: error: 'margins' takes one value (all sides) or four (top left bottom right), found 2"
  ),
  ErrorCase(
    "baseline without number", "view a { baseline }",
    "1:19: error: expected a number after 'baseline', found '}'"),
  ErrorCase(
    "hidden with a bad flag", "view a { hidden yes }",
    "1:17: error: expected 'true', 'false' or the end of the statement after 'hidden', found 'yes'"
  ),

  // MARK: Installation
  ErrorCase(
    "uninstall in a view", "view a { uninstall c1 }",
    "1:10: error: 'uninstall' belongs at the top level or in a 'when' block"),
  ErrorCase(
    "install at top level", "install c1",
    "1:1: error: 'install' belongs in a 'when' block: at the top level everything is installed "
      + "unless uninstalled"),
  ErrorCase(
    "uninstall without a name", "uninstall",
    "1:10: error: expected the name of a constraint or view to uninstall, found end of file"),
  ErrorCase(
    "uninstall a reserved word", "uninstall root",
    "1:11: error: 'root' is reserved; name a declared constraint or view"),

  // MARK: Constraints
  ErrorCase(
    "missing relation", "a.top + 5",
    "1:7: error: expected a relation ('=', '<=' or '>='), found '+'"),
  ErrorCase(
    "unknown attribute", "a.middle = b.top",
    "1:3: error: unknown attribute 'middle'; expected one of \(attributeList)"),
  ErrorCase(
    "attribute in the wrong case", "a.Leading = b.top",
    "1:3: error: unknown attribute 'Leading'; did you mean 'leading'?"),
  ErrorCase(
    "missing attribute", "a. = b.top", "1:4: error: expected an attribute after 'a.', found '='"),
  ErrorCase(
    "reserved item", "a.top = view.top",
    "1:9: error: 'view' is reserved and cannot be used as an item"),
  ErrorCase(
    "standard as an item", "a.top = standard.top",
    "1:9: error: 'standard' is the standard spacing (8), not an item"),
  ErrorCase(
    "three items", "a.top = b.top + c.top",
    "1:17: error: a constraint relates two items at most: only one item.attribute may follow "
      + "the relation"),
  ErrorCase(
    "subtracted item", "a.top = 5 - b.top",
    "1:11: error: an item cannot be subtracted; write a negative multiplier: b.top * -1"),
  ErrorCase(
    "attribute times attribute", "a.width = b.width * c.width",
    "1:21: error: an attribute cannot be multiplied by another attribute"),
  ErrorCase(
    "dividing by an attribute", "a.width = 2 / b.width",
    "1:15: error: an attribute cannot divide; divide by a number"),
  ErrorCase("division by zero", "a.width = b.width / 0", "1:21: error: division by zero"),
  ErrorCase(
    "dividing by standard", "a.width = b.width / standard",
    "1:21: error: 'standard' cannot divide; divide by a number"),
  ErrorCase(
    "missing factor", "a.width = b.width *",
    "1:20: error: expected a number after '*', found end of file"),
  ErrorCase(
    "missing right side", "a.width =",
    "1:10: error: expected a number, 'standard' or item.attribute, found end of file"),

  // MARK: Overrides
  ErrorCase(
    "override outside when", "c3.constant = 40",
    "1:1: error: 'c3.constant = …' overrides a constraint for one size class: it belongs "
      + "directly in a 'when' block; elsewhere, write the value in the constraint itself"),
  ErrorCase(
    "multiplier override", "when wC {\n  c3.multiplier = 2\n}",
    "2:6: error: a multiplier cannot vary by size class: declare another constraint in the "
      + "'when' block and uninstall this one there"),
  ErrorCase(
    "override with an item", "when wC {\n  c3.constant = a.top\n}",
    "2:17: error: a constant override is a number (or 'standard'), not an item; to relate "
      + "other items, declare a constraint in the 'when' block"),
  ErrorCase(
    "override with a relation", "when wC {\n  c3.constant >= 4\n}",
    "2:15: error: expected '=' after 'c3.constant', found '>='"),

  // MARK: When blocks
  ErrorCase(
    "nested when", "when wC {\n  when hR {\n  }\n}",
    "2:3: error: a 'when' block belongs at the top level, not inside another block"),
  ErrorCase(
    "unknown size class", "when width tiny {}",
    "1:12: error: expected a size class after 'width': compact, regular or any, found 'tiny'"),
  ErrorCase(
    "axis given twice", "when width compact width regular {}",
    "1:20: error: the width class is given twice"),
  ErrorCase(
    "no size class", "when {}",
    "1:6: error: expected a size class after 'when' (e.g. 'when width compact height regular'), "
      + "found '{'"),
  ErrorCase(
    "unknown when word", "when portrait {}",
    "1:6: error: expected 'width', 'height' or a class such as wC-hR after 'when', "
      + "found 'portrait'"),
  ErrorCase(
    "when for the base class", "when width any {}",
    "1:1: error: 'when' for width any and height any is the base layout: write these "
      + "statements outside any 'when' block"),
  ErrorCase(
    "when without a block", "when wC",
    "1:8: error: expected '{' to open the 'when' block, found end of file"),
]

@Suite("Diagnostics: every error with its line and column")
struct DiagnosticTests {
  @Test(arguments: errorCases)
  func reportsExactlyThisError(_ errorCase: ErrorCase) {
    let result = SceneParser.parse(bytes: errorCase.bytes)
    #expect(result.diagnostics.map(\.description) == [errorCase.expected])
    #expect(result.hasErrors)
  }

  @Test func aParsedPathComesFirst() {
    // Line 4: 'box.width 100' lacks its relation.
    let result = SceneParser.parse(
      text: "view box\n\nbox.height = 1\nbox.width 100\n", path: "Scenes/x.scene")
    #expect(result.diagnostics.first?.location.path == "Scenes/x.scene")
    #expect(result.diagnostics.first?.description.hasPrefix("Scenes/x.scene:4:") == true)
  }

  @Test func severalErrorsInOneRunAndRecoveryAtTheNextStatement() {
    let result = SceneParser.parse(
      text: """
        view a: lable
        view b { intrinsic 10x10 }
        a.width = b.width *
        c1: a.height = 20; a.x = 3; b.top = a.bottom
        view 3d {
          hidden
        }
        when width tiny { }
        c2: b.width = 30
        """)
    #expect(
      result.diagnostics.map(\.description) == [
        "1:9: error: unknown view kind 'lable'; did you mean 'label'?",
        "3:20: error: expected a number after '*', found end of line",
        "4:22: error: unknown attribute 'x'; expected one of \(attributeList)",
        "5:6: error: expected a name for the view, found number '3'",
        "8:12: error: expected a size class after 'width': compact, regular or any, "
          + "found 'tiny'",
      ])
    // Everything else still parsed: view b, c1, b.top = a.bottom and c2.
    #expect(result.document.views.map(\.name) == ["b"])
    #expect(result.document.constraints.map(\.name) == ["c1", nil, "c2"])
    #expect(result.document.constraints.map(\.location.line) == [4, 4, 9])
  }

  @Test func errorCountIsCapped() {
    let result = SceneParser.parse(text: String(repeating: "=\n", count: 150))
    #expect(result.diagnostics.count == SceneParser.maximumErrorCount + 1)
    #expect(result.diagnostics.last?.message == "too many errors (100); stopped reporting here")
    #expect(result.diagnostics.last?.location == at(100, 1))
  }
}

@Suite("Diagnostics: names declared twice")
struct DuplicateNameTests {
  func messages(_ text: String) -> [String] {
    SceneParser.parse(text: text).diagnostics.map(\.description)
  }

  @Test func viewDeclaredTwice() {
    #expect(
      messages("view a\nview b {\n  view a\n}")
        == [
          "3:8: error: 'a' is already declared as a view at line 1; views, guides and named "
            + "constraints share one namespace"
        ])
  }

  @Test func constraintNamedLikeAGuide() {
    #expect(
      messages("guide g\ng: a.top = b.top")
        == [
          "2:1: error: 'g' is already declared as a layout guide at line 1; views, guides and "
            + "named constraints share one namespace"
        ])
  }

  @Test func constraintInWhenReusingABaseName() {
    #expect(
      messages("c1: a.top = b.top\nwhen wC {\n  c1: a.top = b.bottom\n}")
        == [
          "3:3: error: 'c1' is already declared as a constraint at line 1; views, guides and "
            + "named constraints share one namespace"
        ])
  }

  @Test func baseNameAfterAWhenBlockThatTookIt() {
    // The base is checked before the blocks, but the block is written first: the base view
    // (line 4) is the later declaration.
    #expect(
      messages("when wC {\n  guide gap\n}\nview gap")
        == [
          "4:6: error: 'gap' is already declared as a layout guide at line 2; views, guides and "
            + "named constraints share one namespace"
        ])
  }

  @Test func sameConstraintNameInTwoWhenBlocks() {
    #expect(
      messages("when wC {\n  c7: a.top = b.top\n}\nwhen wR {\n  c7: a.top = b.top\n}")
        == [
          "5:3: error: 'c7' is already declared as a constraint at line 2; views, guides and "
            + "named constraints share one namespace"
        ])
  }

  @Test func viewTwiceInOneWhenBlock() {
    #expect(
      messages("view a\nwhen hC {\n  view a { hidden }\n  view a { margins 0 }\n}")
        == [
          "4:8: error: view 'a' appears twice in this 'when' block (first at line 3); put its "
            + "changes for this class in one place"
        ])
  }

  @Test func changingABaseViewInSeveralBlocksIsFine() {
    _ = parseClean(
      "view a\nwhen hC {\n  view a { hidden }\n}\nwhen wR {\n  view a { margins 0 }\n}\n"
        + "when wC {\n  view badge\n}\nwhen wR hR {\n  view badge\n}")
  }
}

@Suite("Diagnostics: limits")
struct DiagnosticLimitTests {
  @Test func lexerErrorsAreCappedToo() {
    let result = SceneParser.parse(text: String(repeating: "$ ", count: 50_000))
    #expect(result.diagnostics.count == SceneParser.maximumErrorCount + 1)
    #expect(result.diagnostics.first?.description == "1:1: error: unexpected character '$'")
    // The hundredth '$' is at byte column 2 × 99 + 1 = 199.
    #expect(result.diagnostics[99].location == at(1, 199))
    #expect(result.diagnostics.last?.message == "too many errors (100); stopped reporting here")
  }

  @Test func theFirstHundredErrorsInFileOrderAreReported() {
    // 120 lines with a parser error ('=' where an item is expected), then 150 lines with a
    // lexer error ('$'). The first 100 errors in the file are the parser's, on lines 1 to 100:
    // the lexer's errors later in the file do not take their place.
    let text =
      String(repeating: "a.leading = = b\n", count: 120) + String(repeating: "$\n", count: 150)
    let result = SceneParser.parse(text: text)
    #expect(result.diagnostics.count == SceneParser.maximumErrorCount + 1)
    // "a.leading = " is 12 bytes, so the second '=' is at column 13.
    #expect(result.diagnostics.first?.location == at(1, 13))
    #expect(result.diagnostics[99].location == at(100, 13))
    #expect(result.diagnostics.last?.message == "too many errors (100); stopped reporting here")
  }
}
