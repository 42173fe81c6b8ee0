/// A property a fuzz target checks that did not hold for an input: the
/// target's name and what went wrong.
public struct FuzzFailure: Error, CustomStringConvertible, Sendable {
    /// The target that found it.
    public var target: String
    /// What did not hold, in one or a few lines.
    public var message: String

    /// A failure of `target`.
    public init(_ target: String, _ message: String) {
        self.target = target
        self.message = message
    }

    /// `target: message`.
    public var description: String { "\(target): \(message)" }
}
