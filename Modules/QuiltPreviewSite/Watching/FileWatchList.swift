import Foundation

/// Files whose changes the preview watches: folders searched through and
/// single files, read by polling modification times and sizes, which works
/// on every file system with no notification API.
struct FileWatchList: Hashable, Sendable {
    /// Folders searched through, skipping hidden names (`.git`, `.build`) and
    /// not following symbolic links to folders.
    var folders: [String]
    /// Single files, watched wherever they are.
    var files: [String]
    /// At most this many files are watched; the rest are left out (and
    /// ``FileStamps/isTruncated`` says so).
    var limit = 10_000

    /// The files' stamps now.
    func scan() -> FileStamps {
        var stamps = FileStamps()
        let roots = folders.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        // A folder inside another listed one is searched once.
        let distinct = roots.filter { root in
            !roots.contains { $0 != root && root.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
        }
        for root in Set(distinct).sorted() {
            scanFolder(root, into: &stamps)
        }
        for file in files {
            let path = URL(fileURLWithPath: file).standardizedFileURL.path
            guard stamps.entries[path] == nil else { continue }
            guard stamps.entries.count < limit else {
                stamps.isTruncated = true
                break
            }
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            stamps.entries[path] = FileStamps.Stamp(
                modified: attributes?[.modificationDate] as? Date, size: (attributes?[.size] as? NSNumber)?.int64Value)
        }
        return stamps
    }

    private func scanFolder(_ root: String, into stamps: inout FileStamps) {
        let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]
        guard
            let enumerator = FileManager.default.enumerator(
                at: URL(fileURLWithPath: root, isDirectory: true), includingPropertiesForKeys: keys,
                options: [.skipsHiddenFiles], errorHandler: { _, _ in true })
        else { return }
        while let url = enumerator.nextObject() as? URL {
            guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else {
                continue
            }
            guard stamps.entries.count < limit else {
                stamps.isTruncated = true
                return
            }
            stamps.entries[url.standardizedFileURL.path] = FileStamps.Stamp(
                modified: values.contentModificationDate, size: values.fileSize.map(Int64.init))
        }
    }
}
