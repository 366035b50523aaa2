import AdaptiveLayout

/// `view name[: kind] [{ … }]`: a view, its properties, and what is declared inside its block.
///
/// At top level (or nested in another view) it declares a view. Inside a `when` block it
/// changes an existing view for that size class, or declares one that exists only there —
/// the binder decides which, since names may be used before they are declared.
public struct ViewDeclaration: Sendable, Equatable {
  /// The view's name.
  public var name: String
  /// The kind after `:`, or nil when none was written (the binder's default is `view`).
  public var kind: SceneViewKind?
  /// Where `view` starts.
  public var location: SourceLocation
  /// Where the name starts.
  public var nameLocation: SourceLocation
  /// Where the kind starts, when one was written.
  public var kindLocation: SourceLocation?
  /// Properties, in source order (a later one of the same kind replaces an earlier one).
  public var properties: [ViewProperty] = []
  /// Subviews declared in the block, in order (back to front, as Interface Builder lists them).
  public var subviews: [ViewDeclaration] = []
  /// Layout guides declared in the block; this view owns them.
  public var guides: [GuideDeclaration] = []
  /// Constraints written in the block. Their items are resolved like any other constraint's;
  /// the enclosing view is kept in ``ConstraintDeclaration/enclosingView``.
  public var constraints: [ConstraintDeclaration] = []

  /// Creates a view declaration with an empty block.
  public init(
    name: String, kind: SceneViewKind? = nil, location: SourceLocation,
    nameLocation: SourceLocation, kindLocation: SourceLocation? = nil
  ) {
    self.name = name
    self.kind = kind
    self.location = location
    self.nameLocation = nameLocation
    self.kindLocation = kindLocation
  }
}

/// The UIKit class of a view, as Interface Builder names its elements.
///
/// The kind sets the defaults Interface Builder gives a new view: labels and image views hug
/// at 251, every other kind at 250 (see the binder). It does not give an intrinsic size: write
/// `intrinsic` for that.
public enum SceneViewKind: String, Sendable, CaseIterable {
  /// A plain `UIView`, the default.
  case view
  /// Text and images: `UILabel`, `UIButton`, `UITextField`, `UITextView`, `UIImageView`.
  case label, button, textField, textView, imageView
  /// Controls: `UISwitch`, `UISlider`, `UIStepper`, `UISegmentedControl`, `UIProgressView`,
  /// `UIActivityIndicatorView`, `UIPageControl`, `UIDatePicker`, `UIPickerView`.
  case `switch`, slider, stepper, segmentedControl, progressView, activityIndicator
  case pageControl, datePicker, pickerView
  /// Bars: `UISearchBar`, `UIToolbar`, `UINavigationBar`, `UITabBar`.
  case searchBar, toolbar, navigationBar, tabBar
  /// Containers: `UIScrollView`, `UITableView`, `UICollectionView`, `UIStackView` (the views
  /// declared in its block are its arranged subviews, in order), `MKMapView`, `WKWebView`.
  case scrollView, tableView, collectionView, stackView, mapView, webView
}

/// `guide name`: a layout guide, a rectangle that takes part in layout but draws nothing.
public struct GuideDeclaration: Sendable, Equatable {
  /// The guide's name.
  public var name: String
  /// Where `guide` starts.
  public var location: SourceLocation
  /// Where the name starts.
  public var nameLocation: SourceLocation
  /// The view whose block declares it; nil at top level, where the owner is the root.
  public var owner: String?

  /// Creates a guide declaration.
  public init(
    name: String, location: SourceLocation, nameLocation: SourceLocation, owner: String?
  ) {
    self.name = name
    self.location = location
    self.nameLocation = nameLocation
    self.owner = owner
  }
}
