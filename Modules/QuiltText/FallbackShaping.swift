import CHarfBuzz

/// Shapes text with a ``FaceChain`` as Chromium's HarfBuzz shaper does:
/// the text is split into script runs (``ScriptRuns``); each run is shaped
/// in the first face; each stretch of character clusters that got a
/// missing glyph (`.notdef`) from it is shaped again, with the text around
/// it as context, in the next face; and so on down the chain. Clusters no
/// face has are shaped last in the first face, whose `.notdef` glyph they
/// draw: Chromium's last resort (its "first candidate for the .notdef
/// glyph"), when no system font has them either. Faces with `chws` collapse
/// adjacent fullwidth punctuation, and ``HanKerning`` trims it at the edges
/// of what each face shapes.
enum FallbackShaping {
    /// One glyph as the chain placed it: the byte offset of its cluster
    /// in the text, its advance in the chain's units, and whether cutting
    /// the text at its cluster changes shaping.
    struct Glyph {
        var cluster: Int
        var advance: Int
        var isUnsafeToBreak: Bool
    }

    /// What one shaping needs besides the text.
    private struct Job {
        let bytes: UnsafeBufferPointer<UInt8>
        let chain: FaceChain
        let buffer: OpaquePointer
        var script: hb_script_t?
        /// The text's characters, when a face collapses punctuation.
        var scalars: [(offset: Int, value: UInt32)]?
    }

    /// Shapes `bytes` and hands every glyph to `body`, each cluster's
    /// glyphs from the face that drew it.
    static func shape(
        _ bytes: UnsafeBufferPointer<UInt8>, chain: FaceChain, buffer: OpaquePointer, body: (Glyph) -> Void
    ) {
        guard !bytes.isEmpty else { return }
        var job = Job(bytes: bytes, chain: chain, buffer: buffer)
        if chain.hasHanKerning, bytes.contains(where: { $0 >= 0x80 }) { job.scalars = ScriptRuns.scalars(of: bytes) }
        let faceCount = chain.faces.count
        for run in ScriptRuns.runs(in: bytes) {
            job.script = run.script
            var holes = [run.range]
            // A single face draws everything, .notdef included: one shaping.
            for face in 0..<faceCount where !holes.isEmpty {
                var missing: [Range<Int>] = []
                for hole in holes {
                    // Shaping in a face that has none of the hole's characters
                    // would give .notdef throughout: the whole hole again.
                    if faceCount > 1, chain.lacksEverything(in: bytes, hole, face: face) {
                        missing.append(hole)
                        continue
                    }
                    missing += place(hole, face: face, job: job, keepingAll: faceCount == 1, body: body)
                }
                holes = missing
            }
            for hole in holes { _ = place(hole, face: 0, job: job, keepingAll: true, body: body) }
        }
    }

    /// Shapes `range` of the text (the rest as context) in face `face`;
    /// hands `body` the glyphs of the clusters it has and returns the
    /// ranges of the clusters it lacks (none when `keepingAll`).
    private static func place(_ range: Range<Int>, face: Int, job: Job, keepingAll: Bool, body: (Glyph) -> Void)
        -> [Range<Int>]
    {
        let font = job.chain.faces[face]
        var features: [hb_feature_t] = []
        if let kerning = font.hanKerning, let scalars = job.scalars {
            if kerning.hasContextualSpacing {
                features.append(hb_feature_t(tag: FontFile.tag("chws"), value: 1, start: 0, end: UInt32.max))
            }
            for offset in kerning.trimmed(scalars, in: range) {
                features.append(
                    hb_feature_t(tag: FontFile.tag("halt"), value: 1, start: UInt32(offset), end: UInt32(offset + 1)))
            }
        }
        func glyph(_ info: hb_glyph_info_t, _ position: hb_glyph_position_t) -> Glyph {
            var info = info
            let unsafe = hb_glyph_info_get_glyph_flags(&info).rawValue & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0
            let cluster = min(max(Int(info.cluster), range.lowerBound), range.upperBound)
            return Glyph(
                cluster: cluster, advance: job.chain.units(position.x_advance, face: face), isUnsafeToBreak: unsafe)
        }
        if keepingAll {
            shapeRange(job.bytes, range, font: font, buffer: job.buffer, script: job.script, features: features) {
                body(glyph($0, $1))
            }
            return []
        }
        var glyphs: [(glyph: Glyph, missing: Bool)] = []
        shapeRange(job.bytes, range, font: font, buffer: job.buffer, script: job.script, features: features) {
            glyphs.append((glyph($0, $1), $0.codepoint == 0))
        }
        return missingRanges(glyphs, in: range, body: body)
    }

    /// Hands `body` the glyphs of clusters without a `.notdef` glyph and
    /// returns the stretches of clusters with one, merged.
    ///
    /// Clusters are byte offsets within `range`, so two flags per byte say
    /// which offsets start a cluster and which clusters miss a glyph.
    private static func missingRanges(
        _ glyphs: [(glyph: Glyph, missing: Bool)], in range: Range<Int>, body: (Glyph) -> Void
    ) -> [Range<Int>] {
        let base = range.lowerBound
        var starts = [Bool](repeating: false, count: range.count + 1)
        var missing = [Bool](repeating: false, count: range.count + 1)
        var anyMissing = false
        for entry in glyphs {
            let offset = entry.glyph.cluster - base
            starts[offset] = true
            if entry.missing {
                missing[offset] = true
                anyMissing = true
            }
        }
        for entry in glyphs where !missing[entry.glyph.cluster - base] { body(entry.glyph) }
        guard anyMissing else { return [] }
        var ranges: [Range<Int>] = []
        var offset = 0
        while offset <= range.count {
            guard starts[offset], missing[offset] else {
                offset += 1
                continue
            }
            // The cluster ends where the next one starts, else at the range's end.
            var end = offset + 1
            while end < range.count, !starts[end] { end += 1 }
            let cluster = (base + offset)..<min(base + end, range.upperBound)
            if let last = ranges.last, last.upperBound == cluster.lowerBound {
                ranges[ranges.count - 1] = last.lowerBound..<cluster.upperBound
            } else {
                ranges.append(cluster)
            }
            offset = end
        }
        return ranges
    }

    /// Shapes `range` of `bytes` in `font`, the bytes around it as context,
    /// in `script` (guessed when nil) with `features`, and hands each
    /// glyph's info and position to `body` in the buffer's (visual) order.
    static func shapeRange(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, font: FontFile, buffer: OpaquePointer,
        script: hb_script_t? = nil,
        features: [hb_feature_t] = [], body: (hb_glyph_info_t, hb_glyph_position_t) -> Void
    ) {
        guard let base = bytes.baseAddress, !range.isEmpty else { return }
        hb_buffer_clear_contents(buffer)
        base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
            hb_buffer_add_utf8(buffer, $0, Int32(bytes.count), UInt32(range.lowerBound), Int32(range.count))
        }
        if let script {
            hb_buffer_set_script(buffer, script)
            hb_buffer_set_direction(buffer, hb_script_get_horizontal_direction(script))
        }
        hb_buffer_guess_segment_properties(buffer)
        features.withUnsafeBufferPointer { hb_shape(font.hbFont, buffer, $0.baseAddress, UInt32($0.count)) }
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return }
        for index in 0..<Int(count) { body(infos[index], positions[index]) }
    }
}
