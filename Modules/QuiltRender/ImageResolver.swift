import QuiltCore

/// Turns a decoration's image source into the URL a rendered page uses: the
/// `quilt render` command embeds project files as `data:` URLs so its output
/// needs nothing beside it.
///
/// Whatever it returns is checked again with ``ImageSource`` and escaped; nil
/// leaves the image out (the decoration keeps its frame, fill and gradient).
public struct ImageResolver: Sendable {
    private let resolve: @Sendable (ImageSource) -> String?

    /// A resolver from a function.
    public init(_ resolve: @escaping @Sendable (ImageSource) -> String?) {
        self.resolve = resolve
    }

    /// Uses every source as written.
    public static let asWritten = ImageResolver { $0.text }

    /// The URL for `source`, when it is one renderers may write.
    public func url(for source: ImageSource) -> String? {
        guard let url = resolve(source), ImageSource(url) != nil else { return nil }
        return url
    }
}
