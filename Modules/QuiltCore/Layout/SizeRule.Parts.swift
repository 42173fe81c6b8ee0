extension SizeRule {
    /// Parts of a size rule, as a set: which parts a rule has
    /// (``SizeRule/parts``), and which a family reads
    /// (``LayoutFamily/sizeRuleParts(_:)``). A part the rule has and its
    /// family does not read is an `ineffective-option` warning.
    public struct Parts: OptionSet, Hashable, Sendable {
        /// One bit per part.
        public let rawValue: Int

        /// Creates a set from its raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// `width`: the item's width.
        public static let width = Parts(rawValue: 1 << 0)
        /// `height`: the item's height.
        public static let height = Parts(rawValue: 1 << 1)
        /// `aspect`: height ÷ width from two data fields.
        public static let aspect = Parts(rawValue: 1 << 2)
        /// `text`: a width estimated from text.
        public static let text = Parts(rawValue: 1 << 3)
        /// `span`: grid spans (columns, rows or both).
        public static let span = Parts(rawValue: 1 << 4)
        /// Every part: what a family that does not say is assumed to read.
        public static let all: Parts = [.width, .height, .aspect, .text, .span]

        /// The parts with the section key each is written under, in the order of `docs/sizes.md`.
        public static let keys: [(part: Parts, key: String)] = [
            (.width, "width"), (.height, "height"), (.aspect, "aspect"), (.text, "text"), (.span, "span"),
        ]

        /// The keys of the parts in the set, in ``keys`` order.
        public var keyNames: [String] { Self.keys.filter { contains($0.part) }.map({ $0.key }) }
    }

    /// The parts this rule has.
    public var parts: Parts {
        var parts: Parts = []
        if width != nil { parts.insert(.width) }
        if height != nil { parts.insert(.height) }
        if aspect != nil { parts.insert(.aspect) }
        if text != nil { parts.insert(.text) }
        if columnSpan != nil || rowSpan != nil { parts.insert(.span) }
        return parts
    }
}
