import Testing

@testable import AdaptiveLayout

/// Positions by name, and the sets of names built on them.
@Suite struct NameIndexTests {
  @Test func namesGetDensePositionsInTheOrderStored() {
    var index = NameIndex()
    #expect(index.position(of: "a") == nil)  // an empty index has no table yet
    let positions = [index.append("box"), index.append("label"), index.append("")]
    #expect(positions == [0, 1, 2])  // the empty name is a name like any other
    #expect(index.position(of: "label") == 1)
    #expect(index.position(of: "box") == 0)
    #expect(index.position(of: "") == 2)
    #expect(index.position(of: "Box") == nil)
    #expect(index.count == 3)
  }

  @Test func namesOfEveryLengthAndSpellingAreFound() {
    // Lengths 0 to 40 cover each way the hash reads a name (one to three bytes, four to seven,
    // whole words with and without a tail); names that differ in one byte at each place, and
    // non-ASCII names. Through several growths of the table (16 slots, then 32, …).
    var names: [String] = []
    for length in 0...40 {
      let base = String(repeating: "a", count: length)
      names.append(base)
      for place in 0..<length {
        var bytes = Array(base.utf8)
        bytes[place] = UInt8(ascii: "b")
        names.append(String(decoding: bytes, as: UTF8.self))
      }
    }
    names += ["é", "e\u{301}", "🙂", "view🙂", "l1", "l10", "l100", "1l"]
    var index = NameIndex()
    var expected: [String: Int] = [:]
    for name in names where expected[name] == nil {
      #expect(index.position(of: name) == nil, "\(name)")
      expected[name] = index.append(name)
    }
    #expect(index.count == expected.count)
    for (name, position) in expected {
      #expect(index.position(of: name) == position, "\(name)")
    }
    #expect(index.position(of: "c") == nil)
    #expect(index.position(of: String(repeating: "a", count: 41)) == nil)
  }

  @Test func aLargeIndexAgreesWithADictionary() {
    // 20,000 names as a generated layout spells them, found at their positions; and as many
    // that were never stored, not found.
    var index = NameIndex()
    index.reserveCapacity(5_000)  // less than it will hold: it grows past the reservation
    var misses = 0
    for i in 0..<20_000 where index.append("l\(i)") != i { misses += 1 }
    for i in 0..<20_000 {
      if index.position(of: "l\(i)") != i { misses += 1 }
      if index.position(of: "m\(i)") != nil { misses += 1 }
    }
    #expect(misses == 0)
  }

  @Test func namesEqualAsStringsAreOneName() {
    // `==` compares by canonical equivalence: é precomposed or as e and a combining acute; the
    // Kelvin sign and K, the Greek question mark and ';', the Greek varia and '`' (the three
    // characters that decompose to ASCII); and names made of them with other text.
    let pairs = [
      ("é", "e\u{301}"), ("K", "\u{212A}"), (";", "\u{37E}"), ("`", "\u{1FEF}"),
      ("OKButton", "O\u{212A}Button"), ("Ké", "\u{212A}e\u{301}"),
      ("café label", "cafe\u{301} label"),
    ]
    for (one, other) in pairs {
      #expect(one == other)  // what the index must agree with
      #expect(NameIndex.hash(one) == NameIndex.hash(other), "\(one)")
      var index = NameIndex()
      let position = index.append(one)
      #expect(index.position(of: other) == position, "\(one)")
    }
    // And names that are not equal stay apart: Å is not A.
    var index = NameIndex()
    _ = index.append("A")
    #expect(index.position(of: "Å") == nil)
    #expect(index.position(of: "A\u{30A}") == nil)
  }

  @Test func insertFindsOrStoresWithOneHash() {
    // insert gives a new name the next position and finds an old one; lookup's hash stores a
    // name as append would.
    var index = NameIndex()
    let first = index.insert("box")
    let again = index.insert("box")
    let second = index.insert("label")
    #expect(first.position == 0 && first.inserted)
    #expect(again.position == 0 && !again.inserted)
    #expect(second.position == 1 && second.inserted)
    let (missing, hash) = index.lookup("title")
    #expect(missing == nil)
    let stored = index.append("title", hash: hash)
    #expect(stored == 2)
    #expect(index.lookup("title").position == 2)
    #expect(index.position(of: "title") == 2)
  }

  @Test func onlyThreeCharactersAreASCIICharactersAsStrings() {
    // What the hash's shortcut rests on: every Unicode scalar outside ASCII that `==` takes for
    // an ASCII character, found by asking `==` (through a dictionary of the 128 characters,
    // whose keys compare by it) about each: the Kelvin sign, the Greek question mark and the
    // Greek varia.
    var ascii: [String: UInt8] = [:]
    for byte in UInt8(0)..<128 { ascii[String(UnicodeScalar(byte))] = byte }
    var found: [UInt32: UInt8] = [:]
    for value in UInt32(0x80)...0x10FFFF {
      guard let scalar = UnicodeScalar(value), let byte = ascii[String(scalar)] else { continue }
      found[value] = byte
    }
    #expect(
      found == [0x212A: UInt8(ascii: "K"), 0x037E: UInt8(ascii: ";"), 0x1FEF: UInt8(ascii: "`")])
  }

  @Test func equalNamesHashAlike() {
    // The same text made two ways (a literal, and built at run time into its own storage)
    // hashes the same: the hash reads the bytes, not the storage.
    let built = String(repeating: "titleLabel", count: 3)
    #expect(NameIndex.hash(built) == NameIndex.hash("titleLabeltitleLabeltitleLabel"))
    #expect(NameIndex.hash("ab") != NameIndex.hash("ba"))
  }

  @Test func aNameSetHoldsItsNamesOnce() {
    let set: NameSet = ["view", "guide", "view", "when"]
    #expect(set.contains("view"))
    #expect(set.contains("guide"))
    #expect(set.contains("when"))
    #expect(!set.contains("views"))
    #expect(!set.contains(""))
    var grown = NameSet()
    let added = [grown.insert("a"), grown.insert("b"), grown.insert("a")]
    #expect(added == [true, true, false])  // "a" was in the set the second time
    #expect(grown.contains("a") && grown.contains("b") && !grown.contains("c"))
  }
}
