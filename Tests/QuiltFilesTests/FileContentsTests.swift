import Foundation
import QuiltFiles
import QuiltTestSupport
import Testing

/// The one guarded reader: regular files only, sizes from `stat`, nothing
/// that blocks, never ends or loops.
@Suite("Reading files")
struct FileContentsTests {
    @Test func aRegularFileIsReadWhole() throws {
        let folder = try TemporaryDirectory(files: ["a.txt": "hello"])
        #expect(try FileContents.read(folder.path("a.txt"), limit: 5).get() == Array("hello".utf8))
        #expect(FileContents.refusal(at: folder.path("a.txt"), limit: 5) == nil)
    }

    @Test func whatIsNotAFileIsNamed() throws {
        let folder = try TemporaryDirectory(files: ["a.txt": "hello"])
        #expect(FileContents.read(folder.path("none"), limit: 10).failure == .missing)
        #expect(FileContents.read(folder.path("none/x"), limit: 10).failure == .missing)
        #expect(FileContents.read(folder.path(""), limit: 10).failure == .directory)
        #expect(FileContents.read(folder.path("a.txt"), limit: 4).failure == .tooLarge(size: 5, limit: 4))
    }

    /// Each is refused from `stat`, before it is opened: a FIFO without a
    /// writer would block the read forever, `/dev/zero` never ends, a loop
    /// was once reported as a missing file, and a terabyte is not read to
    /// find out it is too large.
    @Test(arguments: HostileFile.allCases)
    func hostilePathsAreRefusedWithoutReading(kind: HostileFile) async throws {
        let folder = try TemporaryDirectory()
        #expect(try folder.make(kind, at: "file"))
        let expected: FileContents.Failure =
            switch kind {
            case .fifo: .notRegular("a FIFO")
            case .device: .notRegular("a character device")
            case .loop: .symbolicLinkLoop
            case .oversized: .tooLarge(size: HostileFile.oversizedBytes, limit: 1 << 20)
            }
        let path = folder.path("file")
        let failure = try await offThePool { FileContents.read(path, limit: 1 << 20).failure }
        #expect(failure == expected)
        #expect(FileContents.refusal(at: path, limit: 1 << 20) == expected)
        #expect(expected.message.contains(kind.phrase), "\(expected.message)")
    }
}

extension Result {
    /// The failure, or nil.
    fileprivate var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
