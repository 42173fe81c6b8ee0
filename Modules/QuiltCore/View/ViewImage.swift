/// A picture leaf of a view: the URL or project path in a data field,
/// drawn into its box.
public struct ViewImage: Hashable, Sendable {
    /// The shape of the picture's box, when the view gives one.
    public enum Aspect: Hashable, Sendable {
        /// Width ÷ height, as CSS's `aspect-ratio` (`aspect: 1.5`).
        case ratio(Double)
        /// Width ÷ height from two number fields of the item (`{width: w, height: h}`).
        case fields(width: String, height: String)
    }

    /// The field holding the picture: an `http(s)` URL, a `data:image/` URL
    /// or a path in the project.
    public var field: String
    /// The box's width ÷ height; nil when the box's size comes from `width`
    /// and `height` or from its container.
    public var aspect: Aspect?
    /// Corner radius in points.
    public var radius: Double
    /// How the picture fills the box: `fill` covers it, cropping (CSS
    /// `object-fit: cover`); `fit` shows it whole (`contain`).
    public var fit: Fit

    /// How a picture fills its box.
    public enum Fit: String, ConfigEnum, Hashable, Sendable {
        /// Covers the box, centred and cropped.
        case fill
        /// Whole inside the box, centred.
        case fit

        /// The CSS `object-fit` value.
        public var css: String { self == .fill ? "cover" : "contain" }
    }

    /// Creates a picture leaf.
    public init(field: String, aspect: Aspect? = nil, radius: Double = 0, fit: Fit = .fill) {
        self.field = field
        self.aspect = aspect
        self.radius = radius
        self.fit = fit
    }

    /// Width ÷ height for `data`, or nil when the view gives none or the
    /// fields do not hold usable sizes.
    @inlinable
    public func ratio(in data: DataValue) -> Double? {
        switch aspect {
        case .ratio(let ratio)?:
            return ratio
        case .fields(let width, let height)?:
            let (w, h) = data.numbers(width, height)
            guard let w, let h, w > 0, h > 0 else { return nil }
            return ItemMeasure.usableRatio(w / h)
        case nil:
            return nil
        }
    }

    /// The picture's source for `data`: the field's string, when the item has
    /// one; nil when the field is missing, empty or not a string (the leaf
    /// then takes no room).
    @inlinable
    public func source(in data: DataValue) -> String? {
        guard let text = data.withField(field, { $0.stringValue }), !text.isEmpty else { return nil }
        return text
    }
}
