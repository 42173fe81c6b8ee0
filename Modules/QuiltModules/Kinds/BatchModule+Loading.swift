import QuiltCore
import QuiltModuleCore

extension BatchModule: LoadingModuleKind {
    /// Loads every request at once.
    public func run(_ phase: LoadPhase, module: ModuleSpec, options: Options, context: ModuleContext) async {
        if phase == .load {
            await context.load(module.requests, order: .parallel, mapping: options.mapping)
        } else {
            await context.runDefault(phase, module: module)
        }
    }
}
