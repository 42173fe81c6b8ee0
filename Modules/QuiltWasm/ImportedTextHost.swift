// The text host `quilt.mjs` provides, through the module's imports; only
// in the wasm32 build (natively, tests give the engine a host of their own).
#if arch(wasm32)

import QuiltCore

// The host's text measurer (`quilt.mjs` forwards to the `measurer` given to
// `quilt.project`, or answers "no face" when there is none).
@_extern(wasm, module: "quilt", name: "face")
func importedFace(
    _ path: UnsafePointer<UInt8>?, _ length: Int32, _ index: Int32, _ out: UnsafeMutablePointer<Double>?
) -> Int32
@_extern(wasm, module: "quilt", name: "chain")
func importedChain(_ faces: UnsafePointer<Int32>?, _ count: Int32, _ out: UnsafeMutablePointer<Double>?) -> Int32
@_extern(wasm, module: "quilt", name: "shape")
func importedShape(_ face: Int32, _ word: UnsafePointer<UInt8>?, _ length: Int32, _ out: UnsafeMutablePointer<Int32>?)
@_extern(wasm, module: "quilt", name: "breaks")
func importedBreaks(
    _ face: Int32, _ word: UnsafePointer<UInt8>?, _ length: Int32, _ graphemes: Int32,
    _ out: UnsafeMutablePointer<Int32>?, _ capacity: Int32
) -> Int32
@_extern(wasm, module: "quilt", name: "width")
func importedWidth(_ face: Int32, _ bytes: UnsafePointer<UInt8>?, _ length: Int32) -> Int32

/// The text host behind the imports.
final class ImportedTextHost: TextHost {
    func face(path: String, index: Int) -> TextHostFace? {
        var path = path
        var metrics = [Double](repeating: 0, count: 7)
        let found = path.withUTF8 { bytes in
            metrics.withUnsafeMutableBufferPointer {
                importedFace(bytes.baseAddress, Int32(bytes.count), Int32(clamping: index), $0.baseAddress)
            }
        }
        return Self.face(found: found, metrics: metrics)
    }

    func chain(faces: [Int]) -> TextHostFace? {
        let ids = faces.map { Int32(clamping: $0) }
        var metrics = [Double](repeating: 0, count: 7)
        let found = ids.withUnsafeBufferPointer { ids in
            metrics.withUnsafeMutableBufferPointer { importedChain(ids.baseAddress, Int32(ids.count), $0.baseAddress) }
        }
        return Self.face(found: found, metrics: metrics)
    }

    /// The face the host wrote into `metrics` (id, units per em, space
    /// width, ascent, descent, line gap, units per em of advances), when it
    /// said it found one and every number is in range.
    private static func face(found: Int32, metrics: [Double]) -> TextHostFace? {
        guard found == 1, metrics.allSatisfy({ $0.isFinite }), metrics[1] > 0, metrics[1] <= 100_000,
            metrics[6] > 0, metrics[6] <= 1_000_000_000
        else { return nil }
        guard metrics[0] >= 0, metrics[0] < 1_000_000, metrics[2...].allSatisfy({ $0.magnitude < 1_000_000 }) else {
            return nil
        }
        return TextHostFace(
            id: Int(metrics[0]),
            metrics: FontMetrics(
                unitsPerEm: metrics[1], spaceWidth: Int(metrics[2]), ascent: metrics[3], descent: metrics[4],
                lineGap: metrics[5], advanceUnitsPerEm: metrics[6]))
    }

    func shape(face: Int, word: UnsafeBufferPointer<UInt8>) -> ShapedWord {
        var out = [Int32](repeating: 0, count: 8)
        out.withUnsafeMutableBufferPointer {
            importedShape(Int32(face), word.baseAddress, Int32(word.count), $0.baseAddress)
        }
        return ShapedWord(
            width: Int(out[0]), hasBreaks: out[1] != 0, leadingSpaceAdjustment: Int(out[2]),
            trailingSpaceAdjustment: Int(out[3]), firstScript: UInt32(bitPattern: out[4]),
            lastScript: UInt32(bitPattern: out[5]), endTrim: Int(out[6]), leadingRunAdjustment: Int(out[7]))
    }

    func breaks(face: Int, word: UnsafeBufferPointer<UInt8>) -> [WordBreak] {
        boundaries(face: face, word: word, graphemes: false)
    }

    func graphemes(face: Int, word: UnsafeBufferPointer<UInt8>) -> [WordBreak] {
        boundaries(face: face, word: word, graphemes: true)
    }

    func width(face: Int, bytes: UnsafeBufferPointer<UInt8>) -> Int {
        Int(importedWidth(Int32(face), bytes.baseAddress, Int32(bytes.count)))
    }

    /// Breaks or grapheme boundaries: at most one per byte of the word, five
    /// numbers each (offset, advance, end and start adjustments, end trim).
    private func boundaries(face: Int, word: UnsafeBufferPointer<UInt8>, graphemes: Bool) -> [WordBreak] {
        let capacity = word.count + 1
        var out = [Int32](repeating: 0, count: capacity * 5)
        let count = out.withUnsafeMutableBufferPointer {
            importedBreaks(
                Int32(face), word.baseAddress, Int32(word.count), graphemes ? 1 : 0, $0.baseAddress, Int32(capacity))
        }
        var result: [WordBreak] = []
        for index in 0..<max(0, min(Int(count), capacity)) {
            let base = index * 5
            let offset = Int(out[base])
            // A host's boundary outside the word is dropped, never trusted.
            guard offset >= 0, offset <= word.count else { continue }
            result.append(
                WordBreak(
                    offset: offset, advance: Int(out[base + 1]), endAdjustment: Int(out[base + 2]),
                    startAdjustment: Int(out[base + 3]), endTrim: Int(out[base + 4])))
        }
        return result
    }
}
#endif
