import QuiltBuiltIns
import QuiltCore
import QuiltModuleCore

extension Registry {
    /// What the WebAssembly module decodes pages against: every built-in
    /// layout family, decorations and the `module:` key with every built-in
    /// kind, as `Registry.standard` has them (modules decode; the host loads); no
    /// font loader (a ``TextHost`` measures, when the host gives one).
    public static var engine: Registry {
        .builtIn(moduleKinds: .builtIn)
    }
}
