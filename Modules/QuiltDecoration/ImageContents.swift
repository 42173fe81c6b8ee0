import QuiltCore

/// `contents: {image: {url: forbid.svg, fit: aspectFit}}`, or `{image: forbid.svg}`
/// for the default fit (`fill`, UIKit's default content mode).
public struct ImageContents: DecorationContentsKind {
    /// `image`.
    public let name = "image"

    /// The `image` decoration contents, ready to register: it holds no settings, which a page writes per use.
    public init() {}

    /// Reads a URL string, or `{url, fit}`.
    public func decode(_ node: ConfigNode, context: inout DecodingContext) -> DecorationImage? {
        if node.pairs == nil {
            return Self.url(node, context: &context).map { DecorationImage(url: $0) }
        }
        guard var reader = MappingReader(node, context: &context, what: "image") else { return nil }
        let url = reader.require("url", context: &context, what: "image").flatMap { Self.url($0, context: &context) }
        let fit = reader.decode("fit", default: ImageFit.fill, context: &context)
        reader.finish(context: &context, where: "image")
        return url.map { DecorationImage(url: $0, fit: fit) }
    }

    private static func url(_ node: ConfigNode, context: inout DecodingContext) -> String? {
        guard let text = String.decode(node, context: &context) else { return nil }
        guard ImageSource(text) == nil else { return text }
        if let scheme = ImageSource.scheme(of: text), scheme != "http", scheme != "https", scheme != "data" {
            context.error(
                .unknownValue,
                "unsupported URL scheme '\(scheme):' for an image: use http, https, data:image or a project-relative path",
                at: node)
        } else {
            context.error(
                .unknownValue, "'\(text)' is not a usable image URL or path", at: node,
                notes: [
                    "empty URLs, backslashes, spaces, control characters, //host URLs and data URLs other than data:image/ are refused"
                ])
        }
        return nil
    }

    /// `image: {url, fit}`.
    public func attributes(for value: DecorationImage) -> [String: DataValue] {
        [
            DecorationAttribute.image: .object([
                DecorationAttribute.url: .string(value.url), DecorationAttribute.fit: .string(value.fit.rawValue),
            ])
        ]
    }
}
