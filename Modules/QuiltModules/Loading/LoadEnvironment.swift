import QuiltCore
import QuiltModuleCore

/// What a ``PageLoader`` fetches with: the transport, the sleeper for retry
/// backoff and autoupdate, and limits.
public struct LoadEnvironment: Sendable {
    /// Makes fetchable requests (files, HTTP, or a custom transport).
    public var transport: any RequestTransport
    /// Waits between retries and autoupdate ticks.
    public var sleeper: any Sleeper
    /// Seconds a request may take when neither it nor its module sets `timeout`.
    public var defaultTimeout: Double
    /// The largest response body accepted, in bytes.
    public var maxResponseBytes: Int

    /// Creates an environment.
    public init(
        transport: any RequestTransport, sleeper: any Sleeper = TaskSleeper(),
        defaultTimeout: Double = 10, maxResponseBytes: Int = JSONBody.defaultLimit
    ) {
        self.transport = transport
        self.sleeper = sleeper
        self.defaultTimeout = defaultTimeout
        self.maxResponseBytes = maxResponseBytes
    }

    /// The standard transport for the page file at `pagePath` (file requests
    /// relative to it, see ``FileRoots``); `offline` refuses HTTP; data files
    /// are shared through `responses` when given.
    public init(
        pagePath: String, offline: Bool = false, responses: FileResponseCache.Lease? = nil,
        sleeper: any Sleeper = TaskSleeper()
    ) {
        let roots = FileRoots(pagePath: pagePath)
        self.init(
            transport: StandardTransport(roots: roots, offline: offline, responses: responses), sleeper: sleeper)
    }
}
