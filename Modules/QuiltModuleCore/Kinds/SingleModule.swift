import QuiltCore

/// `kind: single` — one request (EaseSingleModule). `loadMore` fetches its
/// next page, through its `loadMore:` request when it has one, and appends it.
public struct SingleModule: ModuleKind {
    /// `single`.
    public let name = "single"
    /// Creates the kind.
    public init() {}
    /// Exactly one.
    public var requestCount: ClosedRange<Int> { 1...1 }
}
