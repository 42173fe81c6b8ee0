/// A font a registry knows by family and weight, and the measurer that
/// measures with it.
public struct RegisteredFont: Sendable {
    /// The family name size rules use (`family: Body`).
    public var family: String
    /// The face's weight within its family.
    public var weight: FontWeight
    /// What measures text set in it.
    public var measurer: any TextMeasurer
    /// Where the font was registered (its `quilt.yml` entry), if from config.
    public var location: SourceLocation
    /// True when the font's file could not be loaded: rules naming it are
    /// measured by the estimate and report nothing more (the file was
    /// reported where it was registered).
    public var isPlaceholder: Bool

    /// Creates a registration.
    public init(
        family: String, weight: FontWeight = .regular, measurer: any TextMeasurer, location: SourceLocation = .unknown,
        isPlaceholder: Bool = false
    ) {
        self.family = family
        self.weight = weight
        self.measurer = measurer
        self.location = location
        self.isPlaceholder = isPlaceholder
    }
}
