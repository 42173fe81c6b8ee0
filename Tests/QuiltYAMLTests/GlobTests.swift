import Foundation
import QuiltYAML
import Testing
import QuiltTestSupport

@Suite("Globs")
struct GlobTests {
    static let matchesCases: [(pattern: String, path: String, expected: Bool)] = [
        ("pages/*.yaml", "pages/home.yaml", true), ("pages/*.yaml", "pages/a/home.yaml", false),
        ("pages/**/*.yaml", "pages/home.yaml", true), ("pages/**/*.yaml", "pages/a/b/home.yaml", true),
        ("pages/**/*.yaml", "other/home.yaml", false), ("**/*.yaml", "a.yaml", true), ("**", "a/b/c", true),
        ("pages/?.yaml", "pages/a.yaml", true), ("pages/?.yaml", "pages/ab.yaml", false),
        ("*.yaml", ".hidden.yaml", false), (".*.yaml", ".hidden.yaml", true), ("**/*.yaml", ".git/a.yaml", false),
        ("pages/**/*.yaml", "pages/.drafts/a.yaml", false), ("*a*b*", "xxaybzb", true), ("*a*b", "xxaybzbc", false),
        ("./pages/*.yaml", "pages/x.yaml", true), ("pages//*.yaml", "pages/x.yaml", true), ("a*", "a", true),
        ("page?/*", "pages/x", true), ("c*ds/*.yaml", "cards/card.yaml", true), ("a/**/b/**/c", "a/b/c", true),
        ("a/**/b/**/c", "a/x/b/y/z/c", true), ("a/**/b", "a/x/c", false), ("**/b", "b", true),
    ]

    @Test func matches() async throws {
        try await withEvery("case", in: Self.matchesCases) { pattern, path, expected in
            #expect(Glob(pattern).matches(path) == expected, "\(pattern) ~ \(path)")
        }
    }

    /// Matching from the rules' words, by plain recursion (exponential, fine
    /// for short inputs): an independent check of the table-driven matcher.
    static func reference(_ pattern: [String], _ path: [String]) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            if reference(Array(pattern.dropFirst()), path) { return true }
            guard let head = path.first, !head.hasPrefix(".") else { return false }
            return reference(pattern, Array(path.dropFirst()))
        }
        guard let head = path.first, componentReference(Array(first), Array(head), hiddenGuard: true) else {
            return false
        }
        return reference(Array(pattern.dropFirst()), Array(path.dropFirst()))
    }

    static func componentReference(_ pattern: [Character], _ name: [Character], hiddenGuard: Bool) -> Bool {
        if hiddenGuard, name.first == ".", pattern.first != "." { return false }
        guard let first = pattern.first else { return name.isEmpty }
        switch first {
        case "*":
            return componentReference(Array(pattern.dropFirst()), name, hiddenGuard: false)
                || (!name.isEmpty && componentReference(pattern, Array(name.dropFirst()), hiddenGuard: false))
        case "?":
            return !name.isEmpty
                && componentReference(Array(pattern.dropFirst()), Array(name.dropFirst()), hiddenGuard: false)
        default:
            return name.first == first
                && componentReference(Array(pattern.dropFirst()), Array(name.dropFirst()), hiddenGuard: false)
        }
    }

    @Test func agreesWithARecursiveReferenceOnGeneratedPatterns() {
        var generator = SplitMix64(seed: 0x61_0B)
        let patternParts = ["a", "b", "*", "?", "**", "a*", "*b", ".a", ".*", "a?b", "*.y"]
        let pathParts = ["a", "b", "ab", "aab", "x.y", ".a", ".b", "a.y", "b.y", "ba"]
        for _ in 0..<1_500 {
            let pattern = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                patternParts.randomElement(using: &generator) ?? "a"
            }
            let path = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                pathParts.randomElement(using: &generator) ?? "a"
            }
            let glob = Glob(pattern.joined(separator: "/"))
            #expect(glob.matches(path.joined(separator: "/")) == Self.reference(pattern, path), "\(pattern) ~ \(path)")
        }
    }

    @Test func findsFilesSortedWithoutHiddenFoldersOrLinkLoops() throws {
        let root = try TemporaryDirectory()
        try root.write("pages/b.yaml", "")
        try root.write("pages/a.yaml", "")
        try root.write("pages/sub/deep/c.yaml", "")
        try root.write("pages/.drafts/d.yaml", "")
        try root.write("pages/notes.txt", "")
        try root.write(".drafts/e.yaml", "")
        try FileManager.default.createSymbolicLink(
            atPath: root.path("pages/sub/loop"), withDestinationPath: root.path("pages"))
        #expect(
            Glob("pages/**/*.yaml").files(in: root.url.path) == [
                "pages/a.yaml", "pages/b.yaml", "pages/sub/deep/c.yaml",
            ])
        #expect(Glob("pages/*.yaml").files(in: root.url.path) == ["pages/a.yaml", "pages/b.yaml"])
        #expect(Glob(".drafts/*.yaml").files(in: root.url.path) == [".drafts/e.yaml"])
        #expect(Glob("pages/a.yaml").files(in: root.url.path) == ["pages/a.yaml"])
        #expect(Glob("pages/zzz.yaml").files(in: root.url.path).isEmpty)
        #expect(Glob("pages").files(in: root.url.path).isEmpty)
        #expect(Glob("nowhere/**/*.yaml").files(in: root.url.path).isEmpty)
    }
}
