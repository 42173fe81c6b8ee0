import Foundation

/// The modification time and size of each watched file at one moment; two
/// scans differ when a file was edited, added or removed.
struct FileStamps: Equatable, Sendable {
    /// What is compared for one file.
    struct Stamp: Equatable, Sendable {
        /// The modification time; nil when the file cannot be read (then
        /// appearing or disappearing still counts as a change).
        var modified: Date?
        /// The size in bytes, so an edit within one tick of a coarse clock is still seen.
        var size: Int64?
    }

    /// By standardized absolute path.
    var entries: [String: Stamp] = [:]
    /// True when the watch list's limit left files out.
    var isTruncated = false
}
