import Foundation

/// A JSON Schema (draft-04) validator for the keywords the SARIF 2.1.0 schema uses: `type`,
/// `properties`, `required`, `additionalProperties`, `items`, `enum`, `$ref` (to
/// `#/definitions/…`), `anyOf`, `oneOf`, `allOf`, `minimum`, `maximum`, `minItems`,
/// `uniqueItems`, `pattern`, and `format: uri` / `uri-reference` / `date-time` checked loosely.
/// An unknown keyword fails the check rather than passing silently, so the validator cannot
/// grow stale against a schema it does not understand.
struct JSONSchemaValidator {
  let root: [String: Any]

  static let known: Set<String> = [
    "$schema", "id", "title", "description", "type", "properties", "required",
    "additionalProperties", "items", "enum", "$ref", "anyOf", "oneOf", "allOf", "minimum",
    "maximum", "minItems", "uniqueItems", "pattern", "format", "default", "definitions",
  ]

  /// Every violation, as `path: message`; empty when the instance is valid.
  func validate(_ instance: Any) -> [String] {
    var errors: [String] = []
    check(instance, against: root, at: "$", errors: &errors)
    return errors
  }

  static func isBool(_ v: Any) -> Bool {
    // Foundation on Linux reads `true` as a boolean NSNumber that also says `is Int`.
    String(describing: type(of: v)).contains("Boolean") || type(of: v) == Bool.self
  }

  static func typeName(_ v: Any) -> String {
    if v is NSNull { return "null" }
    if isBool(v) { return "boolean" }
    if let n = v as? NSNumber {
      return n.doubleValue == n.doubleValue.rounded() ? "integer" : "number"
    }
    if v is String { return "string" }
    if v is [Any] { return "array" }
    if v is [String: Any] { return "object" }
    return "unknown"
  }

  func resolve(_ ref: String) -> [String: Any]? {
    guard ref.hasPrefix("#/definitions/") else { return nil }
    let name = String(ref.dropFirst("#/definitions/".count))
    return (root["definitions"] as? [String: Any])?[name] as? [String: Any]
  }

  func check(_ v: Any, against schema: [String: Any], at path: String, errors: inout [String]) {
    for key in schema.keys where !Self.known.contains(key) {
      errors.append("\(path): the validator does not know the keyword '\(key)'")
    }
    if let ref = schema["$ref"] as? String {
      guard let target = resolve(ref) else {
        errors.append("\(path): unresolvable $ref \(ref)")
        return
      }
      check(v, against: target, at: path, errors: &errors)
    }
    let actual = Self.typeName(v)
    if let type = schema["type"] {
      let allowed = (type as? [String]) ?? [(type as? String) ?? ""]
      let ok = allowed.contains(actual) || (actual == "integer" && allowed.contains("number"))
      if !ok {
        errors.append("\(path): expected \(allowed.joined(separator: "|")), found \(actual)")
        return
      }
    }
    if let options = schema["enum"] as? [Any] {
      if !options.contains(where: { Self.equal($0, v) }) {
        errors.append("\(path): \(v) is not one of \(options)")
      }
    }
    if let all = schema["allOf"] as? [[String: Any]] {
      for s in all { check(v, against: s, at: path, errors: &errors) }
    }
    if let any = schema["anyOf"] as? [[String: Any]] {
      let passing = any.filter { s in
        var e: [String] = []
        check(v, against: s, at: path, errors: &e)
        return e.isEmpty
      }
      if passing.isEmpty { errors.append("\(path): matches none of anyOf") }
    }
    if let one = schema["oneOf"] as? [[String: Any]] {
      let passing = one.filter { s in
        var e: [String] = []
        check(v, against: s, at: path, errors: &e)
        return e.isEmpty
      }
      if passing.count != 1 {
        errors.append("\(path): matches \(passing.count) of oneOf, not exactly one")
      }
    }
    if let n = v as? NSNumber, !Self.isBool(v) {
      if let minimum = schema["minimum"] as? NSNumber, n.doubleValue < minimum.doubleValue {
        errors.append("\(path): \(n) < minimum \(minimum)")
      }
      if let maximum = schema["maximum"] as? NSNumber, n.doubleValue > maximum.doubleValue {
        errors.append("\(path): \(n) > maximum \(maximum)")
      }
    }
    if let s = v as? String {
      if let pattern = schema["pattern"] as? String {
        let regex = try? NSRegularExpression(pattern: pattern)
        let range = NSRange(s.startIndex..., in: s)
        if regex?.firstMatch(in: s, range: range) == nil {
          errors.append("\(path): '\(s)' does not match \(pattern)")
        }
      }
      if let format = schema["format"] as? String {
        switch format {
        case "uri":
          if URL(string: s)?.scheme == nil {
            errors.append("\(path): '\(s)' is not an absolute URI")
          }
        case "uri-reference":
          if URL(string: s) == nil { errors.append("\(path): '\(s)' is not a URI reference") }
        case "date-time":
          if ISO8601DateFormatter().date(from: s) == nil {
            errors.append("\(path): '\(s)' is not a date-time")
          }
        default:
          errors.append("\(path): unknown format \(format)")
        }
      }
    }
    if let array = v as? [Any] {
      if let minItems = schema["minItems"] as? Int, array.count < minItems {
        errors.append("\(path): \(array.count) items < minItems \(minItems)")
      }
      if schema["uniqueItems"] as? Bool == true
        || (schema["uniqueItems"] as? NSNumber)?.boolValue == true
      {
        for i in array.indices {
          for j in array.indices where j > i && Self.equal(array[i], array[j]) {
            errors.append("\(path): items \(i) and \(j) are equal, uniqueItems")
          }
        }
      }
      if let items = schema["items"] as? [String: Any] {
        for (i, element) in array.enumerated() {
          check(element, against: items, at: "\(path)[\(i)]", errors: &errors)
        }
      }
    }
    if let object = v as? [String: Any] {
      for key in (schema["required"] as? [String]) ?? [] where object[key] == nil {
        errors.append("\(path): missing required '\(key)'")
      }
      let properties = (schema["properties"] as? [String: Any]) ?? [:]
      for (key, value) in object {
        if let p = properties[key] as? [String: Any] {
          check(value, against: p, at: "\(path).\(key)", errors: &errors)
        } else if let additional = schema["additionalProperties"] {
          if let allowed = additional as? [String: Any] {
            check(value, against: allowed, at: "\(path).\(key)", errors: &errors)
          } else if Self.isBool(additional), (additional as? NSNumber)?.boolValue == false {
            errors.append("\(path): unexpected property '\(key)'")
          }
        }
      }
    }
  }

  static func equal(_ a: Any, _ b: Any) -> Bool {
    switch (a, b) {
    case (let x as String, let y as String): return x == y
    case (let x as NSNumber, let y as NSNumber): return x == y && isBool(x) == isBool(y)
    case (let x as [Any], let y as [Any]):
      return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
    case (let x as [String: Any], let y as [String: Any]):
      return x.count == y.count && x.allSatisfy { k, v in y[k].map { equal(v, $0) } ?? false }
    case (is NSNull, is NSNull): return true
    default: return false
    }
  }
}
