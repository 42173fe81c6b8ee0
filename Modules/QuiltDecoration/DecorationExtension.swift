import QuiltCore

/// The `decoration:` section key: one decoration (a mapping) or a list of them.
///
/// It keeps the contents kinds decorations may use; `Registry.standard`
/// registers it with the standard kinds, and
/// ``QuiltCore/Registry/register(decorationContents:)`` adds more.
public struct DecorationExtension: SectionExtension {
    /// `decoration`.
    public static let key = "decoration"

    /// `decoration`.
    public var key: String { Self.key }
    /// The contents kinds `contents:` may name.
    public var contents: DecorationContentsRegistry

    /// Creates the extension over `contents` (default: the standard kinds).
    public init(contents: DecorationContentsRegistry = .standard) {
        self.contents = contents
    }

    /// Decodes a mapping or a sequence of mappings; bad decorations are reported and left out.
    public func decode(_ node: ConfigNode, context: inout DecodingContext) -> SectionDecorations? {
        let nodes = node.elements ?? [node]
        return SectionDecorations(nodes.compactMap { decodeDecoration($0, context: &context) })
    }

    private func decodeDecoration(_ node: ConfigNode, context: inout DecodingContext) -> Decoration? {
        guard var reader = MappingReader(node, context: &context, what: "decoration") else { return nil }
        var region = DecorationRegion.all
        var regionLocation: SourceLocation?
        if let regionNode = reader.node("region"), let decoded = DecorationRegion.decode(regionNode, context: &context)
        {
            region = decoded
            regionLocation = regionNode.location
        }
        let inset = reader.decode("inset", default: EdgeInsets.zero, context: &context)
        let radius = reader.decode("radius", default: CornerRadii.zero, context: &context)
        var decoded: (contents: DecorationContents, shadow: DecorationShadow?)?
        if region == .none {
            // `region: none` switches a component kind's default off; contents may be left out.
            decoded = reader.node("contents").flatMap {
                DecorationContents.decode($0, kinds: contents, context: &context)
            }
        } else if let contentsNode = reader.require("contents", context: &context, what: "decoration") {
            decoded = DecorationContents.decode(contentsNode, kinds: contents, context: &context)
        }
        reader.finish(context: &context, where: "decoration")
        let decorationContents =
            decoded?.contents ?? (region == .none ? DecorationContents(kind: "none", attributes: [:]) : nil)
        guard let decorationContents else { return nil }
        return Decoration(
            region: region, inset: inset, radius: radius, contents: decorationContents, shadow: decoded?.shadow,
            regionLocation: regionLocation, location: node.location)
    }

    /// Warns (`ineffective-option`) about a written region that asks for a
    /// header or footer but, the section having neither of those it asks for,
    /// covers only the items.
    public func check(_ decorations: SectionDecorations, of section: SectionSpec, context: inout DecodingContext) {
        for decoration in decorations.decorations {
            guard let location = decoration.regionLocation else { continue }
            let region = decoration.region
            let missing = [
                region.includesHeader && section.header == nil ? "header" : nil,
                region.includesFooter && section.footer == nil ? "footer" : nil,
            ].compactMap { $0 }
            let coversExtra =
                (region.includesHeader && section.header != nil) || (region.includesFooter && section.footer != nil)
            guard !missing.isEmpty, !coversExtra else { continue }
            context.diagnostics.append(
                Diagnostic(
                    .warning, code: .ineffectiveOption,
                    "region '\(region.rawValue)' covers only the items: section '\(section.id)' has no \(missing.joined(separator: " or "))",
                    at: location, suggestion: DecorationRegion.onlyItem.rawValue))
        }
    }
}
