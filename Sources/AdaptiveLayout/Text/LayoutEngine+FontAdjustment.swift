extension LayoutEngine {
  /// Gives every font-adjusting label the font its current height asks for, and lays out again
  /// until no label's intrinsic size changes (or `maxPasses` passes have run).
  ///
  /// Each pass reads every label's height, scales its font (`FontAdjustingLabel.font(atHeight:)`)
  /// and sets the label's intrinsic content size and baselines from `TextMetrics`; the engine
  /// solves again incrementally. A label whose height is set by constraints settles in one pass
  /// plus one that confirms it; a label whose height follows its own text can drift, which is
  /// why the passes are bounded. Labels are handled in the order given, so the result is
  /// deterministic.
  @discardableResult
  public func adjustFonts(
    of labels: [FontAdjustingLabel], rendering: TextRendering = .standard, maxPasses: Int = 8
  ) throws(LayoutEngineError) -> FontAdjustmentResult {
    var fonts = labels.map { ($0.view, $0.designFont) }
    var passes = 0
    while passes < max(1, maxPasses) {
      passes += 1
      var changed = false
      for (index, label) in labels.enumerated() {
        guard let frame = frame(ofView: label.view) else { throw .unknownView(label.view) }
        let font = label.font(atHeight: frame.height)
        fonts[index] = (label.view, font)
        let size = TextMetrics.labelSize(
          text: label.text, font: font, numberOfLines: label.numberOfLines,
          preferredMaxLayoutWidth: nil, rendering: rendering)
        let intrinsic = IntrinsicContentSize(width: size.width, height: size.height)
        guard view(named: label.view)?.intrinsicContentSize != intrinsic else { continue }
        changed = true
        try setIntrinsicContentSize(intrinsic, ofView: label.view)
        try setBaseline(
          TextMetrics.baselines(font: font, numberOfLines: 0, height: size.height),
          ofView: label.view)
      }
      if !changed {
        return FontAdjustmentResult(fonts: fonts, passes: passes, converged: true)
      }
    }
    return FontAdjustmentResult(fonts: fonts, passes: passes, converged: false)
  }
}
