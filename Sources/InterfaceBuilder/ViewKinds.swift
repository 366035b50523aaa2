/// Interface Builder's vocabulary: which elements are views, which elements and attributes the
/// reader uses or knowingly ignores (colours, connections, accessibility…). Anything else is
/// unknown and warned about once per kind.
enum ViewKinds {
  /// The UIKit view classes, by element name.
  static let views: Set<String> = [
    "view", "label", "button", "textField", "textView", "imageView", "switch", "slider",
    "stepper", "segmentedControl", "progressView", "activityIndicatorView", "pageControl",
    "datePicker", "pickerView", "searchBar", "toolbar", "navigationBar", "tabBar", "scrollView",
    "tableView", "collectionView", "stackView", "mapView", "webView", "wkWebView",
    "visualEffectView", "containerView", "tableViewCell", "tableViewCellContentView",
    "collectionViewCell", "collectionReusableView", "glkView", "arscnView", "arskView",
    "sceneKitView", "spriteKitView", "mtkView", "colorWell", "control", "tableViewHeaderFooterView",
    "collectionViewCellContentView",
  ]

  /// Whether an element is a view.
  static func isView(_ name: String) -> Bool { views.contains(name) }

  /// Views laid out by their container rather than by constraints: cells and their content
  /// views, positioned by the table or collection view.
  static let containerManaged: Set<String> = [
    "tableViewCell", "tableViewCellContentView", "collectionViewCell", "collectionReusableView",
    "tableViewHeaderFooterView", "collectionViewCellContentView",
  ]

  /// Elements the reader knows and skips: appearance, behaviour, connections, metadata.
  static let ignoredElements: Set<String> = [
    "color", "nil", "animations", "connections", "outlet", "outletCollection", "action",
    "segue", "state", "textInputTraits", "userDefinedRuntimeAttributes",
    "userDefinedRuntimeAttribute", "real", "integer", "string", "bool", "point", "accessibility",
    "accessibilityConfiguration", "traits", "navigationItem", "barButtonItem", "tabBarItem",
    "toolbarItems", "items", "systemColor", "namedColor", "buttonConfiguration",
    "backgroundConfiguration", "preferredSymbolConfiguration", "imageReference", "attributedString",
    "fragment", "attributes", "paragraphStyle", "font", "gestureRecognizers", "segments",
    "segment", "date", "locale", "freeformSimulatedSizeMetrics", "simulatedStatusBarMetrics",
    "simulatedOrientationMetrics", "simulatedNavigationBarMetrics", "simulatedTabBarMetrics",
    "simulatedToolbarMetrics", "simulatedScreenMetrics", "simulatedMetricsContainer",
    "extendedEdge", "size", "offsetWrapper", "dataDetectorType", "collectionViewFlowLayout",
    "collectionViewLayout", "inset", "edgeInsets", "directionalEdgeInsets", "mutableString",
    "textAttributes", "offset", "shadow", "titleTextAttributes", "largeTitleTextAttributes",
    "navigationBarAppearance", "tabBarAppearance", "toolbarAppearance", "barAppearance",
    "symbolConfiguration", "contentConfiguration", "userActivity", "keyCommands",
    "blurEffect", "vibrancyEffect", "viewLayoutGuide", "layoutGuides", "viewControllerLayoutGuide",
    "rect", "autoresizingMask", "fontDescription", "subviews", "constraints", "constraint",
    "variation", "mask", "include", "exclude", "prototypes", "cells", "sections",
    "tableViewSection", "cellStyle",
  ]

  /// Attributes of views and constraints the reader knows (uses or knowingly ignores).
  static let knownAttributes: Set<String> = [
    // identity and metadata
    "id", "key", "userLabel", "customClass", "customModule", "customModuleProvider", "tag",
    "restorationIdentifier", "identifier", "reuseIdentifier", "storyboardIdentifier",
    "placeholder", "misplaced", "ambiguous", "fixedFrame", "verifyAmbiguity",
    "sceneMemberID", "colorLabel", "horizontalPositionAdjustment",
    // layout
    "translatesAutoresizingMaskIntoConstraints", "horizontalHuggingPriority",
    "verticalHuggingPriority", "horizontalCompressionResistancePriority",
    "verticalCompressionResistancePriority", "placeholderIntrinsicWidth",
    "placeholderIntrinsicHeight", "hidden", "preferredMaxLayoutWidth", "numberOfLines", "text",
    "title", "placeholder", "borderStyle", "image", "axis", "distribution", "alignment",
    "spacing", "baselineRelativeArrangement", "layoutMarginsFollowReadableWidth",
    "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea",
    "scrollEnabled", "style", "numberOfPages", "segmentControlStyle", "rowHeight",
    "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight",
    "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight",
    // constraints
    "firstItem", "firstAttribute", "secondItem", "secondAttribute", "relation", "multiplier",
    "constant", "priority", "symbolic", "symbolType",
    // appearance and behaviour (no effect on layout)
    "opaque", "contentMode", "alpha", "clipsSubviews", "clipsToBounds", "userInteractionEnabled",
    "multipleTouchEnabled", "clearsContextBeforeDrawing", "autoresizesSubviews",
    "semanticContentAttribute", "lineBreakMode", "textAlignment", "baselineAdjustment",
    "adjustsFontSizeToFit", "adjustsFontForContentSizeCategory", "minimumFontSize",
    "minimumScaleFactor", "adjustsLetterSpacingToFitWidth", "highlighted", "enabled",
    "selected", "contentHorizontalAlignment", "contentVerticalAlignment", "buttonType",
    "showsTouchWhenHighlighted", "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled",
    "reversesTitleShadowWhenHighlighted", "pointerInteraction", "changesSelectionAsPrimaryAction",
    "role", "menu", "showsMenuAsPrimaryAction", "clearsOnBeginEditing", "clearButtonMode",
    "keyboardType", "autocapitalizationType", "autocorrectionType", "spellCheckingType",
    "returnKeyType", "secureTextEntry", "textContentType", "keyboardAppearance",
    "enablesReturnKeyAutomatically", "editable", "selectable", "dataDetectorTypes",
    "showsHorizontalScrollIndicator", "showsVerticalScrollIndicator", "bounces",
    "alwaysBounceVertical", "alwaysBounceHorizontal", "pagingEnabled", "bouncesZoom",
    "delaysContentTouches", "canCancelContentTouches", "keyboardDismissMode", "indicatorStyle",
    "contentInsetAdjustmentBehavior", "minimumZoomScale", "maximumZoomScale",
    "directionalLockEnabled",
    "separatorStyle", "separatorInsetReference", "allowsSelection", "allowsMultipleSelection",
    "dataMode", "selectionStyle", "accessoryType", "editingAccessoryType", "indentationWidth",
    "indentationLevel", "shouldIndentWhileEditing", "showsReorderControl", "tableViewCell",
    "mapType", "zoomEnabled", "scrollEnabled", "rotateEnabled", "pitchEnabled", "showsBuildings",
    "showsPointsOfInterest", "showsUserLocation", "showsCompass", "showsScale", "showsTraffic",
    "value", "minValue", "maxValue", "continuous", "on", "stepValue", "wraps", "autorepeat",
    "progress", "progressViewStyle", "hidesWhenStopped", "animating", "color", "currentPage",
    "hidesForSinglePage", "datePickerMode", "datePickerStyle", "minuteInterval",
    "momentary", "selectedSegmentIndex", "apportionsSegmentWidthsByContent", "searchBarStyle",
    "translucent", "barStyle", "prompt", "showsCancelButton", "showsBookmarkButton",
    "showsSearchResultsButton", "showsScopeBar", "keyboardLayoutGuide", "barTintColor",
    "tintColor", "backgroundColor", "itemPositioning", "itemSpacing", "itemWidth",
    "collectionClass", "allowsInlineMediaPlayback", "mediaPlaybackRequiresUserAction",
    "mediaPlaybackAllowsAirPlay", "keyboardDisplayRequiresUserAction", "scalesPageToFit",
    "suppressesIncrementalRendering", "allowsBackForwardNavigationGestures",
    "prefetchingEnabled", "allowsLinkPreview", "highlightedImage", "insetsContentViewsToSafeArea",
    "cellLayoutMarginsFollowReadableWidth", "sectionIndexMinimumDisplayRowCount",
    "contentHuggingPriority", "autoresizingMask", "focusGroupIdentifier", "largeContentSizeImage",
    "showsLargeContentViewer", "springLoaded",
    "adjustsImageSizeForAccessibilityContentSizeCategory",
    // a cell's default labels and image (positioned by the cell style), its editing behaviour
    "textLabel", "detailTextLabel", "imageView", "hidesAccessoryWhenEditing",
    "contentViewInsetsToSafeArea",
  ]
}
