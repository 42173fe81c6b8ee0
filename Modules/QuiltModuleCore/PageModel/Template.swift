import QuiltCore

/// Text with `{{name}}` slots: a request's `url` and `params` values.
///
/// `{{page}}`, `{{cursor}}` and `{{size}}` are the paging values of the page
/// being fetched; `{{request.path.to.value}}` is a value from the response of
/// an earlier request of a chain (dot-separated keys, or array indexes).
public struct Template: Hashable, Sendable, CustomStringConvertible {
    /// A piece of a template.
    public enum Part: Hashable, Sendable {
        /// Text taken as written.
        case text(String)
        /// A slot.
        case slot(Reference)
    }

    /// What a slot names.
    public enum Reference: Hashable, Sendable, CustomStringConvertible {
        /// `{{page}}`, `{{cursor}}` or `{{size}}`.
        case paging(String)
        /// `{{request.key.key}}`: a value from an earlier response.
        case response(request: String, path: [String])

        /// The slot's text between the braces.
        public var description: String {
            switch self {
            case .paging(let name): name
            case .response(let request, let path): ([request] + path).joined(separator: ".")
            }
        }
    }

    /// The names that mean paging values rather than requests.
    public static let pagingNames: Set<String> = ["page", "cursor", "size"]

    /// The pieces, in order.
    public let parts: [Part]
    /// The text as written.
    public let source: String

    /// Parses `text`.
    ///
    /// - Throws: a message when a `{{` is not closed or a slot is empty or malformed.
    public init(parsing text: String) throws(TemplateError) {
        var parts: [Part] = []
        var rest = Substring(text)
        while let open = rest.rangeOfSubstring("{{") {
            if open.lowerBound > rest.startIndex { parts.append(.text(String(rest[..<open.lowerBound]))) }
            guard let close = rest[open.upperBound...].rangeOfSubstring("}}") else {
                throw TemplateError(text: text, reason: "'{{' is not closed by '}}'")
            }
            let name = Self.trimmed(rest[open.upperBound..<close.lowerBound])
            let segments = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard !name.isEmpty, segments.allSatisfy({ !$0.isEmpty && !$0.contains("{") && !$0.contains("}") }) else {
                throw TemplateError(
                    text: text,
                    reason: "'{{\(name)}}' is not a name: write {{page}}, {{cursor}}, {{size}} or {{request.key}}")
            }
            if segments.count == 1, Self.pagingNames.contains(name) {
                parts.append(.slot(.paging(name)))
            } else {
                parts.append(.slot(.response(request: segments[0], path: Array(segments.dropFirst()))))
            }
            rest = rest[close.upperBound...]
        }
        if !rest.isEmpty { parts.append(.text(String(rest))) }
        self.parts = parts
        self.source = text
    }

    private static func trimmed(_ text: Substring) -> String {
        String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    /// A template without slots.
    public init(literal text: String) {
        self.parts = text.isEmpty ? [] : [.text(text)]
        self.source = text
    }

    /// The slots, in order.
    public var references: [Reference] {
        parts.compactMap { if case .slot(let reference) = $0 { reference } else { nil } }
    }

    /// True when the template has a `{{name}}` paging slot.
    public func uses(paging name: String) -> Bool { references.contains(.paging(name)) }

    /// The text as written.
    public var description: String { source }

    /// Fills the slots; `encode` escapes each filled-in value (URL encoding).
    ///
    /// - Throws: the reference whose value is missing, null or not a scalar.
    package func render(
        paging: [String: String], responses: [String: DataValue], encode: (String) -> String = { $0 }
    ) throws(MissingValue) -> String {
        var output = ""
        for part in parts {
            switch part {
            case .text(let text):
                output += text
            case .slot(let reference):
                guard let value = Self.value(of: reference, paging: paging, responses: responses) else {
                    throw MissingValue(reference: reference.description)
                }
                output += encode(value)
            }
        }
        return output
    }

    /// A slot with no usable value.
    package struct MissingValue: Error {
        package var reference: String
    }

    private static func value(of reference: Reference, paging: [String: String], responses: [String: DataValue])
        -> String?
    {
        switch reference {
        case .paging(let name):
            return paging[name]
        case .response(let request, let path):
            guard let response = responses[request], let value = JSONPointer(tokens: path).resolve(in: response) else {
                return nil
            }
            switch value {
            case .string, .number, .bool: return value.displayText
            default: return nil
            }
        }
    }
}
