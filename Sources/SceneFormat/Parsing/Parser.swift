import AdaptiveLayout

/// The recursive-descent parser behind ``SceneParser``: statements, blocks and recovery.
///
/// Grammar (`NL` is a new line; `;` also ends a statement):
/// ```
/// document   := statement*
/// statement  := 'scene' STRING | 'canvas' SIZE | view | guide | when
///             | 'uninstall' names | 'install' names | property | stackProperty | override
///             | constraint
/// view       := 'view' NAME [':' KIND] [block]
/// block      := '{' statement* '}'
/// when       := 'when' (('width' | 'height') CLASS | IBCLASS)+ block
/// constraint := [NAME ':'] item '.' ATTR REL linear ['@' priority]
/// override   := NAME '.' ('constant' | 'priority') '=' value
/// ```
/// Each parse function reports at most one error and returns nil; the statement loop then
/// skips to the next statement, so one mistake costs one line, not the rest of the file.
struct Parser {
  /// Where a statement sits, which decides what it may be.
  enum Scope: Equatable {
    case topLevel
    case when
    /// A view's block; `inWhen` when the view statement sits in a `when` block.
    case view(String, inWhen: Bool)

    var viewName: String? {
      if case .view(let name, _) = self { return name }
      return nil
    }

    var isInWhen: Bool {
      switch self {
      case .topLevel: return false
      case .when: return true
      case .view(_, let inWhen): return inWhen
      }
    }
  }

  /// What a block's statements produce; each scope copies out the parts it allows.
  struct BlockContents {
    var title: TitleDeclaration?
    var canvas: CanvasDeclaration?
    var properties: [ViewProperty] = []
    var views: [ViewDeclaration] = []
    var guides: [GuideDeclaration] = []
    var constraints: [ConstraintDeclaration] = []
    var uninstalled: [NameReference] = []
    var installed: [NameReference] = []
    var overrides: [ConstraintOverride] = []
    var variations: [WhenBlock] = []
    var metrics: [MetricDeclaration] = []
    var visuals: [VisualDeclaration] = []
  }

  /// Names that cannot name a view, guide or constraint.
  static let reservedWords: NameSet = [
    "superview", "root", "safeArea", "topLayoutGuide", "bottomLayoutGuide", "standard", "scene",
    "canvas", "view", "guide", "when", "install", "uninstall", "hidden",
  ]

  /// Reserved words that start a statement of their own.
  static let statementKeywords: NameSet = [
    "scene", "canvas", "view", "guide", "when", "install", "uninstall", "hidden",
  ]

  /// Property keywords; they start a property only when not followed by '.' or ':'.
  static let propertyKeywords: NameSet = [
    "intrinsic", "hugging", "resistance", "baseline", "margins", "text", "font", "lines",
    "preferredMaxLayoutWidth",
  ]

  /// The view kinds, and their spellings at the same places: `SceneViewKind(rawValue:)` finds
  /// a word through a table the runtime caches and hashes with SipHash, about 500
  /// instructions a word (`NameIndex` costs a fraction of that).
  static let viewKinds = SceneViewKind.allCases
  static let viewKindNames = NameIndex(viewKinds.map(\.rawValue))

  /// The attributes, and their spellings at the same places: a 10,000-view chain reads 40,000.
  static let attributes = SceneAttribute.allCases
  static let attributeNames = NameIndex(attributes.map(\.rawValue))

  /// `SceneAttribute(name:)`: `baseline` is `lastBaseline`, as in Interface Builder.
  static func attribute(named name: String) -> SceneAttribute? {
    if name == "baseline" { return .lastBaseline }
    return attributeNames.position(of: name).map { attributes[$0] }
  }

  /// Where the tokens come from, one at a time.
  var lexer: Lexer
  /// The tokens lexed and not yet dropped: from `head` on, the current token and the few after
  /// it, always at least `lookahead` of them unless the last is the end of the file. Consumed
  /// tokens stay before `head` until a few dozen have gathered, and go together: dropping the
  /// first token at every step moved the rest of the window down each time.
  private var window: [Token] = []
  /// Where the current token is in `window`.
  private var head = 0
  /// How many tokens have been consumed: a statement that consumed none is skipped by one.
  private(set) var position = 0
  var diagnostics: [LayoutDiagnostic] = []
  /// Errors allowed, the lexer's included; at zero the parser stops.
  let errorBudget: Int
  /// Errors the parser itself reported.
  private var parserErrorCount = 0
  /// Whether the parser stopped early because the error budget ran out.
  var gaveUp = false

  /// The tokens `peek` reads without filling the window first: the current one and three more.
  static let lookahead = 4

  init(lexer: Lexer, errorBudget: Int) {
    self.lexer = lexer
    self.errorBudget = errorBudget
    fill(Self.lookahead)
  }

  // MARK: Tokens

  /// The current token, read in place: `current.kind == .dot` copied the token (a retain and a
  /// release of its name and its location's path) at every test of every token.
  var current: Token {
    _read { yield window[head] }
  }

  /// The token `offset` places after the current one (up to 3; `fill` first for more), or the
  /// end of the file when the input stops before it.
  func peek(_ offset: Int = 1) -> Token {
    window[head + min(offset, window.count - head - 1)]
  }

  /// Lexes until the window holds `count` tokens from the current one on, or ends with the end
  /// of the file.
  mutating func fill(_ count: Int) {
    while window.count - head < count {
      if let last = window.last, case .endOfFile = last.kind { return }
      window.append(lexer.next())
    }
  }

  mutating func advance() {
    if case .endOfFile = window[head].kind { return }
    head += 1
    position += 1
    if head >= Self.consumedKept {
      window.removeFirst(head)
      head = 0
    }
    fill(Self.lookahead)
  }

  /// How many consumed tokens gather before they are dropped together.
  static let consumedKept = 32

  /// Stops parsing: every later token is the end of the file.
  mutating func skipToEnd() {
    lexer.skipToEnd()
    window = [lexer.next()]
    head = 0
  }

  var isAtEndOfStatement: Bool {
    switch current.kind {
    case .newline, .semicolon, .rightBrace, .endOfFile: return true
    default: return false
    }
  }

  var currentIdentifier: String? {
    if case .identifier(let name) = current.kind { return name }
    return nil
  }

  /// Reports an error, unless the token is input the lexer already reported.
  mutating func error(at token: Token, _ message: String) {
    if token.kind == .invalid { return }
    error(at: token.location, message)
  }

  mutating func error(at location: SourceLocation, _ message: String) {
    // The lexer's errors so far count too: it reports them as it reaches them.
    guard errorBudget - parserErrorCount - lexer.diagnostics.count > 0 else {
      gaveUp = true
      return
    }
    diagnostics.append(LayoutDiagnostic(.error, at: location, message))
    parserErrorCount += 1
    if errorBudget - parserErrorCount - lexer.diagnostics.count <= 0 {
      // Give up: jump to the end, so a file of garbage costs no more than this.
      gaveUp = true
      skipToEnd()
    }
  }

  /// Reports "expected X, found Y" at the current token.
  mutating func expected(_ what: String) {
    error(at: current, "expected \(what), found \(current.kind.spelling)")
  }

  /// Skips the rest of a bad statement: to the next new line or ';' outside braces, or to the
  /// '}' that closes the enclosing block (left for the block to consume). Braces opened in the
  /// skipped text are skipped whole, so one bad `view` line does not unbalance the file.
  mutating func skipStatement() {
    var depth = 0
    while true {
      switch current.kind {
      case .endOfFile: return
      case .newline where depth == 0, .semicolon where depth == 0: return
      case .rightBrace where depth == 0: return
      case .rightBrace: depth -= 1
      case .leftBrace: depth += 1
      default: break
      }
      advance()
    }
  }

  /// Skips newlines when the next token after them is '{', so a block may open on its own line.
  mutating func skipNewlinesBeforeBrace() {
    var offset = 0
    while true {
      fill(offset + 1)
      guard peek(offset).kind == .newline else { break }
      offset += 1
    }
    if peek(offset).kind == .leftBrace {
      for _ in 0..<offset { advance() }
    }
  }

  // MARK: Document and blocks

  mutating func parseDocument() -> SceneDocument {
    var contents = BlockContents()
    parseStatements(into: &contents, scope: .topLevel, depth: 0)
    while current.kind != .endOfFile {
      // Only a stray '}' stops the top-level loop early.
      error(at: current, "unexpected '}' with no open block")
      advance()
      parseStatements(into: &contents, scope: .topLevel, depth: 0)
    }
    var document = SceneDocument()
    document.title = contents.title
    document.canvas = contents.canvas
    document.views = contents.views
    document.guides = contents.guides
    document.constraints = contents.constraints
    document.uninstalled = contents.uninstalled
    document.variations = contents.variations
    document.metrics = contents.metrics
    document.visuals = contents.visuals
    return document
  }

  /// Parses statements until '}' or the end of the file (neither consumed).
  mutating func parseStatements(into contents: inout BlockContents, scope: Scope, depth: Int) {
    while true {
      switch current.kind {
      case .endOfFile, .rightBrace: return
      case .newline, .semicolon: advance()
      default:
        let before = position
        if parseStatement(into: &contents, scope: scope, depth: depth) {
          if !isAtEndOfStatement {
            expected("the end of the statement (a new line or ';')")
            skipStatement()
          }
        } else {
          skipStatement()
        }
        // Every statement consumes at least one token, so the loop always ends.
        if position == before { advance() }
      }
    }
  }

  /// Parses `{ statements }`; reports an unclosed block at its '{'. The current token is '{'.
  mutating func parseBlock(
    into contents: inout BlockContents, scope: Scope, depth: Int, of what: String
  ) {
    let brace = current
    if depth >= SceneParser.maximumNestingDepth {
      error(
        at: brace,
        "blocks nest more than \(SceneParser.maximumNestingDepth) deep; this block is skipped")
      skipBalancedBlock()
      return
    }
    advance()
    parseStatements(into: &contents, scope: scope, depth: depth + 1)
    if current.kind == .rightBrace {
      advance()
    } else {
      error(
        at: brace, "this '{' of \(what) is never closed: expected '}' before the end of the file")
    }
  }

  /// Skips from '{' to its matching '}' (or the end of the file) without recursion.
  mutating func skipBalancedBlock() {
    var depth = 0
    repeat {
      switch current.kind {
      case .leftBrace: depth += 1
      case .rightBrace: depth -= 1
      case .endOfFile: return
      default: break
      }
      advance()
    } while depth > 0
  }

  // MARK: Statements

  /// Parses one statement; false after reporting an error (the caller skips the rest).
  mutating func parseStatement(into contents: inout BlockContents, scope: Scope, depth: Int)
    -> Bool
  {
    guard let word = currentIdentifier else {
      if case .number = current.kind, peek().kind != .newline {
        expected("a statement; a constraint starts with item.attribute (e.g. box.width = 100)")
      } else {
        expected("a statement (a declaration, a property or a constraint)")
      }
      return false
    }
    if Self.statementKeywords.contains(word) {
      switch word {
      case "scene": return parseTitle(into: &contents, scope: scope)
      case "canvas": return parseCanvas(into: &contents, scope: scope)
      case "view": return parseView(into: &contents, scope: scope, depth: depth)
      case "guide": return parseGuide(into: &contents, scope: scope)
      case "when": return parseWhen(into: &contents, scope: scope, depth: depth)
      case "uninstall", "install": return parseInstallation(into: &contents, scope: scope)
      default: return parseProperty(into: &contents, scope: scope)  // hidden
      }
    }
    if let visual = visualStatement(word) {  // `metric`, `visual`: Parser+Visual.swift
      return visual == "metric"
        ? parseMetric(into: &contents, scope: scope) : parseVisual(into: &contents, scope: scope)
    }
    switch peek().kind {
    case .dot, .colon:
      return parseConstraintOrOverride(into: &contents, scope: scope)
    default:
      if Self.propertyKeywords.contains(word) {
        return parseProperty(into: &contents, scope: scope)
      }
      if Self.stackPropertyKeywords.contains(word) {
        return parseStackProperty(into: &contents, scope: scope)
      }
      if word == "priority" || word == "constant" {
        error(at: current, "'\(word)' needs a constraint name before it: c1.\(word) = …")
      } else {
        error(
          at: peek(),
          "expected '.' and an attribute after '\(word)' (e.g. \(word).width = 100), "
            + "found \(peek().kind.spelling)")
      }
      return false
    }
  }

  /// Reads a declared name (a view, guide or constraint): an identifier that is not reserved.
  mutating func parseName(for what: String) -> (name: String, location: SourceLocation)? {
    guard let name = currentIdentifier else {
      expected("a name for the \(what)")
      return nil
    }
    if Self.reservedWords.contains(name) {
      error(at: current, "'\(name)' is reserved and cannot name a \(what)")
      return nil
    }
    let location = current.location
    advance()
    return (name, location)
  }

  mutating func parseTitle(into contents: inout BlockContents, scope: Scope) -> Bool {
    let keyword = current
    guard scope == .topLevel else {
      error(at: keyword, "'scene' (the title) belongs at the top level")
      return false
    }
    advance()
    guard case .string(let text) = current.kind else {
      expected("a title in double quotes after 'scene'")
      return false
    }
    advance()
    if let earlier = contents.title {
      error(at: keyword, "the scene already has a title (line \(earlier.location.line))")
      return false
    }
    contents.title = TitleDeclaration(text: text, location: keyword.location)
    return true
  }

  mutating func parseCanvas(into contents: inout BlockContents, scope: Scope) -> Bool {
    let keyword = current
    guard scope == .topLevel else {
      error(at: keyword, "'canvas' belongs at the top level")
      return false
    }
    advance()
    guard case .size(let width?, let height?) = current.kind else {
      expected("a size WxH after 'canvas' (e.g. 375x667)")
      return false
    }
    guard width > 0, height > 0 else {
      error(at: current, "the canvas needs a width and a height greater than 0")
      return false
    }
    advance()
    if let earlier = contents.canvas {
      error(at: keyword, "the scene already has a canvas (line \(earlier.location.line))")
      return false
    }
    var canvas = CanvasDeclaration(width: width, height: height, location: keyword.location)
    var seen: Set<String> = []
    while let word = currentIdentifier {
      let clause = current
      guard Self.canvasClauses.contains(word) else {
        expected("'class', 'safeArea', 'margins' or 'scale' after the canvas size")
        return false
      }
      guard seen.insert(word).inserted else {
        error(at: clause, "the canvas's '\(word)' is given twice")
        return false
      }
      advance()
      switch word {
      case "class":
        guard let classes = parseCanvasClasses() else { return false }
        canvas.sizeClasses = classes
      case "safeArea":
        var insets: [Double] = []
        for _ in 0..<4 {
          guard let value = parseSignedNumber(after: "'safeArea'") else { return false }
          guard value >= 0 else {
            error(at: clause, "safe-area insets cannot be negative")
            return false
          }
          insets.append(value)
        }
        canvas.safeArea = (insets[0], insets[1], insets[2], insets[3])
      case "margins":
        guard let value = parseSignedNumber(after: "'margins'") else { return false }
        guard value >= 0 else {
          error(at: clause, "the canvas's margins cannot be negative")
          return false
        }
        canvas.margins = value
      default:  // scale
        guard let value = parseSignedNumber(after: "'scale'") else { return false }
        guard value > 0, value <= 16 else {
          error(at: clause, "the canvas's scale must be above 0 and at most 16 (e.g. 2)")
          return false
        }
        canvas.scale = value
      }
    }
    contents.canvas = canvas
    return true
  }

  /// The clauses a `canvas` statement may have after its size.
  static let canvasClauses: Set<String> = ["class", "safeArea", "margins", "scale"]

  /// A canvas's `class`: Interface Builder's notation, `wC-hR`, `wAny-hR`, both axes.
  mutating func parseCanvasClasses() -> (width: SceneSizeClass, height: SceneSizeClass)? {
    var width: SceneSizeClass?
    var height: SceneSizeClass?
    for half in 0..<2 {
      guard let word = currentIdentifier, let (axis, value) = Self.interfaceBuilderClass(word),
        axis == (half == 0 ? "width" : "height")
      else {
        expected("size classes after 'class', as Interface Builder writes them (e.g. wC-hR)")
        return nil
      }
      advance()
      if half == 0 {
        width = value
        guard current.kind == .minus else {
          expected("'-' between the width and height classes (e.g. wC-hR)")
          return nil
        }
        advance()
      } else {
        height = value
      }
    }
    guard let width, let height else { return nil }
    return (width, height)
  }

  mutating func parseView(into contents: inout BlockContents, scope: Scope, depth: Int) -> Bool {
    let keyword = current
    advance()
    guard let (name, nameLocation) = parseName(for: "view") else { return false }
    var declaration = ViewDeclaration(
      name: name, location: keyword.location, nameLocation: nameLocation)
    if current.kind == .colon {
      advance()
      guard let kindName = currentIdentifier else {
        expected("a view kind after ':' (e.g. label, button, textField)")
        return false
      }
      guard let kind = Self.viewKindNames.position(of: kindName).map({ Self.viewKinds[$0] }) else {
        let known = SceneViewKind.allCases.map(\.rawValue)
        if let match = NameSuggestion.closest(to: kindName, among: known) {
          error(at: current, "unknown view kind '\(kindName)'; did you mean '\(match)'?")
        } else {
          error(
            at: current,
            "unknown view kind '\(kindName)'; expected one of \(known.joined(separator: ", "))")
        }
        return false
      }
      declaration.kind = kind
      declaration.kindLocation = current.location
      advance()
    }
    skipNewlinesBeforeBrace()
    if current.kind == .leftBrace {
      var block = BlockContents()
      let inner = Scope.view(name, inWhen: scope.isInWhen)
      parseBlock(into: &block, scope: inner, depth: depth, of: "view '\(name)'")
      declaration.properties = block.properties
      declaration.subviews = block.views
      declaration.guides = block.guides
      declaration.constraints = block.constraints
      // A visual line in a view's block means what it means outside it (Parser+Visual.swift).
      contents.visuals += block.visuals
    }
    contents.views.append(declaration)
    return true
  }

  mutating func parseGuide(into contents: inout BlockContents, scope: Scope) -> Bool {
    let keyword = current
    advance()
    guard let (name, nameLocation) = parseName(for: "layout guide") else { return false }
    contents.guides.append(
      GuideDeclaration(
        name: name, location: keyword.location, nameLocation: nameLocation, owner: scope.viewName))
    return true
  }

  /// `uninstall a, b` (top level or `when`) or `install a, b` (`when` only).
  mutating func parseInstallation(into contents: inout BlockContents, scope: Scope) -> Bool {
    let keyword = current
    let isInstall = currentIdentifier == "install"
    switch (scope, isInstall) {
    case (.view, _):
      error(
        at: keyword,
        "'\(isInstall ? "install" : "uninstall")' belongs at the top level or in a 'when' block")
      return false
    case (.topLevel, true):
      error(
        at: keyword,
        "'install' belongs in a 'when' block: at the top level everything is installed "
          + "unless uninstalled")
      return false
    default: break
    }
    advance()
    var names: [NameReference] = []
    repeat {
      if !names.isEmpty { advance() }  // the ','
      guard let name = currentIdentifier else {
        expected("the name of a constraint or view to \(isInstall ? "install" : "uninstall")")
        return false
      }
      if Self.reservedWords.contains(name) {
        error(at: current, "'\(name)' is reserved; name a declared constraint or view")
        return false
      }
      names.append(NameReference(name, at: current.location))
      advance()
    } while current.kind == .comma
    if isInstall {
      contents.installed += names
    } else {
      contents.uninstalled += names
    }
    return true
  }
}
