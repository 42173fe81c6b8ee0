/// Where an item sits among the items its section shows — what list UIs draw
/// separators and grouped corners from (WBListKit's and Astrolabe's cell
/// positions).
public enum ItemPosition: String, Hashable, Sendable, CaseIterable {
    /// The first of several.
    case first
    /// Neither first nor last.
    case middle
    /// The last of several.
    case last
    /// The only one.
    case single

    /// The position of item `index` among `count` shown items; nil when
    /// `index` is not one of them. O(1).
    public init?(index: Int, count: Int) {
        guard index >= 0, index < count else { return nil }
        if count == 1 {
            self = .single
        } else if index == 0 {
            self = .first
        } else if index == count - 1 {
            self = .last
        } else {
            self = .middle
        }
    }
}
