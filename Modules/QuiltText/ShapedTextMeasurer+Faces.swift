import QuiltCore

extension ShapedTextMeasurer {
    /// The identity of each face in fallback order: the family's own face
    /// first, then its fallback faces.
    public var faceIdentities: [String] { chain.faces.map { "font:" + String($0.digest, radix: 16) } }

    /// Face `face` cut down to the glyphs `text` needs (HarfBuzz's
    /// subsetter, layout tables kept, so a browser shapes and falls back
    /// exactly as measured): the family's own face keeps every character
    /// of `text` it has; a fallback face only the character clusters that
    /// an earlier face lacks a character of, the only ones a browser takes
    /// to it. Nil when a fallback face draws nothing of `text`; the whole
    /// file when subsetting fails and the file holds that one face.
    public func embeddableFont(face: Int, covering text: String) -> EmbeddableFont? {
        guard chain.faces.indices.contains(face) else { return nil }
        let font = chain.faces[face]
        var kept = text
        if face > 0 {
            kept = String(
                text.filter { character in
                    character.unicodeScalars.contains {
                        !FaceChain.drawsNothing($0) && chain.face(covering: $0).map { $0 >= face } ?? true
                    }
                })
            guard !kept.isEmpty else { return nil }
        }
        // A browser reads these glyphs to decide whether the face collapses
        // fullwidth punctuation (``HanKerning``): a subset keeps them.
        if font.hanKerning != nil { kept += HanKerning.probeCharacters }
        guard let data = FontSubsetter.subset(font, keeping: kept) ?? (font.index == 0 ? Array(font.bytes) : nil) else {
            return nil
        }
        return font.isTrueType
            ? EmbeddableFont(data: data, format: "truetype", mediaType: "font/ttf")
            : EmbeddableFont(data: data, format: "opentype", mediaType: "font/otf")
    }

    /// The characters of `text` that no face of the chain has, each once in
    /// the order first met: a browser draws them from a system font, or as
    /// the first face's `.notdef` box, and Quilt measures that box. Spaces,
    /// control and default-ignorable characters (joiners, variation
    /// selectors) draw nothing and are never missing.
    public func missingCharacters(in text: String) -> [Unicode.Scalar] {
        if chain.coversASCII, text.utf8.allSatisfy({ $0 < 0x80 }) { return [] }
        var missing: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars where !FaceChain.drawsNothing(scalar) && chain.face(covering: scalar) == nil {
            if !missing.contains(scalar) { missing.append(scalar) }
        }
        return missing
    }
}
