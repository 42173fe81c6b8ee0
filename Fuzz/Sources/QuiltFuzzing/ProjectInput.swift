import Foundation

/// How the ``ProjectTarget`` reads one input as a project: the text up to
/// the first `#file PATH` line is `quilt.yml`; each `#file PATH` line starts
/// the file at `PATH` (`layouts/strip.yaml`, `pages/home.yaml`). Paths are
/// kept inside the project: letters, digits, `_`, `-`, `.` and `/`, no `..`,
/// at most ``maxFiles`` files. `quilt-fuzz pack` writes a project folder in
/// this form.
public enum ProjectInput {
    /// The marker that starts a file.
    public static let marker = "#file "
    /// Files beyond this many are dropped.
    public static let maxFiles = 16

    /// The files of `input`, by path; `quilt.yml` first.
    public static func files(in input: [UInt8]) -> [(path: String, bytes: [UInt8])] {
        var files: [(path: String, bytes: [UInt8])] = [("quilt.yml", [])]
        let marker = Array(Self.marker.utf8)
        var lineStart = 0
        while lineStart < input.count {
            let lineEnd = input[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? input.count
            let line = input[lineStart..<lineEnd]
            if line.starts(with: marker), files.count < maxFiles + 1,
                let path = safePath(String(decoding: line.dropFirst(marker.count), as: UTF8.self))
            {
                files.append((path, []))
            } else {
                files[files.count - 1].bytes += input[lineStart..<min(lineEnd + 1, input.count)]
            }
            lineStart = lineEnd + 1
        }
        return files
    }

    /// `path` when it stays inside the project folder, else nil.
    static func safePath(_ path: String) -> String? {
        let allowed = path.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || "0123456789_-./".unicodeScalars.contains(scalar))
        }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard allowed, !path.isEmpty, path.count <= 100, !path.hasPrefix("/"), parts.count <= 4,
            !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }), path != "quilt.yml"
        else { return nil }
        return path
    }

    /// The files written into a new temporary folder; its path, or nil when
    /// it cannot be written (two files at one path, a file where a folder is).
    public static func write(_ files: [(path: String, bytes: [UInt8])]) -> String? {
        let directory = NSTemporaryDirectory() + "quilt-fuzz-project-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        let manager = FileManager.default
        for file in files {
            let url = URL(fileURLWithPath: directory + "/" + file.path)
            do {
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.bytes).write(to: url)
            } catch {
                try? manager.removeItem(atPath: directory)
                return nil
            }
        }
        return directory
    }

    /// The project folder at `directory` packed as one input: `quilt.yml`,
    /// then every `.yaml`/`.yml` file under its `layouts`, `components` and
    /// `pages` folders.
    public static func pack(directory: URL) -> [UInt8]? {
        guard let settings = try? Data(contentsOf: directory.appendingPathComponent("quilt.yml")) else { return nil }
        var packed = Array(settings)
        if packed.last != UInt8(ascii: "\n") { packed.append(UInt8(ascii: "\n")) }
        let files = FuzzCorpus.files(
            in: ["layouts", "components", "pages"].map { directory.appendingPathComponent($0) },
            suffixes: [".yaml", ".yml"])
        for file in files.prefix(maxFiles) {
            let relative = String(file.path.dropFirst(directory.path.count + 1))
            guard let bytes = try? Data(contentsOf: file) else { continue }
            packed += Array((marker + relative + "\n").utf8) + Array(bytes)
            if packed.last != UInt8(ascii: "\n") { packed.append(UInt8(ascii: "\n")) }
        }
        return packed
    }
}
