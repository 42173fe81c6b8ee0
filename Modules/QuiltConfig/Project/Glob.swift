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

    /// The pattern's components, `.` components left out.
    package var parts: [String] { components }

    package static func normalized(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init).filter { $0 != "." }
    }

    package static func hasWildcard(_ component: String) -> Bool {
        component.utf8.contains(UInt8(ascii: "*")) || component.utf8.contains(UInt8(ascii: "?"))
    }

    /// Whole-path match, component by component: `matched[i][j]` says whether
    /// the first `i` pattern components match the first `j` path components.
    package static func match(_ pattern: [String], _ path: [String]) -> Bool {
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
