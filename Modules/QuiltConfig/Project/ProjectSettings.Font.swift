import QuiltCore

extension ProjectSettings {
    /// One entry of `fonts:` in `quilt.yml`: a font file registered under a
    /// family and weight, `{family: Body, weight: bold, file: fonts/Body-Bold.ttf}`.
    public struct Font: Sendable {
        /// The family name size rules use.
        public var family: String
        /// The face's weight (default regular).
        public var weight: FontWeight
        /// The file, relative to the project file.
        public var file: String
        /// The face within the file when it is a collection (`.ttc`); 0 otherwise.
        public var index: Int
        /// The families this face falls back to, in order, instead of the
        /// project's `fallback:`; nil when the entry names none.
        public var fallback: [Fallback]?
        /// Where `fallback` was written.
        public var fallbackLocation: SourceLocation?
        /// Where the entry was written.
        public var location: SourceLocation
        /// Where `file` was written, and where its value ends.
        public var fileLocation: SourceLocation
        public var fileEnd: SourceLocation?

        /// Creates an entry.
        public init(
            family: String, weight: FontWeight = .regular, file: String, index: Int = 0, fallback: [Fallback]? = nil,
            location: SourceLocation = .unknown, fileLocation: SourceLocation = .unknown, fileEnd: SourceLocation? = nil
        ) {
            self.family = family
            self.weight = weight
            self.file = file
            self.index = index
            self.fallback = fallback
            self.location = location
            self.fileLocation = fileLocation
            self.fileEnd = fileEnd
        }

        /// The most fonts a project may register.
        public static let maximumCount = 64

        /// Reads `fonts:`: a sequence of `{family, file, weight, index,
        /// fallback}`, family and file required, at most ``maximumCount`` entries.
        static func decodeList(_ node: ConfigNode, context: inout DecodingContext) -> [Font] {
            guard let elements = node.elements else {
                context.typeMismatch(
                    expected: "a sequence of {family, file, weight, index, fallback}", at: node, key: "fonts")
                return []
            }
            guard elements.count <= maximumCount else {
                context.error(
                    .outOfRange, "'fonts' may register at most \(maximumCount) fonts, found \(elements.count)", at: node
                )
                return []
            }
            return elements.compactMap { decode($0, context: &context) }
        }

        private static func decode(_ node: ConfigNode, context: inout DecodingContext) -> Font? {
            guard var reader = MappingReader(node, context: &context, what: "a font") else { return nil }
            let family = reader.require("family", context: &context, what: "a font").flatMap {
                String.decode($0, context: &context)
            }
            let fileNode = reader.require("file", context: &context, what: "a font")
            let file = fileNode.flatMap { String.decode($0, context: &context) }
            let weight = reader.decode("weight", as: FontWeight.self, context: &context) ?? .regular
            let index = reader.decodeWhole("index", in: .fontIndex, context: &context) ?? 0
            let fallbackNode = reader.node("fallback")
            let fallback = fallbackNode.flatMap { Fallback.decodeList($0, context: &context) }
            reader.finish(context: &context, where: "a font")
            if let family, family.isEmpty || family.count > 100 {
                context.error(
                    .outOfRange, "a font family name must have from 1 to 100 characters", at: node["family"] ?? node)
                return nil
            }
            if let family, family == Fallback.systemName {
                context.error(
                    .outOfRange,
                    "'\(family)' is not a font family name: a 'fallback' list says it for the machine's fonts",
                    at: node["family"] ?? node, notes: ["give the face another name, 'Body' or 'CJK' say"])
                return nil
            }
            if let fileNode, let file, file.isEmpty || file.hasPrefix("/") {
                context.error(
                    .outOfRange, "'file' must be a path relative to the project file, found '\(file)'", at: fileNode)
                return nil
            }
            guard let family, let file, let fileNode else { return nil }
            var font = Font(
                family: family, weight: weight, file: file, index: index, fallback: fallback, location: node.location,
                fileLocation: fileNode.location, fileEnd: fileNode.end)
            font.fallbackLocation = fallbackNode?.location
            return font
        }
    }
}
