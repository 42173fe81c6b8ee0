import CHarfBuzz

/// One run of text shaped by HarfBuzz, in font units: its width, the
/// advance of its glyphs before each byte offset, and where it may be cut
/// without reshaping (HarfBuzz's unsafe-to-break flags).
struct Shaped {
    /// The advance of every glyph.
    let width: Int
    /// `prefix[o]`: the advance of the glyphs of clusters starting before byte `o`.
    private let prefix: [Int]
    /// `safe[o]`: a cluster starts at byte `o` and cutting there changes nothing.
    private let safe: [Bool]

    /// Shapes `bytes` with `chain`, in `buffer`: each cluster in the first
    /// face that has it (``FallbackShaping``), advances in the chain's units.
    init(_ bytes: UnsafeBufferPointer<UInt8>, chain: FaceChain, buffer: OpaquePointer) {
        let count = bytes.count
        var advances = [Int](repeating: 0, count: count + 1)
        var safe = [Bool](repeating: false, count: count + 1)
        var unsafe = [Bool](repeating: false, count: count + 1)
        var width = 0
        FallbackShaping.shape(bytes, chain: chain, buffer: buffer) { glyph in
            let cluster = min(glyph.cluster, count)
            advances[cluster] += glyph.advance
            width += glyph.advance
            safe[cluster] = true
            if glyph.isUnsafeToBreak { unsafe[cluster] = true }
        }
        var prefix = [Int](repeating: 0, count: count + 1)
        for offset in 0..<count { prefix[offset + 1] = prefix[offset] + advances[offset] }
        for offset in 0...count { safe[offset] = (safe[offset] && !unsafe[offset]) || offset == 0 || offset == count }
        self.width = width
        self.prefix = prefix
        self.safe = safe
    }

    /// The advance of the glyphs before byte `offset`.
    func advance(before offset: Int) -> Int { prefix[min(max(0, offset), prefix.count - 1)] }

    /// Whether the run may be cut at `offset` without reshaping either side.
    func isSafe(_ offset: Int) -> Bool { safe[min(max(0, offset), safe.count - 1)] }

    /// The nearest safe place before `offset` (0 at worst).
    func safeOffset(before offset: Int) -> Int {
        var candidate = min(offset, safe.count - 1) - 1
        while candidate > 0, !safe[candidate] { candidate -= 1 }
        return max(0, candidate)
    }

    /// The nearest safe place after `offset` (the end at worst).
    func safeOffset(after offset: Int) -> Int {
        var candidate = offset + 1
        while candidate < safe.count - 1, !safe[candidate] { candidate += 1 }
        return min(candidate, safe.count - 1)
    }

    /// The width of `bytes` shaped on their own, in `chain`'s units.
    static func width(of bytes: UnsafeBufferPointer<UInt8>, chain: FaceChain, buffer: OpaquePointer) -> Int {
        var width = 0
        FallbackShaping.shape(bytes, chain: chain, buffer: buffer) { width += $0.advance }
        return width
    }
}

extension FontFile {
    /// The width of `text` shaped as one run, in font units (a buffer of its own).
    func width(of text: String) -> Int {
        let buffer: OpaquePointer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        var width = 0
        Array(text.utf8).withUnsafeBufferPointer { bytes in
            FallbackShaping.shapeRange(bytes, 0..<bytes.count, font: self, buffer: buffer) {
                width += Int($1.x_advance)
            }
        }
        return width
    }
}
