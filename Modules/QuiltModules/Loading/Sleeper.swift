import QuiltCore
import QuiltModuleCore

/// Waits: retry backoff and autoupdate intervals go through one, so tests can
/// inject a sleeper they advance by hand instead of sleeping.
public protocol Sleeper: Sendable {
    /// Returns after `seconds`; throws when the calling task is cancelled.
    func sleep(seconds: Double) async throws
}
