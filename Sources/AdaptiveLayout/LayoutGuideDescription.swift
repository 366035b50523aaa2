/// A layout guide of a scene: a rectangle owned by a view that constraints can place, but that
/// is not a view (`UILayoutGuide`). Its frame is reported in its owner's coordinates.
public struct LayoutGuideDescription: Sendable, Equatable {
  /// The guide's unique name.
  public var name: String
  /// The owning view's name; `nil` for the root view.
  public var owner: String?
  /// Where the guide was declared.
  public var location: SourceLocation

  /// Creates a layout guide.
  public init(name: String, owner: String? = nil, location: SourceLocation = .unknown) {
    self.name = name
    self.owner = owner
    self.location = location
  }
}
