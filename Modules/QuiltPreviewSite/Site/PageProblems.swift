import Foundation
import Quilt

/// What `/pages/NAME.json` answers for a page with errors (status 422):
/// `{"page": NAME, "diagnostics": [{file, line, column, severity, code,
/// message, suggestion}]}`, `suggestion` null where there is none.
struct PageProblems: Encodable {
    /// One problem.
    struct Problem: Encodable {
        var file: String
        var line: Int
        var column: Int
        var severity: String
        var code: String
        var message: String
        var suggestion: String?

        init(_ diagnostic: Diagnostic) {
            file = diagnostic.location.file
            line = diagnostic.location.line
            column = diagnostic.location.column
            severity = diagnostic.severity.rawValue
            code = diagnostic.code.rawValue
            message = diagnostic.message
            suggestion = diagnostic.suggestion
        }

        private enum CodingKeys: String, CodingKey {
            case file, line, column, severity, code, message, suggestion
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(file, forKey: .file)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
            try container.encode(severity, forKey: .severity)
            try container.encode(code, forKey: .code)
            try container.encode(message, forKey: .message)
            // Written as null rather than left out: clients read one shape.
            try container.encode(suggestion, forKey: .suggestion)
        }
    }

    var page: String
    var diagnostics: [Problem]

    /// The document, compact, keys sorted, with a final newline.
    static func json(_ diagnostics: [Diagnostic], page: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let document = PageProblems(page: page, diagnostics: diagnostics.map(Problem.init))
        // Strings and integers always encode.
        guard let data = try? encoder.encode(document) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
