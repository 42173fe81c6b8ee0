/// Keys that several built-in families read, read in one place so that their
/// checks and messages agree (families never import each other).
extension MappingReader {
    /// Reads `itemRatio`: `{absolute: pt}` (the item's height) or
    /// `{fraction: r}` (its height ÷ its width). A count is a `wrong-type` error.
    ///
    /// - Returns: The key's value node (nil when absent), for warnings about
    ///   it, and the ratio (nil when absent or invalid).
    public mutating func decodeItemRatio(context: inout DecodingContext) -> (node: ConfigNode?, ratio: Dimension?) {
        guard let value = node("itemRatio") else { return (nil, nil) }
        guard let ratio = Dimension.decode(value, context: &context) else { return (value, nil) }
        if case .distribution = ratio {
            context.error(.wrongType, "'itemRatio' must be {absolute: pt} or {fraction: r}, not a count", at: value)
            return (value, nil)
        }
        return (value, ratio)
    }

    /// Reads `horizontalContentHeight`: the height of a horizontal strip's
    /// content in points (``NumberRange/length``).
    ///
    /// - Returns: The key's value node (nil when absent), for warnings about
    ///   it, and the height (nil when absent or invalid).
    public mutating func decodeHorizontalContentHeight(context: inout DecodingContext) -> (
        node: ConfigNode?, height: Double?
    ) {
        let value = node("horizontalContentHeight")
        let height = decode("horizontalContentHeight", in: .length, context: &context)
        return (value, height)
    }
}
