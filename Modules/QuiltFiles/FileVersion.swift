#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which version of a file a path names: its device and inode, its size
/// and its modification time to the nanosecond. A file replaced, edited or
/// touched has another version; one left alone keeps it.
///
/// Readers that keep what they parsed from a file (the preview's shared
/// data files) compare versions before using it again.
public struct FileVersion: Hashable, Sendable {
    /// The device the file is on.
    public var device: UInt64
    /// The file's inode on that device.
    public var inode: UInt64
    /// The size in bytes.
    public var size: Int64
    /// The modification time: seconds since 1970.
    public var seconds: Int64
    /// The modification time: nanoseconds within the second.
    public var nanoseconds: Int64

    /// The version of the regular file at `path` (symbolic links followed);
    /// nil when there is none, or it is not a regular file.
    public init?(of path: String) {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        seconds = Int64(info.st_mtimespec.tv_sec)
        nanoseconds = Int64(info.st_mtimespec.tv_nsec)
        #else
        seconds = Int64(info.st_mtim.tv_sec)
        nanoseconds = Int64(info.st_mtim.tv_nsec)
        #endif
    }
}
