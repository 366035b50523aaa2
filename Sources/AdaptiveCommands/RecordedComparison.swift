import AdaptiveLayout
import Foundation
import InterfaceBuilder
import SizeClasses

/// `adaptive validate --recorded DOC…`: every document scene laid out on its design device, each
/// view's frame compared with the one Xcode recorded in the document.
enum RecordedComparison {
  /// One view's recorded and computed frames.
  struct Deviation {
    var place: String
    var name: String
    var identifier: String
    var recorded: LayoutRect
    var computed: LayoutRect
    var reason: String

    /// The largest difference of x, y, width and height, in points.
    var off: Double {
      max(
        abs(recorded.x - computed.x), abs(recorded.y - computed.y),
        abs(recorded.width - computed.width), abs(recorded.height - computed.height))
    }
  }

  /// A deviation beyond this many points counts as a miss.
  static let tolerance = 1.0

  static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
    var out = ""
    var read = 0
    var all: [Deviation] = []
    var skipped = 0
    var badInput = false
    for path in arguments.positionals {
      guard let loaded = context.loadScenes(path, arguments) else {
        badInput = true
        continue
      }
      guard loaded.allSatisfy({ $0.document != nil }) else {
        context.writeError(
          "\(path): error: --recorded compares the frames of a .storyboard or .xib\n")
        badInput = true
        continue
      }
      read += 1
      for item in loaded {
        guard let scene = item.document else { continue }
        let (deviations, skippedHere) = compare(scene, path: path, context: context)
        skipped += skippedHere
        all += deviations
        let within = deviations.filter { $0.off <= tolerance }.count
        out += "\(item.heading ?? path) on \(scene.canvas.description): "
        out += "\(within) of \(deviations.count) views within 1 pt"
        out +=
          skippedHere > 0
          ? " (\(skippedHere) skipped: misplaced or ambiguous in Xcode, or inside such a view)\n"
          : "\n"
        for d in deviations.sorted(by: { $0.off > $1.off }) where d.off > tolerance {
          out += "  " + line(d, withPlace: false) + "\n"
        }
      }
    }
    let within = all.filter { $0.off <= tolerance }.count
    let percent = all.isEmpty ? 100 : Double(within) * 100 / Double(all.count)
    out += "\ndocuments read: \(read) of \(arguments.positionals.count)\n"
    out +=
      "views compared: \(all.count) (\(skipped) skipped: misplaced or ambiguous in Xcode, or "
      + "inside such a view)\n"
    out += "within 1 pt: \(within) (\(String(format: "%.1f", percent))%)\n"
    let worst = all.filter { $0.off > tolerance }.sorted {
      ($0.off, $1.place, $1.name) > ($1.off, $0.place, $0.name)
    }.prefix(10)
    if !worst.isEmpty {
      out += "worst \(worst.count):\n"
      for d in worst { out += "  " + line(d, withPlace: true) + "\n" }
    }
    var reasons: [String: Int] = [:]  // counts; printed sorted
    for d in all where d.off > tolerance { reasons[d.reason, default: 0] += 1 }
    if !reasons.isEmpty {
      out += "misses by cause: "
      out +=
        reasons.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
        .map { "\($0.key) \($0.value)" }.joined(separator: ", ") + "\n"
    }
    guard context.deliver(out, arguments) else { return .badInput }
    if badInput { return .badInput }
    return within == all.count ? .success : .layoutProblems
  }

  /// Whether a computed frame is within the tolerance of the recorded one.
  static func fits(_ computed: LayoutRect, _ recorded: LayoutRect) -> Bool {
    max(
      abs(recorded.x - computed.x), abs(recorded.y - computed.y),
      abs(recorded.width - computed.width), abs(recorded.height - computed.height)) <= tolerance
  }

  static func line(_ d: Deviation, withPlace: Bool) -> String {
    func r(_ rect: LayoutRect) -> String {
      "(" + [rect.x, rect.y, rect.width, rect.height].map(JSONNumber.text).joined(separator: " ")
        + ")"
    }
    let off = String(format: "%.1f", d.off)
    return "off \(off)  \(withPlace ? d.place + "  " : "")\(d.name) [\(d.identifier)]  recorded "
      + "\(r(d.recorded))  computed \(r(d.computed))  \(d.reason)"
  }

  /// The scene laid out on its design canvas, each recorded frame beside the computed one.
  static func compare(_ scene: DocumentScene, path: String, context: CommandContext)
    -> ([Deviation], skipped: Int)
  {
    let resolved = scene.scene.resolved(for: scene.canvas.traits)
    let engine: LayoutEngine
    do {
      engine = try LayoutEngine(scene: resolved.scene, environment: scene.canvas.environment)
    } catch {
      context.writeError(error.diagnostics.map { "\($0)\n" }.joined())
      return ([], 0)
    }
    let ambiguous = Set(engine.ambiguities().map(\.item))
    var conflicted = Set<String>()  // membership only
    for conflict in engine.conflicts {
      for case .constraint(_, let c) in conflict.members {
        conflicted.insert(c.first.name)
        if let second = c.second { conflicted.insert(second.name) }
      }
    }
    let textSized = Set(scene.textSizedViews)
    let tableSized = Set(scene.tableSizedViews)
    var kindOf: [String: String] = [:]  // lookups only
    var superviewOf: [String: String] = [:]  // lookups only
    for view in resolved.scene.views {
      kindOf[view.name] = view.kind
      superviewOf[view.name] = view.superview ?? Scene.rootName
    }
    let consistency = RecordedConsistency(
      scene: resolved.scene, recorded: scene.recordedFrames,
      canvas: scene.canvas.environment.rootSize)
    // Each recorded view's computed frame, once (nil when it is not installed).
    let computedFrames = scene.recordedFrames.map { engine.frame(ofView: $0.name) }
    // Whether the text model is off anywhere in the scene: a text-sized view whose own size
    // differs from its record, by any visible amount (a few differences under a point each
    // add up along a stack). Only then can a view placed from text owe its miss to the text.
    let textIsOff = zip(scene.recordedFrames, computedFrames).contains { recorded, computed in
      guard textSized.contains(recorded.name), !recorded.isMisplaced, !recorded.isInsideMisplaced,
        let computed
      else { return false }
      return abs(computed.width - recorded.frame.width) > 0.01
        || abs(computed.height - recorded.frame.height) > 0.01
    }
    var deviations: [Deviation] = []
    var skipped = 0
    for (recorded, computed) in zip(scene.recordedFrames, computedFrames) {
      if recorded.isMisplaced || recorded.isInsideMisplaced {
        skipped += 1
        continue
      }
      // A view not installed in the design class has no frame; Xcode records one anyway.
      guard let computed else { continue }
      let name = recorded.name
      let reason: String
      if ambiguous.contains(name) {
        reason = "ambiguous layout"
      } else if conflicted.contains(name) {
        reason = "unsatisfiable constraints"
      } else if !fits(computed, recorded.frame),
        consistency.contradiction(of: name, computed: computed, tolerance: tolerance) != nil
      {
        // Xcode's own frames break a required constraint of the document here, and the
        // computed frame is the one that constraint gives from the other view's record.
        reason = "Xcode's frames contradict a required constraint"
      } else if tableSized.contains(name),
        abs(computed.width - recorded.frame.width) > tolerance
      {
        // A table lays its cells, header and footer across its width at run time; Xcode
        // recorded another width.
        reason = "sized by its table at run time"
      } else if textSized.contains(name),
        abs(computed.width - recorded.frame.width) > tolerance
          || abs(computed.height - recorded.frame.height) > tolerance
      {
        // Its own size is off: the text model's intrinsic size.
        reason = "text metrics"
      } else if kindOf[superviewOf[name] ?? ""] == "stackView" {
        reason = "stack view"
      } else if textIsOff {
        reason = "text metrics (a neighbour's)"
      } else {
        reason = "constraints"
      }
      deviations.append(
        Deviation(
          place: "\((path as NSString).lastPathComponent) \(scene.id)", name: name,
          identifier: recorded.identifier, recorded: recorded.frame, computed: computed,
          reason: reason))
    }
    return (deviations, skipped)
  }
}
