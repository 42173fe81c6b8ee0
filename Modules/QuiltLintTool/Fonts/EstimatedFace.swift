import QuiltCore
import QuiltFiles

/// A project font as `pagelint` sees it: text sized by the estimate
/// (``TextEstimate``), characters looked up in the character maps of the
/// face and of the faces it falls back to (``EstimatingFontLoader``).
final class EstimatedFace: TextMeasurer {
    /// The files of the face and its fallbacks, in order.
    let sources: [String]
    /// Their character maps; nil when the chain ends in the machine's
    /// fonts, which count as having every character.
    let maps: [FontCharacterMap]?

    init(sources: [String], maps: [FontCharacterMap]?) {
        self.sources = sources
        self.maps = maps
    }

    /// The estimate's, with the files: faces of other files may lack other characters.
    var identity: String { "estimate of " + sources.joined(separator: ", ") }

    func layout(_ text: String, size: Double, width: Double?, maxLines: Int?, collectingLines: Bool) -> TextLayout {
        TextEstimate.shared.layout(text, size: size, width: width, maxLines: maxLines, collectingLines: collectingLines)
    }

    func normalLineHeight(size: Double) -> Double { TextEstimate.shared.normalLineHeight(size: size) }

    func verticalMetrics(size: Double) -> (ascent: Double, descent: Double) {
        TextEstimate.shared.verticalMetrics(size: size)
    }

    /// None: the linter draws nothing.
    func embeddableFont(covering text: String) -> EmbeddableFont? { nil }

    /// The characters of `text` that no face of the chain has, each once in
    /// the order first met.
    func missingCharacters(in text: String) -> [Unicode.Scalar] {
        guard let maps else { return [] }
        var missing: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars
        where !FontCharacterMap.drawsNothing(scalar) && !maps.contains(where: { $0.has(scalar) }) {
            if !missing.contains(scalar) { missing.append(scalar) }
        }
        return missing
    }
}
