import QuiltCore

extension ProjectSettings {
    /// A glob of `quilt.yml` and where it was written (nil for a default).
    public struct Pattern: Hashable, Sendable {
        /// The glob, relative to the project file's folder.
        public var glob: Glob
        /// Where it was written; nil when it is a default.
        public var location: SourceLocation?

        /// Creates a pattern.
        public init(_ pattern: String, location: SourceLocation? = nil) {
            glob = Glob(pattern)
            self.location = location
        }
    }
}
