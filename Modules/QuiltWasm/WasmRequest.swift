import QuiltCore

/// A request's arguments, read with the same ranges as the command line's
/// flags (docs/limits.md): a missing, mistyped or out-of-range argument is a
/// ``WasmFailure`` that names it.
struct WasmRequest {
    let members: DataObject

    init(_ value: DataValue) throws(WasmFailure) {
        guard case .object(let members) = value else { throw WasmFailure("a request must be a JSON object") }
        self.members = members
    }

    /// The request's `name` argument, if it has one (null counts as none).
    func value(_ name: String) -> DataValue? {
        guard let value = members[name], value != .null else { return nil }
        return value
    }

    func string(_ name: String) throws(WasmFailure) -> String {
        guard let text = try optionalString(name) else { throw WasmFailure("'\(name)' is required") }
        return text
    }

    func optionalString(_ name: String) throws(WasmFailure) -> String? {
        guard let value = value(name) else { return nil }
        guard case .string(let text) = value else { throw WasmFailure("'\(name)' must be a string") }
        return text
    }

    func bool(_ name: String) throws(WasmFailure) -> Bool {
        guard let value = value(name) else { return false }
        guard case .bool(let flag) = value else { throw WasmFailure("'\(name)' must be true or false") }
        return flag
    }

    /// A number in `range`, or nil when not given.
    func number(_ name: String, in range: NumberRange) throws(WasmFailure) -> Double? {
        guard let value = value(name) else { return nil }
        guard case .number(let number) = value, range.contains(number) else {
            throw WasmFailure("'\(name)' must be a finite number \(range.requirement)")
        }
        return number
    }

    /// A handle: a whole number from 1.
    func handle(_ name: String) throws(WasmFailure) -> Int {
        guard case .number(let number)? = value(name), number >= 1, number <= Double(Int32.max),
            number == number.rounded()
        else { throw WasmFailure("'\(name)' must be a handle (a whole number from 1)") }
        return Int(number)
    }

    /// An object argument's members, by name, in key order.
    func object(_ name: String) throws(WasmFailure) -> DataObject {
        guard let value = value(name) else { return DataObject() }
        guard case .object(let members) = value else { throw WasmFailure("'\(name)' must be an object") }
        return members
    }

    /// An object argument as a request of its own.
    func nested(_ name: String) throws(WasmFailure) -> WasmRequest {
        try WasmRequest(.object(try object(name)))
    }

    /// A list of strings, or none.
    func strings(_ name: String) throws(WasmFailure) -> [String] {
        guard let value = value(name) else { return [] }
        guard case .array(let elements) = value else { throw WasmFailure("'\(name)' must be an array of strings") }
        var result: [String] = []
        for element in elements {
            guard case .string(let text) = element else { throw WasmFailure("'\(name)' must be an array of strings") }
            result.append(text)
        }
        return result
    }

    /// A rectangle `{x, y, width, height}` of page coordinates.
    func rect(_ name: String) throws(WasmFailure) -> Rect {
        let rect = try nested(name)
        func coordinate(_ key: String, _ range: NumberRange) throws(WasmFailure) -> Double {
            guard let value = try rect.number(key, in: range) else { throw WasmFailure("'\(name).\(key)' is required") }
            return value
        }
        return Rect(
            x: try coordinate("x", .scrollOffset), y: try coordinate("y", .scrollOffset),
            width: try coordinate("width", .viewportHeight), height: try coordinate("height", .viewportHeight))
    }
}
