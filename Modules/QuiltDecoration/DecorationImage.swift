import QuiltCore

/// An image decoration's source and fit: `{url: banner.png, fit: aspectFill}`.
public struct DecorationImage: Hashable, Sendable {
    /// An ``ImageSource``: an `http`/`https` URL, a `data:image/…` URL, or a
    /// path relative to the project (the folder holding `quilt.yml`, else the
    /// page's folder).
    public var url: String
    /// How the image fills the decoration's frame.
    public var fit: ImageFit

    /// Creates an image.
    public init(url: String, fit: ImageFit = .fill) {
        self.url = url
        self.fit = fit
    }
}
