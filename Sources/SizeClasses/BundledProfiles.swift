enum BundledProfiles {
  static let files: [(name: String, text: String)] = []
}
