import QuiltCore

extension FlexLayout {
    /// Options of the flex family.
    public struct Options: CommonLayoutOptionsContainer, Hashable {
        /// Arrangement, inset, spacing, scrolling, maxDisplay.
        public var common: CommonLayoutOptions
        /// How each line shares its free space (default `flexStart`).
        public var justify: FlexJustify
        /// Every item's height (default 30).
        public var itemHeight: Double

        /// Creates options.
        public init(
            common: CommonLayoutOptions = CommonLayoutOptions(), justify: FlexJustify = .flexStart,
            itemHeight: Double = 30
        ) {
            self.common = common
            self.justify = justify
            self.itemHeight = itemHeight
        }

    }

    /// Reads `justify`, `itemHeight` and the common keys. `maxDisplay.lines`
    /// on a horizontal section (one line) is an `ineffective-option` warning.
    public func decodeOptions(_ reader: inout MappingReader, context: inout DecodingContext) -> Options {
        var options = Options()
        options.common = CommonLayoutOptions.decode(&reader, context: &context) { $0 == .vertical }
        options.justify = reader.decode("justify", default: .flexStart, context: &context)
        options.itemHeight = reader.decode("itemHeight", in: .length, context: &context) ?? 30
        return options
    }
}
