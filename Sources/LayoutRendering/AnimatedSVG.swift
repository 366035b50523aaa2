import AdaptiveLayout
import Interpolation

/// Writes a sequence of transitions as one SVG document that plays them in a browser, to scale,
/// and loops.
///
/// Animation is SMIL (`<animate>`), which Chromium, Firefox and Safari play in an `<img>` or on
/// their own, with no script. Every animated attribute of the document shares one timeline:
/// one `dur`, `repeatCount="indefinite"`, `calcMode="linear"` and the same `keyTimes`, taken from
/// the transitions' samples (see `Transition.sampleTimes(fps:)`), so the linear interpolation a
/// browser does between samples only fills in between frames the library computed exactly.
///
/// The timeline: each step's samples, then a pause holding its final state, then the next step;
/// after the last step's pause it starts again. The root view's size animates with the frames.
/// A view missing from a step's states (installed in a later step, or uninstalled in an earlier
/// one) is drawn with opacity 0 at its last known frame. An attribute that never changes gets no
/// `<animate>`, only its value.
///
/// Views are drawn with `SVGWriter.itemElement`, so they look as in a still picture; the
/// animations are inserted into its `<g>`, `<rect>` and `<text>` elements.
public enum AnimatedSVG {
  /// One transition of the sequence, with a caption naming it ("portrait → landscape").
  public struct Step: Sendable, Equatable {
    /// Shown under the title while the step plays and holds.
    public var caption: String
    /// The transition.
    public var transition: Transition

    /// Creates a step.
    public init(caption: String, transition: Transition) {
      self.caption = caption
      self.transition = transition
    }
  }

  /// The height of the two caption lines above the root: the title, then the step's caption.
  static let headerHeight = 40.0

  /// The document for a sequence of steps.
  ///
  /// - Parameters:
  ///   - title: the first caption line.
  ///   - steps: the transitions, in playing order; each should start where the previous ended.
  ///   - fps: the sampling rate (default 60).
  ///   - pause: seconds to hold each step's final state before the next (default 0.5).
  /// - Throws: `TransitionError.invalidFrameRate` for a bad frame rate, `invalidPause` for a
  ///   negative, non-finite or over-long pause.
  public static func document(
    title: String, steps: [Step], fps: Double = 60, pause: Double = 0.5
  ) throws(TransitionError) -> String {
    guard pause.isFinite && pause >= 0 && pause <= Transition.maximumDuration else {
      throw .invalidPause(pause)
    }
    let timeline = try Timeline(steps: steps, fps: fps, pause: pause)
    let margin = SVGWriter.margin
    let width = timeline.maximumRootSize.width + 2 * margin
    let height = timeline.maximumRootSize.height + 2 * margin + headerHeight
    let n = SVGWriter.n
    var out = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
      viewBox="0 0 \(n(width)) \(n(height))" font-family="-apple-system, Helvetica, sans-serif">

      """
    out += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
    out += "<g transform=\"translate(\(n(margin)) \(n(margin)))\">\n"
    out +=
      "  <text x=\"0\" y=\"14\" font-size=\"13\" fill=\"#222\">\(SVGWriter.escape(title))</text>\n"
    out += captions(steps: steps, timeline: timeline)
    out += "  <g transform=\"translate(0 \(n(headerHeight)))\">\n"

    // The root: the still picture's root rectangle, with its size animated.
    let animate = Animator(timeline: timeline)
    let firstSize = timeline.keyframes.first?.rootSize ?? LayoutSize(width: 0, height: 0)
    let root = SVGWriter.body(LayoutPicture(title: title, size: firstSize, items: []))
    let rootAnimations =
      animate("width", timeline.keyframes.map { n(max(0, $0.rootSize.width)) })
      + animate("height", timeline.keyframes.map { n(max(0, $0.rootSize.height)) })
    out += "    " + closing(tag: "<rect ", in: root, with: rootAnimations) + "\n"

    for track in timeline.tracks {
      let frames = track.frames
      let item = PictureItem(name: track.name, frame: frames[0], depth: track.depth)
      let opacities = track.alphas.map { n(min(max($0, 0), 1)) }
      var element = SVGWriter.itemElement(item, extraAttributes: " opacity=\"\(opacities[0])\"")
      element = opening(tag: "<g ", in: element, with: animate("opacity", opacities))
      let rectAnimations =
        animate("x", frames.map { n($0.x) }) + animate("y", frames.map { n($0.y) })
        + animate("width", frames.map { n(max(0, $0.width)) })
        + animate("height", frames.map { n(max(0, $0.height)) })
      element = closing(tag: "<rect ", in: element, with: rectAnimations)
      // The label sits where itemElement puts it: 3 points right of, 12 below the corner.
      let labelAnimations =
        animate("x", frames.map { n($0.x + 3) }) + animate("y", frames.map { n($0.y + 12) })
      element = opening(tag: "<text ", in: element, with: labelAnimations)
      out += "    " + element + "\n"
    }
    out += "  </g>\n</g>\n</svg>\n"
    return out
  }

  /// The step captions, each shown (opacity 1) from its step's start to the next step's.
  static func captions(steps: [Step], timeline: Timeline) -> String {
    var out = ""
    for (i, step) in steps.enumerated() {
      let start = timeline.stepStarts[i]
      let end = i + 1 < steps.count ? timeline.stepStarts[i + 1] : 1
      var times: [String] = ["0"]
      var values: [String] = [start == 0 ? "1" : "0"]
      if start > 0 {
        times.append(keyTime(start))
        values.append("1")
      }
      if end < 1 {
        times.append(keyTime(end))
        values.append("0")
      }
      let initial = values[0]
      let animation =
        times.count == 1
        ? ""
        : "<animate attributeName=\"opacity\" dur=\"\(SVGWriter.n(timeline.total))s\" "
          + "repeatCount=\"indefinite\" calcMode=\"discrete\" keyTimes=\"\(times.joined(separator: ";"))\" "
          + "values=\"\(values.joined(separator: ";"))\"/>"
      out +=
        "  <text x=\"0\" y=\"32\" font-size=\"11\" fill=\"#555\" opacity=\"\(initial)\">"
        + "\(SVGWriter.escape(step.caption))\(animation)</text>\n"
    }
    return out
  }

  /// A fraction of the timeline for `keyTimes`: six decimals, written without an exponent
  /// (`String(Double)` would write 1e-06), no trailing zeros.
  static func keyTime(_ fraction: Double) -> String {
    let micros = Int((min(max(fraction, 0), 1) * 1_000_000).rounded())
    if micros == 0 { return "0" }
    if micros == 1_000_000 { return "1" }
    var digits = String(micros)
    digits = String(repeating: "0", count: 6 - digits.count) + digits
    while digits.hasSuffix("0") { digits.removeLast() }
    return "0." + digits
  }

  /// Inserts `children` right after the opening tag that starts with `tag` (its first `>`).
  static func opening(tag: String, in element: String, with children: String) -> String {
    guard !children.isEmpty, let start = element.firstRange(of: tag),
      let end = element[start.upperBound...].firstIndex(of: ">")
    else { return element }
    var out = element
    out.insert(contentsOf: children, at: out.index(after: end))
    return out
  }

  /// Turns the empty element that starts with `tag` (`<rect …/>`) into one with `children`.
  static func closing(tag: String, in element: String, with children: String) -> String {
    guard !children.isEmpty, let start = element.firstRange(of: tag),
      let end = element[start.upperBound...].firstRange(of: "/>")
    else { return element.trimmingSuffixNewline }
    let name = tag.dropFirst().trimmingSuffixSpace
    var out = element
    out.replaceSubrange(end, with: ">" + children + "</" + name + ">")
    return out.trimmingSuffixNewline
  }

  /// Writes `<animate>` elements on the shared timeline.
  struct Animator {
    let duration: String
    let keyTimes: String

    init(timeline: Timeline) {
      duration = SVGWriter.n(timeline.total) + "s"
      keyTimes = timeline.keyframes.map { keyTime($0.time / timeline.total) }.joined(
        separator: ";")
    }

    /// An `<animate>` for `attribute` through `values` (one per keyframe), or nothing when every
    /// value is the same.
    func callAsFunction(_ attribute: String, _ values: [String]) -> String {
      guard let first = values.first, values.contains(where: { $0 != first }) else { return "" }
      return "<animate attributeName=\"\(attribute)\" dur=\"\(duration)\" "
        + "repeatCount=\"indefinite\" calcMode=\"linear\" keyTimes=\"\(keyTimes)\" "
        + "values=\"\(values.joined(separator: ";"))\"/>"
    }
  }

  /// The keyframes of a whole sequence, and every view's frame and alpha at each.
  struct Timeline {
    struct Keyframe {
      var time: Double
      var rootSize: LayoutSize
    }

    /// One view through the whole sequence.
    struct Track {
      var name: String
      var depth: Int
      /// Frames in root coordinates, one per keyframe.
      var frames: [LayoutRect]
      /// Opacities, one per keyframe.
      var alphas: [Double]
    }

    var keyframes: [Keyframe] = []
    var tracks: [Track] = []
    /// Where each step begins, as a fraction of the timeline.
    var stepStarts: [Double] = []
    /// The timeline's length in seconds (at least 1 ms, so `dur` is never 0).
    var total: Double = 0
    var maximumRootSize = LayoutSize(width: 0, height: 0)

    init(steps: [Step], fps: Double, pause: Double) throws(TransitionError) {
      var samples: [(time: Double, rootSize: LayoutSize, views: [AnimatedView])] = []
      var offset = 0.0
      var starts: [Double] = []
      for step in steps {
        starts.append(offset)
        for sample in try step.transition.sample(fps: fps) {
          samples.append((offset + sample.time, sample.rootSize, sample.views))
        }
        offset += step.transition.duration + pause
      }
      if let last = samples.last, offset > last.time {
        samples.append((offset, last.rootSize, last.views))
      }
      total = max(offset, 0.001)
      stepStarts = starts.map { $0 / total }

      // Views in order of first appearance; depth from the superview links where first seen.
      var order: [String] = []
      var position: [String: Int] = [:]  // lookups only
      var depths: [Int] = []
      for sample in samples {
        for view in sample.views where position[view.name] == nil {
          position[view.name] = order.count
          order.append(view.name)
          depths.append((view.superview.flatMap { position[$0] }.map { depths[$0] } ?? 0) + 1)
        }
      }
      var frames = [[LayoutRect]](repeating: [], count: order.count)
      var alphas = [[Double]](repeating: [], count: order.count)
      var lastFrame = [LayoutRect?](repeating: nil, count: order.count)
      var firstFrame = [LayoutRect?](repeating: nil, count: order.count)
      for sample in samples {
        for view in sample.views where firstFrame[position[view.name] ?? 0] == nil {
          firstFrame[position[view.name] ?? 0] = view.frameInRoot
        }
      }
      for sample in samples {
        keyframes.append(Keyframe(time: sample.time, rootSize: sample.rootSize))
        maximumRootSize.width = max(maximumRootSize.width, sample.rootSize.width)
        maximumRootSize.height = max(maximumRootSize.height, sample.rootSize.height)
        var seen = [Bool](repeating: false, count: order.count)
        for view in sample.views {
          guard let i = position[view.name], !seen[i] else { continue }
          seen[i] = true
          frames[i].append(view.frameInRoot)
          alphas[i].append(view.alpha)
          lastFrame[i] = view.frameInRoot
        }
        for i in order.indices where !seen[i] {
          let frame = lastFrame[i] ?? firstFrame[i] ?? LayoutRect(x: 0, y: 0, width: 0, height: 0)
          frames[i].append(frame)
          alphas[i].append(0)
        }
      }
      tracks = order.indices.map {
        Track(name: order[$0], depth: depths[$0], frames: frames[$0], alphas: alphas[$0])
      }
    }
  }
}

extension String {
  fileprivate var trimmingSuffixNewline: String {
    hasSuffix("\n") ? String(dropLast()) : self
  }
}

extension Substring {
  fileprivate var trimmingSuffixSpace: String {
    hasSuffix(" ") ? String(dropLast()) : String(self)
  }
}
