/// A width and a height in points.
public struct LayoutSize: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// The width in points.
  public var width: Double
  /// The height in points.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// `WxH`, as the scene format writes sizes.
  public var description: String {
    var text = ""
    appendDescription(to: &text)
    return text
  }

  /// `description` written at the end of `out`, each number as `Double.description` writes it
  /// (`DecimalText`, without its cost for whole and eighth points).
  package func appendDescription(to out: inout String) {
    var buffer = TextBuffer()
    appendDescription(to: &buffer)
    out += buffer.text
  }

  /// `description` written at the end of `out`.
  package func appendDescription(to out: inout TextBuffer) {
    DecimalText.appendDescription(width, to: &out)
    out.append(byte: UInt8(ascii: "x"))
    DecimalText.appendDescription(height, to: &out)
  }
}

/// A rectangle in points: origin and size, in some view's coordinate space.
public struct LayoutRect: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// The left edge.
  public var x: Double
  /// The top edge (y grows downwards, as in UIKit).
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a rectangle.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The right edge, `x + width`.
  public var maxX: Double { x + width }
  /// The bottom edge, `y + height`.
  public var maxY: Double { y + height }

  /// Whether every coordinate is within `tolerance` of the other rectangle's.
  public func isClose(to other: LayoutRect, tolerance: Double = 1e-6) -> Bool {
    abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
      && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
  }

  /// `(x, y, width, height)`, each rounded to a millionth of a point for reading: the solver's
  /// round-off (`265.9999999999998`) reads as what it is (`266.0`). The numbers themselves keep
  /// every bit; JSON output prints them whole.
  public var description: String {
    var text = ""
    appendDescription(to: &text)
    return text
  }

  /// `description` written at the end of `out`.
  package func appendDescription(to out: inout String) {
    var buffer = TextBuffer()
    appendDescription(to: &buffer)
    out += buffer.text
  }

  /// `description` written at the end of `out`.
  package func appendDescription(to out: inout TextBuffer) {
    out.append(byte: UInt8(ascii: "("))
    appendReadable(x, to: &out)
    out.append(", ")
    appendReadable(y, to: &out)
    out.append(", ")
    appendReadable(width, to: &out)
    out.append(", ")
    appendReadable(height, to: &out)
    out.append(byte: UInt8(ascii: ")"))
  }
}

/// Writes a coordinate rounded to a millionth of a point (far below any pixel), without `-0.0`.
func appendReadable(_ value: Double, to out: inout TextBuffer) {
  guard value.isFinite else {
    out.append("\(value)")
    return
  }
  let millionths = (value * 1e6).rounded()
  // Straight from the whole number of millionths when it can be (a card's 48.8 points went
  // through `Double.description`, about 9,000 instructions a number, four a frame).
  if DecimalText.appendMillionths(millionths, to: &out) { return }
  let rounded = millionths / 1e6
  DecimalText.appendDescription(rounded == 0 ? 0 : rounded, to: &out)
}

/// Distances inset from the four edges of a rectangle, as `UIEdgeInsets`.
public struct EdgeInsets: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// Inset from the top edge.
  public var top: Double
  /// Inset from the left edge.
  public var left: Double
  /// Inset from the bottom edge.
  public var bottom: Double
  /// Inset from the right edge.
  public var right: Double

  /// Creates insets, in the order UIKit writes them: top, left, bottom, right.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on all four sides.
  public init(all value: Double) {
    self.init(top: value, left: value, bottom: value, right: value)
  }

  /// No inset.
  public static let zero = EdgeInsets(all: 0)

  /// `top left bottom right`, as the scene format writes margins.
  public var description: String { "\(top) \(left) \(bottom) \(right)" }
}
