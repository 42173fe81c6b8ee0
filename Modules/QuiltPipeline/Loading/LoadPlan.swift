import Quilt

/// What the pipeline asks a page's module to do, in order: an initial
/// intent, then further intents — `quilt layout --load-more 2` is
/// `LoadPlan(further: [.loadMore, .loadMore])`.
///
/// A tool drives the page as a screen would: `[.loadMore, .retry]`,
/// `[.page(3)]`, `[.loadNewer]` (see ``LoadIntent/init(spelling:)`` for the
/// spelled forms). `autoupdate` only schedules ticks, which end when the
/// sequence closes its loader, so it loads nothing here.
public struct LoadPlan: Hashable, Sendable {
    /// The first intent (default `initial`).
    public var initial: LoadIntent
    /// The intents after the first, in order.
    public var further: [LoadIntent]
    /// False (the default): the sequence ends at the first intent that
    /// fails or is refused, as `quilt layout --load-more` does. True: every
    /// intent runs, so a later `retry` can mend an earlier failure.
    public var continuesAfterProblems: Bool

    /// A plan of `initial`, then `further`.
    public init(initial: LoadIntent = .initial, further: [LoadIntent] = [], continuesAfterProblems: Bool = false) {
        self.initial = initial
        self.further = further
        self.continuesAfterProblems = continuesAfterProblems
    }

    /// The initial load, then `count` load-mores (none when `count` is 0 or less).
    public static func loadingMore(_ count: Int) -> LoadPlan {
        LoadPlan(further: Array(repeating: .loadMore, count: max(0, count)))
    }

    /// Every intent, the initial one first.
    public var intents: [LoadIntent] { [initial] + further }
}
