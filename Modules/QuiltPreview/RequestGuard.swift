import NIOCore

/// The first handler of every preview connection: hands the raw bytes to a
/// ``RequestHeadScanner`` before the HTTP parser sees them and, when they
/// pass a limit, answers with the refusal itself and closes the connection.
///
/// A connection over the open-connection limit is refused as soon as it is
/// added (503), before reading anything.
///
/// A refused client may still be sending (the rest of a 1 MB target):
/// closing at once would make the kernel reset the connection and the
/// client could lose the answer. So the guard closes its writing side,
/// reads and drops what still comes — up to ``lingerBytes`` or
/// ``lingerTime`` — and then closes (a "lingering close", as nginx does).
///
/// Once the server answers an upgrade with 101, the bytes are WebSocket
/// frames, checked by a ``WebSocketFrameScanner``: an unmasked or
/// oversized frame is answered with a close frame (1002, 1009) the same
/// way. A request NIO's parser still rejects after the scanner passed it
/// (``ParseFailureRelay`` reports it) is answered 400 the same way too: the
/// parser itself answers nothing and leaves the connection open.
final class RequestGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    /// The event ``ParseFailureRelay`` sends towards the guard when the HTTP
    /// parser rejected the bytes before the server saw a request.
    struct ParseFailure {}

    private var scanner: RequestHeadScanner
    private let refusalAtOnce: RequestHeadScanner.Refusal?
    /// The frames' checker, once the server has answered an upgrade with 101.
    private var frames: WebSocketFrameScanner?
    /// True once the answer to an upgrade request has begun.
    private var upgradeAnswered = false
    private let maximumFramePayload: Int
    private var refused = false
    private var dropped = 0
    /// How long the first request head may take; after it, the HTTP
    /// server's own idle timeout applies (a WebSocket has none: it is pinged).
    private let headTimeout: TimeAmount
    private var headDeadline: Scheduled<Void>?

    /// The most bytes read and dropped after a refusal.
    static let lingerBytes = 4 << 20
    /// The longest time a refused connection stays open.
    static let lingerTime = TimeAmount.seconds(2)

    /// A guard checking `limits` and vetting upgrades with `vetUpgrade`;
    /// with `refusing`, one that answers it at once.
    init(
        limits: PreviewLimits, refusing: RequestHeadScanner.Refusal? = nil, maximumFramePayload: Int = 4_096,
        vetUpgrade: (@Sendable (String, String?, String?) -> RequestHeadScanner.Refusal?)? = nil
    ) {
        scanner = RequestHeadScanner(limits: limits, vetUpgrade: vetUpgrade)
        refusalAtOnce = refusing
        self.maximumFramePayload = maximumFramePayload
        headTimeout = .nanoseconds(
            limits.idleTimeout.components.seconds * 1_000_000_000 + limits.idleTimeout.components.attoseconds
                / 1_000_000_000)
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if let refusalAtOnce, context.channel.isActive { refuse(refusalAtOnce.response, context: context) }
        if context.channel.isActive { startHeadDeadline(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        if let refusalAtOnce { refuse(refusalAtOnce.response, context: context) }
        startHeadDeadline(context)
        context.fireChannelActive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        headDeadline?.cancel()
    }

    /// Closes the connection when no request head is complete within the
    /// idle timeout (a client that connects and says nothing, or too slowly).
    private func startHeadDeadline(_ context: ChannelHandlerContext) {
        guard headDeadline == nil else { return }
        let channel = context.channel
        headDeadline = channel.eventLoop.scheduleTask(in: headTimeout) { channel.close(promise: nil) }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !refused else {
            dropped += unwrapInboundIn(data).readableBytes
            if dropped > Self.lingerBytes { context.close(promise: nil) }
            return
        }
        let buffer = unwrapInboundIn(data)
        guard !scanner.isPassingThrough else {
            if var checker = frames {
                let refusal = buffer.withUnsafeReadableBytes { checker.scan($0) }
                frames = checker
                if let refusal {
                    refuse(refusal.frame, context: context)
                    return
                }
            }
            context.fireChannelRead(data)
            return
        }
        if let refusal = buffer.withUnsafeReadableBytes({ scanner.scan($0) }) {
            refuse(refusal.response, context: context)
            return
        }
        if scanner.completedHeads > 0 { headDeadline?.cancel() }
        context.fireChannelRead(data)
    }

    /// Notes the server's answer to an upgrade request: after a 101 the
    /// connection carries frames, which are checked from then on.
    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if scanner.isPassingThrough, !upgradeAnswered {
            upgradeAnswered = true
            let head = unwrapOutboundIn(data).getBytes(at: unwrapOutboundIn(data).readerIndex, length: 12)
            if head == Array("HTTP/1.1 101".utf8) {
                frames = WebSocketFrameScanner(maximumPayload: maximumFramePayload)
            }
        }
        context.write(data, promise: promise)
    }

    /// A request the HTTP parser rejected is answered 400 (the scanner has
    /// already answered what it can name, an unknown method with 501).
    func triggerUserOutboundEvent(context: ChannelHandlerContext, event: Any, promise: EventLoopPromise<Void>?) {
        guard event is ParseFailure else {
            context.triggerUserOutboundEvent(event, promise: promise)
            return
        }
        refuse(
            RequestHeadScanner.Refusal(status: 400, reason: "the request is not HTTP/1.1 the preview can read")
                .response,
            context: context)
        promise?.succeed()
    }

    /// Writes `answer` (a refusal's response, or a close frame) straight to
    /// the socket (this handler is first in the pipeline) and closes; later
    /// bytes are dropped unread.
    private func refuse(_ answer: [UInt8], context: ChannelHandlerContext) {
        guard !refused else { return }
        refused = true
        let channel = context.channel
        let response = context.channel.allocator.buffer(bytes: answer)
        context.writeAndFlush(wrapOutboundOut(response)).whenComplete { _ in
            channel.close(mode: .output, promise: nil)
        }
        channel.eventLoop.scheduleTask(in: Self.lingerTime) { channel.close(promise: nil) }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        // The client finished sending after a refusal: nothing left to linger for.
        if refused, event as? ChannelEvent == .inputClosed {
            context.close(promise: nil)
            return
        }
        context.fireUserInboundEventTriggered(event)
    }
}
