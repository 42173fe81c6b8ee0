import QuiltCore

/// Frames scattered by a hash of each item's id: any size, any order,
/// overlapping — what no real family produces, to test indexes that must be
/// right for every family. Appends through `extend`. Options are set in code
/// only (nothing is decoded).
public struct ScatterFamily: LayoutFamily {
    /// The section's height and arrangement.
    public struct Options: LayoutOptions, Hashable {
        /// The section's height; frames fall inside it.
        public var height: Double
        /// Vertical, or a strip 3.6 widths wide.
        public var arrange: Arrange
        /// Unused by the frames.
        public var inset: EdgeInsets
        /// How the strip settles.
        public var scrolling: ScrollingBehavior

        /// Options with the given values.
        public init(
            height: Double = 400, arrange: Arrange = .vertical, inset: EdgeInsets = .zero,
            scrolling: ScrollingBehavior = .itemPaging
        ) {
            self.height = height
            self.arrange = arrange
            self.inset = inset
            self.scrolling = scrolling
        }
    }

    /// `scatter`.
    public let name = "scatter"

    /// The family.
    public init() {}

    /// Reads nothing: the defaults.
    public func decodeOptions(_ reader: inout MappingReader, context: inout DecodingContext) -> Options { Options() }

    private func frame(_ item: Item, width: Double, _ options: Options) -> Rect {
        var random = SplitMix64(seed: stableHash(item.id))
        func unit() -> Double { Double(random.next() % 10_000) / 10_000 }
        let span = options.arrange == .vertical ? width : width * 3
        let w = (unit() * unit() * span * 0.6).rounded()
        let h = (unit() * unit() * options.height * 0.5).rounded()
        return Rect(x: (unit() * span).rounded(), y: (unit() * options.height).rounded(), width: w, height: h)
    }

    /// A frame per item from the hash of its id.
    public func layout(_ input: SectionLayoutInput, options: Options) -> SectionLayoutResult {
        SectionLayoutResult(
            itemFrames: input.items.map { frame($0, width: input.width, options) }, height: options.height,
            contentWidth: options.arrange == .horizontal ? input.width * 3.6 : nil)
    }

    /// Adds the frames of the appended items.
    public func extend(
        _ result: inout SectionLayoutResult, appendedFrom firstNewIndex: Int, input: SectionLayoutInput,
        options: Options
    ) -> Bool {
        guard result.itemFrames.count == firstNewIndex else { return false }
        for item in input.items[firstNewIndex...] { result.itemFrames.append(frame(item, width: input.width, options)) }
        return true
    }
}

/// FNV-1a over the UTF-8 bytes: the same on every run (unlike `hashValue`).
public func stableHash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash
}
