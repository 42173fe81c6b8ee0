import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and standard error, written with `write(2)` so that a
/// failed write is an error the command reports: Foundation's
/// `FileHandle.write(_:)` traps instead (`quilt layout … > /dev/full`
/// ended with exit 132).
package enum StandardStream {
    /// Writes `text` to standard output; when that fails, says so on
    /// standard error and ends the command with exit status 2.
    package static func output(_ text: String) throws {
        try output(Array(text.utf8))
    }

    /// Writes `bytes` to standard output, as ``output(_:)-(String)`` writes text.
    package static func output(_ bytes: [UInt8]) throws {
        if let failure = write(bytes, to: STDOUT_FILENO) {
            error("error: cannot write standard output: \(failure)\n")
            throw ExitCode(2)
        }
    }

    /// Writes `text` to standard error. A failure there is left unsaid:
    /// there is nowhere left to say it, and the exit status still tells.
    package static func error(_ text: String) {
        _ = write(Array(text.utf8), to: STDERR_FILENO)
    }

    /// Writes every byte of `bytes` to `descriptor`; the system's reason when
    /// a write fails, nil when all of it was written.
    private static func write(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        bytes.withUnsafeBufferPointer { buffer -> String? in
            guard let base = buffer.baseAddress else { return nil }
            var written = 0
            while written < buffer.count {
                let result = systemWrite(descriptor, base + written, buffer.count - written)
                if result < 0, errno == EINTR { continue }
                guard result > 0 else { return result < 0 ? String(cString: strerror(errno)) : "nothing was written" }
                written += result
            }
            return nil
        }
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
