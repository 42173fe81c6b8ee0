import NIOCore

/// The last handler of a preview connection until the server takes its
/// first request: when NIO's HTTP parser rejects the bytes (an error that
/// passes down the pipeline, away from the ``RequestGuard`` at its head),
/// it asks the guard to answer and close. Without it the parser's error
/// reached no handler: the client got no answer, and the connection stayed
/// open past every idle limit.
///
/// Once the server reads a request (or frames, after an upgrade), errors
/// are the server's to handle and pass on.
final class ParseFailureRelay: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny

    private var serverTookOver = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        serverTookOver = true
        context.fireChannelRead(data)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard !serverTookOver else {
            context.fireErrorCaught(error)
            return
        }
        context.triggerUserOutboundEvent(RequestGuard.ParseFailure(), promise: nil)
    }
}
