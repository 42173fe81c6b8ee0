/// A colour that may differ between the light and the dark appearance:
/// `"#ffffff"` (the same in both) or `{light: "#ffffff", dark: "#1c1c1e"}`
/// (UIKit's dynamic colours).
///
/// In element attributes it is a `#rrggbbaa` string when both halves agree,
/// else `{light: "#rrggbbaa", dark: "#rrggbbaa"}`, so pages without dark
/// colours carry exactly what they did before.
public struct AdaptiveColor: Hashable, Sendable {
    /// The colour in the light appearance.
    public var light: RGBAColor
    /// The colour in the dark appearance.
    public var dark: RGBAColor

    /// The keys of the written pair, in the order pages write them.
    public static let keys = [Appearance.light.rawValue, Appearance.dark.rawValue]

    /// A colour for each appearance.
    public init(light: RGBAColor, dark: RGBAColor) {
        self.light = light
        self.dark = dark
    }

    /// The same colour in both appearances.
    public init(_ color: RGBAColor) {
        self.init(light: color, dark: color)
    }

    /// Opaque black in both appearances (a shadow's default).
    public static let black = AdaptiveColor(.black)
    /// Opaque white in both appearances.
    public static let white = AdaptiveColor(.white)
    /// Transparent in both appearances.
    public static let clear = AdaptiveColor(.clear)

    /// True when the halves differ.
    public var isAdaptive: Bool { light != dark }

    /// The colour drawn in `appearance`.
    public func resolved(for appearance: Appearance) -> RGBAColor {
        appearance == .light ? light : dark
    }

    /// The colour as an element attribute (see the type's documentation).
    public var attributeValue: DataValue {
        guard isAdaptive else { return .string(light.hex) }
        return .object(DataObject([(Self.keys[0], .string(light.hex)), (Self.keys[1], .string(dark.hex))]))
    }

    /// Reads an attribute written by ``attributeValue`` (or a plugin): a hex
    /// string, or `{light, dark}` of hex strings; nil for anything else, so
    /// a malformed colour never reaches markup.
    public init?(attribute value: DataValue?) {
        guard let value else { return nil }
        if let text = value.stringValue {
            guard let color = RGBAColor(hex: text) else { return nil }
            self.init(color)
            return
        }
        guard case .object(let object) = value, object.count == 2,
            let light = object[Self.keys[0]]?.stringValue.flatMap(RGBAColor.init(hex:)),
            let dark = object[Self.keys[1]]?.stringValue.flatMap(RGBAColor.init(hex:))
        else { return nil }
        self.init(light: light, dark: dark)
    }

    /// `value` with every adaptive colour in it (a `{light, dark}` object of
    /// two hex strings, at any depth) replaced by its `appearance` half:
    /// element attributes as one appearance draws them.
    public static func resolving(_ value: DataValue, for appearance: Appearance) -> DataValue {
        switch value {
        case .object(let object):
            if let color = AdaptiveColor(attribute: value) { return .string(color.resolved(for: appearance).hex) }
            return .object(DataObject(object.map { ($0.key, resolving($0.value, for: appearance)) }))
        case .array(let elements):
            return .array(elements.map { resolving($0, for: appearance) })
        default:
            return value
        }
    }
}
