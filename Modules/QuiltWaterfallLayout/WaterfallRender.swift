import QuiltCore

/// Which column (row, when horizontal) each item of a waterfall goes to
/// (EaseModule's `EaseWaterfallItemRender…`).
public enum WaterfallRender: String, ConfigEnum, Hashable, Sendable {
    /// The column that currently ends highest (the row that ends leftmost);
    /// ties go to the leftmost column (topmost row).
    case shortestFirst
    /// Vertical: item `i` goes to column `i mod columns`.
    case leftToRight
    /// Vertical: item `i` goes to column `columns − 1 − i mod columns`.
    case rightToLeft
    /// Horizontal: item `i` goes to row `i mod rows`.
    case topToBottom
    /// Horizontal: item `i` goes to row `rows − 1 − i mod rows`.
    case bottomToTop

    /// EaseModule's names (`EaseWaterfallItemRenderLeftToRight`), suggested when written.
    public static let otherSpellings: [String: WaterfallRender] = Dictionary(
        uniqueKeysWithValues: allCases.map { ("easewaterfallitemrender" + $0.rawValue.lowercased(), $0) })

    /// Whether the order means anything in `arrange`.
    public func applies(to arrange: Arrange) -> Bool {
        switch self {
        case .shortestFirst: true
        case .leftToRight, .rightToLeft: arrange == .vertical
        case .topToBottom, .bottomToTop: arrange == .horizontal
        }
    }

    /// The same order in the other arrangement (`leftToRight` ↔ `topToBottom`).
    var counterpart: WaterfallRender {
        switch self {
        case .shortestFirst: .shortestFirst
        case .leftToRight: .topToBottom
        case .rightToLeft: .bottomToTop
        case .topToBottom: .leftToRight
        case .bottomToTop: .rightToLeft
        }
    }

    /// True for the orders that count backwards from the last lane.
    var isReversed: Bool { self == .rightToLeft || self == .bottomToTop }
}
