extension Registry {
    /// Registers a font under its family and weight; a face of that family
    /// and weight is a duplicate.
    public mutating func register(font: RegisteredFont) throws(RegistryError) {
        guard fonts[font.family]?[font.weight] == nil else {
            throw .duplicate(what: "font", name: "\(font.family) \(font.weight)")
        }
        fonts[font.family, default: [:]][font.weight] = font
    }

    /// The registered family names, sorted.
    public var fontFamilies: [String] { fonts.keys.sorted() }

    /// The face of `family` at `weight`, if registered.
    public func font(family: String, weight: FontWeight) -> RegisteredFont? {
        fonts[family]?[weight]
    }
}
