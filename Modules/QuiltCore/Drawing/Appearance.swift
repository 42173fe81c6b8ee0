/// Light or dark: which half of an ``AdaptiveColor`` is drawn (the
/// platform's `UITraitCollection.userInterfaceStyle`, CSS's
/// `prefers-color-scheme`).
public enum Appearance: String, CaseIterable, Hashable, Sendable {
    /// The light appearance, and the default wherever one must be chosen.
    case light
    /// The dark appearance.
    case dark
}
