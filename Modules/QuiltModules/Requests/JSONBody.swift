import Foundation
import QuiltCore
import QuiltModuleCore

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
            // Foundation counts invalid UTF-8 in characters of a decoded
            // prefix; a line and column in the file find the byte.
            throw .notJSON(Self.invalidUTF8(in: data) ?? Self.parserMessage(error))
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

    /// "invalid UTF-8 at line L, column C (byte 0xFF at offset N)" for the
    /// first byte that is not UTF-8, or nil when `data` is all UTF-8.
    /// Columns count characters, as a text editor shows them.
    static func invalidUTF8(in data: Data) -> String? {
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = data.makeIterator()
        var offset = 0
        var line = 1
        var column = 1
        while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let encoded):
                offset += encoded.count
                if encoded.count == 1 && encoded.first == 0x0A {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .error:
                let byte = String(data[data.startIndex + offset], radix: 16, uppercase: true)
                return
                    "invalid UTF-8 at line \(line), column \(column) (byte 0x\(byte.count == 1 ? "0" : "")\(byte) at offset \(offset))"
            case .emptyInput:
                return nil
            }
        }
    }

    private static func parserMessage(_ error: any Error) -> String {
        let nsError = error as NSError
        if let detail = nsError.userInfo[NSDebugDescriptionErrorKey] as? String, !detail.isEmpty { return detail }
        return "the body does not parse as JSON"
    }
}
