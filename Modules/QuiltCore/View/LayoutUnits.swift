/// Chromium keeps lengths in layout units of 1/64 pt: a text's natural
/// width is rounded up to one, a percentage down, a flexed share to the
/// nearest. Views round where the browser does, so that a text's box is
/// the width the browser gives it and its lines break at the same words.
enum LayoutUnits {
    /// Units per point.
    static let scale = 64.0

    /// `value` rounded up to a whole unit.
    @inline(__always)
    static func ceiling(_ value: Double) -> Double { (value * scale).rounded(.up) / scale }

    /// `value` rounded down to a whole unit.
    @inline(__always)
    static func floor(_ value: Double) -> Double { (value * scale).rounded(.down) / scale }

    /// `value` rounded to the nearest whole unit.
    @inline(__always)
    static func rounded(_ value: Double) -> Double { (value * scale).rounded() / scale }
}
