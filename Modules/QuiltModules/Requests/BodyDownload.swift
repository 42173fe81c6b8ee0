import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Collects one response body with a size limit.
///
/// `@unchecked Sendable`: URLSession calls the delegate methods on its own
/// serial delegate queue while the awaiting task may cancel from another
/// thread; every mutable member is read and written only under `lock`.
final class BodyDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    enum Outcome {
        case success((Int, Data))
        case failure(RequestError.Reason)
    }

    private let limit: Int
    private let timeout: Double
    private let lock = NSLock()
    private var body = Data()
    private var status = 0
    /// The announced body length once the head has arrived; -1 when unknown.
    private var expected: Int64 = -1
    private var hasHead = false
    private var overLimit = false
    private var cancelled = false
    private var continuation: CheckedContinuation<Outcome, Never>?
    private var task: URLSessionDataTask?

    init(limit: Int, timeout: Double) {
        self.limit = limit
        self.timeout = timeout
    }

    func run(_ request: URLRequest) async -> Outcome {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.urlCache = nil
        let session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
        // The session keeps its delegate until invalidated.
        defer { session.finishTasksAndInvalidate() }
        let task = session.dataTask(with: request)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let alreadyCancelled = lock.withLock {
                    self.continuation = continuation
                    self.task = task
                    return cancelled
                }
                if alreadyCancelled {
                    finish(.failure(.cancelled))
                } else {
                    task.resume()
                }
            }
        } onCancel: {
            let running = lock.withLock {
                cancelled = true
                return self.task
            }
            running?.cancel()
        }
    }

    /// Resumes the waiting task once; later calls do nothing.
    private func finish(_ outcome: Outcome) {
        let waiting = lock.withLock {
            let waiting = continuation
            continuation = nil
            return waiting
        }
        waiting?.resume(returning: outcome)
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let code = (response as? HTTPURLResponse)?.statusCode ?? 0
        let tooLong = response.expectedContentLength > Int64(limit)
        lock.withLock {
            status = code
            hasHead = true
            expected = response.expectedContentLength
            if tooLong { overLimit = true }
        }
        completionHandler(tooLong ? .cancel : .allow)
        // FoundationNetworking on Linux disregards the disposition and keeps
        // reading; cancelling the task is what stops a body announced over
        // the limit before any of it is read.
        if tooLong { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let exceeded = lock.withLock {
            guard !overLimit else { return false }
            body.append(data)
            if body.count > limit {
                overLimit = true
                body = Data()
                return true
            }
            return false
        }
        if exceeded { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (code, data, tooLarge, wasCancelled, head, length) = lock.withLock {
            (status, body, overLimit, cancelled, hasHead, expected)
        }
        if tooLarge {
            finish(.failure(.tooLarge(limit: limit)))
        } else if let error {
            finish(
                .failure(
                    wasCancelled ? .cancelled : reason(for: error, received: head ? data.count : nil, expected: length))
            )
        } else if head, length >= 0, Int64(data.count) < length {
            // Some transports report a short body as a success.
            finish(.failure(.truncated(received: data.count, expected: Int(length))))
        } else {
            finish(.success((code, data)))
        }
    }

    /// What `error` means, knowing whether the head had arrived (then
    /// `received` body bytes of `expected`, -1 when unannounced).
    private func reason(for error: any Error, received: Int?, expected: Int64) -> RequestError.Reason {
        let nsError = error as NSError
        guard nsError.domain == NSURLErrorDomain else { return .transport(nsError.localizedDescription) }
        switch nsError.code {
        case NSURLErrorTimedOut: return .timedOut(seconds: timeout)
        case NSURLErrorCancelled: return .cancelled
        case NSURLErrorCannotConnectToHost: return .transport("cannot connect to the host")
        case NSURLErrorCannotFindHost: return .transport("cannot find the host")
        case NSURLErrorNetworkConnectionLost:
            // libcurl's receive error with ECONNRESET, or a transfer that
            // ended with no response at all (an orderly close).
            return nsError.localizedDescription.contains("no response")
                ? .transport("the server closed the connection without a response") : .connectionReset
        case NSURLErrorNotConnectedToInternet: return .transport("not connected to a network")
        case NSURLErrorBadServerResponse: return .transport("the server closed the connection without a response")
        default:
            // After the head, an unexplained end is the body cut short
            // (libcurl's "partial file").
            if let received {
                return .truncated(received: received, expected: expected >= 0 ? Int(expected) : nil)
            }
            return .transport("the connection ended unexpectedly (URL error \(nsError.code))")
        }
    }
}
