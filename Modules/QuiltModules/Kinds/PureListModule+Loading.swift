import QuiltCore
import QuiltModuleCore

extension PureListModule: LoadingModuleKind {
    /// Loads the request; `loadMore` appends or replaces by `mode`.
    public func run(_ phase: LoadPhase, module: ModuleSpec, options: Options, context: ModuleContext) async {
        if phase == .loadMore {
            await context.loadMore(module.requests, placement: options.mode == .replace ? .replace : .append)
        } else {
            await context.runDefault(phase, module: module)
        }
    }
}
