import QuiltCore

/// What measures text in a project's fonts for a ``WasmEngine``: the host
/// (a browser's canvas, or a table of advances a test recorded), asked
/// word by word as ``LineBreaker`` asks a native shaper (``TextShaping``).
///
/// Faces are named by the font file a project registers; widths are whole
/// units of the face's ``TextHostFace/unitsPerEm``.
public protocol TextHost: AnyObject {
    /// Face `index` of the font file at `path` (as `quilt.yml` writes it,
    /// relative to the project; `index` is 0 but in a collection), or nil
    /// when the host cannot measure it.
    func face(path: String, index: Int) -> TextHostFace?
    /// A face that sets each character cluster in the first of `faces`
    /// that has it (a family falling back, `fallback:` in `quilt.yml`),
    /// with the first face's metrics; nil when the host cannot chain faces.
    func chain(faces: [Int]) -> TextHostFace?
    /// ``TextShaping/shape(_:)`` in face `face`.
    func shape(face: Int, word: UnsafeBufferPointer<UInt8>) -> ShapedWord
    /// ``TextShaping/breaks(in:)`` in face `face`.
    func breaks(face: Int, word: UnsafeBufferPointer<UInt8>) -> [WordBreak]
    /// ``TextShaping/graphemes(in:)`` in face `face`.
    func graphemes(face: Int, word: UnsafeBufferPointer<UInt8>) -> [WordBreak]
    /// ``TextShaping/width(of:)`` in face `face`.
    func width(face: Int, bytes: UnsafeBufferPointer<UInt8>) -> Int
}

/// A face a ``TextHost`` measures: its number and metrics in font units.
public struct TextHostFace: Hashable, Sendable {
    /// The host's number for the face.
    public var id: Int
    /// Its metrics.
    public var metrics: FontMetrics

    /// Creates a face.
    public init(id: Int, metrics: FontMetrics) {
        self.id = id
        self.metrics = metrics
    }
}
