import Foundation
import QuiltCore
import QuiltTestSupport

/// Squares of `side` points in one line with `spacing` between them: a column
/// going down when vertical, a row going right (a strip) when horizontal.
/// Appends through `extend`; counts its calls when given a counter.
struct TrackFamily: LayoutFamily {
    struct Options: LayoutOptions, Hashable {
        var side: Double = 20
        var spacing: Double = 0
        var arrange: Arrange = .vertical
        var inset: EdgeInsets = .zero
        var scrolling: ScrollingBehavior = .continuous
    }

    let name = "track"
    var counter: CallCounter?

    func decodeOptions(_ reader: inout MappingReader, context: inout DecodingContext) -> Options { Options() }

    func frame(_ index: Int, _ options: Options) -> Rect {
        let along = Double(index) * (options.side + options.spacing)
        return options.arrange == .vertical
            ? Rect(x: options.inset.left, y: options.inset.top + along, width: options.side, height: options.side)
            : Rect(x: options.inset.left + along, y: options.inset.top, width: options.side, height: options.side)
    }

    func finish(_ result: inout SectionLayoutResult, _ options: Options) {
        let count = Double(result.itemFrames.count)
        let extent = count > 0 ? count * options.side + (count - 1) * options.spacing : 0
        if options.arrange == .vertical {
            result.height = options.inset.vertical + extent
        } else {
            result.height = options.inset.vertical + options.side
            result.contentWidth = options.inset.horizontal + extent
        }
    }

    func layout(_ input: SectionLayoutInput, options: Options) -> SectionLayoutResult {
        counter?.record("layout")
        var result = SectionLayoutResult(itemFrames: input.items.indices.map { frame($0, options) }, height: 0)
        finish(&result, options)
        return result
    }

    func extend(_ result: inout SectionLayoutResult, appendedFrom firstNewIndex: Int, input: SectionLayoutInput, options: Options) -> Bool {
        counter?.record("extend")
        guard result.itemFrames.count == firstNewIndex else { return false }
        for index in firstNewIndex..<input.items.count { result.itemFrames.append(frame(index, options)) }
        finish(&result, options)
        return true
    }
}

/// Frames scattered by a hash of each item's id: any size, any order,
/// overlapping — what no real family produces, to test indexes that must be
/// right for every family. Appends through `extend`.
struct ScatterFamily: LayoutFamily {
    struct Options: LayoutOptions, Hashable {
        var height: Double = 400
        var arrange: Arrange = .vertical
        var inset: EdgeInsets = .zero
        var scrolling: ScrollingBehavior = .itemPaging
    }

    let name = "scatter"

    func decodeOptions(_ reader: inout MappingReader, context: inout DecodingContext) -> Options { Options() }

    func frame(_ item: Item, width: Double, _ options: Options) -> Rect {
        var random = SplitMix64(seed: stableHash(item.id))
        func unit() -> Double { Double(random.next() % 10_000) / 10_000 }
        let span = options.arrange == .vertical ? width : width * 3
        let w = (unit() * unit() * span * 0.6).rounded()
        let h = (unit() * unit() * options.height * 0.5).rounded()
        return Rect(x: (unit() * span).rounded(), y: (unit() * options.height).rounded(), width: w, height: h)
    }

    func layout(_ input: SectionLayoutInput, options: Options) -> SectionLayoutResult {
        SectionLayoutResult(
            itemFrames: input.items.map { frame($0, width: input.width, options) }, height: options.height,
            contentWidth: options.arrange == .horizontal ? input.width * 3.6 : nil)
    }

    func extend(_ result: inout SectionLayoutResult, appendedFrom firstNewIndex: Int, input: SectionLayoutInput, options: Options) -> Bool {
        guard result.itemFrames.count == firstNewIndex else { return false }
        for item in input.items[firstNewIndex...] { result.itemFrames.append(frame(item, width: input.width, options)) }
        return true
    }
}

/// FNV-1a over the UTF-8 bytes: the same on every run (unlike `hashValue`).
func stableHash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash
}

/// A decoration covering the section's frame grown by `outset` on every side.
struct BackdropAttachment: SectionAttachment, Hashable {
    var outset: Double

    func elements(for geometry: SectionGeometry) -> [AttachedElement] {
        let f = geometry.frame
        return [AttachedElement(kind: "decoration", frame: Rect(x: f.x - outset, y: f.y - outset, width: f.width + 2 * outset, height: f.height + 2 * outset))]
    }
}

/// Counts calls by name, safely from any thread.
final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func record(_ name: String) {
        lock.lock()
        counts[name, default: 0] += 1
        lock.unlock()
    }

    func count(_ name: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return counts[name, default: 0]
    }
}
