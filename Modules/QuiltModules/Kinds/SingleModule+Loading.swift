import QuiltCore
import QuiltModuleCore

extension SingleModule: LoadingModuleKind {
    /// Loads the request; the other phases as ``ModuleContext/runDefault(_:module:)``.
    public func run(_ phase: LoadPhase, module: ModuleSpec, options: NoModuleOptions, context: ModuleContext) async {
        await context.runDefault(phase, module: module)
    }
}
