import QuiltCore

/// When a batch or chain module applies its results (EaseModule's queue type).
public enum ModuleMapping: String, ConfigEnum, Sendable {
    /// Once, when every request has finished: one commit.
    case allDone
    /// As each request finishes: one commit each. Sections keep their
    /// declared places whatever the completion order.
    case eachDone
}

/// How a pureList module's later pages go into its section.
public enum PureListMode: String, ConfigEnum, Sendable {
    /// Each page replaces the items (a "next batch" list).
    case replace
    /// Each page is appended.
    case append
}
