import CHarfBuzz

/// Cuts a font down to the characters a page draws (HarfBuzz's
/// subsetter), so that a page embedding it stays small. Glyph advances and
/// the layout tables of the glyphs kept are unchanged: a browser shapes
/// the subset exactly as the whole font.
enum FontSubsetter {
    /// The bytes of `font` keeping the glyphs of `text`'s characters, the
    /// space and the ellipsis; nil when HarfBuzz cannot subset it.
    static func subset(_ font: FontFile, keeping text: String) -> [UInt8]? {
        guard let input = hb_subset_input_create_or_fail() else { return nil }
        defer { hb_subset_input_destroy(input) }
        let unicodes = hb_subset_input_unicode_set(input)
        for scalar in text.unicodeScalars { hb_set_add(unicodes, scalar.value) }
        for value: UInt32 in [0x20, 0x2026, 0xFFFD] { hb_set_add(unicodes, value) }
        // Beyond HarfBuzz's default features: the fullwidth punctuation
        // spacing a browser applies (``HanKerning``), measured with them.
        let features = hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG)
        for tag in ["chws", "halt", "vchw", "vhal"] { hb_set_add(features, FontFile.tag(tag)) }
        guard let subset = hb_subset_or_fail(font.hbFace, input) else { return nil }
        defer { hb_face_destroy(subset) }
        let blob = hb_face_reference_blob(subset)
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return nil }
        return data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(length)))
        }
    }
}
