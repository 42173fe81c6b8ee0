import CHarfBuzz

/// Whether a font kerns the space glyph — pairs such as "Y " in Liberation
/// Sans — so that a word's width beside a space differs from its width
/// alone: the `kern` feature's lookups, or a legacy `kern` table, that
/// include the space. Most fonts (DejaVu among them) have none, and the
/// word cache then needs one shaping per word.
enum SpaceInteraction {
    static func exists(in font: FontFile) -> Bool {
        var space: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(font.hbFont, 0x20, &space) != 0 else { return false }
        // A legacy `kern` table is applied when GPOS has no kerning: assume it may.
        let kern = hb_face_reference_table(font.hbFace, FontFile.tag("kern"))
        defer { hb_blob_destroy(kern) }
        if hb_blob_get_length(kern) > 0, hb_ot_layout_has_positioning(font.hbFace) == 0 { return true }
        return lookupsTouch(space, table: FontFile.tag("GPOS"), feature: FontFile.tag("kern"), face: font.hbFace)
    }

    private static func lookupsTouch(_ glyph: hb_codepoint_t, table: hb_tag_t, feature: hb_tag_t, face: OpaquePointer)
        -> Bool
    {
        let lookups = hb_set_create()
        let sets = (0..<4).map { _ in hb_set_create() }
        defer {
            hb_set_destroy(lookups)
            for set in sets { hb_set_destroy(set) }
        }
        var features: [hb_tag_t] = [feature, 0]
        features.withUnsafeMutableBufferPointer {
            hb_ot_layout_collect_lookups(face, table, nil, nil, $0.baseAddress, lookups)
        }
        var index = hb_codepoint_t.max
        while hb_set_next(lookups, &index) != 0 {
            for set in sets { hb_set_clear(set) }
            hb_ot_layout_lookup_collect_glyphs(face, table, index, sets[0], sets[1], sets[2], sets[3])
            if sets.contains(where: { hb_set_has($0, glyph) != 0 }) { return true }
        }
        return false
    }
}
