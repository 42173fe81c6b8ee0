import QuiltCore
import QuiltModuleCore

extension ChainModule: LoadingModuleKind {
    /// Loads the requests in order.
    public func run(_ phase: LoadPhase, module: ModuleSpec, options: BatchModule.Options, context: ModuleContext) async
    {
        if phase == .load {
            await context.load(module.requests, order: .serial, mapping: options.mapping)
        } else {
            await context.runDefault(phase, module: module)
        }
    }
}
