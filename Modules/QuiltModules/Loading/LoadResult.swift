import QuiltCore
import QuiltModuleCore

/// One committed result: the page after the commit, the page before, and
/// every section's status at that moment.
public struct LoadResult: Sendable {
    /// 1 for the loader's first commit, then 2, 3, …
    public var sequence: Int
    /// The intent whose work was committed.
    public var intent: LoadIntent
    /// The requests whose pages were applied, in the order given to the commit.
    public var requests: [String]
    /// The page before the commit.
    public var previous: PageSpec
    /// The new page: every section, loaded items filled in.
    public var page: PageSpec
    /// Section statuses by section id, after the commit.
    public var statuses: [String: LoadStatus]
    /// What changed from `previous` to `page`: section and item inserts,
    /// deletes, moves and updates by identity (``Diff/changes(from:to:)``).
    public var changes: PageChangeSet
    /// Problems the sections' component kinds found in the items this commit
    /// brought (the items are kept, see ``LoadedDataProblem``); empty when
    /// the data fits or no section has a kind that checks data.
    public var dataProblems: [LoadedDataProblem] = []
    /// What this commit's responses were fetched from: the file paths or
    /// URLs as sent, one for each page applied (so a caller can look at a
    /// data file again, to report where a problem in it was written).
    public var targets: [String] = []
}
