import Testing

@testable import QuiltLint

/// The folder of a file and a path relative to a folder, spelled with bytes
/// (pagelint computes both for every file it lints), agree with Foundation's
/// path function and the character-wise prefix they replaced.
@Suite("Path names")
struct PathNamesTests {
    /// Each path and its folder, as Foundation's `deletingLastPathComponent`
    /// gives it (checked by hand: calling Foundation here crashed the test
    /// process in a debug build), with "/" for a bare name.
    static let parents: [(path: String, parent: String)] = [
        ("/", "/"), ("/a", "/"), ("/a/b", "/a"), ("/a/b/", "/a"), ("/a/b//", "/a"),
        ("/pages/page-00001.yaml", "/pages"), ("/ä/ö/ü.yaml", "/ä/ö"), ("/a b/c d.yml", "/a b"), ("a", "/"),
        ("a/b", "a"), ("/tmp/x/.hidden/y.yaml", "/tmp/x/.hidden"),
    ]

    @Test func parentIsTheFolderHoldingThePath() {
        for (path, parent) in Self.parents {
            #expect(PathNames.parent(path) == parent, "\(path)")
        }
    }

    @Test func relativePathsDropTheFolderAndItsSlash() {
        #expect(LintConfiguration.relativePath("/a/b/c.yaml", to: "/a") == "b/c.yaml")
        #expect(LintConfiguration.relativePath("/a/b/c.yaml", to: "/a/") == "b/c.yaml")
        #expect(LintConfiguration.relativePath("/a", to: "/a") == "")
        #expect(LintConfiguration.relativePath("/ab/c.yaml", to: "/a") == nil)
        #expect(LintConfiguration.relativePath("/é/ü.yaml", to: "/é") == "ü.yaml")
        // The same folder in decomposed form still counts, as String's prefix does.
        #expect(LintConfiguration.relativePath("/e\u{301}/x.yaml", to: "/\u{E9}") == "x.yaml")
    }
}
