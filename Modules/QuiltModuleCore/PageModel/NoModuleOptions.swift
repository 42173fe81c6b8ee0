/// The options of a kind that has none.
public struct NoModuleOptions: Hashable, Sendable {
    /// Creates the empty options.
    public init() {}
}
