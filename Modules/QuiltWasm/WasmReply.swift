import QuiltCore

/// An answer of a ``WasmEngine``: JSON text, or a refusal with a message.
public enum WasmReply: Equatable, Sendable {
    /// The answer, JSON text.
    case json(String)
    /// The request was refused; the host throws a `QuiltError` with its message.
    case refusal(WasmFailure)

    /// The answer as the WebAssembly module hands it over: one status byte
    /// (0 answered, 1 refused) and the JSON text (a refusal's is
    /// `{"message": …}`).
    public var bytes: [UInt8] {
        switch self {
        case .json(let text):
            return [0] + Array(text.utf8)
        case .refusal(let failure):
            var json = JSONWriter(pretty: false)
            json.beginObject()
            json.key("message")
            json.string(failure.message)
            json.endObject()
            return [1] + Array(json.output.utf8)
        }
    }
}

/// Why a request was refused.
public struct WasmFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, naming the argument and its range where one is at fault.
    public var message: String

    /// A refusal saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
