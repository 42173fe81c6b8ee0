import QuiltCore

/// `kind: static` — no requests: the page shows its inline items.
public struct StaticModule: ModuleKind {
    /// `static`.
    public let name = "static"
    /// The `static` module kind, ready to register: it holds no settings, which a page writes per use.
    public init() {}
    /// None.
    public var requestCount: ClosedRange<Int> { 0...0 }
}
