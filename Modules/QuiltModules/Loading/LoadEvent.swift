import QuiltCore
import QuiltModuleCore

/// What a ``PageLoader`` reports, in order, on every ``PageLoader/events()``
/// stream (WBListKit's data source delegate, as values).
///
/// Every started load, load-more or load-newer ends with exactly one of its
/// `didFinish…`, `didFail…` or `didCancel…` events, after all of its commits.
public enum LoadEvent: Sendable, CustomStringConvertible {
    /// A load (initial, refresh, force, page, autoupdate, retry) started.
    case didStartLoad(LoadIntent)
    /// The load ended and every request succeeded.
    case didFinishLoad(LoadIntent)
    /// The load ended and these requests failed (the others were committed).
    case didFailLoad(LoadIntent, [RequestError])
    /// The load was superseded by a newer one before it ended.
    case didCancelLoad(LoadIntent)
    /// A load-more started.
    case didStartLoadMore
    /// The load-more ended and every request succeeded.
    case didFinishLoadMore
    /// The load-more ended and these requests failed.
    case didFailLoadMore([RequestError])
    /// The load-more was superseded by a load.
    case didCancelLoadMore
    /// A load-newer (timeline) started.
    case didStartLoadNewer
    /// The load-newer ended and every request succeeded.
    case didFinishLoadNewer
    /// The load-newer ended and these requests failed.
    case didFailLoadNewer([RequestError])
    /// The load-newer was superseded by a load.
    case didCancelLoadNewer
    /// A committed request's whole response, for data beside the items.
    case didReceiveExtraData(request: String, response: DataValue)
    /// `force(keepData: false)` emptied every loaded section.
    case didClearAllData
    /// Items about to be committed have data their sections' component
    /// kinds found problems with (they are kept); sent just before the
    /// commit's `didCommit`, whose result carries the same problems.
    case didFindDataProblems([LoadedDataProblem])
    /// A new page was committed.
    case didCommit(LoadResult)

    /// A short name: `didStartLoad(initial)`, `didCommit(2)`, `didFailLoadMore(feed)`.
    public var description: String {
        switch self {
        case .didStartLoad(let intent): "didStartLoad(\(intent))"
        case .didFinishLoad(let intent): "didFinishLoad(\(intent))"
        case .didFailLoad(let intent, let errors):
            "didFailLoad(\(intent), \(errors.map({ $0.request }).joined(separator: ",")))"
        case .didCancelLoad(let intent): "didCancelLoad(\(intent))"
        case .didStartLoadMore: "didStartLoadMore"
        case .didFinishLoadMore: "didFinishLoadMore"
        case .didFailLoadMore(let errors): "didFailLoadMore(\(errors.map({ $0.request }).joined(separator: ",")))"
        case .didCancelLoadMore: "didCancelLoadMore"
        case .didStartLoadNewer: "didStartLoadNewer"
        case .didFinishLoadNewer: "didFinishLoadNewer"
        case .didFailLoadNewer(let errors): "didFailLoadNewer(\(errors.map({ $0.request }).joined(separator: ",")))"
        case .didCancelLoadNewer: "didCancelLoadNewer"
        case .didReceiveExtraData(let request, _): "didReceiveExtraData(\(request))"
        case .didClearAllData: "didClearAllData"
        case .didFindDataProblems(let problems):
            "didFindDataProblems(\(Set(problems.map({ $0.request })).sorted().joined(separator: ",")))"
        case .didCommit(let result): "didCommit(\(result.sequence): \(result.requests.joined(separator: ",")))"
        }
    }
}
