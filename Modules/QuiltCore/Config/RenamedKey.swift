/// A key that EaseModule or QLLive wrote and Quilt spells another way.
///
/// `Treatment` says what a page that writes the old name gets:
/// ``StillRead`` (a ``DeprecatedOption``: read as the new name, with a
/// warning) or ``NoLongerRead`` (a ``PortedOption``: an error that
/// suggests the new spelling). One shape serves both, so the two lists
/// read alike.
public struct RenamedKey<Treatment>: Hashable, Sendable {
    /// The old key.
    public var name: String
    /// The key Quilt reads, or what to write instead, as YAML.
    public var replacement: String
    /// Where the old name comes from, for the message.
    public var origin: String

    /// Creates an entry.
    public init(name: String, replacement: String, origin: String) {
        self.name = name
        self.replacement = replacement
        self.origin = origin
    }
}

/// The old name is read as its replacement (``DeprecatedOption``).
public enum StillRead {}

/// The old name is not read; its replacement is suggested (``PortedOption``).
public enum NoLongerRead {}
