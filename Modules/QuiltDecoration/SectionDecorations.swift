import QuiltCore

/// A section's decorations, in the order written: the attachment that
/// `decoration:` decodes to.
///
/// They are drawn behind the section's items in list order: the first
/// decoration at the back, the last right behind the items. Their elements
/// come in that order with z-indices −n … −1 (items are at 0).
public struct SectionDecorations: SectionAttachment, Hashable {
    /// The decorations, first drawn first.
    public var decorations: [Decoration]

    /// Creates the attachment.
    public init(_ decorations: [Decoration]) {
        self.decorations = decorations
    }

    /// One `decoration` element per decoration that has something to draw.
    public func elements(for geometry: SectionGeometry) -> [AttachedElement] {
        var elements: [AttachedElement] = []
        elements.reserveCapacity(decorations.count)
        for (index, decoration) in decorations.enumerated() {
            guard let frame = decoration.frame(in: geometry) else { continue }
            elements.append(AttachedElement(
                kind: DecorationAttribute.elementKind, frame: frame,
                zIndex: index - decorations.count, attributes: decoration.attributes))
        }
        return elements
    }
}
