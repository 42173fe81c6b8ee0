import Foundation

/// A JSON Schema document as a value the generator can keep and share:
/// objects keep their keys sorted, so generation is the same on every run.
public indirect enum JSONValue: Sendable, Equatable, Decodable {
    /// An object, keys sorted.
    case object([(key: String, value: JSONValue)])
    /// An array.
    case array([JSONValue])
    /// A string.
    case string(String)
    /// A number.
    case number(Double)
    /// true or false.
    case bool(Bool)
    /// null.
    case null

    /// The member `key` of an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The members of an object, sorted; empty for anything else.
    public var members: [(key: String, value: JSONValue)] {
        if case .object(let members) = self { return members }
        return []
    }

    /// The elements of an array; empty for anything else.
    public var elements: [JSONValue] {
        if case .array(let elements) = self { return elements }
        return []
    }

    /// The text of a string.
    public var text: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// Reads any JSON value; an object's keys come out sorted.
    public init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: Key.self) {
            self = .object(
                try object.allKeys.map(\.stringValue).sorted().map {
                    ($0, try object.decode(JSONValue.self, forKey: Key($0)))
                })
        } else if var array = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !array.isAtEnd { elements.append(try array.decode(JSONValue.self)) }
            self = .array(elements)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let bool = try? single.decode(Bool.self) {
                self = .bool(bool)
            } else if let number = try? single.decode(Double.self) {
                self = .number(number)
            } else {
                self = .string(try single.decode(String.self))
            }
        }
    }

    /// Any object key.
    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ text: String) { stringValue = text }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Structural equality (objects compare key by key, in order).
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.array(let a), .array(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        default: false
        }
    }
}
