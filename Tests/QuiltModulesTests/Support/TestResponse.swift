/// What a ``TestServer`` handler answers, and how the connection ends.
struct TestResponse: Sendable {
    /// How the response ends.
    enum Ending: Sendable {
        /// The whole body, then the connection stays open.
        case complete
        /// No response: the connection is reset once the request arrived.
        case resetAtOnce
        /// The first `count` bytes of the body, then (once `gate` opens) an orderly close.
        case cutAfter(Int, gate: Gate? = nil)
        /// The first `count` bytes of the body, then a reset.
        case resetAfter(Int)
    }

    var status: Int
    var body: [UInt8]
    var contentType = "application/json"
    /// The `Content-Length` sent; nil: the body's length.
    var announcedLength: Int?
    var ending = Ending.complete

    init(status: Int = 200, body: String, announcedLength: Int? = nil, ending: Ending = .complete) {
        self.status = status
        self.body = Array(body.utf8)
        self.announcedLength = announcedLength
        self.ending = ending
    }
}
