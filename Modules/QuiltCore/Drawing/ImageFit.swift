/// How an image fills a box (UIKit's content modes, CSS `object-fit`).
public enum ImageFit: String, ConfigEnum, Hashable, Sendable {
    /// Stretched to the box, ignoring its aspect ratio (CSS `fill`).
    case fill
    /// Scaled to fit inside the box, whole and centred (CSS `contain`).
    case aspectFit
    /// Scaled to cover the box, centred and cropped (CSS `cover`).
    case aspectFill
    /// At its own size, centred and cropped (CSS `none`).
    case center
}
