import Quilt

/// What the renderer targets draw: the input's page laid out as
/// `quilt render` lays it out — only when it decodes cleanly, at widths the
/// command accepts (the input's width moved into the range, and 390).
enum RenderInput {
    /// The page and its snapshots, or nil when the command would refuse it.
    static func snapshots(of input: [UInt8]) -> (PageSpec, [LayoutSnapshot])? {
        let (page, diagnostics) = FuzzInput.page(from: input, registry: .standard)
        guard let page, !diagnostics.containsErrors else { return nil }
        let width = NumberRange.width.clamped(FuzzInput.width(of: input))
        var snapshots: [LayoutSnapshot] = []
        for width in [width, 390] {
            let (snapshot, problems) = PageLayout.checkedLayout(page, width: width)
            guard !problems.containsErrors else { return nil }
            snapshots.append(snapshot)
        }
        return (page, snapshots)
    }
}
