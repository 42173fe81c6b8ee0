/// What a session hands its connection to send: a text message, or the end.
public enum LiveOutput: Sendable, Equatable {
    /// One JSON text message.
    case text(String)
    /// Close the WebSocket, saying why (idle, the page is gone).
    case close(String)
}
