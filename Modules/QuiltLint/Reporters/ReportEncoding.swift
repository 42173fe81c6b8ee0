import Foundation

/// How the JSON and SARIF reporters write their documents: indented, keys
/// sorted (so a report is the same text from run to run), slashes as they
/// are, and a final newline.
enum ReportEncoding {
    /// `document` as indented JSON text.
    static func text(of document: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // The documents hold strings, integers and booleans only, which always encode.
        guard let data = try? encoder.encode(document) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
