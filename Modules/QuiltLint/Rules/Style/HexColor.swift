/// A colour written as `#RGB`, `#RRGGBB` or `#RRGGBBAA`, as decorations take
/// them, and its canonical spelling.
///
/// The canonical form is upper-case `#RRGGBB`, with the alpha pair only when
/// the colour is not opaque (`#AABBCC`, `#AABBCC80`).
public struct HexColor: Hashable, Sendable {
    /// Red, green, blue and alpha, 0…255.
    public var red, green, blue, alpha: UInt8

    /// Parses `text`; nil for anything but the three forms.
    public init?(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        guard scalars.first == "#" else { return nil }
        let digits = scalars.dropFirst().map { Self.hexValue($0) }
        guard !digits.contains(nil) else { return nil }
        let values = digits.compactMap { $0 }
        switch values.count {
        case 3:
            (red, green, blue, alpha) = (values[0] * 17, values[1] * 17, values[2] * 17, 255)
        case 6, 8:
            red = values[0] << 4 | values[1]
            green = values[2] << 4 | values[3]
            blue = values[4] << 4 | values[5]
            alpha = values.count == 8 ? values[6] << 4 | values[7] : 255
        default:
            return nil
        }
    }

    /// Upper-case `#RRGGBB`, plus `AA` when not opaque.
    public var canonical: String {
        var text = "#" + [red, green, blue].map(Self.hexPair).joined()
        if alpha != 255 { text += Self.hexPair(alpha) }
        return text
    }

    private static func hexPair(_ value: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(value >> 4)], digits[Int(value & 0xF)]])
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar {
        case "0"..."9": UInt8(scalar.value - 48)
        case "a"..."f": UInt8(scalar.value - 87)
        case "A"..."F": UInt8(scalar.value - 55)
        default: nil
        }
    }
}
