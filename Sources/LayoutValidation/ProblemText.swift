import AdaptiveLayout

/// A problem's message, or what it is made from: written out only when a report reads it.
///
/// Why: a large scene reports the same views in most of its layouts (a 10,000-view card grid:
/// about 9,700 views off screen in each of 98 layouts), and each message is four numbers and a
/// size formatted into a new string. The text report prints each problem once, with the first
/// layout's message, so nearly all of those strings were thrown away unread (a quarter of the
/// report's instructions). The parts are what the message would be written from, so the text
/// is the same whenever it is written.
enum ProblemText: Sendable {
  /// A message written out already.
  case written(String)
  /// `'view' is off screen: frame in a screen screen`.
  case offScreen(view: String, frame: LayoutRect, screen: LayoutSize)
  /// `'view' is off screen: frame lies above or left of its scroll view 'scrollView' at
  /// scrollFrame, where no scrolling reaches`. Boxed: rare, and the largest case, which would
  /// make every problem larger.
  indirect case offScroll(
    view: String, frame: LayoutRect, scrollView: String, scrollFrame: LayoutRect)
  /// `'view' has a zero or negative size: frame` (the frame in its superview).
  case zeroSize(view: String, frame: LayoutRect)
  /// `'view' lies outside its superview 'superview'`.
  case outsideSuperview(view: String, superview: String)

  /// The message.
  var rendered: String {
    switch self {
    case .written(let text):
      return text
    case .offScreen:
      var text = TextBuffer()
      append(to: &text)
      return text.text
    case .offScroll(let view, let frame, let scrollView, let scrollFrame):
      return "'\(view)' is off screen: \(frame) lies above or left of its scroll view "
        + "'\(scrollView)' at \(scrollFrame), where no scrolling reaches"
    case .zeroSize(let view, let frame):
      return "'\(view)' has a zero or negative size: \(frame)"
    case .outsideSuperview(let view, let superview):
      return "'\(view)' lies outside its superview '\(superview)'"
    }
  }

  /// `rendered` written at the end of `out`. The off-screen message, which a large layout
  /// prints for thousands of views, is written piece by piece: through an interpolation it was
  /// a string of its own, and its frame's and screen's too, each copied into the next.
  func append(to out: inout TextBuffer) {
    guard case .offScreen(let view, let frame, let screen) = self else {
      out.append(rendered)
      return
    }
    out.append(byte: UInt8(ascii: "'"))
    out.append(view)
    out.append("' is off screen: ")
    frame.appendDescription(to: &out)
    out.append(" in a ")
    screen.appendDescription(to: &out)
    out.append(" screen")
  }
}
