import QuiltCore

extension HTMLRenderer {
    /// ` data-item-data="…"`: an item's data as compact JSON, escaped for
    /// the attribute.
    static func dataAttribute(_ data: DataValue) -> String {
        var json = JSONWriter(pretty: false)
        json.value(data)
        return " data-item-data=\"\(MarkupText.attribute(json.output))\""
    }
}
