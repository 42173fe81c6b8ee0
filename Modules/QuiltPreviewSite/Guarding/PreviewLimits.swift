/// What one client may ask of the preview server, so that no request, however
/// hostile, costs more than a bounded amount of memory, time or connections.
///
/// | limit | default | answer when passed |
/// |---|---|---|
/// | ``requestLine``: method, target and version | 8 KiB | 414 URI Too Long |
/// | ``headerLine``: one header field | 8 KiB | 431 Request Header Fields Too Large |
/// | ``headerCount``: header fields in one request | 100 | 431 |
/// | ``headerBytes``: all header fields of one request | 32 KiB | 431 |
/// | ``bodyBytes``: a request body (`Content-Length`) | 16 KiB | 413 Content Too Large |
/// | a body without `Content-Length` (chunked) | — | 411 Length Required |
/// | ``connections``: open connections | 256 | 503 Service Unavailable |
/// | ``idleTimeout``: a connection with no complete request head | 15 s | closed |
/// | a head not written as HTTP/1.1 (LF alone, folding, control characters, other versions, no path, not one `Host`) | — | 400, closed |
/// | a method HTTP does not define | — | 501 Not Implemented, closed |
/// | ``concurrentPages`` drawn at once, ``waitingPages`` queued | 2, 32 | 503 (`Retry-After: 1`) |
/// | widths in one `?width=`, each 1…100,000 pt (`WidthList`) | 8 | 400 Bad Request |
/// | ``sessions``: live pages open at once | 64 | 503 |
/// | one message from a live page (`LiveMessage.maximumBytes`), one frame or fragments | 4 KiB | the WebSocket closes (1009) |
/// | an unmasked frame; text that is not UTF-8 | — | the WebSocket closes (1002; 1007) |
/// | ``sessionIdleTimeout``: a live page that says nothing | 10 min | the WebSocket closes |
/// | ``pingInterval``: a live page's socket is pinged; no pong by the next ping | 30 s | the WebSocket closes |
///
/// The head limits
/// are checked on the bytes as they arrive, before any parsing, in time
/// linear in the bytes read; a refused connection is answered and closed.
public struct PreviewLimits: Hashable, Sendable {
    /// The longest request line, in bytes (CRLF excluded).
    public var requestLine = 8 * 1024
    /// The longest header field line, in bytes (CRLF excluded).
    public var headerLine = 8 * 1024
    /// The most header fields in one request.
    public var headerCount = 100
    /// The most bytes of header fields in one request (CRLFs included).
    public var headerBytes = 32 * 1024
    /// The largest request body, in bytes (the preview reads none; a small
    /// one is read and ignored).
    public var bodyBytes = 16 * 1024
    /// The most connections open at once; further ones are answered 503 and closed.
    public var connections = 256
    /// How long a connection may stay without a complete request head
    /// (slow or silent clients) before it is closed.
    public var idleTimeout: Duration = .seconds(15)
    /// Pages laid out and drawn at the same time (each costs a core).
    public var concurrentPages = 2
    /// Page requests that may wait for a turn; beyond them the answer is 503.
    public var waitingPages = 32
    /// Live pages open at once (each holds a loader and a layout).
    public var sessions = 64
    /// How long a live page may stay silent before its session is closed
    /// (the page opens a new one when it is used again).
    public var sessionIdleTimeout: Duration = .seconds(600)
    /// How often a live page's WebSocket is pinged; a socket that has not
    /// answered the last ping by the next one is closed (a vanished page).
    public var pingInterval: Duration = .seconds(30)
    /// The defaults above.
    public init() {}
}
