import QuiltCore

/// `kind: single` — one request (EaseSingleModule). `loadMore` fetches its
/// next page, through its `loadMore:` request when it has one, and appends it.
public struct SingleModule: ModuleKind {
    /// `single`.
    public let name = "single"
    /// The `single` module kind, ready to register: it holds no settings, which a page writes per use.
    public init() {}
    /// Exactly one.
    public var requestCount: ClosedRange<Int> { 1...1 }
}
