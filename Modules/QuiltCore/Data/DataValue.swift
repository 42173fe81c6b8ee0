/// A JSON-like value: what items carry, from inline YAML or from responses.
public enum DataValue: Hashable, Sendable {
    /// `null`
    case null
    /// `true` / `false`
    case bool(Bool)
    /// Any number (JSON does not distinguish integers).
    case number(Double)
    /// A string.
    case string(String)
    /// An ordered list.
    case array([DataValue])
    /// An object; key order is not significant (output sorts keys).
    case object(DataObject)

    /// An object with the members of `dictionary` (members in key order, see ``DataObject``).
    ///
    /// Literals build a ``DataObject`` directly, in written order; this
    /// overload takes dictionaries built in code.
    @_disfavoredOverload
    public static func object(_ dictionary: [String: DataValue]) -> DataValue {
        .object(DataObject(dictionary))
    }

    /// The member `key` of an object.
    public subscript(key: String) -> DataValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The string, when this is a string.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The number, when this is a number.
    public var numberValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The elements, when this is an array.
    public var arrayValue: [DataValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The members, when this is an object.
    public var objectValue: DataObject? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The value as display text: strings as they are, numbers without a
    /// trailing `.0` when whole, booleans as `true`/`false`, null as empty.
    public var displayText: String {
        switch self {
        case .null: ""
        case .bool(let value): value ? "true" : "false"
        case .number(let value):
            value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case .string(let text): text
        case .array, .object: ""
        }
    }

    /// A word for the value's type, for messages ("a string", "a number", …).
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

extension DataValue {
    /// Converts a config node: plain scalars resolve by the YAML core schema,
    /// quoted ones stay strings, mappings become objects (later duplicate keys
    /// are the loader's diagnostic, the first wins here).
    public init(_ node: ConfigNode) {
        switch node.value {
        case .scalar(let text, let style):
            // Quoted scalars, and plain ones whose first character cannot
            // start null, a boolean or a number, are strings: most item text
            // is decided without trying each resolution in turn.
            if style != .plain || !ConfigNode.mayResolve(plainText: text) {
                self = .string(text)
            } else if node.isNull {
                self = .null
            } else if let bool = node.bool {
                self = .bool(bool)
            } else if let number = node.double {
                self = .number(number)
            } else {
                self = .string(text)
            }
        case .sequence(let elements):
            self = .array(elements.map(DataValue.init))
        case .mapping(let pairs):
            var members: [DataObject.Member] = []
            members.reserveCapacity(pairs.count)
            // Few keys are checked for repeats as they come; many are
            // sorted once, keeping the first of each.
            let few = pairs.count <= DataObject.linearLimit
            for pair in pairs {
                guard let key = pair.key.scalarText else { continue }
                if few, members.contains(where: { $0.key == key }) { continue }
                members.append((key: key, value: DataValue(pair.value)))
            }
            self = .object(few ? DataObject(unchecked: members) : DataObject(keepingFirstOf: members))
        }
    }
}
