import AdaptiveLayout
import SizeClasses
import Testing

@testable import SceneFormat

/// `SceneLoader`: the checks of every class, and the same split for a caller that builds an
/// engine for one class (`loadUnchecked`, `classDiagnostics(of:except:)`).
@Suite struct SceneLoaderTests {
  /// Two labels in a row, with one error in the base layout (line 6: `b.top = a.width`, a
  /// location related to a size) and one only in compact width (line 8: an unknown item).
  static let twoErrors = """
    view a { intrinsic 10x10 }
    view b { intrinsic 10x10 }
    a.leading = superview.leading
    a.top = superview.top
    b.leading = a.trailing + 8
    b.top = a.width
    when width compact {
      c9: b.width = ghost.width
    }

    """

  /// `twoErrors` without the base layout's error: only wC's resolutions break a rule.
  static var compactOnly: String {
    twoErrors.replacingOccurrences(of: "b.top = a.width", with: "b.top = a.top")
  }

  @Test func loadReportsEveryClassOnceInSourceOrder() {
    let (scene, diagnostics) = SceneLoader.load(text: Self.twoErrors, path: "s.scene")
    #expect(scene == nil)
    // Line 6 breaks the rules in all 9 classes and is reported once; line 8 (`c9`) in the 3
    // compact-width classes, once.
    #expect(diagnostics.map(\.location.line) == [6, 8])
    #expect(diagnostics.allSatisfy { $0.severity == .error })
  }

  @Test func uncheckedLoadingKeepsTheSceneAndTheClassesAreCheckedApart() throws {
    let text = Self.compactOnly
    let (scene, diagnostics) = SceneLoader.loadUnchecked(bytes: Array(text.utf8), path: "s.scene")
    #expect(diagnostics.isEmpty)
    let bound = try #require(scene)
    // Checked in every class, the compact-width constraint (line 8) is the one problem.
    let all = SceneLoader.classDiagnostics(of: bound, except: nil)
    #expect(all.map(\.location.line) == [8])
    #expect(all.map(\.location.path) == ["s.scene"])
    // Every class that resolves as wC-hR does (wC-hAny, wC-hC) is skipped: none is left with
    // the problem. A regular width skipped leaves the compact classes, and their problem.
    let compactRegular = SizeClassPair(width: .compact, height: .regular)
    #expect(SceneLoader.classDiagnostics(of: bound, except: compactRegular).isEmpty)
    #expect(
      SceneLoader.classDiagnostics(of: bound, except: .init(width: .regular, height: .regular))
        .map(\.location.line) == [8])
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
