/// How a section's items may be selected (`selection:`), as Astrolabe's
/// selection modes: not at all, one at a time, or any number.
public enum SelectionMode: String, ConfigEnum, Hashable, Sendable {
    /// Items are not selected; tapping one does its `action`, if any.
    case none
    /// At most one item is selected: selecting another deselects it.
    case single
    /// Any number of items are selected, each on its own.
    case multiple
}
