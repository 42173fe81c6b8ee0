/// Why a number or date format pattern was refused.
public struct FormatPatternError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One sentence saying what is wrong with the pattern.
    public var message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
