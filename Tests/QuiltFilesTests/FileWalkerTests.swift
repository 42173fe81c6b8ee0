import Foundation
import QuiltFiles
import QuiltTestSupport
import Testing

/// The one walk over folders: what it lists, how deep, and what it leaves out.
@Suite("Listing files under a folder")
struct FileWalkerTests {
    static func tree() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory(files: [
            "a.yaml": "", ".hidden.yaml": "", ".git/x.yaml": "", "sub/b.yaml": "", "sub/deeper/c.yaml": "",
            "sub/notes.txt": "",
        ])
        // A link back up: followed, it would loop for ever.
        try FileManager.default.createSymbolicLink(atPath: folder.path("sub/up"), withDestinationPath: folder.path)
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.yaml"), withDestinationPath: "a.yaml")
        try FileManager.default.createSymbolicLink(atPath: folder.path("loop.yaml"), withDestinationPath: "loop.yaml")
        return folder
    }

    @Test func everyVisibleFileSortedWithoutFollowingFolderLinks() throws {
        let folder = try Self.tree()
        defer { folder.remove() }
        #expect(
            FileWalker.files(under: folder.path)
                == ["a.yaml", "link.yaml", "loop.yaml", "sub/b.yaml", "sub/deeper/c.yaml", "sub/notes.txt"])
    }

    @Test func hiddenFilesOnlyWhenAskedAndHiddenFoldersNever() throws {
        let folder = try Self.tree()
        defer { folder.remove() }
        let listed = FileWalker.files(under: folder.path, hiddenFiles: true) { $0.hasSuffix(".yaml") }
        #expect(listed == [".hidden.yaml", "a.yaml", "link.yaml", "loop.yaml", "sub/b.yaml", "sub/deeper/c.yaml"])
    }

    @Test func depthCountsTheLevelsOfFoldersRead() throws {
        let folder = try Self.tree()
        defer { folder.remove() }
        #expect(FileWalker.files(under: folder.path, depth: 1) == ["a.yaml", "link.yaml", "loop.yaml"])
        #expect(FileWalker.files(under: folder.path, depth: 2).count == 5)
        #expect(FileWalker.files(under: folder.path, depth: 0).isEmpty)
        #expect(FileWalker.files(under: folder.path("missing")).isEmpty)
    }
}
