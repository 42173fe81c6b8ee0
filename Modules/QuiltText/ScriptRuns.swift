import CHarfBuzz
import CLineBreaking

/// Text split where its script changes, as Chromium's script itemizer splits
/// it before shaping: characters of Common or Inherited script (digits,
/// punctuation, marks) stay in the run around them, and a character used by
/// several scripts (`、` by Han and kana, the prolonged sound mark by both
/// kana) keeps the run going while one of its scripts is the run's. Each
/// run is shaped on its own, in its script: kerning and other script-
/// specific features then apply as in a browser (DejaVu kerns "Wi" in a
/// Latin run, not in a Han one).
enum ScriptRuns {
    /// One run: its bytes and its script (nil when it has only Common and
    /// Inherited characters: HarfBuzz then guesses).
    struct Run {
        var range: Range<Int>
        var script: hb_script_t?
    }

    /// The runs of `bytes`, in order; one run for ASCII text.
    static func runs(in bytes: UnsafeBufferPointer<UInt8>) -> [Run] {
        guard bytes.contains(where: { $0 >= 0x80 }) else { return [Run(range: 0..<bytes.count, script: nil)] }
        var runs: [Run] = []
        var start = 0
        var scripts: [UInt32] = []
        var tags = [UInt32](repeating: 0, count: 16)
        UTF8Scalars.forEach(in: bytes) { scalar, offset in
            let count = Int(quilt_script_extensions(scalar.value, &tags, Int32(tags.count)))
            if count > 0 {
                let own = tags.prefix(count)
                if scripts.isEmpty {
                    scripts = Array(own)
                } else if !scripts.contains(where: { own.contains($0) }) {
                    runs.append(Run(range: start..<offset, script: hb_script_t(rawValue: scripts[0])))
                    start = offset
                    scripts = Array(own)
                } else {
                    // Narrowed in place: most characters keep the run's scripts,
                    // and a new array for each would cost more than the rest.
                    scripts.removeAll { !own.contains($0) }
                }
            }
        }
        runs.append(Run(range: start..<bytes.count, script: scripts.first.map { hb_script_t(rawValue: $0) }))
        return runs
    }

    /// Each character's byte offset and value, for ``HanKerning``.
    static func scalars(of bytes: UnsafeBufferPointer<UInt8>) -> [(offset: Int, value: UInt32)] {
        var scalars: [(offset: Int, value: UInt32)] = []
        UTF8Scalars.forEach(in: bytes) { scalar, offset in scalars.append((offset, scalar.value)) }
        return scalars
    }
}
