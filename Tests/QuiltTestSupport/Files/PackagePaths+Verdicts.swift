import Foundation

extension PackagePaths {
    /// What a fixture file says about itself on its second line (the first
    /// names its schema): `# valid: …` gives true, `# invalid: …` false,
    /// anything else (or an unreadable file) nil.
    ///
    /// - Parameter relative: The file, relative to the package root.
    public static func statedValidity(of relative: String) -> Bool? {
        guard let text = try? String(contentsOfFile: path(relative), encoding: .utf8) else { return nil }
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().first ?? ""
        if line.hasPrefix("# valid:") { return true }
        if line.hasPrefix("# invalid:") { return false }
        return nil
    }
}
