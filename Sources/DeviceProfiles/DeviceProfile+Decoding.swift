import Foundation
import SizeClasses

extension DeviceProfile {
  /// Reads a profile from the JSON text of a profile file, validating every field.
  ///
  /// `path` is only used in errors. Each error names the offending field as a path from the top
  /// of the file (`configurations[2].sizeClass`) and the line and column where it is written.
  /// Unknown fields are errors too, so a misspelt optional field is not silently ignored.
  public init(json bytes: [UInt8], path: String) throws(ProfileError) {
    if let (line, column) = Self.firstInvalidUTF8(in: bytes) {
      throw ProfileError(path: path, line: line, column: column, message: "file is not valid UTF-8")
    }
    let root: ProfileJSON
    do {
      root = try ProfileJSONReader.parse(bytes)
    } catch {
      throw ProfileError(
        path: path, line: error.line, column: error.column,
        message: "invalid JSON: \(error.message)")
    }
    self = try ProfileDecoder(path: path).profile(from: root)
  }

  /// The line and column of the first byte that is not part of valid UTF-8, if any.
  static func firstInvalidUTF8(in bytes: [UInt8]) -> (line: Int, column: Int)? {
    // The standard library's check is fast; walk scalar by scalar only to locate a problem.
    if String(validating: bytes, as: UTF8.self) != nil { return nil }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    var line = 1
    var lineStart = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        if encoded.count == 1 && encoded.first == 0x0A {
          line += 1
          lineStart = offset + 1
        }
        offset += encoded.count
      case .error:
        return (line, offset - lineStart + 1)
      case .emptyInput:
        return nil
      }
    }
  }

  /// Where the top-level `id` value is written, for errors found after decoding (a duplicate id).
  static func positionOfID(in bytes: [UInt8]) -> (line: Int, column: Int)? {
    guard let root = try? ProfileJSONReader.parse(bytes), case .object(let members) = root.kind,
      let id = members.first(where: { $0.key == "id" })?.value
    else { return nil }
    return (id.line, id.column)
  }

  /// Reads a profile file from disk.
  public init(contentsOfFile path: String) throws(ProfileError) {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ProfileError(path: path, message: "cannot read the file")
    }
    try self.init(json: [UInt8](data), path: path)
  }
}

/// Turns a parsed profile file into a `DeviceProfile`, field by field, with the file's path and
/// each field's path at hand for errors.
private struct ProfileDecoder {
  let path: String

  static let profileFields = [
    "id", "name", "scale", "systemMinimumMargins", "configurations", "sources", "notes",
    "idiom",
  ]
  static let configurationFields = ["name", "size", "sizeClass", "safeArea"]

  func profile(from root: ProfileJSON) throws(ProfileError) -> DeviceProfile {
    guard case .object = root.kind else {
      throw error(
        at: root, field: nil,
        "expected a JSON object at the top level, found \(root.typeDescription)"
      )
    }
    let object = try fields(of: root, field: "", allowed: Self.profileFields)
    let id = try identifier(object.require("id"), field: "id", allowingSlash: false)
    let name = try nonEmptyString(object.require("name"), field: "name")
    let scale = try number(object.require("scale"), field: "scale", minimum: .positive)
    let margins = try systemMinimumMargins(object.require("systemMinimumMargins"))
    let configurations = try configurationList(object.require("configurations"))
    var sources: [String] = []
    if let value = object.optional("sources") { sources = try strings(value, field: "sources") }
    var notes: [String] = []
    if let value = object.optional("notes") { notes = try strings(value, field: "notes") }
    var idiom: DeviceIdiom?
    if let value = object.optional("idiom") {
      let text = try nonEmptyString(value, field: "idiom")
      guard let known = DeviceIdiom(rawValue: text) else {
        throw error(at: value, field: "idiom", "expected \"phone\" or \"pad\", found \"\(text)\"")
      }
      idiom = known
    }
    return DeviceProfile(
      id: id, name: name, scale: scale, systemMinimumMargins: margins,
      configurations: configurations, sources: sources, notes: notes, path: path, idiom: idiom)
  }

  private func systemMinimumMargins(_ value: ProfileJSON) throws(ProfileError)
    -> SystemMinimumMargins
  {
    let field = "systemMinimumMargins"
    let object = try fields(of: value, field: field, allowed: ["leading", "trailing"])
    return SystemMinimumMargins(
      leading: try number(object.require("leading"), field: field + ".leading", minimum: .zero),
      trailing: try number(object.require("trailing"), field: field + ".trailing", minimum: .zero))
  }

  private func configurationList(_ value: ProfileJSON) throws(ProfileError)
    -> [DeviceConfiguration]
  {
    guard case .array(let elements) = value.kind else {
      throw error(
        at: value, field: "configurations", "expected an array, found \(value.typeDescription)")
    }
    guard !elements.isEmpty else {
      throw error(at: value, field: "configurations", "expected at least one configuration")
    }
    var configurations: [DeviceConfiguration] = []
    var firstIndexByName: [String: Int] = [:]
    for (index, element) in elements.enumerated() {
      let field = "configurations[\(index)]"
      let (configuration, nameValue) = try self.configuration(element, field: field)
      if let first = firstIndexByName[configuration.name] {
        throw error(
          at: nameValue, field: field + ".name",
          "duplicate configuration name \"\(configuration.name)\" (first used by configurations[\(first)])"
        )
      }
      firstIndexByName[configuration.name] = index
      configurations.append(configuration)
    }
    return configurations
  }

  /// A configuration, and its `name` value so a duplicate name can be pointed at.
  private func configuration(_ value: ProfileJSON, field: String) throws(ProfileError)
    -> (DeviceConfiguration, name: ProfileJSON)
  {
    let object = try fields(of: value, field: field, allowed: Self.configurationFields)
    let nameValue = try object.require("name")
    let name = try identifier(nameValue, field: field + ".name", allowingSlash: true)
    let size = try screenSize(object.require("size"), field: field + ".size")
    let sizeClass = try finalSizeClass(object.require("sizeClass"), field: field + ".sizeClass")
    let safeAreaValue = try object.require("safeArea")
    let safeArea = try insets(safeAreaValue, field: field + ".safeArea")
    // Insets that meet or cross leave no safe area at all: surely a typo.
    if safeArea.top + safeArea.bottom >= size.height {
      throw error(
        at: safeAreaValue, field: field + ".safeArea",
        "top \(profileNumber(safeArea.top)) + bottom \(profileNumber(safeArea.bottom)) leave no safe area in a height of \(profileNumber(size.height))"
      )
    }
    if safeArea.left + safeArea.right >= size.width {
      throw error(
        at: safeAreaValue, field: field + ".safeArea",
        "left \(profileNumber(safeArea.left)) + right \(profileNumber(safeArea.right)) leave no safe area in a width of \(profileNumber(size.width))"
      )
    }
    let configuration = DeviceConfiguration(
      name: name, size: size, sizeClass: sizeClass, safeArea: safeArea)
    return (configuration, nameValue)
  }

  private func screenSize(_ value: ProfileJSON, field: String) throws(ProfileError) -> ScreenSize {
    let object = try fields(of: value, field: field, allowed: ["width", "height"])
    return ScreenSize(
      width: try number(object.require("width"), field: field + ".width", minimum: .positive),
      height: try number(object.require("height"), field: field + ".height", minimum: .positive))
  }

  private func insets(_ value: ProfileJSON, field: String) throws(ProfileError) -> SafeAreaInsets {
    let object = try fields(of: value, field: field, allowed: ["top", "left", "bottom", "right"])
    return SafeAreaInsets(
      top: try number(object.require("top"), field: field + ".top", minimum: .zero),
      left: try number(object.require("left"), field: field + ".left", minimum: .zero),
      bottom: try number(object.require("bottom"), field: field + ".bottom", minimum: .zero),
      right: try number(object.require("right"), field: field + ".right", minimum: .zero))
  }

  private func finalSizeClass(_ value: ProfileJSON, field: String) throws(ProfileError)
    -> SizeClassPair
  {
    guard case .string(let text) = value.kind else {
      throw error(at: value, field: field, "expected a string, found \(value.typeDescription)")
    }
    guard let pair = SizeClassPair(notation: text) else {
      throw error(
        at: value, field: field, "expected a size class such as \"wC-hR\", found \"\(text)\"")
    }
    guard pair.isFinal else {
      throw error(
        at: value, field: field,
        "expected a final size class (C or R on both axes), found \"\(text)\"; devices report final classes only"
      )
    }
    return pair
  }

  // MARK: Scalars

  enum Minimum {
    /// Greater than zero: sizes, scale.
    case positive
    /// Zero or more: insets, margins.
    case zero
  }

  private func number(_ value: ProfileJSON, field: String, minimum: Minimum) throws(ProfileError)
    -> Double
  {
    guard case .number(let number) = value.kind else {
      throw error(at: value, field: field, "expected a number, found \(value.typeDescription)")
    }
    switch minimum {
    case .positive where number <= 0:
      throw error(
        at: value, field: field, "expected a positive number, found \(profileNumber(number))")
    case .zero where number < 0:
      throw error(at: value, field: field, "expected zero or more, found \(profileNumber(number))")
    default:
      return number
    }
  }

  private func nonEmptyString(_ value: ProfileJSON, field: String) throws(ProfileError) -> String {
    guard case .string(let text) = value.kind else {
      throw error(at: value, field: field, "expected a string, found \(value.typeDescription)")
    }
    guard !text.allSatisfy(\.isWhitespace) else {
      throw error(at: value, field: field, "expected a non-empty string")
    }
    return text
  }

  /// A profile id or configuration name: typed on the command line, so ASCII letters, digits,
  /// `.`, `-`, `_` (and `/` in configuration names, for `landscape-1/2`).
  private func identifier(_ value: ProfileJSON, field: String, allowingSlash: Bool)
    throws(ProfileError) -> String
  {
    let text = try nonEmptyString(value, field: field)
    let allowed = text.unicodeScalars.allSatisfy { scalar in
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", ".", "-", "_": return true
      case "/": return allowingSlash
      default: return false
      }
    }
    guard allowed else {
      let characters =
        allowingSlash
        ? "letters, digits, '.', '-', '_' and '/'" : "letters, digits, '.', '-' and '_'"
      throw error(at: value, field: field, "expected only \(characters), found \"\(text)\"")
    }
    return text
  }

  private func strings(_ value: ProfileJSON, field: String) throws(ProfileError) -> [String] {
    guard case .array(let elements) = value.kind else {
      throw error(
        at: value, field: field, "expected an array of strings, found \(value.typeDescription)")
    }
    var result: [String] = []
    for (index, element) in elements.enumerated() {
      guard case .string(let text) = element.kind else {
        throw error(
          at: element, field: "\(field)[\(index)]",
          "expected a string, found \(element.typeDescription)")
      }
      result.append(text)
    }
    return result
  }

  // MARK: Objects

  /// The members of an object, checked for duplicate and unknown keys.
  struct Fields {
    let decoder: ProfileDecoder
    let object: ProfileJSON
    let field: String
    let members: [ProfileJSON.Member]

    func optional(_ key: String) -> ProfileJSON? {
      members.first { $0.key == key }?.value
    }

    func require(_ key: String) throws(ProfileError) -> ProfileJSON {
      guard let value = optional(key) else {
        throw decoder.error(
          at: object, field: decoder.join(field, key), "missing required field")
      }
      return value
    }
  }

  private func fields(of value: ProfileJSON, field: String, allowed: [String]) throws(ProfileError)
    -> Fields
  {
    guard case .object(let members) = value.kind else {
      throw error(at: value, field: field, "expected an object, found \(value.typeDescription)")
    }
    for (index, member) in members.enumerated() {
      if let first = members[..<index].first(where: { $0.key == member.key }) {
        throw ProfileError(
          path: path, line: member.keyLine, column: member.keyColumn,
          field: join(field, member.key),
          message: "field written twice (first at line \(first.keyLine))")
      }
      if !allowed.contains(member.key) {
        throw ProfileError(
          path: path, line: member.keyLine, column: member.keyColumn,
          field: join(field, member.key),
          message: "unknown field; expected one of: \(allowed.joined(separator: ", "))")
      }
    }
    return Fields(decoder: self, object: value, field: field, members: members)
  }

  // MARK: Errors

  func join(_ parent: String, _ key: String) -> String {
    parent.isEmpty ? key : parent + "." + key
  }

  func error(at value: ProfileJSON, field: String?, _ message: String) -> ProfileError {
    ProfileError(path: path, line: value.line, column: value.column, field: field, message: message)
  }
}

/// A number as a person writes it: `16`, not `16.0`; `0.5` stays `0.5`.
func profileNumber(_ value: Double) -> String {
  if value == value.rounded(), abs(value) < 1e15 {
    return String(Int64(value))
  }
  return "\(value)"
}
