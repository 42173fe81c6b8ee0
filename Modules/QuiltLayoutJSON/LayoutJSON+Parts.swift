import QuiltCore

extension LayoutJSON {
    /// An item's parts (``SectionSnapshot/parts(ofItem:)``), each
    /// `{kind, field | template, text, lines, url, frame}` with what it has:
    /// a text's and a badge's field or template, text and number of lines
    /// shown; a picture's field and URL as the data gives it; every part's
    /// frame in page coordinates.
    func write(_ parts: [ViewPart], to json: inout JSONWriter) {
        json.beginArray()
        for part in parts {
            json.beginObject()
            json.key("kind")
            json.string(part.kind)
            if let field = part.field {
                json.key("field")
                json.string(field)
            }
            if let template = part.template {
                json.key("template")
                json.string(template)
            }
            if let text = part.text {
                json.key("text")
                json.string(text)
                json.key("lines")
                json.number(part.lines.count)
            }
            if let source = part.source {
                json.key("url")
                json.string(source)
            }
            json.key("frame")
            json.frame(part.frame)
            json.endObject()
        }
        json.endArray()
    }
}
