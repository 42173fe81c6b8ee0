import QuiltCore

/// Text measured by a ``TextHost`` in one of its faces, broken into lines by
/// ``LineBreaker`` exactly as the native build's shaped measurer breaks
/// them: the host answers for words, Quilt applies the browser's rules.
final class HostTextMeasurer: TextMeasurer, @unchecked Sendable {
    // Unchecked: the engine runs on the WebAssembly module's one thread; the
    // host is only ever called from it.
    let host: any TextHost
    let face: TextHostFace
    let identity: String
    /// The font file the face was read from (`path#index` in a
    /// collection), or the chain's files joined by `+`.
    let source: String

    init(host: any TextHost, face: TextHostFace, path: String) {
        self.host = host
        self.face = face
        source = path
        identity = "host:\(face.id):" + path
    }

    func layout(_ text: String, size: Double, width: Double?, maxLines: Int?, collectingLines: Bool) -> TextLayout {
        var shaper = Shaper(host: host, face: face)
        return LineBreaker.layout(
            text, size: size, width: width, maxLines: maxLines, collectingLines: collectingLines, shaper: &shaper)
    }

    /// Ascent, descent and line gap at `size`, each rounded to a whole point
    /// and added up, as Chromium computes `line-height: normal`: the native
    /// measurer's arithmetic, in the same order, so the bits agree.
    func normalLineHeight(size: Double) -> Double {
        let metrics = verticalMetrics(size: size)
        return metrics.ascent + metrics.descent + (face.metrics.lineGap * size / face.metrics.unitsPerEm).rounded()
    }

    /// Ascent and descent at `size`, rounded to whole points.
    func verticalMetrics(size: Double) -> (ascent: Double, descent: Double) {
        let scale = size / face.metrics.unitsPerEm
        return ((face.metrics.ascent * scale).rounded(), (face.metrics.descent * scale).rounded())
    }

    func embeddableFont(covering text: String) -> EmbeddableFont? { nil }

    /// The host's answers as ``TextShaping``.
    struct Shaper: TextShaping {
        let host: any TextHost
        let face: TextHostFace

        var unitsPerEm: Double { face.metrics.advanceUnitsPerEm }
        var spaceWidth: Int { face.metrics.spaceWidth }

        mutating func shape(_ word: UnsafeBufferPointer<UInt8>) -> ShapedWord {
            host.shape(face: face.id, word: word)
        }

        mutating func breaks(in word: UnsafeBufferPointer<UInt8>) -> [WordBreak] {
            host.breaks(face: face.id, word: word)
        }

        mutating func graphemes(in word: UnsafeBufferPointer<UInt8>) -> [WordBreak] {
            host.graphemes(face: face.id, word: word)
        }

        mutating func width(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
            host.width(face: face.id, bytes: bytes)
        }
    }
}

/// Loads a project's fonts as faces of a ``TextHost``.
final class HostFontLoader: FontLoader, @unchecked Sendable {
    let host: any TextHost

    init(host: any TextHost) {
        self.host = host
    }

    func loadFont(path: String) throws(FontLoadError) -> any TextMeasurer {
        try loadFont(path: path, index: 0)
    }

    func loadFont(path: String, index: Int) throws(FontLoadError) -> any TextMeasurer {
        guard let face = host.face(path: path, index: index) else {
            throw FontLoadError("is not measured by the host's measurer")
        }
        return HostTextMeasurer(host: host, face: face, path: index == 0 ? path : "\(path)#\(index)")
    }

    /// The host's chain of the faces; the primary alone when the host
    /// cannot chain (its text then measures as that face alone draws it).
    func fallingBack(from primary: any TextMeasurer, to fallbacks: [any TextMeasurer]) -> any TextMeasurer {
        let measurers = ([primary] + fallbacks).compactMap { $0 as? HostTextMeasurer }
        guard measurers.count == fallbacks.count + 1, let face = host.chain(faces: measurers.map { $0.face.id })
        else { return primary }
        return HostTextMeasurer(host: host, face: face, path: measurers.map { $0.source }.joined(separator: "+"))
    }
}
