/// What a layout name stands for: a family reached directly or through a
/// chain of presets, or why it cannot be resolved.
public enum LayoutResolution: Sendable {
    /// The family, and the presets passed on the way to it, nearest first
    /// (empty when the name is a family).
    case family(RegisteredFamily, presets: [LayoutPreset])
    /// `name` is neither a family nor a preset; `preset` is the preset that
    /// names it as its base, nil when the name was written by the caller.
    case unknown(name: String, preset: LayoutPreset?)
    /// The presets build on each other in a circle; the chain starts at the
    /// name asked for and ends with the first preset met twice.
    case cycle([LayoutPreset])
}
