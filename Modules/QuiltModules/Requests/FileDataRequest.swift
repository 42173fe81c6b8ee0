import Foundation
import QuiltCore

/// A JSON file in the project, by a path relative to the page (see ``FileRoots``).
public struct FileDataRequest: DataRequest {
    /// The module request's id.
    public var requestID: String
    /// The relative path as written (templates filled in).
    public var path: String
    /// Where the path is looked up.
    public var roots: FileRoots
    /// Seconds before giving up.
    public var timeout: Double
    /// The largest file accepted, in bytes.
    public var maxBytes: Int

    /// Creates a file request.
    public init(
        requestID: String, path: String, roots: FileRoots, timeout: Double = 10, maxBytes: Int = JSONBody.defaultLimit
    ) {
        self.requestID = requestID
        self.path = path
        self.roots = roots
        self.timeout = timeout
        self.maxBytes = maxBytes
    }

    /// The path.
    public var target: String { path }

    /// Reads and parses the file. Only regular files are read (a FIFO or device
    /// could block), and never more than `maxBytes + 1` bytes.
    public func fetch() async throws(RequestError) -> DataValue {
        let request = self
        return try await Deadline.run(seconds: timeout, timeoutError: error(.timedOut(seconds: timeout))) {
            () throws(RequestError) -> DataValue in
            try Task.checkCancellation(or: request.error(.cancelled))
            let file = try request.roots.locate(request.path, request: request.requestID)
            let data: Data
            do {
                let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: file))
                defer { try? handle.close() }
                data = try handle.read(upToCount: request.maxBytes + 1) ?? Data()
            } catch {
                throw request.error(.unreadable(path: request.path, message: error.localizedDescription))
            }
            try Task.checkCancellation(or: request.error(.cancelled))
            do throws(JSONBody.Failure) {
                return try JSONBody.decode(data, limit: request.maxBytes)
            } catch {
                throw request.error(error.reason)
            }
        }
    }

    func error(_ reason: RequestError.Reason) -> RequestError {
        RequestError(request: requestID, target: path, reason: reason)
    }
}
