import CHarfBuzz
import QuiltCore

/// A font's words as ``LineBreaker`` asks for them: shaped by HarfBuzz in
/// the chain's units, each cluster in the first face that has it, looked
/// up in a ``WordCache`` first when there is one.
///
/// Used only inside its measurer's lock (the cache and the buffer are shared).
struct WordShaper: TextShaping {
    let chain: FaceChain
    let cache: WordCache?
    /// A HarfBuzz buffer reused for every shaping.
    let buffer: OpaquePointer
    let breakIterator: LineBreakIterator
    /// Whether the first face kerns or substitutes across spaces.
    let spaceInteracts: Bool
    let spaceWidth: Int
    /// The last word measured that the cache does not keep (longer than it
    /// keeps, or no cache) and its breaks. The line breaker asks for a
    /// word's breaks right after its measure, and a Chinese headline — one
    /// word, without spaces, longer than the cache keeps — was shaped
    /// twice. A shaper serves one text at a time (``startText()``), whose
    /// bytes stay put meanwhile, so the word's place in them identifies it.
    private var lastMeasured: (start: UnsafePointer<UInt8>?, count: Int, breaks: [WordBreak]?)?

    init(
        chain: FaceChain, cache: WordCache?, buffer: OpaquePointer, breakIterator: LineBreakIterator,
        spaceInteracts: Bool, spaceWidth: Int
    ) {
        self.chain = chain
        self.cache = cache
        self.buffer = buffer
        self.breakIterator = breakIterator
        self.spaceInteracts = spaceInteracts
        self.spaceWidth = spaceWidth
    }

    var unitsPerEm: Double { Double(chain.unitsPerEm) }

    /// Readies the shaper for another text: the last word measured was the
    /// previous text's, whose bytes may be gone.
    mutating func startText() {
        lastMeasured = nil
    }

    mutating func shape(_ word: UnsafeBufferPointer<UInt8>) -> ShapedWord {
        guard let cache, word.count <= WordCache.maximumWordLength else {
            let measured = measure(word)
            lastMeasured = (word.baseAddress, word.count, measured.breaks)
            return measured.word
        }
        let hash = WordCache.hash(word)
        if let entry = cache.lookup(word, hash: hash) { return entry.word }
        let measured = measure(word)
        cache.insert(word, hash: hash, shaped: measured.word, breaks: measured.breaks)
        return measured.word
    }

    mutating func breaks(in word: UnsafeBufferPointer<UInt8>) -> [WordBreak] {
        if let cache, word.count <= WordCache.maximumWordLength,
            let entry = cache.lookup(word, hash: WordCache.hash(word))
        {
            return cache.breaks(of: entry)
        }
        if let last = lastMeasured, last.start == word.baseAddress, last.count == word.count {
            return last.breaks ?? []
        }
        return measure(word).breaks ?? []
    }

    mutating func graphemes(in word: UnsafeBufferPointer<UInt8>) -> [WordBreak] {
        let shaped = Shaped(word, chain: chain, buffer: buffer)
        var boundaries: [WordBreak] = []
        var offset = 0
        for character in String(decoding: word, as: UTF8.self) {
            offset += character.utf8.count
            boundaries.append(WordBreak(offset: offset, advance: shaped.advance(before: offset)))
        }
        return boundaries
    }

    mutating func width(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        Shaped.width(of: bytes, chain: chain, buffer: buffer)
    }

    /// The HarfBuzz script of `scalar`, 0 for Common, Inherited and Unknown.
    private static func script(_ scalar: Unicode.Scalar) -> UInt32 {
        let script = hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value)
        return script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN
            ? 0 : script.rawValue
    }

    /// Shapes `word`: its width, its breaks with the adjustments a line
    /// end or start there needs, and its kerning against spaces.
    private func measure(_ word: UnsafeBufferPointer<UInt8>) -> (word: ShapedWord, breaks: [WordBreak]?) {
        let shaped = Shaped(word, chain: chain, buffer: buffer)
        var result = ShapedWord(width: shaped.width)
        result.endTrim = endTrim(of: word, before: word.count)
        var breaks: [WordBreak]?
        let scalars = UTF8Scalars.all(in: word)
        let offsets = BreakOpportunities.offsets(in: word, scalars: scalars, iterator: breakIterator)
        if !offsets.isEmpty {
            result.hasBreaks = true
            breaks = offsets.map { offset in
                var wordBreak = WordBreak(offset: offset, advance: shaped.advance(before: offset))
                wordBreak.endTrim = endTrim(of: word, before: offset)
                // An opening mark set half-width against the mark before it
                // (`）（`) is whole again at the start of a line, as
                // Chromium sets a wrapped line's start: reshape there too.
                if !shaped.isSafe(offset) || (chain.hasHanKerning && Self.opensWithMark(word, at: offset)) {
                    // Reshape from the nearest safe place on each side: the
                    // difference is what cutting here changes.
                    let before = shaped.safeOffset(before: offset)
                    let after = shaped.safeOffset(after: offset)
                    let head = Shaped.width(
                        of: UnsafeBufferPointer(rebasing: word[before..<offset]), chain: chain, buffer: buffer)
                    let tail = Shaped.width(
                        of: UnsafeBufferPointer(rebasing: word[offset..<after]), chain: chain, buffer: buffer)
                    wordBreak.endAdjustment = head - (wordBreak.advance - shaped.advance(before: before))
                    wordBreak.startAdjustment = tail - (shaped.advance(before: after) - wordBreak.advance)
                }
                return wordBreak
            }
        }
        let scripts = scalars.map(Self.script)
        if spaceInteracts {
            let leading = ([0x20] + Array(word)).withUnsafeBufferPointer {
                Shaped.width(of: $0, chain: chain, buffer: buffer)
            }
            let trailing = (Array(word) + [0x20]).withUnsafeBufferPointer {
                Shaped.width(of: $0, chain: chain, buffer: buffer)
            }
            result.leadingSpaceAdjustment = leading - spaceWidth - result.width
            result.trailingSpaceAdjustment = trailing - spaceWidth - result.width
        }
        result.firstScript = scripts.first { $0 != 0 } ?? 0
        result.lastScript = scripts.last { $0 != 0 } ?? 0
        result.leadingRunAdjustment = leadingRunAdjustment(
            of: word, scalars: scalars, scripts: scripts, width: result.width)
        return (result, breaks)
    }

    /// The lead of `word` without a script (``ShapedWord/leadingRunAdjustment``)
    /// and the rest shaped apart, less the word's `width`; 0 when the word
    /// starts with a script or has none. `scalars` are the word's, and
    /// `scripts` theirs.
    private func leadingRunAdjustment(
        of word: UnsafeBufferPointer<UInt8>, scalars: [Unicode.Scalar], scripts: [UInt32], width: Int
    ) -> Int {
        guard scripts.first == 0, let firstScripted = scripts.firstIndex(where: { $0 != 0 }) else { return 0 }
        let lead = scalars.prefix(firstScripted).reduce(0) { $0 + $1.utf8.count }
        let head = Shaped.width(of: UnsafeBufferPointer(rebasing: word[..<lead]), chain: chain, buffer: buffer)
        let rest = Shaped.width(of: UnsafeBufferPointer(rebasing: word[lead...]), chain: chain, buffer: buffer)
        return head + rest - width
    }

    /// Whether the character at `offset` is a fullwidth opening bracket or
    /// an opening curly quote: the marks collapsed against a mark before
    /// them (``HanKerning``).
    private static func opensWithMark(_ word: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        // Every such mark is three bytes of UTF-8, the first at least 0xE2.
        guard offset < word.count, word[offset] >= 0xE2,
            let scalar = firstScalar(of: word, in: offset..<min(word.count, offset + 3))
        else { return false }
        return HanKerning.isOpeningMark(scalar.value)
    }

    /// How much a line ending at `offset` may save by setting the closing
    /// bracket before it half-width (``FaceChain/endTrim(of:)``).
    private func endTrim(of word: UnsafeBufferPointer<UInt8>, before offset: Int) -> Int {
        guard offset > 0, word[offset - 1] >= 0x80 else { return 0 }
        var start = offset - 1
        while start > 0, word[start] & 0xC0 == 0x80 { start -= 1 }
        guard let scalar = Self.firstScalar(of: word, in: start..<offset) else { return 0 }
        return chain.endTrim(of: scalar)
    }

    /// The first character of `word[range]`, decoded.
    private static func firstScalar(of word: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Unicode.Scalar? {
        UTF8Scalars.first(in: UnsafeBufferPointer(rebasing: word[range]))
    }
}
