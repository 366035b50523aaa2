import Testing

@testable import LayoutSolver

/// `SymbolQueries` groups the queries of an ambiguity question by the face symbol each one
/// reduces to: every query of a symbol, in query order, and none of another's.
@Suite struct SymbolQueriesTests {
  @Test func groupsEachSymbolsQueriesInOrder() {
    // Queries 0...5 ask for symbols 3, none, 1, 3, 3, 1; symbols 0, 2 and 4 are asked by none.
    let queries = SymbolQueries([3, nil, 1, 3, 3, 1], symbolCount: 5)
    #expect(Array(queries[3]) == [0, 3, 4])
    #expect(Array(queries[1]) == [2, 5])
    #expect(queries[0].isEmpty)
    #expect(queries[2].isEmpty)
    #expect(queries[4].isEmpty)
  }

  @Test func aSymbolBeyondThoseItWasMadeForHasNoQuery() {
    // Symbols made after the question (or a stray index) are asked by no query.
    let queries = SymbolQueries([0, 0], symbolCount: 1)
    #expect(Array(queries[0]) == [0, 1])
    #expect(queries[1].isEmpty)
    #expect(queries[-1].isEmpty)
  }

  @Test func noQueriesAtAll() {
    let queries = SymbolQueries([nil, nil], symbolCount: 0)
    #expect(queries[0].isEmpty)
  }

  @Test func agreesWithADictionaryOfListsOnARandomQuestion() {
    // The grouping the ambiguity question used to build, as the reference.
    var generator = SplitMix64(seed: 29)
    var symbols: [Int32?] = []
    for _ in 0..<500 {
      symbols.append(generator.chance(75) ? Int32(generator.int(in: 0...59)) : nil)
    }
    var reference: [Int32: [Int32]] = [:]
    for (i, symbol) in symbols.enumerated() {
      if let s = symbol { reference[s, default: []].append(Int32(i)) }
    }
    let queries = SymbolQueries(symbols, symbolCount: 60)
    for s in Int32(0)..<60 {
      #expect(Array(queries[s]) == (reference[s] ?? []))
    }
  }
}
