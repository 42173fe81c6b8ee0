import Foundation

/// Paths that must never be read as files: what every reader of Quilt's
/// refuses from `stat`, quickly and with a located message, instead of
/// blocking (a FIFO), reading forever (a device), looping or reading a
/// file too large to take.
public enum HostileFile: String, CaseIterable, Sendable, CustomStringConvertible {
    /// A FIFO with no writer: opening it for reading blocks.
    case fifo
    /// A symbolic link to `/dev/zero`, a character device that never ends.
    case device
    /// A symbolic link to itself.
    case loop
    /// A sparse file of a terabyte: its size, from `stat`, is over every limit.
    case oversized

    /// The size of an ``oversized`` file: 2⁴⁰ bytes.
    public static let oversizedBytes = 1 << 40

    /// What the message about it says, in every reader's words.
    public var phrase: String {
        switch self {
        case .fifo: "not a regular file (a FIFO)"
        case .device: "not a regular file (a character device)"
        case .loop: "symbolic links form a loop"
        case .oversized: "\(Self.oversizedBytes) bytes, over the limit"
        }
    }

    public var description: String { rawValue }

    /// Makes this kind of path at `path` (its folder must exist); false when
    /// the system refused.
    @discardableResult
    public func make(at path: String) -> Bool {
        switch self {
        case .fifo:
            return mkfifo(path, 0o644) == 0
        case .device:
            return symlink("/dev/zero", path) == 0
        case .loop:
            return symlink((path as NSString).lastPathComponent, path) == 0
        case .oversized:
            guard FileManager.default.createFile(atPath: path, contents: Data("x".utf8)) else { return false }
            return truncate(path, off_t(Self.oversizedBytes)) == 0
        }
    }
}

extension TemporaryDirectory {
    /// Makes a `kind` path at `relative`, creating its folders; true on success.
    @discardableResult
    public func make(_ kind: HostileFile, at relative: String) throws -> Bool {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: file)
        return kind.make(at: file.path)
    }
}
