extension PageLayout {
    /// Lays out `page` at `width` and checks the snapshot
    /// (``LayoutSnapshot/nonFiniteFrameDiagnostics(for:)``): what commands
    /// call before writing frames, so that a snapshot with an error is
    /// refused rather than written.
    public static func checkedLayout(_ page: PageSpec, width: Double) -> (
        snapshot: LayoutSnapshot, diagnostics: [Diagnostic]
    ) {
        let snapshot = layout(page, width: width)
        return (snapshot, snapshot.nonFiniteFrameDiagnostics(for: page))
    }
}
