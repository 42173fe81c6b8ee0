import QuiltCore
import QuiltModuleCore

extension CompositeModule: LoadingModuleKind {
    /// Runs every phase in every nested module.
    public func run(_ phase: LoadPhase, module: ModuleSpec, options: Options, context: ModuleContext) async {
        await context.run(phase, children: options.modules)
    }
}
