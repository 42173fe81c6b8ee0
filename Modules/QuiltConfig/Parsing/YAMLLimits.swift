/// Bounds the YAML loader enforces so that hostile or broken files fail fast
/// with a diagnostic instead of exhausting memory or time.
public struct YAMLLimits: Hashable, Sendable {
    /// Largest accepted file, in bytes (default 16 MiB).
    public var maxBytes: Int
    /// Deepest nesting of sequences and mappings (default 256).
    public var maxDepth: Int
    /// Most nodes in the document after expanding aliases (default 4,000,000: a page of 100,000
    /// sections, each with a header and an item, takes about 2,000,000).
    /// A "billion laughs" file trips this long before it costs memory, since
    /// expanded aliases share storage until the limit is reached.
    public var maxNodes: Int

    /// Creates limits.
    public init(maxBytes: Int = 16 << 20, maxDepth: Int = 256, maxNodes: Int = 4_000_000) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
        self.maxNodes = maxNodes
    }

    /// The defaults.
    public static let `default` = YAMLLimits()
}
