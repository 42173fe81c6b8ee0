import QuiltCore

/// `kind: static` — no requests: the page shows its inline items.
public struct StaticModule: ModuleKind {
    /// `static`.
    public let name = "static"
    /// Creates the kind.
    public init() {}
    /// None.
    public var requestCount: ClosedRange<Int> { 0...0 }
}
