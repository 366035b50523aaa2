import Testing

@testable import SizeClasses

@Suite struct SizeClassPairTests {
  @Test func notationRoundTrips() {
    for pair in SizeClassPair.all {
      #expect(SizeClassPair(notation: pair.notation) == pair)
    }
    #expect(SizeClassPair(notation: "wC-hR") == SizeClassPair(width: .compact, height: .regular))
    #expect(SizeClassPair(notation: "wR hAny") == SizeClassPair(width: .regular, height: .any))
    #expect(SizeClassPair(notation: "hC-wAny") == SizeClassPair(width: .any, height: .compact))
    #expect(SizeClassPair(notation: "wchr") == SizeClassPair(width: .compact, height: .regular))
  }

  @Test(arguments: ["", "wC", "wC-hX", "wC-wR", "xC-hR", "wC-hR-hR", "w-h"])
  func malformedNotationIsRejected(_ text: String) {
    #expect(SizeClassPair(notation: text) == nil)
  }

  @Test func thereAreFourFinalAndFiveBaseClasses() {
    #expect(SizeClassPair.all.count == 9)
    #expect(SizeClassPair.finalClasses.count == 4)
    #expect(SizeClassPair.all.first == .anyAny)
    #expect(Set(SizeClassPair.all).count == 9)
  }

  @Test func refinementFollowsAnyOnEachAxis() {
    let wChR = SizeClassPair(width: .compact, height: .regular)
    #expect(wChR.isRefined(by: .anyAny))
    #expect(wChR.isRefined(by: SizeClassPair(width: .compact, height: .any)))
    #expect(wChR.isRefined(by: SizeClassPair(width: .any, height: .regular)))
    #expect(wChR.isRefined(by: wChR))
    #expect(!wChR.isRefined(by: SizeClassPair(width: .regular, height: .any)))
    #expect(!wChR.isRefined(by: SizeClassPair(width: .compact, height: .compact)))
    // Querying a base class sees only variations at least as general on its Any axis.
    let wAnyhC = SizeClassPair(width: .any, height: .compact)
    #expect(wAnyhC.isRefined(by: SizeClassPair(width: .any, height: .compact)))
    #expect(!wAnyhC.isRefined(by: SizeClassPair(width: .compact, height: .compact)))
  }
}

@Suite struct VaryingTests {
  /// One value with a variation in every class but the base, each a distinct number, so the
  /// winner for each query is unambiguous: 0 base; 1 wC hAny; 2 wR hAny; 3 wAny hC; 4 wAny hR;
  /// 5 wC hC; 6 wC hR; 7 wR hC; 8 wR hR (only some are set in each test).
  func pair(_ notation: String) -> SizeClassPair { SizeClassPair(notation: notation)! }

  @Test func mostSpecificWinsOverAllNineClasses() {
    // Variations: wC hAny = 1, wAny hR = 4, wC hR = 6.
    var v = Varying(0)
    v.set(1, for: pair("wC-hAny"))
    v.set(4, for: pair("wAny-hR"))
    v.set(6, for: pair("wC-hR"))
    // Worked out by hand, class by class:
    let expected: [String: Int] = [
      "wAny-hAny": 0,  // only the base refines it
      "wC-hAny": 1,  // its own variation
      "wR-hAny": 0,  // wC hAny does not apply to regular width; nothing else does
      "wAny-hC": 0,  // wAny hR does not apply to compact height
      "wAny-hR": 4,  // its own variation
      "wC-hC": 1,  // wC hAny applies (specificity 1); wAny hR does not
      "wC-hR": 6,  // its own two-axis variation beats wC hAny and wAny hR
      "wR-hC": 0,  // nothing but the base applies
      "wR-hR": 4,  // wAny hR applies
    ]
    for (notation, value) in expected {
      let r = v.resolved(for: pair(notation))
      #expect(r.value == value, "\(notation)")
      #expect(r.conflict == nil, "\(notation)")
    }
  }

  @Test func widthWinsAConflictBetweenOneAxisVariations() {
    var v = Varying("base")
    v.set("width", for: pair("wC-hAny"))
    v.set("height", for: pair("wAny-hR"))
    let r = v.resolved(for: pair("wC-hR"))
    #expect(r.value == "width")
    #expect(r.source == pair("wC-hAny"))
    #expect(r.conflict == Conflict(overruled: pair("wAny-hR")))
    // Order of setting does not matter.
    var w = Varying("base")
    w.set("height", for: pair("wAny-hR"))
    w.set("width", for: pair("wC-hAny"))
    #expect(w.resolved(for: pair("wC-hR")) == r)
    // A two-axis variation settles it: no conflict.
    v.set("both", for: pair("wC-hR"))
    #expect(v.resolved(for: pair("wC-hR")) == Resolution(value: "both", source: pair("wC-hR")))
  }

  @Test func agreeingOneAxisVariationsAreNoConflict() {
    var v = Varying(1)
    v.set(2, for: pair("wR-hAny"))
    v.set(2, for: pair("wAny-hC"))
    let r = v.resolved(for: pair("wR-hC"))
    #expect(r.value == 2)
    #expect(r.conflict == nil)
  }

  @Test func settingTheBaseClassSetsTheBase() {
    var v = Varying(true)
    v.set(false, for: .anyAny)
    #expect(v.base == false)
    #expect(!v.varies)
    v.set(true, for: pair("wC-hC"))
    v.set(false, for: pair("wC-hC"))  // replaces, does not add
    #expect(v.variations.count == 1)
    #expect(v.value(storedFor: pair("wC-hC")) == false)
  }

  @Test func equalityIgnoresTheOrderVariationsWereSetIn() {
    var a = Varying(0)
    a.set(1, for: pair("wC-hAny"))
    a.set(2, for: pair("wAny-hR"))
    var b = Varying(0)
    b.set(2, for: pair("wAny-hR"))
    b.set(1, for: pair("wC-hAny"))
    #expect(a == b)
    b.set(3, for: pair("wAny-hR"))
    #expect(a != b)
  }

  @Test func updateEachChangesTheBaseAndEveryVariation() {
    var arranged = Varying(["a"])
    arranged.set(["b", "a"], for: pair("wC-hAny"))
    arranged.set([], for: pair("wR-hR"))
    arranged.updateEach { $0.append("c") }
    #expect(arranged.base == ["a", "c"])
    #expect(arranged.value(storedFor: pair("wC-hAny")) == ["b", "a", "c"])
    #expect(arranged.value(storedFor: pair("wR-hR")) == ["c"])
    #expect(arranged.variations.count == 2)
  }
}
