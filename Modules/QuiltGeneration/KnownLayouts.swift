/// Golden files that quote a diagnostic's "known layouts: …" note hold a
/// placeholder instead of the list, so that registering one more family
/// changes no golden file: the list itself comes from the registry.
public enum KnownLayouts {
    /// What golden files hold in place of the standard registry's list.
    public static let placeholder = "known layouts: {Registry.standard.layoutNames}"

    /// `text` with every "known layouts: " note listing `names` (a
    /// registry's `layoutNames`, as Quilt's messages list them) replaced by
    /// ``placeholder``.
    public static func normalizing(_ text: String, names: [String]) -> String {
        text.replacingOccurrences(of: "known layouts: " + names.joined(separator: ", "), with: placeholder)
    }
}
