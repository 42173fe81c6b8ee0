import QuiltCore

/// One decoration of a section: a region, an inset from it, a corner radius,
/// contents and an optional shadow (EaseModule's decorate builder).
///
/// ```yaml
/// decoration:
///   region: all
///   inset: {left: -10, right: -10}
///   radius: 4
///   contents: {color: "#8091a5", shadow: {color: red, opacity: 0.5}}
/// ```
public struct Decoration: Hashable, Sendable {
    /// The parts of the section covered (default `all`).
    public var region: DecorationRegion
    /// Distances from the region's edges; negative values extend beyond it.
    public var inset: EdgeInsets
    /// Corner radii in points, each ≥ 0: `radius: 4` or
    /// `radius: {topLeft: 12, topRight: 12}`.
    public var radius: CornerRadii
    /// What fills it (kind `none`, no attributes, for a `region: none`
    /// written without contents).
    public var contents: DecorationContents
    /// A shadow under it, if any.
    public var shadow: DecorationShadow?
    /// Where `region` was written; nil when it was left at its default.
    public var regionLocation: SourceLocation?
    /// Where the decoration was written.
    public var location: SourceLocation

    /// Creates a decoration.
    public init(
        region: DecorationRegion = .all, inset: EdgeInsets = .zero, radius: CornerRadii = .zero,
        contents: DecorationContents, shadow: DecorationShadow? = nil,
        regionLocation: SourceLocation? = nil, location: SourceLocation = .unknown
    ) {
        self.region = region
        self.inset = inset
        self.radius = radius
        self.contents = contents
        self.shadow = shadow
        self.regionLocation = regionLocation
        self.location = location
    }

    /// The decoration's frame in `geometry`: the region's band (see
    /// ``DecorationRegion``) shrunk by `inset`. Nil when there is nothing to
    /// draw: region `none`, a band of no height (an empty section without a
    /// placeholder, say), or an inset that leaves no area.
    public func frame(in geometry: SectionGeometry) -> Rect? {
        guard let band = region.band(in: geometry), band.height > 0 else { return nil }
        let frame = band.inset(by: inset)
        guard frame.width > 0, frame.height > 0 else { return nil }
        return frame
    }

    /// The element attributes: contents kind, region, radius, the contents'
    /// own attributes and the shadow (keys of ``DecorationAttribute``).
    public var attributes: [String: DataValue] {
        var attributes = contents.attributes
        attributes[DecorationAttribute.contents] = .string(contents.kind)
        attributes[DecorationAttribute.region] = .string(region.rawValue)
        attributes[DecorationAttribute.radius] = radius.attributeValue
        if let shadow { attributes[DecorationAttribute.shadow] = shadow.attribute }
        return attributes
    }
}
