import Quilt

/// The HTML renderer on a fuzzed page at the width the input picks (two
/// widths side by side): no trap, and the page's text never becomes markup
/// (``MarkupCheck/htmlProblem(_:)``).
public struct HTMLTarget: FuzzTarget {
    /// `html`.
    public let name = "html"
    /// For `quilt-fuzz list`.
    public let summary = "HTMLRenderer on the page at two widths: no script, balanced elements"

    /// Creates the target.
    public init() {}

    /// Renders `input` as HTML and checks the markup.
    public func run(_ input: [UInt8]) throws(FuzzFailure) {
        guard let (page, snapshots) = RenderInput.snapshots(of: input) else { return }
        let html = HTMLRenderer().render(snapshots, page: page)
        if let problem = MarkupCheck.htmlProblem(html) { throw FuzzFailure(name, problem) }
    }
}
