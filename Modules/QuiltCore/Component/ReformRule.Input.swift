extension ReformRule {
    /// Where the value comes from.
    public enum Input: Hashable, Sendable {
        /// One value: a field (`title`), a pointer (`/meta/title`), or the
        /// whole raw item (the empty pointer, for items written as plain strings).
        case from(JSONPointer)
        /// The display text of several values joined by `separator`; missing,
        /// null and empty values are left out.
        case join([JSONPointer], separator: String)
        /// Nothing: the field is always the default.
        case none
    }
}
