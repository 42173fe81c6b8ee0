/// How a fetched page's items go into their sections.
public enum Placement: Hashable, Sendable {
    /// They become the section's items.
    case replace
    /// After the shown items.
    case append
    /// Before the shown items.
    case prepend
}
