#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
private let systemWrite = Darwin.write
#endif

/// Reading and writing whole files as bytes, with POSIX calls straight into
/// and out of byte arrays (no intermediate `Data`).
enum FileBytes {
    /// The file's bytes; nil when it cannot be read (missing, a folder, no
    /// permission, an I/O error).
    static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT != S_IFDIR else { return nil }
        // One read takes a regular file whole; files that report no size
        // (under /proc) are read in chunks until the end.
        let chunk = max(Int(info.st_size) + 1, 4096)
        var bytes: [UInt8] = []
        while true {
            let start = bytes.count
            bytes.append(contentsOf: repeatElement(0, count: chunk))
            let got = bytes.withUnsafeMutableBufferPointer { buffer -> Int in
                guard let base = buffer.baseAddress else { return -1 }
                var result: Int
                repeat {
                    result = systemRead(descriptor, base + start, chunk)
                } while result < 0 && errno == EINTR
                return result
            }
            guard got >= 0 else { return nil }
            bytes.removeLast(chunk - got)
            if got == 0 { return bytes }
        }
    }

    /// Replaces the file's contents in place (keeping its permissions); false on failure.
    static func write(_ bytes: [UInt8], to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_TRUNC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
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
