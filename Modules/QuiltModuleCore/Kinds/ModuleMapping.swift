import QuiltCore

/// When a batch or chain module applies its results (EaseModule's queue type).
public enum ModuleMapping: String, ConfigEnum, Sendable {
    /// Once, when every request has finished: one commit.
    case allDone
    /// As each request finishes: one commit each. Sections keep their
    /// declared places whatever the completion order.
    case eachDone
}
