import Quilt

/// The SVG renderer on a fuzzed page at the width the input picks (two
/// widths side by side): no trap, and the picture is well-formed XML
/// whatever the page's text holds (``MarkupCheck/svgProblem(_:)``).
public struct SVGTarget: FuzzTarget {
    /// `svg`.
    public let name = "svg"
    /// For `quilt-fuzz list`.
    public let summary = "SVGRenderer on the page at two widths: well-formed XML"

    /// Creates the target.
    public init() {}

    /// Renders `input` as SVG and parses it.
    public func run(_ input: [UInt8]) throws(FuzzFailure) {
        guard let (page, snapshots) = RenderInput.snapshots(of: input) else { return }
        let svg = SVGRenderer().render(snapshots, page: page)
        if let problem = MarkupCheck.svgProblem(svg) { throw FuzzFailure(name, problem) }
    }
}
