/// Why a generated file could not be made.
public struct GenerationFailure: Error, CustomStringConvertible {
    /// The file, from the repository's root.
    public var path: String
    /// What went wrong.
    public var reason: String

    /// A failure to make `path`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `path: reason`.
    public var description: String { "\(path): \(reason)" }
}
