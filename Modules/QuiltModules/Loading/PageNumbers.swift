import QuiltCore
import QuiltModuleCore

/// The first page number of a request that pages by number. Read out of
/// line on purpose: inlined into an async function that filters requests
/// by it, Swift 6.3.1's copy propagation under `-O` fails its ownership
/// check on the optional paging and the compiler aborts.
enum PageNumbers {
    /// `paging.start`, nil for a request that does not page by number.
    @inline(never)
    static func start(of request: RequestSpec) -> Int? {
        guard let paging = request.paging else { return nil }
        if case .number(let start) = paging.style { return start }
        return nil
    }

    /// True when page `number` is one of `request`'s pages.
    static func has(_ number: Int, _ request: RequestSpec) -> Bool {
        guard let start = start(of: request) else { return false }
        return start <= number
    }
}
