extension SectionSnapshot {
    /// The identity item `index` is drawn and written under: its id, or
    /// `#index` for an item the snapshot has no id for. One spelling for the
    /// layout JSON, the HTML, the SVG and the texts placed in them.
    public func drawnItemID(_ index: Int) -> String {
        index < itemIDs.count ? itemIDs[index] : "#\(index)"
    }
}
