import QuiltCore
import Testing

extension LayoutFamily {
    /// Lays out a random first part of `items`, then appends the rest through
    /// `extend` in random steps, and expects `extend` to accept every step
    /// and give what a full layout of as many items gives, to the end.
    ///
    /// - Parameter items: The section's items.
    /// - Parameter width: The container's width.
    /// - Parameter sizes: The items' size rule.
    /// - Parameter options: The section's options.
    /// - Parameter random: Where the cuts come from.
    /// - Parameter context: Named in failure messages (the generated case).
    /// - Parameter sourceLocation: Where a failed expectation is reported.
    public func expectExtendingInSteps(
        _ items: [Item], width: Double, sizes: any ItemSizeProvider = UnspecifiedItemSize(), options: Options,
        random: inout SplitMix64, context: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        func full(_ count: Int) -> SectionLayoutResult {
            layout(SectionLayoutInput(items: Array(items.prefix(count)), width: width, sizes: sizes), options: options)
        }
        var cut = Int.random(in: 0...items.count, using: &random)
        var result = full(cut)
        while cut < items.count {
            let next = Int.random(in: (cut + 1)...items.count, using: &random)
            let input = SectionLayoutInput(items: Array(items.prefix(next)), width: width, sizes: sizes)
            #expect(
                extend(&result, appendedFrom: cut, input: input, options: options), "\(context) cut \(cut) → \(next)",
                sourceLocation: sourceLocation)
            #expect(result == full(next), "\(context) cut \(cut) → \(next)", sourceLocation: sourceLocation)
            cut = next
        }
        #expect(result == full(items.count), "\(context)", sourceLocation: sourceLocation)
    }
}
