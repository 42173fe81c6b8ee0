import QuiltCore
import QuiltModuleCore

/// How an intent ended, returned by ``PageLoader/perform(_:)``.
public enum LoadOutcome: Hashable, Sendable {
    /// Every request it ran succeeded and was committed.
    case finished
    /// Some requests failed (kept in their sections' states); the others were committed.
    case failed([RequestError])
    /// A newer load replaced it: nothing of it was applied after that moment.
    case superseded
    /// It did not start (the reason says why: nothing more to load, a load is running, …).
    case refused(String)
    /// Autoupdate was scheduled.
    case scheduled
}
