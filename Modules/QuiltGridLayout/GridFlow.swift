import QuiltCore

/// How items without explicit positions are placed (CSS `grid-auto-flow`).
public enum GridFlow: String, ConfigEnum, Hashable, Sendable {
    /// `grid-auto-flow: row` (or `column` when horizontal): the placement
    /// cursor only moves forward, so items stay in reading order and holes
    /// left by wide items stay empty.
    case sparse
    /// `grid-auto-flow: row dense`: each item takes the first hole it fits,
    /// searching from the start of the grid.
    case dense
}
