import QuiltCore
import QuiltModuleCore

extension TimelineModule: LoadingModuleKind {
    /// `load` reads both cursors; `loadNewer` prepends, `loadMore` appends.
    public func run(_ phase: LoadPhase, module: ModuleSpec, options: CursorPaging?, context: ModuleContext) async {
        guard let request = module.requests.first else { return }
        let position: PagePosition
        switch phase {
        case .load: position = .first
        case .loadMore:
            guard await context.canLoadMore(request) else { return }
            position = .next
        case .loadNewer: position = .newer
        case .page(let number):
            guard PageNumbers.has(number, request) else { return }
            position = .number(number)
        }
        switch await context.fetch(request, at: position, newer: options) {
        case .success(let page): await context.commit([page])
        case .failure(let error): await context.fail(request, at: position, error: error)
        }
    }
}
