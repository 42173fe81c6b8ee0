import CFreeType
import CHarfBuzz
import Foundation
import QuiltCore
import QuiltFiles

/// A TrueType or OpenType font file, loaded once: FreeType checks it is a
/// usable scalable face and reads its vertical metrics; HarfBuzz shapes
/// text with it in font units (no hinting, so advances scale exactly with
/// the size, as browsers lay text out).
///
/// Immutable after loading, so shaping may happen on any thread.
final class FontFile: @unchecked Sendable {
    /// The largest font file accepted, in bytes (128 MiB: the big CJK fonts
    /// fit), checked from the file's size before any byte is read.
    static let maximumSize = FontFileHeader.maximumSize

    /// The file's bytes, owned here: FreeType and HarfBuzz read them in place.
    let bytes: UnsafeMutableBufferPointer<UInt8>
    /// A digest of the bytes: fonts with equal contents measure alike.
    let digest: UInt64
    /// Units per em: HarfBuzz gives advances in these.
    let unitsPerEm: Int
    /// Ascent, descent (positive, below the baseline) and line gap in font units.
    let ascent: Int
    let descent: Int
    let lineGap: Int
    /// TrueType outlines (`glyf`) or CFF ones.
    let isTrueType: Bool
    /// The face's index within its file (0 unless the file is a collection).
    let index: Int
    /// Where the face was read from: the path, and `#index` in a collection.
    let source: String
    /// The family and style names inside the file, for messages.
    let familyName: String
    let hbFace: OpaquePointer
    let hbFont: OpaquePointer
    /// How the face collapses adjacent fullwidth punctuation; nil when it
    /// takes no part (no `halt`: Latin fonts).
    private(set) var hanKerning: HanKerning?

    private var library: FT_Library?
    private var face: FT_Face?

    /// Loads the face at `index` of the font file at `path` (a TrueType or
    /// OpenType collection, `.ttc`, holds several; other files one).
    /// - Throws: ``FontLoadError`` naming what is wrong with the file.
    init(path: String, index: Int = 0) throws(FontLoadError) {
        let data = try FontFileHeader.read(path, face: index).mapError { FontLoadError($0.reason) }.get()
        let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, data.count))
        _ = bytes.initialize(from: data)
        var library: FT_Library?
        var face: FT_Face?
        var failure: FontLoadError?
        if FT_Init_FreeType(&library) != 0 {
            failure = FontLoadError("could not be read: FreeType did not start")
        } else if FT_New_Memory_Face(library, bytes.baseAddress, FT_Long(data.count), FT_Long(index), &face) != 0
            || face == nil
        {
            failure = FontLoadError(FontFileHeader.notAFont)
        } else if let face, face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) == 0 {
            failure = FontLoadError("is a bitmap font; text is measured with scalable (TrueType or OpenType) fonts")
        } else if let face, FT_Select_Charmap(face, FT_ENCODING_UNICODE) != 0 {
            failure = FontLoadError("has no Unicode character map")
        } else if let face, face.pointee.units_per_EM < 16 {
            failure = FontLoadError("has an unusable units-per-em (\(face.pointee.units_per_EM))")
        }
        guard failure == nil, let face else {
            if let face { FT_Done_Face(face) }
            if let library { FT_Done_FreeType(library) }
            bytes.deallocate()
            throw failure ?? FontLoadError(FontFileHeader.notAFont)
        }
        self.bytes = bytes
        self.library = library
        self.face = face
        self.index = index
        source = index == 0 ? path : "\(path)#\(index)"
        digest = Self.digest(data) &+ UInt64(index)
        unitsPerEm = Int(face.pointee.units_per_EM)
        let metrics = Self.verticalMetrics(face)
        ascent = metrics.0
        descent = metrics.1
        lineGap = metrics.2
        familyName = face.pointee.family_name.map { String(cString: $0) } ?? "?"
        let blob = hb_blob_create(
            UnsafeRawPointer(bytes.baseAddress).map { $0.assumingMemoryBound(to: CChar.self) }, UInt32(data.count),
            HB_MEMORY_MODE_READONLY, nil, nil)
        hbFace = hb_face_create(blob, UInt32(index))
        hb_blob_destroy(blob)
        hbFont = hb_font_create(hbFace)
        hb_font_set_scale(hbFont, Int32(unitsPerEm), Int32(unitsPerEm))
        let glyf = hb_face_reference_table(hbFace, Self.tag("glyf"))
        isTrueType = hb_blob_get_length(glyf) > 0
        hb_blob_destroy(glyf)
        hanKerning = HanKerning(font: self)
    }

    deinit {
        hb_font_destroy(hbFont)
        hb_face_destroy(hbFace)
        if let face { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
        bytes.deallocate()
    }

    /// Ascent, descent and line gap in font units: OS/2's typographic
    /// values when the font asks for them (`USE_TYPO_METRICS`), else the
    /// horizontal header's, as browsers read them.
    private static func verticalMetrics(_ face: FT_Face) -> (Int, Int, Int) {
        if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self),
            table.pointee.version != 0xFFFF, table.pointee.fsSelection & (1 << 7) != 0
        {
            let os2 = table.pointee
            return (Int(os2.sTypoAscender), Int(-os2.sTypoDescender), Int(os2.sTypoLineGap))
        }
        let ascent = Int(face.pointee.ascender)
        let descent = Int(-face.pointee.descender)
        return (ascent, descent, max(0, Int(face.pointee.height) - ascent - descent))
    }

    /// FNV-1a over the bytes.
    private static func digest(_ data: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    /// A four-character OpenType tag.
    static func tag(_ text: String) -> hb_tag_t {
        text.utf8.prefix(4).reduce(0) { $0 << 8 | hb_tag_t($1) }
    }
}
