import Foundation

/// Reading and writing whole files as bytes.
enum FileBytes {
    /// The file's bytes; nil when it cannot be read (missing, a folder, no permission).
    static func read(_ path: String) -> [UInt8]? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.readToEnd() else { return nil }
        return [UInt8](data)
    }

    /// Replaces the file's contents in place (keeping its permissions); false on failure.
    static func write(_ bytes: [UInt8], to path: String) -> Bool {
        guard let handle = FileHandle(forWritingAtPath: path) else { return false }
        defer { try? handle.close() }
        do {
            try handle.truncate(atOffset: 0)
            try handle.write(contentsOf: bytes)
            return true
        } catch {
            return false
        }
    }
}
