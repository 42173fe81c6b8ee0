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

    /// Shapes `bytes` with `font`, in `buffer`.
    init(_ bytes: UnsafeBufferPointer<UInt8>, font: FontFile, buffer: OpaquePointer) {
        let count = bytes.count
        var advances = [Int](repeating: 0, count: count + 1)
        var safe = [Bool](repeating: false, count: count + 1)
        var unsafe = [Bool](repeating: false, count: count + 1)
        var width = 0
        Self.shape(bytes, font: font, buffer: buffer) { info, position in
            let cluster = min(Int(info.cluster), count)
            var info = info
            advances[cluster] += Int(position.x_advance)
            width += Int(position.x_advance)
            safe[cluster] = true
            if hb_glyph_info_get_glyph_flags(&info).rawValue & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0 { unsafe[cluster] = true }
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

    /// The width of `bytes` shaped on their own.
    static func width(of bytes: UnsafeBufferPointer<UInt8>, font: FontFile, buffer: OpaquePointer) -> Int {
        var width = 0
        shape(bytes, font: font, buffer: buffer) { width += Int($1.x_advance) }
        return width
    }

    /// Shapes `bytes` and hands each glyph's info and position to `body`,
    /// in the buffer's (visual) order.
    private static func shape(
        _ bytes: UnsafeBufferPointer<UInt8>, font: FontFile, buffer: OpaquePointer, body: (hb_glyph_info_t, hb_glyph_position_t) -> Void
    ) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        hb_buffer_clear_contents(buffer)
        base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
            hb_buffer_add_utf8(buffer, $0, Int32(bytes.count), 0, Int32(bytes.count))
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font.hbFont, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count), let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return }
        for index in 0..<Int(count) { body(infos[index], positions[index]) }
    }
}

extension FontFile {
    /// The width of `text` shaped as one run, in font units (a buffer of its own).
    func width(of text: String) -> Int {
        let buffer: OpaquePointer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        return Array(text.utf8).withUnsafeBufferPointer { Shaped.width(of: $0, font: self, buffer: buffer) }
    }
}
