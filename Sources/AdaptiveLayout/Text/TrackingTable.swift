/// A font's tracking by point size, as a table of sizes and the tracking at each: linearly
/// interpolated between the sizes it lists, exact at them, and held at its ends.
struct TrackingTable {
  /// Size (pt) → tracking (pt), sizes increasing.
  var entries: [(size: Double, points: Double)]

  /// The tracking at `pointSize`, in points per character.
  func tracking(pointSize: Double) -> Double {
    guard let first = entries.first, let last = entries.last else { return 0 }
    if pointSize <= first.size { return first.points }
    if pointSize >= last.size { return last.points }
    var lower = first
    for entry in entries {
      if entry.size == pointSize { return entry.points }
      if entry.size > pointSize {
        let t = (pointSize - lower.size) / (entry.size - lower.size)
        return lower.points + t * (entry.points - lower.points)
      }
      lower = entry
    }
    return last.points
  }
}
