import AdaptiveLayout
import SizeClasses
import Testing

@testable import SceneFormat

/// `SceneLoader`: the checks of every class, and the same split for a caller that builds an
/// engine for one class (`loadUnchecked`, `classDiagnostics(of:except:)`).
@Suite struct SceneLoaderTests {
  /// Two views in a column, declared after their constraints (names may be used first), with
  /// one error only in compact height (line 2: an unknown item) and one in the base layout
  /// (line 7: a leading related to a top).
  static let twoErrors = """
    when height compact {
      c9: b.height = ghost.height
    }
    a.top = superview.top
    a.leading = superview.leading
    b.top = a.bottom + 8
    b.leading = a.top
    view a { intrinsic 10x10 }
    view b { intrinsic 20x20 }

    """

  /// `twoErrors` without the base layout's error: only hC's resolutions break a rule.
  static var compactOnly: String {
    twoErrors.replacingOccurrences(of: "b.leading = a.top", with: "b.leading = a.leading")
  }

  @Test func loadReportsEveryClassOnceInSourceOrder() {
    let (scene, diagnostics) = SceneLoader.load(text: Self.twoErrors, path: "s.scene")
    #expect(scene == nil)
    // Line 7 breaks the rules in all 9 classes and is reported once; line 2 (`c9`) in the 3
    // compact-height classes, once; in source order.
    #expect(diagnostics.map(\.location.line) == [2, 7])
    #expect(diagnostics.allSatisfy { $0.severity == .error })
  }

  @Test func uncheckedLoadingKeepsTheSceneAndTheClassesAreCheckedApart() throws {
    let text = Self.compactOnly
    let (scene, diagnostics) = SceneLoader.loadUnchecked(bytes: Array(text.utf8), path: "s.scene")
    #expect(diagnostics.isEmpty)
    let bound = try #require(scene)
    // Checked in every class, the compact-height constraint (line 2) is the one problem.
    let all = SceneLoader.classDiagnostics(of: bound, except: nil)
    #expect(all.map(\.location.line) == [2])
    #expect(all.map(\.location.path) == ["s.scene"])
    // Every class that resolves as wR-hC does (wAny-hC, wC-hC) is skipped: none is left with
    // the problem. A regular height skipped leaves the compact classes, and their problem.
    let regularCompact = SizeClassPair(width: .regular, height: .compact)
    #expect(SceneLoader.classDiagnostics(of: bound, except: regularCompact).isEmpty)
    #expect(
      SceneLoader.classDiagnostics(of: bound, except: .init(width: .regular, height: .regular))
        .map(\.location.line) == [2])
    // `load` is the two together.
    let (loaded, loadDiagnostics) = SceneLoader.load(text: text, path: "s.scene")
    #expect(loaded == nil)
    #expect(loadDiagnostics == all)
  }

  @Test func uncheckedLoadingStillRefusesSyntaxAndNameErrors() {
    let (scene, diagnostics) = SceneLoader.loadUnchecked(
      bytes: Array("view a\nview a\na.top = \n".utf8), path: "s.scene")
    #expect(scene == nil)
    #expect(!diagnostics.isEmpty)
    #expect(diagnostics.allSatisfy { $0.location.path == "s.scene" })
  }
}
