import QuiltCore

/// A section's decorations, in the order written: the attachment that
/// `decoration:` decodes to.
///
/// They are drawn behind the section's items in list order: the first
/// decoration at the back, the last right behind the items. Their elements
/// come in that order with z-indices −n … −1 (items are at 0).
public struct SectionDecorations: SectionAttachment, Hashable {
    /// The decorations, first drawn first.
    public let decorations: [Decoration]
    /// Each decoration's attributes, built once: a section is laid out far
    /// more often than it is decoded.
    private let attributes: [[String: DataValue]]

    /// Creates the attachment.
    public init(_ decorations: [Decoration]) {
        self.decorations = decorations
        attributes = decorations.map({ $0.attributes })
    }

    /// One `decoration` element per decoration that has something to draw.
    public func elements(for geometry: SectionGeometry) -> [AttachedElement] {
        var elements: [AttachedElement] = []
        elements.reserveCapacity(decorations.count)
        for (index, decoration) in decorations.enumerated() {
            guard let frame = decoration.frame(in: geometry) else { continue }
            elements.append(
                AttachedElement(
                    kind: DecorationAttribute.elementKind, frame: frame,
                    zIndex: index - decorations.count, attributes: attributes[index]))
        }
        return elements
    }
}
