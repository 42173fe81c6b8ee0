/// A generated YAML value, written in flow style (`{key: value, …}`) so a
/// whole page fits a few lines and every scalar says what it is: strings
/// double-quoted, numbers as YAML 1.2 reads them (`1e+308`, `.inf`, `.nan`).
public indirect enum YAMLValue: Sendable {
    /// A mapping, in the order written.
    case mapping([(key: String, value: YAMLValue)])
    /// A sequence.
    case sequence([YAMLValue])
    /// A string, always quoted.
    case string(String)
    /// A number, written in its shortest round-tripping form.
    case number(Double)
    /// A whole number.
    case integer(Int)
    /// true or false.
    case bool(Bool)

    /// The flow-style text.
    public var text: String {
        switch self {
        case .mapping(let pairs):
            "{" + pairs.map { Self.quoted($0.key) + ": " + $0.value.text }.joined(separator: ", ") + "}"
        case .sequence(let elements): "[" + elements.map(\.text).joined(separator: ", ") + "]"
        case .string(let text): Self.quoted(text)
        case .number(let value): Self.number(value)
        case .integer(let value): String(value)
        case .bool(let value): value ? "true" : "false"
        }
    }

    /// A number as YAML's core schema reads it.
    static func number(_ value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value < 0 ? "-.inf" : ".inf" }
        return "\(value)"
    }

    /// A double-quoted YAML string: quotes, backslashes and control
    /// characters escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\x" + String(scalar.value, radix: 16).leftPadded(to: 2)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: Swift.max(0, width - count)) + self
    }
}
