import QuiltCore

/// How to draw an attached element (a decoration, or any plugin's element),
/// read from its attributes by the keys of ``DecorationAttribute``.
///
/// Colours are read for one ``Appearance``: an adaptive colour
/// (`{light, dark}`, ``AdaptiveColor``) gives its half for it.
///
/// Attributes are untrusted: a colour that is not well-formed hex, a URL that
/// ``ImageSource`` refuses, a non-finite number — each is ignored, never
/// copied into markup.
struct ElementStyle: Hashable, Sendable {
    /// A solid fill.
    var fill: RGBAColor?
    /// A linear gradient, drawn over the fill.
    var gradient: Gradient?
    /// An image, drawn over fill and gradient.
    var image: Image?
    /// Corner radii in points, each ≥ 0 (0 when absent or bad), not yet
    /// clamped to a frame.
    var radius: CornerRadii
    /// A shadow under the element.
    var shadow: Shadow?

    /// A gradient in the unit square of the element's frame.
    struct Gradient: Hashable, Sendable {
        var start: Point
        var end: Point
        var colors: [RGBAColor]
        /// One per colour, clamped to 0…1 and non-decreasing.
        var locations: [Double]
    }

    /// An image source and fit.
    struct Image: Hashable, Sendable {
        var source: ImageSource
        var fit: ImageFit
    }

    /// A shadow, its opacity already folded into the colour.
    struct Shadow: Hashable, Sendable {
        var color: RGBAColor
        var offset: Point
        /// Gaussian standard deviation in points.
        var radius: Double
    }

    /// True when the element has nothing of its own to draw.
    var isEmpty: Bool { fill == nil && gradient == nil && image == nil }

    /// Reads `attributes` as `appearance` draws them; see the type's documentation.
    init(attributes: [String: DataValue], appearance: Appearance = .light) {
        func color(_ value: DataValue?) -> RGBAColor? { AdaptiveColor(attribute: value)?.resolved(for: appearance) }
        fill = color(attributes[DecorationAttribute.color])
        radius = CornerRadii(attribute: attributes[DecorationAttribute.radius])?.sanitized ?? .zero
        gradient = attributes[DecorationAttribute.gradient].flatMap { Self.gradient($0, color: color) }
        if let image = attributes[DecorationAttribute.image], let url = image[DecorationAttribute.url]?.stringValue,
            let source = ImageSource(url)
        {
            let fit = image[DecorationAttribute.fit]?.stringValue.flatMap(ImageFit.init(rawValue:)) ?? .fill
            self.image = Image(source: source, fit: fit)
        }
        shadow = attributes[DecorationAttribute.shadow].flatMap { Self.shadow($0, color: color) }
    }

    /// A finite, non-negative number.
    private static func length(_ value: DataValue?) -> Double? {
        guard let number = value?.numberValue, number.isFinite, number >= 0 else { return nil }
        return number
    }

    private static func point(_ value: DataValue?) -> Point? {
        guard let x = value?[DecorationAttribute.x]?.numberValue, let y = value?[DecorationAttribute.y]?.numberValue,
            x.isFinite, y.isFinite
        else { return nil }
        return Point(x: x, y: y)
    }

    private static func gradient(_ value: DataValue, color: (DataValue?) -> RGBAColor?) -> Gradient? {
        guard let start = point(value[DecorationAttribute.start]), let end = point(value[DecorationAttribute.end]),
            start != end,
            let written = value[DecorationAttribute.colors]?.arrayValue, written.count >= 2
        else { return nil }
        let colors = written.compactMap(color)
        guard colors.count == written.count else { return nil }
        let numbers = value[DecorationAttribute.locations]?.arrayValue?.compactMap({ $0.numberValue }).filter({
            $0.isFinite
        })
        var locations =
            numbers?.count == colors.count
            ? numbers ?? [] : (0..<colors.count).map { Double($0) / Double(colors.count - 1) }
        var floor = 0.0
        for index in locations.indices {
            floor = max(floor, min(1, max(0, locations[index])))
            locations[index] = floor
        }
        return Gradient(start: start, end: end, colors: colors, locations: locations)
    }

    private static func shadow(_ value: DataValue, color: (DataValue?) -> RGBAColor?) -> Shadow? {
        let color = color(value[DecorationAttribute.color]) ?? .black
        let opacity = value[DecorationAttribute.opacity]?.numberValue ?? 1
        return Shadow(
            color: color.multiplyingAlpha(by: opacity),
            offset: point(value[DecorationAttribute.offset]) ?? .zero,
            radius: length(value[DecorationAttribute.radius]) ?? 0)
    }
}
