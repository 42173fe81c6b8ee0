import Foundation
import QuiltFiles

/// A file pattern relative to a directory, as `quilt.yml` writes them:
/// `pages/**/*.yaml`.
///
/// - `*` matches any run of characters within one path component, `?` one
///   character; neither crosses `/`.
/// - `**` as a whole component matches zero or more directories.
/// - A name starting with `.` matches only a pattern component that starts
///   with `.` (as in shells): `*` and `**` skip hidden files and directories.
/// - Everything else is literal; `.` components are ignored, `..` climbs out.
public struct Glob: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    private let components: [String]

    /// Creates a glob.
    public init(_ pattern: String) {
        self.pattern = pattern
        components = Self.normalized(pattern)
    }

    /// The pattern.
    public var description: String { pattern }

    /// True when `path` (relative, `/`-separated) matches the whole pattern.
    public func matches(_ path: String) -> Bool {
        Self.match(components, Self.normalized(path))
    }

    /// The files under `directory` that match, as paths relative to it,
    /// sorted. Directories starting with `.` are searched only when the
    /// pattern's leading literal part names them (`.drafts/*.yaml`); symbolic links to directories are not
    /// followed, so a link cycle cannot make the search loop.
    public func files(in directory: String) -> [String] {
        let literalCount = components.prefix { !Self.hasWildcard($0) }.count
        let base = Array(components.prefix(literalCount))
        let rest = components.dropFirst(literalCount)
        let baseURL = base.reduce(URL(fileURLWithPath: directory, isDirectory: true)) { $0.appendingPathComponent($1) }
        if rest.isEmpty {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: baseURL.path, isDirectory: &isDirectory)
            guard exists ? !isDirectory.boolValue : Self.isLoop(baseURL.path) else { return [] }
            return [base.joined(separator: "/")]
        }
        let depth = rest.contains("**") ? 64 : rest.count
        var found: [String] = []
        Self.walk(baseURL, relative: base, depth: depth, into: &found)
        return found.filter { Self.match(components, $0.split(separator: "/").map(String.init)) }.sorted()
    }

    private static func walk(_ url: URL, relative: [String], depth: Int, into found: inout [String]) {
        guard depth > 0, let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return }
        for name in names {
            let child = url.appendingPathComponent(name)
            let path = relative + [name]
            let attributes = try? FileManager.default.attributesOfItem(atPath: child.path)
            let type = attributes?[.type] as? FileAttributeType
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory) else {
                // A loop of symbolic links is listed, so that reading it reports the loop.
                if Self.isLoop(child.path) { found.append(path.joined(separator: "/")) }
                continue
            }
            if isDirectory.boolValue {
                if type != .typeSymbolicLink, !name.hasPrefix(".") {
                    walk(child, relative: path, depth: depth - 1, into: &found)
                }
            } else {
                found.append(path.joined(separator: "/"))
            }
        }
    }

    /// True when `path` is a loop of symbolic links.
    private static func isLoop(_ path: String) -> Bool {
        FileContents.refusal(at: path, limit: .max) == .symbolicLinkLoop
    }

    static func normalized(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init).filter { $0 != "." }
    }

    static func hasWildcard(_ component: String) -> Bool {
        component.contains("*") || component.contains("?")
    }

    /// Whole-path match, component by component: `matched[i][j]` says whether
    /// the first `i` pattern components match the first `j` path components.
    static func match(_ pattern: [String], _ path: [String]) -> Bool {
        var matched = [[Bool]](repeating: [Bool](repeating: false, count: path.count + 1), count: pattern.count + 1)
        matched[0][0] = true
        guard !pattern.isEmpty else { return path.isEmpty }
        for i in 1...pattern.count {
            let component = pattern[i - 1]
            for j in 0...path.count {
                if component == "**" {
                    // Zero directories, or one more that is not hidden.
                    matched[i][j] = matched[i - 1][j] || (j > 0 && matched[i][j - 1] && !path[j - 1].hasPrefix("."))
                } else if j > 0 {
                    matched[i][j] = matched[i - 1][j - 1] && matchComponent(component, path[j - 1])
                }
            }
        }
        return matched[pattern.count][path.count]
    }

    /// One component against `*` and `?`, by the two-pointer method with
    /// backtracking to the last `*` (linear in practice, never exponential).
    static func matchComponent(_ pattern: String, _ name: String) -> Bool {
        if name.hasPrefix("."), !pattern.hasPrefix(".") { return false }
        let p = Array(pattern)
        let n = Array(name)
        var pi = 0
        var ni = 0
        var star: Int?
        var starMatch = 0
        while ni < n.count {
            if pi < p.count, p[pi] == "?" || (p[pi] != "*" && p[pi] == n[ni]) {
                pi += 1
                ni += 1
            } else if pi < p.count, p[pi] == "*" {
                star = pi
                starMatch = ni
                pi += 1
            } else if let star {
                pi = star + 1
                starMatch += 1
                ni = starMatch
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
