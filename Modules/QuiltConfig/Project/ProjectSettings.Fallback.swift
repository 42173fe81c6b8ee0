import QuiltCore

extension ProjectSettings {
    /// A family named in a `fallback:` list of `quilt.yml`, where it was written.
    public struct Fallback: Sendable, Hashable {
        /// The family name, as `fonts:` registers it.
        public var family: String
        /// Where the name was written, and where it ends.
        public var location: SourceLocation
        public var end: SourceLocation?

        /// Creates an entry.
        public init(family: String, location: SourceLocation = .unknown, end: SourceLocation? = nil) {
            self.family = family
            self.location = location
            self.end = end
        }

        /// The most families a fallback list names.
        public static let maximumCount = 16

        /// The name that stands for the machine's fonts in a fallback list
        /// (`fallback: [CJK, system]`): the registry's font loader offers
        /// them (``FontLoader/systemFallbacks(weight:)``). No `fonts:`
        /// entry may take it as its family.
        public static let systemName = "system"

        /// Whether this entry is ``systemName``.
        public var isSystem: Bool { family == Self.systemName }

        /// Reads `fallback: [CJK, Emoji]` (a single name is a list of one;
        /// `system` among them stands for the machine's fonts).
        static func decodeList(_ node: ConfigNode, context: inout DecodingContext) -> [Fallback]? {
            let elements = node.elements ?? [node]
            guard elements.count <= maximumCount else {
                context.error(
                    .outOfRange, "'fallback' may name at most \(maximumCount) families, found \(elements.count)",
                    at: node)
                return nil
            }
            var list: [Fallback] = []
            for element in elements {
                guard element.pairs == nil, element.elements == nil else {
                    context.typeMismatch(expected: "a sequence of font family names", at: element, key: "fallback")
                    continue
                }
                guard let family = String.decode(element, context: &context) else { continue }
                list.append(Fallback(family: family, location: element.location, end: element.end))
            }
            return list
        }
    }
}
