/// A file pattern relative to a directory, as `quilt.yml` and lint
/// configuration write them: `pages/**/*.yaml`.
///
/// `*` matches a run of characters within one path component and `?` one
/// character; `**` as a whole component matches zero or more directories.
/// Hidden names (`.drafts`) match only a component that starts with `.`.
struct Glob: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written.
    let pattern: String
    private let components: [String]

    init(_ pattern: String) {
        self.pattern = pattern
        components = Self.split(pattern)
    }

    var description: String { pattern }

    /// True when `path` (relative, `/`-separated) matches the whole pattern.
    func matches(_ path: String) -> Bool {
        Self.match(components[...], Self.split(path)[...])
    }

    /// True when `path` matches the pattern or lies under a directory it
    /// matches, as exclusion lists mean it (`drafts` excludes `drafts/a.yaml`).
    func matchesItselfOrParent(_ path: String) -> Bool {
        var prefix = Self.split(path)[...]
        while !prefix.isEmpty {
            if Self.match(components[...], prefix) { return true }
            prefix = prefix.dropLast()
        }
        return false
    }

    private static func split(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init).filter { $0 != "." }
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        // Iterative over `**` positions: each `**` may absorb 0…n components.
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            var rest = path
            while true {
                if match(pattern.dropFirst(), rest) { return true }
                guard let next = rest.first, !next.hasPrefix(".") else { return false }
                rest = rest.dropFirst()
            }
        }
        guard let name = path.first, matchComponent(Array(first.unicodeScalars), Array(name.unicodeScalars)) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` within one component, with backtracking to the last `*`.
    private static func matchComponent(_ pattern: [Unicode.Scalar], _ name: [Unicode.Scalar]) -> Bool {
        if name.first == ".", pattern.first != "." { return false }
        var p = 0
        var n = 0
        var star: Int?
        var resume = 0
        while n < name.count {
            if p < pattern.count, pattern[p] == "?" || (pattern[p] != "*" && pattern[p] == name[n]) {
                p += 1
                n += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                resume = n
                p += 1
            } else if let star {
                p = star + 1
                resume += 1
                n = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
