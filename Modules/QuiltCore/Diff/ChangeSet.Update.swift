extension ChangeSet {
    /// An element whose identity survived but whose data changed.
    ///
    /// UIKit reloads by old index (`from`) when the element did not move; a
    /// moved element cannot be reloaded in the same batch, so reconfigure it
    /// at `to` after the batch.
    public typealias Update = IndexPair<UpdateMeaning>

    /// What makes an ``IndexPair`` an ``Update``.
    public enum UpdateMeaning {}
}
