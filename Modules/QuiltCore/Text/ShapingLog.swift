/// Every answer a ``TextShaping`` gave ``LineBreaker``, by question: what a
/// measurer that replays them needs to break the same texts into the same
/// lines. The WebAssembly tests record the native shaper's answers here
/// and hand them to the module's host, so that pages measured with fonts
/// lay out byte for byte as natively.
public final class ShapingLog: @unchecked Sendable {
    // Unchecked: written only inside a measurer's `layout`, under its lock.

    /// ``TextShaping/shape(_:)`` answers, by word.
    public private(set) var shapes: [String: ShapedWord] = [:]
    /// ``TextShaping/breaks(in:)`` answers, by word.
    public private(set) var breaks: [String: [WordBreak]] = [:]
    /// ``TextShaping/graphemes(in:)`` answers, by word.
    public private(set) var graphemes: [String: [WordBreak]] = [:]
    /// ``TextShaping/width(of:)`` answers, by text.
    public private(set) var widths: [String: Int] = [:]

    /// An empty log.
    public init() {}

    /// `shaper` answering through this log, which keeps every answer.
    public func recording<Shaper: TextShaping>(_ shaper: Shaper) -> Recorder<Shaper> {
        Recorder(base: shaper, log: self)
    }

    /// A shaper whose answers are written to a log.
    public struct Recorder<Base: TextShaping>: TextShaping {
        var base: Base
        let log: ShapingLog

        /// The base's.
        public var unitsPerEm: Double { base.unitsPerEm }
        /// The base's.
        public var spaceWidth: Int { base.spaceWidth }

        /// The base's answer, recorded.
        public mutating func shape(_ word: UnsafeBufferPointer<UInt8>) -> ShapedWord {
            let answer = base.shape(word)
            log.shapes[Self.text(word)] = answer
            return answer
        }

        /// The base's answer, recorded.
        public mutating func breaks(in word: UnsafeBufferPointer<UInt8>) -> [WordBreak] {
            let answer = base.breaks(in: word)
            log.breaks[Self.text(word)] = answer
            return answer
        }

        /// The base's answer, recorded.
        public mutating func graphemes(in word: UnsafeBufferPointer<UInt8>) -> [WordBreak] {
            let answer = base.graphemes(in: word)
            log.graphemes[Self.text(word)] = answer
            return answer
        }

        /// The base's answer, recorded.
        public mutating func width(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
            let answer = base.width(of: bytes)
            log.widths[Self.text(bytes)] = answer
            return answer
        }

        static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
            String(decoding: bytes, as: UTF8.self)
        }
    }
}
