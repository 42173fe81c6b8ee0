/// Options that keep the shared keys in a ``CommonLayoutOptions`` value and
/// answer ``LayoutOptions`` from it.
public protocol CommonLayoutOptionsContainer: LayoutOptions {
    /// Arrangement, inset, spacing, scrolling, maxDisplay.
    var common: CommonLayoutOptions { get }
}

extension CommonLayoutOptionsContainer {
    /// ``CommonLayoutOptions/arrange``.
    public var arrange: Arrange { common.arrange }
    /// ``CommonLayoutOptions/inset``.
    public var inset: EdgeInsets { common.inset }
    /// ``CommonLayoutOptions/scrolling``.
    public var scrolling: ScrollingBehavior { common.scrolling }
    /// ``CommonLayoutOptions/maxDisplay``.
    public var maxDisplay: MaxDisplay? { common.maxDisplay }
}
