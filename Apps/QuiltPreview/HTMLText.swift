/// Escaping for the preview's own pages (index, problems, not found): every
/// path, message and name from the project goes through here.
enum HTMLText {
    /// `value` safe as text and inside a double- or single-quoted attribute.
    static func escape(_ value: String) -> String {
        var output = ""
        output.reserveCapacity(value.utf8.count)
        for character in value.unicodeScalars {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            case "\0": output += "\u{FFFD}"
            default: output.unicodeScalars.append(character)
            }
        }
        return output
    }
}
