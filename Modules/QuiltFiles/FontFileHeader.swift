/// What a font file's bytes say before any font library reads them: the
/// checks `QuiltText`'s loader makes ahead of FreeType, and all that
/// `pagelint`, which links no font library, checks of a project's fonts.
///
/// Every problem is a phrase that completes "font file 'x' …" ("does not
/// exist", "is a WOFF web font; …").
public enum FontFileHeader {
    /// The largest font file accepted, in bytes (128 MiB: the big CJK fonts
    /// fit), checked from the file's size before any byte is read.
    public static let maximumSize = 128 << 20

    /// What a file that is not a usable TrueType or OpenType face is.
    public static let notAFont = "is not a TrueType or OpenType font"

    /// The bytes of the font file at `path`, read the guarded way
    /// (``FileContents``), or why it cannot be a font file.
    public static func read(_ path: String) -> Result<[UInt8], Problem> {
        switch FileContents.read(path, limit: maximumSize) {
        case .success(let bytes): bytes.isEmpty ? .failure(Problem("is empty")) : .success(bytes)
        case .failure(.missing): .failure(Problem("does not exist"))
        case .failure(.directory): .failure(Problem("is a folder, not a font file"))
        case .failure(.notRegular(let kind)):
            .failure(Problem("is not a regular file (\(kind)); skipped without reading"))
        case .failure(.tooLarge(let size, let limit)):
            .failure(Problem("is \(size) bytes, over the limit of \(limit) for a font file"))
        case .failure(.symbolicLinkLoop): .failure(Problem("cannot be read: its symbolic links form a loop"))
        case .failure(.unreadable(let reason)): .failure(Problem("cannot be read: \(reason)"))
        }
    }

    /// The bytes of the font file at `path` for face `index`: ``read(_:)``,
    /// then its header checked (``problem(in:index:)``). The one way font
    /// files are read, by QuiltText's loader and by `pagelint`'s alike.
    public static func read(_ path: String, face index: Int) -> Result<[UInt8], Problem> {
        read(path).flatMap { data in problem(in: data, index: index).map { .failure($0) } ?? .success(data) }
    }

    /// What is wrong with `data` as face `index`'s file, seen from its
    /// header: a web-font wrapper (FreeType may open one, HarfBuzz cannot
    /// shape from it) or an index the file does not have. Nil when neither.
    static func problem(in data: [UInt8], index: Int) -> Problem? {
        let signature = String(decoding: data.prefix(4), as: UTF8.self)
        if signature == "wOFF" || signature == "wOF2" {
            return Problem("is a WOFF web font; register the TrueType (.ttf) or OpenType (.otf) file it was made from")
        }
        let count = faceCount(in: data)
        guard index >= 0, index < count else {
            return Problem(
                count == 1
                    ? "has one face; 'index' \(index) is out of range (only 0)"
                    : "has \(count) faces; 'index' \(index) is out of range (0 to \(count - 1))")
        }
        return nil
    }

    /// The number of faces in a collection (`ttcf`) header; 1 for a single font.
    public static func faceCount(in data: [UInt8]) -> Int {
        guard data.count >= 12, String(decoding: data.prefix(4), as: UTF8.self) == "ttcf" else { return 1 }
        return data[8..<12].reduce(0) { $0 << 8 | Int($1) }
    }

    /// Why a font file is refused: a phrase completing "font file 'x' …".
    public struct Problem: Error, Hashable, Sendable {
        /// The phrase.
        public var reason: String

        /// A problem saying `reason`.
        public init(_ reason: String) {
            self.reason = reason
        }
    }
}
