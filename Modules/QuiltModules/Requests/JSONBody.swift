import Foundation
import QuiltCore

/// Response bodies: JSON text → ``DataValue``, with a size limit.
public enum JSONBody {
    /// The default limit on a response body: 8 MiB.
    public static let defaultLimit = 8 * 1024 * 1024

    /// Why a body is not usable.
    public enum Failure: Error, Hashable, Sendable {
        /// Longer than the limit (bytes).
        case tooLarge(limit: Int)
        /// Not JSON; the parser's message.
        case notJSON(String)
    }

    /// Parses `data` as JSON (any top-level value) into a ``DataValue``.
    public static func decode(_ data: Data, limit: Int = defaultLimit) throws(Failure) -> DataValue {
        guard data.count <= limit else { throw .tooLarge(limit: limit) }
        guard !data.isEmpty else { throw .notJSON("the body is empty") }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw .notJSON(Self.parserMessage(error))
        }
        return value(object)
    }

    /// Converts what `JSONSerialization` produces. Booleans arrive as NSNumber
    /// too (on Linux and Darwin alike); their Objective-C type code `c` tells
    /// them from the numbers 0 and 1.
    static func value(_ object: Any) -> DataValue {
        switch object {
        case let text as String:
            return .string(text)
        case let number as NSNumber:
            if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
            return .number(number.doubleValue)
        case let array as [Any]:
            return .array(array.map(value))
        case let dictionary as [String: Any]:
            var members: [String: DataValue] = [:]
            members.reserveCapacity(dictionary.count)
            for (key, member) in dictionary { members[key] = value(member) }
            return .object(members)
        default:
            return .null
        }
    }

    private static func parserMessage(_ error: any Error) -> String {
        let nsError = error as NSError
        if let detail = nsError.userInfo[NSDebugDescriptionErrorKey] as? String, !detail.isEmpty { return detail }
        return "the body does not parse as JSON"
    }
}
