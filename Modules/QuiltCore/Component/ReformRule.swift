/// How a component kind makes one of its fields from an item's raw data
/// (WBListKit's reformer, declaratively): copied from a field or a JSON
/// pointer, joined from several, formatted, or a default.
public struct ReformRule: Hashable, Sendable {
    /// The field it makes.
    public var field: String
    /// Where the value comes from.
    public var input: Input
    /// The value when the input is missing or null (never formatted).
    public var defaultValue: DataValue?
    /// How the input is formatted, if at all.
    public var format: Format?
    /// Where the rule was written.
    public var location: SourceLocation

    /// Creates a rule.
    public init(
        field: String, input: Input, defaultValue: DataValue? = nil, format: Format? = nil,
        location: SourceLocation = .unknown
    ) {
        self.field = field
        self.input = input
        self.defaultValue = defaultValue
        self.format = format
        self.location = location
    }

    /// A source as written in a rule: a pointer when it starts with `/` or is
    /// empty, a field name otherwise; nil for a malformed pointer.
    public static func source(_ text: String) -> JSONPointer? {
        text.isEmpty || text.hasPrefix("/") ? JSONPointer(text) : JSONPointer(tokens: [text])
    }

    /// The field's value for `raw`, or nil when the rule yields none.
    /// Problems (a value that cannot be formatted or joined) are appended;
    /// the raw value is then kept as it is, so no data is lost.
    public func value(for raw: DataValue, component: String, problems: inout [DataProblem]) -> DataValue? {
        var result: DataValue?
        switch input {
        case .from(let pointer):
            if let value = pointer.resolve(in: raw), value != DataValue.null {
                result =
                    format.map { formatted(value, with: $0, at: pointer, component: component, problems: &problems) }
                    ?? value
            }
        case .join(let pointers, let separator):
            var parts: [String] = []
            for pointer in pointers {
                guard let value = pointer.resolve(in: raw) else { continue }
                switch value {
                case .null: continue
                case .array, .object:
                    problems.append(
                        DataProblem(
                            code: .wrongType,
                            "\(Self.name(of: pointer)) must be a string, number or boolean to join into '\(field)' of component '\(component)', found \(value.kindDescription)",
                            at: pointer, field: field))
                default:
                    let text = value.displayText
                    if !text.isEmpty { parts.append(text) }
                }
            }
            if !parts.isEmpty { result = .string(parts.joined(separator: separator)) }
        case .none:
            break
        }
        return result ?? defaultValue
    }

    private func formatted(
        _ value: DataValue, with format: Format, at pointer: JSONPointer, component: String,
        problems: inout [DataProblem]
    ) -> DataValue {
        switch format {
        case .number(let numberFormat):
            if let number = Self.number(value), let text = numberFormat.format(number) { return .string(text) }
            problems.append(
                DataProblem(
                    code: .wrongType,
                    "\(Self.name(of: pointer)) must be a finite number to format as '\(field)' of component '\(component)', found \(Self.describe(value))",
                    at: pointer, field: field))
        case .date(let dateFormat):
            if let text = value.stringValue, let date = ISODateTime(text) { return .string(dateFormat.format(date)) }
            problems.append(
                DataProblem(
                    code: .wrongType,
                    "\(Self.name(of: pointer)) must be an ISO-8601 date (2024-05-01 or 2024-05-01T10:30:00Z) to format as '\(field)' of component '\(component)', found \(Self.describe(value))",
                    at: pointer, field: field))
        }
        return value
    }

    /// A number, or a string written as a plain decimal number (`"12.50"`).
    static func number(_ value: DataValue) -> Double? {
        switch value {
        case .number(let number): return number
        case .string(let text):
            // Double(_:) also reads "inf", "nan" and hex floats; data means decimals.
            guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }) else {
                return nil
            }
            return Double(text)
        default: return nil
        }
    }

    /// `'title'` for a field, `'/meta/title'` for a deeper pointer, "the item" for the whole value.
    static func name(of pointer: JSONPointer) -> String {
        switch pointer.tokens.count {
        case 0: "the item"
        case 1: "'\(pointer.tokens[0])'"
        default: "'\(pointer)'"
        }
    }

    private static func describe(_ value: DataValue) -> String {
        if case .string(let text) = value { return "'\(text)'" }
        return value.kindDescription
    }
}
