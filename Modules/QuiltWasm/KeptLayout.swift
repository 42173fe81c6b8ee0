import QuiltCore

/// A page's layout at one width and view, as `update` last answered it: what
/// the next update at the same width and view brings up to date with
/// ``PageLayout/update(_:to:changes:)`` instead of laying the page out again.
struct KeptLayout {
    var width: Double
    var view: PageView
    var snapshot: LayoutSnapshot
}
