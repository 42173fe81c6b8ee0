import QuiltFiles
#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Reading and writing whole files as bytes, with POSIX calls straight into
/// and out of byte arrays (no intermediate `Data`).
enum FileBytes {
    /// The bytes of the regular file at `path` (at most `limit`), or why
    /// they were not read (``FileContents``: never blocks on a FIFO or device).
    static func read(_ path: String, limit: Int) -> Result<[UInt8], FileContents.Failure> {
        FileContents.read(path, limit: limit)
    }

    /// Replaces the file's contents in place (keeping its permissions); false
    /// on failure. Only a regular file is written: the path is opened without
    /// blocking (a FIFO swapped in since it was read has no reader to wait
    /// for) and checked before it is truncated.
    static func write(_ bytes: [UInt8], to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, ftruncate(descriptor, 0) == 0 else {
            return false
        }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBufferPointer { buffer -> Int in
                guard let base = buffer.baseAddress else { return -1 }
                return systemWrite(descriptor, base + written, bytes.count - written)
            }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { return false }
            written += result
        }
        return true
    }
}
