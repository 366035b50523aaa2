import AdaptiveLayout

/// One view at one moment of a transition.
public struct AnimatedView: Sendable, Equatable {
  /// The view's name.
  public var name: String
  /// The superview whose coordinates ``frame`` is in: the new state's superview, or the old
  /// one for a view the new state no longer has; `nil` for the root view.
  public var superview: String?
  /// The frame in ``superview``'s coordinates at this moment.
  public var frame: LayoutRect
  /// The frame in the root view's coordinates at this moment (superviews' motion included).
  public var frameInRoot: LayoutRect
  /// The opacity, in [0, 1].
  public var alpha: Double

  /// Creates an animated view.
  public init(
    name: String, superview: String?, frame: LayoutRect, frameInRoot: LayoutRect, alpha: Double
  ) {
    self.name = name
    self.superview = superview
    self.frame = frame
    self.frameInRoot = frameInRoot
    self.alpha = alpha
  }
}

/// Every view of a transition at one sampled time.
public struct TransitionSample: Sendable, Equatable {
  /// Seconds since the transition began.
  public var time: Double
  /// The root view's size at this time.
  public var rootSize: LayoutSize
  /// The views, in the transition's order.
  public var views: [AnimatedView]
}

/// The animation from one layout to the next, as UIKit runs it when the traits or the size
/// change inside an animation block: every frame evaluated exactly at any time.
///
/// ```swift
/// let transition = try Transition(from: portrait, to: landscape, curve: .easeInOut)
/// transition.frames(at: 0.2)       // halfway in time
/// try transition.sample(fps: 60)   // 25 samples, t = 0 … 0.4
/// ```
///
/// Rules, which are our choices where UIKit leaves them to the app:
/// - A view in both states moves from its old frame to its new one in its superview's
///   coordinates: `old·(1 - p) + new·p` with `p` the curve's progress (a spring's `p` overshoots
///   1, and so does the frame). Its root frame adds its superview's root origin at the same
///   moment, so subviews ride along with a moving superview.
/// - A view whose superview changed is interpolated in root coordinates, from its old root
///   frame to its new one (neither superview's coordinates are meaningful for both ends); its
///   ``AnimatedView/frame`` is then expressed in the new superview's coordinates at that moment.
/// - A view only in the new state fades in at its final frame: alpha `min(max(p, 0), 1)`. A
///   view only in the old state fades out at its old frame: alpha `1 - min(max(p, 0), 1)`. A
///   view hidden in a state has alpha 0 there, so showing and hiding fade too.
/// - Without fades (`fades: false`, `--no-fade`), every alpha changes at once, as UIKit swaps
///   installed views: at `t = 0` (and before) a view has its old alpha, at every `t > 0` its
///   new one.
/// - Every view of either state is in every result, in the new state's declaration order, then
///   the views only the old state has, in its order; a gone view keeps alpha 0.
/// - The root view's size interpolates like a frame.
public struct Transition: Sendable, Equatable {
  /// The duration when none is given: 0.4 s.
  public static let defaultDuration = 0.4
  /// The longest duration accepted, in seconds.
  public static let maximumDuration = 60.0
  /// The highest frame rate accepted for sampling, in frames per second.
  public static let maximumFrameRate = 1000.0

  /// The layout before.
  public let from: TransitionState
  /// The layout after.
  public let to: TransitionState
  /// How progress runs over time.
  public let curve: TransitionCurve
  /// How long the transition lasts, in seconds: the requested duration under a timing curve, the
  /// settling duration under a spring.
  public let duration: Double
  /// Whether appearing and disappearing views fade (true) or switch at once (false).
  public let fades: Bool
  /// One entry per view, in output order.
  let tracks: [Track]

  /// Creates a transition from one state to another.
  ///
  /// - Parameters:
  ///   - duration: seconds, ignored by springs (they run until they settle); default 0.4.
  ///   - curve: default `.easeInOut`, UIKit's default animation curve.
  ///   - fades: default true; false switches views in and out at once.
  /// - Throws: `TransitionError.invalidDuration` for a duration outside
  ///   (0, ``maximumDuration``], or a state's `duplicateView`, `unknownSuperview`,
  ///   `superviewCycle` or `nonFiniteFrame`.
  public init(
    from: TransitionState, to: TransitionState, duration: Double = Transition.defaultDuration,
    curve: TransitionCurve = .easeInOut, fades: Bool = true
  ) throws(TransitionError) {
    guard duration.isFinite && duration > 0 && duration <= Self.maximumDuration else {
      throw .invalidDuration(duration)
    }
    let (oldIndex, oldRoot) = try from.resolved()
    let (newIndex, newRoot) = try to.resolved()
    var tracks: [Track] = []
    for (i, new) in to.views.enumerated() {
      let newAlpha = new.isHidden ? 0.0 : 1.0
      guard let j = oldIndex[new.name] else {
        tracks.append(
          Track(
            name: new.name, space: .superview(new.superview), start: new.frame, end: new.frame,
            startAlpha: 0, endAlpha: newAlpha))
        continue
      }
      let old = from.views[j]
      let oldAlpha = old.isHidden ? 0.0 : 1.0
      if old.superview == new.superview {
        tracks.append(
          Track(
            name: new.name, space: .superview(new.superview), start: old.frame, end: new.frame,
            startAlpha: oldAlpha, endAlpha: newAlpha))
      } else {
        tracks.append(
          Track(
            name: new.name, space: .root(newSuperview: new.superview), start: oldRoot[j],
            end: newRoot[i], startAlpha: oldAlpha, endAlpha: newAlpha))
      }
    }
    for old in from.views where newIndex[old.name] == nil {
      tracks.append(
        Track(
          name: old.name, space: .superview(old.superview), start: old.frame, end: old.frame,
          startAlpha: old.isHidden ? 0 : 1, endAlpha: 0))
    }
    // Link each track to its superview's track, by index, once.
    var trackIndex: [String: Int] = [:]  // lookups only
    for (i, track) in tracks.enumerated() { trackIndex[track.name] = i }
    for i in tracks.indices {
      switch tracks[i].space {
      case .superview(let name?), .root(let name?): tracks[i].superviewTrack = trackIndex[name]
      case .superview(nil), .root(nil): break
      }
    }
    self.from = from
    self.to = to
    self.curve = curve
    self.duration = curve.duration(requested: duration)
    self.fades = fades
    self.tracks = tracks
  }

  /// The curve's progress at `t` seconds: exactly 0 at `t <= 0`, exactly 1 at
  /// `t >= duration`, possibly above 1 in between under a spring.
  public func progress(at t: Double) -> Double {
    curve.progress(at: t, duration: duration)
  }

  /// The root view's size at `t` seconds.
  public func rootSize(at t: Double) -> LayoutSize {
    let p = progress(at: t)
    return LayoutSize(
      width: Self.mix(from.rootSize.width, to.rootSize.width, p),
      height: Self.mix(from.rootSize.height, to.rootSize.height, p))
  }

  /// Every view at `t` seconds, in the transition's order (see the type's documentation).
  ///
  /// At `t <= 0` the frames are the old state's exactly, at `t >= duration` the new state's.
  /// - Complexity: O(views): each root frame is computed once, superviews first.
  public func frames(at t: Double) -> [AnimatedView] {
    let p = progress(at: t)
    let fade = fades ? min(max(p, 0), 1) : (t > 0 ? 1.0 : 0.0)
    var local: [LayoutRect] = []
    local.reserveCapacity(tracks.count)
    for track in tracks {
      local.append(Self.mix(track.start, track.end, p))
    }
    var rootFrames = [LayoutRect?](repeating: nil, count: tracks.count)

    /// The root frame of track `i`, resolving its superviews first (iteratively, so a deep
    /// hierarchy cannot exhaust the stack).
    func rootFrame(_ i: Int) -> LayoutRect {
      var chain = [i]
      while true {
        let last = chain[chain.count - 1]
        guard rootFrames[last] == nil, case .superview = tracks[last].space,
          let parent = tracks[last].superviewTrack, rootFrames[parent] == nil,
          chain.count <= tracks.count
        else { break }
        chain.append(parent)
      }
      for k in chain.reversed() where rootFrames[k] == nil {
        var frame = local[k]
        if case .superview = tracks[k].space, let parent = tracks[k].superviewTrack,
          let origin = rootFrames[parent]
        {
          frame.x += origin.x
          frame.y += origin.y
        }
        rootFrames[k] = frame
      }
      return rootFrames[i] ?? local[i]
    }

    var result: [AnimatedView] = []
    result.reserveCapacity(tracks.count)
    for (i, track) in tracks.enumerated() {
      let inRoot = rootFrame(i)
      var frame = local[i]
      let superview: String?
      switch track.space {
      case .superview(let name):
        superview = name
      case .root(let name):
        superview = name
        if let parent = track.superviewTrack {
          let origin = rootFrame(parent)
          frame.x -= origin.x
          frame.y -= origin.y
        }
      }
      result.append(
        AnimatedView(
          name: track.name, superview: superview, frame: frame, frameInRoot: inRoot,
          alpha: Self.mix(track.startAlpha, track.endAlpha, fade)))
    }
    return result
  }

  /// The sample times at `fps` frames per second: `0, 1/fps, 2/fps, …`, then `duration`
  /// exactly.
  ///
  /// The number of intervals is `⌈duration · fps⌉`, where a product within 1e-6 of a whole
  /// number counts as that number (so 0.4 s at 60 fps is 24 intervals, 25 samples, not 26 from
  /// rounding error); the last interval may be shorter than `1/fps`.
  /// - Throws: `TransitionError.invalidFrameRate` for a rate outside
  ///   (0, ``maximumFrameRate``].
  public func sampleTimes(fps: Double = 60) throws(TransitionError) -> [Double] {
    guard fps.isFinite && fps > 0 && fps <= Self.maximumFrameRate else {
      throw .invalidFrameRate(fps)
    }
    let product = duration * fps
    let nearest = product.rounded()
    let intervals = max(1, Int(abs(product - nearest) <= 1e-6 ? nearest : product.rounded(.up)))
    var times = (0..<intervals).map { Double($0) / fps }
    times.append(duration)
    return times
  }

  /// Every view at every sample time (see ``sampleTimes(fps:)``), from t = 0 to the end.
  /// - Throws: `TransitionError.invalidFrameRate` as ``sampleTimes(fps:)``.
  public func sample(fps: Double = 60) throws(TransitionError) -> [TransitionSample] {
    try sampleTimes(fps: fps).map {
      TransitionSample(time: $0, rootSize: rootSize(at: $0), views: frames(at: $0))
    }
  }

  /// `a·(1 - p) + b·p`: exactly `a` at `p = 0` and exactly `b` at `p = 1`, which
  /// `a + (b - a)·p` is not.
  static func mix(_ a: Double, _ b: Double, _ p: Double) -> Double {
    a * (1 - p) + b * p
  }

  static func mix(_ a: LayoutRect, _ b: LayoutRect, _ p: Double) -> LayoutRect {
    LayoutRect(
      x: mix(a.x, b.x, p), y: mix(a.y, b.y, p), width: mix(a.width, b.width, p),
      height: mix(a.height, b.height, p))
  }

  /// One view's motion.
  struct Track: Sendable, Equatable {
    /// The coordinate space the frames are interpolated in.
    enum Space: Sendable, Equatable {
      /// The named superview's (`nil`: the root's); the frame is relative to it.
      case superview(String?)
      /// The root's, because the superview changed; the view's new superview is kept to express
      /// the frame in its coordinates.
      case root(newSuperview: String?)
    }
    var name: String
    var space: Space
    var start: LayoutRect
    var end: LayoutRect
    var startAlpha: Double
    var endAlpha: Double
    /// The index of the superview's track (the new superview's for `.root`), if it has one.
    var superviewTrack: Int? = nil
  }
}
