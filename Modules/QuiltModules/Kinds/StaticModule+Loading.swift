import QuiltCore
import QuiltModuleCore

extension StaticModule: LoadingModuleKind {
    /// Loads nothing.
    public func run(_ phase: LoadPhase, module: ModuleSpec, options: NoModuleOptions, context: ModuleContext) async {}
}
