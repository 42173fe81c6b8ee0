extension PageChangeSet {
    /// The item changes of one section present in both versions of a page.
    public struct SectionChanges: Hashable, Sendable {
        /// The section's id.
        public var sectionID: String
        /// The section's index in the old page (for deletes and move sources).
        public var oldSection: Int
        /// The section's index in the new page (for inserts and move destinations).
        public var newSection: Int
        /// The item changes.
        public var changes: ChangeSet

        /// Creates a section's item changes.
        public init(sectionID: String, oldSection: Int, newSection: Int, changes: ChangeSet) {
            self.sectionID = sectionID
            self.oldSection = oldSection
            self.newSection = newSection
            self.changes = changes
        }
    }
}
