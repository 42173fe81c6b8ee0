import QuiltCore

/// How a pureList module's later pages go into its section.
public enum PureListMode: String, ConfigEnum, Sendable {
    /// Each page replaces the items (a "next batch" list).
    case replace
    /// Each page is appended.
    case append
}
