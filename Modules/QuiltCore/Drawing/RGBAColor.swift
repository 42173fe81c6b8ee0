/// An sRGB colour with 8-bit channels, as written in pages (`"#8091a5"`) and as
/// carried in element attributes (always the canonical `#rrggbbaa`).
///
/// Decoration decoders produce it; renderers read it back from attributes with
/// ``init(hex:)``, so a value that is not a well-formed colour never reaches
/// CSS or SVG text.
public struct RGBAColor: Hashable, Sendable {
    /// Red, 0…255.
    public var red: UInt8
    /// Green, 0…255.
    public var green: UInt8
    /// Blue, 0…255.
    public var blue: UInt8
    /// Alpha, 0 (transparent) … 255 (opaque).
    public var alpha: UInt8

    /// Creates a colour from its channels; opaque unless `alpha` says otherwise.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Reads `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (hex digits in either
    /// case); nil for anything else, including surrounding spaces.
    public init?(hex text: String) {
        let scalars = Array(text.unicodeScalars)
        guard scalars.first == "#" else { return nil }
        var digits: [UInt8] = []
        digits.reserveCapacity(8)
        for scalar in scalars.dropFirst() {
            guard let digit = Self.hexDigit(scalar) else { return nil }
            digits.append(digit)
        }
        switch digits.count {
        case 3, 4:
            // Each short digit stands for itself twice: #f80 is #ff8800.
            let channels = digits.map { $0 * 17 }
            self.init(
                red: channels[0], green: channels[1], blue: channels[2], alpha: digits.count == 4 ? channels[3] : 255)
        case 6, 8:
            let channels = stride(from: 0, to: digits.count, by: 2).map { (index: Int) -> UInt8 in
                digits[index] * 16 + digits[index + 1]
            }
            self.init(
                red: channels[0], green: channels[1], blue: channels[2], alpha: digits.count == 8 ? channels[3] : 255)
        default:
            return nil
        }
    }

    private static func hexDigit(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar.value {
        case 0x30...0x39: UInt8(scalar.value - 0x30)
        case 0x41...0x46: UInt8(scalar.value - 0x41 + 10)
        case 0x61...0x66: UInt8(scalar.value - 0x61 + 10)
        default: nil
        }
    }

    /// The canonical form `#rrggbbaa`, lower case.
    public var hex: String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for channel in [red, green, blue, alpha] {
            text.append(digits[Int(channel / 16)])
            text.append(digits[Int(channel % 16)])
        }
        return text
    }

    /// Alpha as a fraction, 0…1.
    public var opacity: Double { Double(alpha) / 255 }

    /// Fully transparent black.
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBAColor(red: 255, green: 255, blue: 255)

    /// The colour names pages may use: the seventeen CSS 2.1 keywords (with
    /// their CSS values, so `green` is `#008000`), `transparent`, and `clear`
    /// (UIKit's name for it). Names are matched without regard to case.
    public static let named: [String: RGBAColor] = [
        "black": .black, "silver": RGBAColor(red: 0xc0, green: 0xc0, blue: 0xc0),
        "gray": RGBAColor(red: 0x80, green: 0x80, blue: 0x80), "white": .white,
        "maroon": RGBAColor(red: 0x80, green: 0, blue: 0), "red": RGBAColor(red: 0xff, green: 0, blue: 0),
        "purple": RGBAColor(red: 0x80, green: 0, blue: 0x80), "fuchsia": RGBAColor(red: 0xff, green: 0, blue: 0xff),
        "green": RGBAColor(red: 0, green: 0x80, blue: 0), "lime": RGBAColor(red: 0, green: 0xff, blue: 0),
        "olive": RGBAColor(red: 0x80, green: 0x80, blue: 0), "yellow": RGBAColor(red: 0xff, green: 0xff, blue: 0),
        "navy": RGBAColor(red: 0, green: 0, blue: 0x80), "blue": RGBAColor(red: 0, green: 0, blue: 0xff),
        "teal": RGBAColor(red: 0, green: 0x80, blue: 0x80), "aqua": RGBAColor(red: 0, green: 0xff, blue: 0xff),
        "orange": RGBAColor(red: 0xff, green: 0xa5, blue: 0), "transparent": .clear, "clear": .clear,
    ]

    /// This colour with its alpha multiplied by `opacity` (clamped to 0…1).
    public func multiplyingAlpha(by opacity: Double) -> RGBAColor {
        let factor = opacity.isFinite ? min(1, max(0, opacity)) : 1
        var color = self
        color.alpha = UInt8((Double(alpha) * factor).rounded())
        return color
    }
}
