/// Why a template's text is not a template.
public struct TemplateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text as written.
    public var text: String
    /// What is wrong.
    public var reason: String

    /// "'data/{{page' is not a valid template: …".
    public var description: String { "'\(text)' is not a valid template: \(reason)" }
}
