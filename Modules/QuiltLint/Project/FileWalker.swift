import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists files under a folder, recursively, skipping hidden files and
/// folders (`.git`, `.build`, `.pagelint.yml`) and never following symbolic
/// links to folders, so a link cycle cannot make it loop.
///
/// FIFOs, sockets, devices and loops of symbolic links are listed like
/// files: reading one is refused without opening it (``FileContents``), so
/// each is reported as an `io-error` instead of vanishing from the report.
///
/// Reads folders with `readdir`, whose entry types spare a `stat` per file:
/// listing ten thousand pages costs milliseconds.
enum FileWalker {
    /// Paths relative to `directory` of the files `include` accepts (given
    /// the relative path), sorted.
    static func files(under directory: String, where include: (String) -> Bool) -> [String] {
        var found: [String] = []
        walk(directory, relative: "", include: include, into: &found)
        return found.sorted()
    }

    /// True for `*.yaml` and `*.yml`.
    static func isYAML(_ path: String) -> Bool {
        path.hasSuffix(".yaml") || path.hasSuffix(".yml")
    }

    private enum EntryType {
        case directory, file, other
    }

    private static func walk(
        _ directory: String, relative: String, include: (String) -> Bool, into found: inout [String]
    ) {
        guard let stream = opendir(directory) else { return }
        defer { closedir(stream) }
        var entries: [(name: String, type: EntryType)] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.hasPrefix(".") else { continue }
            entries.append((name, type(of: entry.pointee.d_type, path: directory + "/" + name)))
        }
        for (name, type) in entries {
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            switch type {
            case .directory: walk(directory + "/" + name, relative: relativePath, include: include, into: &found)
            case .file: if include(relativePath) { found.append(relativePath) }
            case .other: continue
            }
        }
    }

    /// A link to a file counts as a file; a link to a folder is not followed.
    private static func type(of entryType: UInt8, path: String) -> EntryType {
        switch Int32(entryType) {
        case Int32(DT_DIR): return .directory
        case Int32(DT_REG), Int32(DT_FIFO), Int32(DT_SOCK), Int32(DT_CHR), Int32(DT_BLK): return .file
        case Int32(DT_LNK), Int32(DT_UNKNOWN):
            var info = stat()
            // A loop of symbolic links is listed: reading it reports the loop.
            guard stat(path, &info) == 0 else { return errno == ELOOP ? .file : .other }
            let format = info.st_mode & S_IFMT
            if format != S_IFDIR, format != S_IFLNK { return .file }
            // A folder reached through a link is skipped; one whose type the
            // file system did not say (DT_UNKNOWN) is walked.
            if format == S_IFDIR, Int32(entryType) == Int32(DT_UNKNOWN) {
                var linkInfo = stat()
                return lstat(path, &linkInfo) == 0 && linkInfo.st_mode & S_IFMT == S_IFDIR ? .directory : .other
            }
            return .other
        default:
            return .other
        }
    }
}
