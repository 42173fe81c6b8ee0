import Foundation
import QuiltCore
import QuiltFiles
import QuiltModuleCore

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
    /// Where the parsed file is shared with other readers (the preview's
    /// sessions); nil parses it on every read.
    public var responses: FileResponseCache.Lease?

    /// Creates a file request.
    public init(
        requestID: String, path: String, roots: FileRoots, timeout: Double = 10, maxBytes: Int = JSONBody.defaultLimit,
        responses: FileResponseCache.Lease? = nil
    ) {
        self.requestID = requestID
        self.path = path
        self.roots = roots
        self.timeout = timeout
        self.maxBytes = maxBytes
        self.responses = responses
    }

    /// The request for the file `request` reads first, when its url is a
    /// relative path with no `{{…}}` slots (nil for HTTP and templated urls,
    /// whose target is known only when the page loads).
    public init?(firstPageOf request: RequestSpec, roots: FileRoots) {
        guard request.url.isFile, request.url.references.isEmpty else { return nil }
        self.init(requestID: request.id, path: request.url.source, roots: roots)
    }

    /// The path.
    public var target: String { path }

    /// Reads and parses the file. Only regular files are read (a FIFO or device
    /// could block), and one over `maxBytes` is refused from its size.
    public func fetch() async throws(RequestError) -> DataValue {
        let request = self
        return try await Deadline.run(seconds: timeout, timeoutError: error(.timedOut(seconds: timeout))) {
            () throws(RequestError) -> DataValue in
            try Task.checkCancellation(or: request.error(.cancelled))
            return try request.read()
        }
    }

    /// Finds, reads and parses the file now, on the calling thread, failing
    /// as ``fetch()`` fails: `pagelint` reads a page's data files this way,
    /// so that a file the engine cannot load is the same error in both.
    public func read() throws(RequestError) -> DataValue {
        let file = try roots.locate(path, request: requestID)
        guard let responses else { return try parse(file) }
        return try responses.value(ofFile: file, limit: maxBytes) { () throws(RequestError) in try parse(file) }
    }

    /// Reads and parses the located `file`.
    private func parse(_ file: String) throws(RequestError) -> DataValue {
        let data: Data
        // Read the guarded way: the file located may have been swapped for a
        // FIFO or a device since, and its size is checked before reading.
        switch FileContents.read(file, limit: maxBytes) {
        case .success(let bytes): data = Data(bytes)
        case .failure(.tooLarge): throw error(.tooLarge(limit: maxBytes))
        case .failure(.directory): throw error(.notAFile(path: path))
        case .failure(let failure): throw error(.unreadable(path: path, message: failure.reason))
        }
        do throws(JSONBody.Failure) {
            return try JSONBody.decode(data, limit: maxBytes)
        } catch {
            throw self.error(error.reason)
        }
    }

    func error(_ reason: RequestError.Reason) -> RequestError {
        RequestError(request: requestID, target: path, reason: reason)
    }
}
