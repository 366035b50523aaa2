import AdaptiveLayout
import Foundation
import LayoutRendering
import LayoutValidation

/// A contact sheet: every layout side by side, to scale, views and then guides (dashed), problem
/// views and guides in red, each caption saying how many errors and warnings it has.
enum SheetReporter {
  static func render(_ run: ValidationRun) -> String {
    var pictures: [LayoutPicture] = []
    for file in run.files {
      for layout in file.layouts {
        pictures.append(picture(layout, path: file.path))
      }
    }
    return SVGWriter.sheet(pictures, columns: 6)
  }

  /// One layout's picture, its problem items highlighted.
  static func picture(_ layout: CheckedLayout, path: String) -> LayoutPicture {
    let report = layout.report
    let highlighted = Set(report.problems.flatMap(\.views))
    let highlightedGuides = Set(report.problems.flatMap(\.guides))
    let errors = report.problems.count { $0.severity == .error }
    let warnings = report.problems.count - errors
    let status =
      errors + warnings == 0
      ? "ok" : "\(Plural.count(errors, "error")), \(Plural.count(warnings, "warning"))"
    let views = report.framesInRoot.map {
      PictureItem(
        name: $0.name, kind: $0.hidden ? .hiddenView : .view, frame: $0.frame,
        depth: $0.depth, isHighlighted: highlighted.contains($0.name))
    }
    let guides = report.guideFramesInRoot.map {
      PictureItem(
        name: $0.name, kind: .guide, frame: $0.frame,
        isHighlighted: highlightedGuides.contains($0.name))
    }
    return LayoutPicture(
      title:
        "\((path as NSString).lastPathComponent) — "
        + "\(layout.label(TextReporter.describe(report.target))): \(status)",
      size: report.target.environment.rootSize, items: views + guides)
  }
}
