import QuiltCore
import QuiltTestSupport
import Testing

@testable import QuiltText

/// The word cache finds exactly the words it keeps: words that share their
/// first eight bytes, lengths on either side of eight, the empty word,
/// across the slot table's growth and the emptying at capacity.
@Suite("Word cache")
struct WordCacheTests {
    /// A word of `length` bytes from a small alphabet, so that many words
    /// share a start.
    static func word(_ random: inout SplitMix64, length: Int) -> [UInt8] {
        let alphabet = Array("aab€".utf8)
        return (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
    }

    static func lookup(_ cache: WordCache, _ word: [UInt8]) -> WordCache.Entry? {
        word.withUnsafeBufferPointer { cache.lookup($0, hash: WordCache.hash($0)) }
    }

    @Test func keptWordsAreFoundAndOthersAreNot() async throws {
        try await withEvery("seed", in: 1...10 as ClosedRange<UInt64>) { seed in
            var random = SplitMix64(seed: seed)
            let cache = WordCache(capacity: 4_096)
            var kept: [[UInt8]: Int] = [:]
            // Past the table's first 256 slots many times over: it grows.
            while kept.count < 3_000 {
                let word = Self.word(&random, length: Int(random.next() % 20))
                guard kept[word] == nil else { continue }
                let width = kept.count
                word.withUnsafeBufferPointer {
                    cache.insert($0, hash: WordCache.hash($0), shaped: ShapedWord(width: width), breaks: nil)
                }
                kept[word] = width
            }
            for (word, width) in kept {
                #expect(Self.lookup(cache, word)?.word.width == width, "seed \(seed): \(word)")
            }
            for _ in 0..<3_000 {
                let word = Self.word(&random, length: Int(random.next() % 24))
                #expect(
                    (Self.lookup(cache, word) != nil) == (kept[word] != nil),
                    "seed \(seed): \(word)")
            }
        }
    }

    @Test func aFullCacheStartsAgain() {
        let cache = WordCache(capacity: 16)
        let words = (0..<17).map { Array("word number \($0) of the cache".utf8) }
        for (index, word) in words.enumerated() {
            word.withUnsafeBufferPointer {
                cache.insert(
                    $0, hash: WordCache.hash($0), shaped: ShapedWord(width: index),
                    breaks: index % 2 == 0 ? [WordBreak(offset: 2, advance: index)] : nil)
            }
        }
        // The 17th word emptied the cache, then was kept alone.
        #expect(cache.count == 1)
        #expect(Self.lookup(cache, words[0]) == nil)
        let last = Self.lookup(cache, words[16])
        #expect(last?.word.width == 16)
        #expect(last.map { cache.breaks(of: $0) } == [WordBreak(offset: 2, advance: 16)])
    }
}
