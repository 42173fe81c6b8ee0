import QuiltCore

/// An image decoration's source and fit: `{url: banner.png, fit: aspectFill}`.
public struct DecorationImage: Hashable, Sendable {
    /// An ``ImageSource``: an `http`/`https` URL, a `data:image/…` URL, or a
    /// path, which `quilt render` looks up from the page's folder upwards to
    /// the project folder (the one holding `quilt.yml`).
    public var url: String
    /// How the image fills the decoration's frame.
    public var fit: ImageFit

    /// Creates an image.
    public init(url: String, fit: ImageFit = .fill) {
        self.url = url
        self.fit = fit
    }
}
