import QuiltCore

extension WasmEngine {
    /// `{op: "lineBreaks"}`: where a line may break between two printable
    /// ASCII characters of a word (``ASCIILineBreaks``), for a host measurer
    /// that finds a word's break opportunities itself (`quilt.mjs`'s canvas
    /// measurer) and must find the ones the native build finds. Answers
    /// `{afterAlphanumeric, afterOther}`: for each character `!` … DEL, in
    /// order, the characters that may start a new line after it, when the
    /// character before it is a letter or digit, and when it is anything
    /// else (the two differ only after `-`, before digits).
    func lineBreaks() -> WasmReply {
        var json = JSONWriter(pretty: false)
        json.beginObject()
        for (name, before) in [("afterAlphanumeric", UInt8(ascii: "a")), ("afterOther", UInt8(0))] {
            json.key(name)
            json.beginArray()
            for previous in UInt8(0x21)...0x7F {
                let allowed = (UInt8(0x21)...0x7F).filter { ASCIILineBreaks.allows(before, previous, $0) }
                json.string(String(decoding: allowed, as: UTF8.self))
            }
            json.endArray()
        }
        json.endObject()
        return .json(json.output)
    }
}
