#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif

/// Reads whole files the way every Quilt command does: regular files only,
/// never more than a limit. Every file Quilt reads goes through here —
/// pages, projects, kinds, presets, data, fonts, images, schemas and lint
/// configurations, in the commands and the preview alike.
///
/// A FIFO, socket or device is refused from `stat` before it is opened (a
/// FIFO with no writer would block `open` and `read` forever, `/dev/zero`
/// never ends); the file is then opened with `O_NONBLOCK` and checked
/// again, so one swapped in between cannot block either. A file whose size
/// is over the limit is refused before any byte is read, and the limit is
/// enforced while reading too (a file that grows, or one under `/proc` that
/// reports no size). A loop of symbolic links is named as one.
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
        /// The path's symbolic links lead round in a loop (`ELOOP`).
        case symbolicLinkLoop
        /// Opening or reading failed (the system's message).
        case unreadable(String)

        /// One sentence for the diagnostic.
        public var message: String {
            switch self {
            case .notRegular, .tooLarge: reason
            default: "cannot read file: \(reason)"
            }
        }

        /// What is wrong with the file, as a phrase ("no such file", "not a
        /// regular file (a FIFO); skipped without reading"), for messages
        /// that name the file themselves.
        public var reason: String {
            switch self {
            case .missing: "no such file"
            case .directory: "it is a folder"
            case .notRegular(let kind): "not a regular file (\(kind)); skipped without reading"
            case .tooLarge(let size, let limit): "file is \(size) bytes, over the limit of \(limit)"
            case .symbolicLinkLoop: "its symbolic links form a loop"
            case .unreadable(let reason): reason
            }
        }
    }

    /// The bytes of the regular file at `path`, at most `limit` of them.
    public static func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
        if let failure = refusal(at: path, limit: limit) { return .failure(failure) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(failure(ofErrno: errno)) }
        var info = stat()
        defer { close(descriptor) }
        // The path may name another file by now: check what was opened.
        guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable(describeErrno())) }
        if let failure = refusal(of: info, limit: limit) { return .failure(failure) }
        return readAll(descriptor, expected: Int(info.st_size), limit: limit)
    }

    /// Why the file at `path` would not be read, from `stat` alone (nothing
    /// is opened): nil for a regular file of at most `limit` bytes.
    public static func refusal(at path: String, limit: Int) -> Failure? {
        var info = stat()
        guard stat(path, &info) == 0 else { return failure(ofErrno: errno) }
        return refusal(of: info, limit: limit)
    }

    /// The failure `stat` or `open` setting `code` means.
    private static func failure(ofErrno code: Int32) -> Failure {
        switch code {
        case ENOENT, ENOTDIR: .missing
        case ELOOP: .symbolicLinkLoop
        default: .unreadable(String(cString: strerror(code)))
        }
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
