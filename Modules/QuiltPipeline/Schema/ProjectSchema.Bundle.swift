import Foundation

extension ProjectSchema {
    /// Schema files read from a folder and merged into one document: each
    /// file but the root goes under `$defs` as `schema:<path>` (`/` as `.`,
    /// without `.schema.json`), and every `$ref` is rewritten to point there.
    struct Bundle {
        let directory: URL
        private var files: [String: [String: Any]] = [:]
        private var pending: [String] = []
        private var rootFile = ""
        private var idToFile: [String: String] = [:]

        init(directory: URL) {
            self.directory = directory
        }

        func exists(_ file: String) -> Bool {
            FileManager.default.fileExists(atPath: directory.appendingPathComponent(file).path)
        }

        /// `file` with its references rewritten; it becomes the document root.
        mutating func rootSchema(_ file: String) throws(SchemaFailure) -> [String: Any] {
            rootFile = file
            indexIdentifiers()
            let schema = try read(file)
            return rewrite(schema, in: file) as? [String: Any] ?? [:]
        }

        /// The `$defs` key of `file`, queued for embedding.
        mutating func key(including file: String) throws(SchemaFailure) -> String {
            if files[file] == nil, file != rootFile {
                files[file] = try read(file)
                pending.append(file)
            }
            return Self.key(of: file)
        }

        /// Embeds `schema` as if it were read from `file` (a family's schema
        /// written in code: its references resolve from `file`'s folder).
        /// A file already embedded, or on disk, wins.
        mutating func add(_ schema: [String: Any], as file: String) {
            guard files[file] == nil, !exists(file) else { return }
            files[file] = schema
            pending.append(file)
        }

        /// `#/$defs/<key>` for an embedded file, nil when it is not embedded.
        func reference(to file: String) -> String? {
            files[file] == nil ? nil : "#/$defs/" + Self.key(of: file)
        }

        /// Every file reached so far, rewritten, by `$defs` key (files
        /// referred to by embedded files are embedded too).
        mutating func embedded() throws(SchemaFailure) -> [String: Any] {
            var result: [String: Any] = [:]
            var done = Set<String>()
            while let file = pending.first {
                pending.removeFirst()
                guard done.insert(file).inserted, var schema = files[file] else { continue }
                schema["$id"] = nil
                schema["$schema"] = nil
                let rewritten = rewrite(schema, in: file)
                files[file] = rewritten as? [String: Any]
                result[Self.key(of: file)] = rewritten
            }
            return result
        }

        /// The embedded, rewritten schema of `file`.
        func embeddedSchema(_ file: String) -> [String: Any]? { files[file] }

        static func key(of file: String) -> String {
            let name = file.hasSuffix(".schema.json") ? String(file.dropLast(".schema.json".count)) : file
            return "schema:" + name.split(separator: "/").joined(separator: ".")
        }

        private func read(_ file: String) throws(SchemaFailure) -> [String: Any] {
            try SchemaFile.object(at: directory.appendingPathComponent(file))
        }

        /// Maps each schema's `$id` to its file, for absolute references.
        private mutating func indexIdentifiers() {
            for path in SchemaFile.paths(under: directory, endingWith: ".json") {
                guard let schema = try? read(path), let id = schema["$id"] as? String else { continue }
                idToFile[id] = path
            }
        }

        /// Rewrites every `$ref` below `value` (a schema read from `file`).
        private mutating func rewrite(_ value: Any, in file: String) -> Any {
            if let array = value as? [Any] { return array.map { rewrite($0, in: file) } }
            guard var object = value as? [String: Any] else { return value }
            for (key, member) in object {
                if key == "$ref", let reference = member as? String {
                    object[key] = rewriteReference(reference, in: file)
                } else if !["const", "enum", "default", "examples"].contains(key) {
                    object[key] = rewrite(member, in: file)
                }
            }
            return object
        }

        private mutating func rewriteReference(_ reference: String, in file: String) -> String {
            let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let target = String(parts[0])
            let fragment = parts.count > 1 ? String(parts[1]) : ""
            let targetFile: String
            if target.isEmpty {
                targetFile = file
            } else if let identified = idToFile[target] {
                targetFile = identified
            } else if target.contains("://") {
                return reference
            } else {
                targetFile = Self.normalized(
                    ((file as NSString).deletingLastPathComponent as NSString).appendingPathComponent(target))
            }
            if targetFile == rootFile { return "#" + fragment }
            guard (try? key(including: targetFile)) != nil else { return reference }
            return "#/$defs/" + Self.key(of: targetFile) + fragment
        }

        /// `a/./b/../c` → `a/c`.
        static func normalized(_ path: String) -> String {
            var parts: [Substring] = []
            for part in path.split(separator: "/") {
                if part == "." { continue }
                if part == "..", let last = parts.last, last != ".." {
                    parts.removeLast()
                } else {
                    parts.append(part)
                }
            }
            return parts.joined(separator: "/")
        }
    }
}
