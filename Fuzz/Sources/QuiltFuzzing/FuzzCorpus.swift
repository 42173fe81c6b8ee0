import Foundation

/// The files of a corpus: each path itself, or every file under it
/// (hidden ones skipped), sorted — what `quilt-fuzz run` and the tests feed
/// a target.
public enum FuzzCorpus {
    /// The regular files at or under `paths`, sorted by path.
    public static func files(in paths: [URL], suffixes: [String]? = nil) -> [URL] {
        var found: [URL] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory) else { continue }
            guard isDirectory.boolValue else {
                found.append(path)
                continue
            }
            let enumerator = FileManager.default.enumerator(
                at: path, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
            while let file = enumerator?.nextObject() as? URL {
                guard (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
                if let suffixes, !suffixes.contains(where: file.lastPathComponent.hasSuffix) { continue }
                found.append(file)
            }
        }
        return found.sorted { $0.path < $1.path }
    }
}

extension FuzzCorpus {
    /// The folders at or under `paths` that hold a `quilt.yml`, sorted.
    public static func projects(in paths: [URL]) -> [URL] {
        files(in: paths, suffixes: ["quilt.yml"]).filter { $0.lastPathComponent == "quilt.yml" }
            .map { $0.deletingLastPathComponent() }
    }
}
