import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists files under a folder, recursively: the one walk over folders that
/// Quilt's readers share (pagelint's paths, a project's `pages` globs, the
/// schemas folder). Hidden folders (`.git`, `.build`) are skipped, and so
/// are hidden files unless asked for; symbolic links to folders are never
/// followed, so a link cycle cannot make it loop.
///
/// FIFOs, sockets, devices and loops of symbolic links are listed like
/// files: reading one is refused without opening it (``FileContents``), so
/// each is reported as an error instead of vanishing.
///
/// Reads folders with `readdir`, whose entry types spare a `stat` per file:
/// listing ten thousand pages costs milliseconds.
public enum FileWalker {
    /// Paths relative to `directory` of the files `include` accepts (given
    /// the relative path), sorted. `depth` is how many levels of folders are
    /// read (1: the folder's own files); hidden files (`.pagelint.yml`) are
    /// listed only with `hiddenFiles`.
    public static func files(
        under directory: String, depth: Int = .max, hiddenFiles: Bool = false,
        where include: (String) -> Bool = { _ in true }
    ) -> [String] {
        var found: [String] = []
        walk(directory, relative: "", depth: depth, hiddenFiles: hiddenFiles, include: include, into: &found)
        return found.sorted()
    }

    private enum EntryType {
        case directory, file, other
    }

    private static func walk(
        _ directory: String, relative: String, depth: Int, hiddenFiles: Bool, include: (String) -> Bool,
        into found: inout [String]
    ) {
        guard depth > 0, let stream = opendir(directory) else { return }
        defer { closedir(stream) }
        var entries: [(name: String, type: EntryType)] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != ".." else { continue }
            let type = type(of: entry.pointee.d_type, path: directory + "/" + name)
            // Hidden folders are never searched; hidden files only when asked for.
            guard !name.hasPrefix(".") || (hiddenFiles && type == .file) else { continue }
            entries.append((name, type))
        }
        for (name, type) in entries {
            let path = relative.isEmpty ? name : relative + "/" + name
            switch type {
            case .directory:
                walk(
                    directory + "/" + name, relative: path, depth: depth - 1, hiddenFiles: hiddenFiles,
                    include: include, into: &found)
            case .file: if include(path) { found.append(path) }
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
