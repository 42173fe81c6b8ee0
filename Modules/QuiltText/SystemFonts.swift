import CFontconfig
import Foundation
import QuiltCore

/// The machine's fonts as fontconfig offers them for fallback: what
/// `system` in a `fallback:` list adds after the project's families.
///
/// Chromium on Linux falls back for a character by asking fontconfig to
/// sort the machine's fonts for the text's style and taking the first that
/// has the character (Skia's `matchFamilyStyleCharacter`). The sorted list
/// does not depend on the character, so it is asked for once per weight,
/// trimmed to the fonts that each add characters the ones before lack, and
/// the chain's own first-face-that-has-it rule then picks what the browser
/// picks. Its answers depend on the machine's fonts and fontconfig's
/// configuration (its language among them); project fonts never do.
///
/// Loaded faces are kept for the process's life: a project reloaded by the
/// preview asks again and gets the same faces without reading their files.
final class SystemFonts: @unchecked Sendable {
    /// The one catalogue of the process.
    static let shared = SystemFonts()

    /// The most faces `system` adds to a chain: fontconfig's trimmed list
    /// on a desktop holds dozens, and every face is searched for each
    /// character no earlier face has.
    static let maximumFaces = 16

    private let lock = NSLock()
    private var facesByWeight: [Int: [ShapedTextMeasurer]] = [:]
    /// Every face read, by file and index: the lists of several weights
    /// share most faces, and each file is read once.
    private var facesByFile: [String: ShapedTextMeasurer] = [:]

    /// The faces for text of `weight`, in fontconfig's order: at most
    /// ``maximumFaces``, each a TrueType or OpenType face Quilt can read
    /// (bitmap and Type 1 fonts are left out); none when fontconfig cannot
    /// be initialised or knows no fonts.
    func faces(weight: FontWeight) -> [ShapedTextMeasurer] {
        lock.lock()
        defer { lock.unlock() }
        if let faces = facesByWeight[weight.value] { return faces }
        var faces: [ShapedTextMeasurer] = []
        for (path, index) in Self.sortedFiles(weight: weight) where faces.count < Self.maximumFaces {
            let key = "\(index):\(path)"
            if let face = facesByFile[key] {
                faces.append(face)
            } else if let face = try? ShapedTextMeasurer(path: path, index: index, caching: false) {
                facesByFile[key] = face
                faces.append(face)
            }
            // A face the font reader refuses is skipped, as a browser skips a font it cannot use.
        }
        facesByWeight[weight.value] = faces
        return faces
    }

    /// Font files and face indices, as `FcFontSort` orders the scalable
    /// fonts for `weight` after the configuration's substitutions, trimmed.
    private static func sortedFiles(weight: FontWeight) -> [(path: String, index: Int)] {
        guard FcInit() == FcTrue, let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddBool(pattern, FC_SCALABLE, FcBool(FcTrue))
        FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(weight.value)))
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let set = FcFontSort(nil, pattern, FcBool(FcTrue), nil, &result) else { return [] }
        defer { FcFontSetDestroy(set) }
        var files: [(path: String, index: Int)] = []
        for position in 0..<Int(max(0, set.pointee.nfont)) {
            guard let font = set.pointee.fonts?[position] else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            var index: Int32 = 0
            guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            if FcPatternGetInteger(font, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
            // Variable fonts' named instances share a file and a low index.
            let path = String(cString: file)
            let face = Int(index & 0xFFFF)
            if !files.contains(where: { $0.path == path && $0.index == face }) { files.append((path, face)) }
        }
        return files
    }
}
