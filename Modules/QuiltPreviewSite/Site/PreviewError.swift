/// Why the preview cannot start: a missing path, a folder without a
/// project, an address that cannot be listened on.
public struct PreviewError: Error, CustomStringConvertible, Sendable {
    /// One sentence for people.
    public var description: String

    package init(_ description: String) {
        self.description = description
    }
}
