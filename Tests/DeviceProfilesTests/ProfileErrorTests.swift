import Foundation
import SizeClasses
import Testing

@testable import DeviceProfiles

/// Every way a profile file can be wrong, with the exact message the tool prints. Lines and
/// columns are counted by hand in `base` below (the column of a value is the column of its first
/// character, counting from 1).
@Suite struct ProfileErrorTests {
  static let base = """
    {
      "id": "foo",
      "name": "Foo",
      "scale": 2,
      "systemMinimumMargins": { "leading": 16, "trailing": 16 },
      "configurations": [
        {
          "name": "portrait",
          "size": { "width": 375, "height": 667 },
          "sizeClass": "wC-hR",
          "safeArea": { "top": 20, "left": 0, "bottom": 0, "right": 0 }
        },
        {
          "name": "landscape",
          "size": { "width": 667, "height": 375 },
          "sizeClass": "wC-hC",
          "safeArea": { "top": 0, "left": 0, "bottom": 0, "right": 0 }
        }
      ]
    }

    """

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var replace: String
    var with: String
    var message: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // Line 4 is `  "scale": 2,,`: the second comma is column 14.
    Case(
      name: "invalid JSON", replace: #""scale": 2,"#, with: #""scale": 2,,"#,
      message:
        "Profiles/foo.json:4:14: error: invalid JSON: expected a field name in double quotes, found character ','"
    ),
    // 1e999 overflows a Double; the number starts at column 12 of line 4.
    Case(
      name: "number out of range", replace: #""scale": 2"#, with: #""scale": 1e999"#,
      message: "Profiles/foo.json:4:12: error: invalid JSON: number 1e999 is out of range"),
    // Without line 3 the missing field is reported at the object that lacks it: 1:1.
    Case(
      name: "missing field", replace: "  \"name\": \"Foo\",\n", with: "",
      message: "Profiles/foo.json:1:1: error: name: missing required field"),
    // Line 9 `      "size": { "width": 375 },`: the object opens at column 15.
    Case(
      name: "missing nested field", replace: #"{ "width": 375, "height": 667 }"#,
      with: #"{ "width": 375 }"#,
      message:
        "Profiles/foo.json:9:15: error: configurations[0].size.height: missing required field"),
    Case(
      name: "wrong type", replace: #""scale": 2"#, with: #""scale": "2""#,
      message: "Profiles/foo.json:4:12: error: scale: expected a number, found a string"),
    Case(
      name: "zero scale", replace: #""scale": 2"#, with: #""scale": 0"#,
      message: "Profiles/foo.json:4:12: error: scale: expected a positive number, found 0"),
    // Line 15 `      "size": { "width": -667, …`: `{` at 15, `"width"` 17–23, value at 26.
    Case(
      name: "negative size", replace: #""width": 667"#, with: #""width": -667"#,
      message:
        "Profiles/foo.json:15:26: error: configurations[1].size.width: expected a positive number, found -667"
    ),
    // Line 15 `      "size": { "width": 667, "height": 0 },`: `"height"` 31–38, value at 41.
    Case(
      name: "zero size", replace: #""height": 375"#, with: #""height": 0"#,
      message:
        "Profiles/foo.json:15:41: error: configurations[1].size.height: expected a positive number, found 0"
    ),
    // Line 11 `      "safeArea": { "top": -20, …`: `{` at 19, `"top"` 21–25, value at 28.
    Case(
      name: "negative inset", replace: #""top": 20"#, with: #""top": -20"#,
      message:
        "Profiles/foo.json:11:28: error: configurations[0].safeArea.top: expected zero or more, found -20"
    ),
    Case(
      name: "negative margin", replace: #""leading": 16"#, with: #""leading": -1"#,
      message:
        "Profiles/foo.json:5:40: error: systemMinimumMargins.leading: expected zero or more, found -1"
    ),
    // Insets of 667 + 0 in a 667-point height leave nothing; reported at the safeArea object (11:19).
    Case(
      name: "insets leave no safe area", replace: #""top": 20"#, with: #""top": 667"#,
      message:
        "Profiles/foo.json:11:19: error: configurations[0].safeArea: top 667 + bottom 0 leave no safe area in a height of 667"
    ),
    // Line 10 `      "sizeClass": "wX-hR",`: `"sizeClass"` 7–17, value at 20.
    Case(
      name: "unknown size class", replace: #""wC-hR""#, with: #""wX-hR""#,
      message:
        #"Profiles/foo.json:10:20: error: configurations[0].sizeClass: expected a size class such as "wC-hR", found "wX-hR""#
    ),
    Case(
      name: "size class with any", replace: #""wC-hR""#, with: #""wAny-hR""#,
      message:
        #"Profiles/foo.json:10:20: error: configurations[0].sizeClass: expected a final size class (C or R on both axes), found "wAny-hR"; devices report final classes only"#
    ),
    Case(
      name: "size class not a string", replace: #""wC-hR""#, with: "3",
      message:
        "Profiles/foo.json:10:20: error: configurations[0].sizeClass: expected a string, found a number"
    ),
    // Line 14 `      "name": "portrait",`: value at 15.
    Case(
      name: "duplicate configuration name", replace: #""landscape""#, with: #""portrait""#,
      message:
        #"Profiles/foo.json:14:15: error: configurations[1].name: duplicate configuration name "portrait" (first used by configurations[0])"#
    ),
    Case(
      name: "configuration name with a space", replace: #""landscape""#, with: #""land scape""#,
      message:
        #"Profiles/foo.json:14:15: error: configurations[1].name: expected only letters, digits, '.', '-', '_' and '/', found "land scape""#
    ),
    // Line 2 `  "id": "f o",`: value at 9.
    Case(
      name: "id with a space", replace: #""foo""#, with: #""f o""#,
      message:
        #"Profiles/foo.json:2:9: error: id: expected only letters, digits, '.', '-' and '_', found "f o""#
    ),
    Case(
      name: "empty name", replace: #""Foo""#, with: #"" ""#,
      message: "Profiles/foo.json:3:11: error: name: expected a non-empty string"),
    // A misspelt key is reported where the key is written (4:3), not as a missing "scale".
    Case(
      name: "unknown field", replace: #""scale""#, with: #""scael""#,
      message:
        "Profiles/foo.json:4:3: error: scael: unknown field; expected one of: id, name, scale, systemMinimumMargins, configurations, sources, notes, idiom"
    ),
    Case(
      name: "unknown nested field", replace: #""sizeClass": "wC-hC""#,
      with: #""sizeclass": "wC-hC""#,
      message:
        "Profiles/foo.json:16:7: error: configurations[1].sizeclass: unknown field; expected one of: name, size, sizeClass, safeArea"
    ),
    // Line 3 `  "name": "Foo", "name": "Bar",`: the second key at 18.
    Case(
      name: "field written twice", replace: #""name": "Foo","#,
      with: #""name": "Foo", "name": "Bar","#,
      message: "Profiles/foo.json:3:18: error: name: field written twice (first at line 3)"),
    Case(
      name: "sources not strings", replace: #""scale": 2,"#,
      with: #""scale": 2, "sources": ["a", 1],"#,
      message: "Profiles/foo.json:4:32: error: sources[1]: expected a string, found a number"),
    // Line 4 `  "scale": 2, "idiom": "watch",`: the value at 24.
    Case(
      name: "unknown idiom", replace: #""scale": 2,"#, with: #""scale": 2, "idiom": "watch","#,
      message: #"Profiles/foo.json:4:24: error: idiom: expected "phone" or "pad", found "watch""#),
    // Line 6 `  "configurations": "none", "notes": [`: value at 21; the array now belongs to "notes".
    Case(
      name: "configurations not an array", replace: #""configurations": ["#,
      with: #""configurations": "none", "notes": ["#,
      message: "Profiles/foo.json:6:21: error: configurations: expected an array, found a string"),
  ]

  static func decode(_ text: String) -> ProfileError? {
    decode(bytes: Array(text.utf8))
  }

  static func decode(bytes: [UInt8]) -> ProfileError? {
    do {
      _ = try DeviceProfile(json: bytes, path: "Profiles/foo.json")
      return nil
    } catch {
      return error
    }
  }

  @Test func theBaseProfileIsValid() throws {
    let profile = try DeviceProfile(json: Array(Self.base.utf8), path: "Profiles/foo.json")
    #expect(profile.id == "foo")
    #expect(profile.configurations.map(\.name) == ["portrait", "landscape"])
    #expect(profile.configurations[1].sizeClass == SizeClassPair(width: .compact, height: .compact))
    #expect(profile.sources == [] && profile.notes == [])
  }

  @Test(arguments: cases)
  func errorMessage(_ testCase: Case) throws {
    #expect(Self.base.contains(testCase.replace), "the case must change the base text")
    let text = Self.base.replacingFirst(testCase.replace, with: testCase.with)
    let error = try #require(Self.decode(text))
    #expect(error.description == testCase.message)
  }

  @Test func topLevelMustBeAnObject() throws {
    let error = try #require(Self.decode("[]"))
    #expect(
      error.description
        == "Profiles/foo.json:1:1: error: expected a JSON object at the top level, found an array")
  }

  @Test func emptyConfigurations() throws {
    let text = Self.base.replacingFirst(
      String(
        Self.base[Self.base.range(of: "[\n")!.lowerBound..<Self.base.range(of: "  ]")!.upperBound]),
      with: "[]")
    let error = try #require(Self.decode(text))
    // Line 6 `  "configurations": []`: `"configurations"` 3–18, value at 21.
    #expect(
      error.description
        == "Profiles/foo.json:6:21: error: configurations: expected at least one configuration")
  }

  @Test func endOfFileInsideAnObject() throws {
    let error = try #require(Self.decode("{"))
    #expect(
      error.description
        == "Profiles/foo.json:1:2: error: invalid JSON: expected a field name in double quotes, found end of file"
    )
  }

  @Test func invalidUTF8() throws {
    let error = try #require(Self.decode(bytes: [0x7B, 0xFF, 0x7D]))
    // 0xFF can never occur in UTF-8; it is the second byte of line 1.
    #expect(error.description == "Profiles/foo.json:1:2: error: file is not valid UTF-8")
    // A truncated two-byte sequence (0xC3 without its continuation) on line 2, column 3.
    let truncated = try #require(Self.decode(bytes: Array("{\n  ".utf8) + [0xC3, 0x22]))
    #expect(truncated.description == "Profiles/foo.json:2:3: error: file is not valid UTF-8")
  }

  @Test func deepNestingIsRefusedNotACrash() throws {
    let text = String(repeating: "[", count: 10_000)
    let error = try #require(Self.decode(text))
    // The 33rd '[' (column 33) is one level deeper than the 32 allowed.
    #expect(
      error.description
        == "Profiles/foo.json:1:33: error: invalid JSON: arrays and objects nested deeper than 32 levels"
    )
  }

  @Test func stringEscapesDecode() throws {
    let text = Self.base.replacingFirst(#""Foo""#, with: #""F\u00f6\ud83d\ude00 \"o\"""#)
    let profile = try DeviceProfile(json: Array(text.utf8), path: "Profiles/foo.json")
    #expect(profile.name == "Fö😀 \"o\"")
  }

  /// Line 3 `  "name": "\ud83d",`: the escape starts at column 12.
  @Test func unpairedSurrogateIsAnError() throws {
    let error = try #require(Self.decode(Self.base.replacingFirst(#""Foo""#, with: #""\ud83d""#)))
    #expect(
      error.description
        == "Profiles/foo.json:3:12: error: invalid JSON: unpaired UTF-16 surrogate escape")
  }
}

extension String {
  /// The string with the first occurrence of `target` replaced.
  func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
