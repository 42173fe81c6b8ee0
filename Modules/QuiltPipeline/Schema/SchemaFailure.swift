/// Why a schema could not be built: a schema file that cannot be read or
/// does not say what it should.
public struct SchemaFailure: Error, CustomStringConvertible {
    /// What went wrong, naming the file.
    public var description: String

    /// A failure saying `description`.
    public init(description: String) {
        self.description = description
    }
}
