import QuiltConfig
import QuiltCore

#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif

/// Reads whole files the way every Quilt command does: regular files only,
/// never more than a limit.
///
/// A FIFO, socket or device is refused from `stat` before it is opened (a
/// FIFO with no writer would block `open` and `read` forever); the file is
/// then opened with `O_NONBLOCK` and checked again, so one swapped in
/// between cannot block either. A file whose size is over the limit is
/// refused before any byte is read, and the limit is enforced while
/// reading too (a file that grows, or one under `/proc` that reports no size).
public enum FileContents {
    /// Why a file was not read.
    public enum Failure: Error, Hashable, Sendable {
        /// No file at the path.
        case missing
        /// A folder.
        case directory
        /// A FIFO, socket or device; the associated value names it ("a FIFO").
        case notRegular(String)
        /// More bytes than the limit (the size found so far).
        case tooLarge(size: Int, limit: Int)
        /// Opening or reading failed (the system's message).
        case unreadable(String)

        /// The diagnostic code: `yaml-limit` for a file over the limit, `io-error` otherwise.
        public var code: DiagnosticCode {
            if case .tooLarge = self { return .yamlLimit }
            return .ioError
        }

        /// One sentence for the diagnostic.
        public var message: String {
            switch self {
            case .missing: "cannot read file: no such file"
            case .directory: "cannot read file: it is a folder"
            case .notRegular(let kind): "not a regular file (\(kind)); skipped without reading"
            case .tooLarge(let size, let limit): "file is \(size) bytes, over the limit of \(limit)"
            case .unreadable(let reason): "cannot read file: \(reason)"
            }
        }
    }

    /// The bytes of the regular file at `path`, at most `limit` of them.
    public static func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return .failure(errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(describeErrno()))
        }
        if let failure = refusal(of: info, limit: limit) { return .failure(failure) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.unreadable(describeErrno())) }
        defer { close(descriptor) }
        // The path may name another file by now: check what was opened.
        guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable(describeErrno())) }
        if let failure = refusal(of: info, limit: limit) { return .failure(failure) }
        return readAll(descriptor, expected: Int(info.st_size), limit: limit)
    }

    /// Why a file with `info` is not read, or nil when it is.
    private static func refusal(of info: stat, limit: Int) -> Failure? {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return Int(info.st_size) > limit ? .tooLarge(size: Int(info.st_size), limit: limit) : nil
        case S_IFDIR: return .directory
        case S_IFIFO: return .notRegular("a FIFO")
        case S_IFSOCK: return .notRegular("a socket")
        case S_IFCHR: return .notRegular("a character device")
        case S_IFBLK: return .notRegular("a block device")
        default: return .notRegular("not a file")
        }
    }

    /// Reads to the end in chunks, failing once more than `limit` bytes arrive.
    private static func readAll(_ descriptor: Int32, expected: Int, limit: Int) -> Result<[UInt8], Failure> {
        // One read takes a regular file whole (one byte more finds the end);
        // files that report no size are read 64 KiB at a time.
        let chunk = expected > 0 ? max(min(expected, limit) + 1, 4_096) : 65_536
        // Read into one buffer and copy out what arrived: appending a run of
        // zeros element by element cost milliseconds per file in debug builds.
        var buffer = [UInt8](repeating: 0, count: chunk)
        var bytes: [UInt8] = []
        while true {
            let got = buffer.withUnsafeMutableBufferPointer { buffer -> Int in
                guard let base = buffer.baseAddress else { return -1 }
                var result: Int
                repeat {
                    result = systemRead(descriptor, base, chunk)
                } while result < 0 && errno == EINTR
                return result
            }
            guard got >= 0 else { return .failure(.unreadable(describeErrno())) }
            if got == 0 { return .success(bytes) }
            if bytes.count + got > limit { return .failure(.tooLarge(size: bytes.count + got, limit: limit)) }
            if expected > 0, got < chunk, bytes.isEmpty {
                // A regular file reads short only at its end: it came whole,
                // so the buffer is the file, without another read or a copy.
                buffer.removeLast(chunk - got)
                return .success(buffer)
            }
            bytes.append(contentsOf: buffer[..<got])
        }
    }

    private static func describeErrno() -> String {
        String(cString: strerror(errno))
    }
}
