extension ReformRule {
    /// How the `from` value is turned into text.
    public enum Format: Hashable, Sendable {
        /// A number (or a numeric string) by a ``NumberFormat`` pattern.
        case number(NumberFormat)
        /// An ISO-8601 string by a ``DateFormat`` pattern.
        case date(DateFormat)
    }
}
