import Foundation
import QuiltCore
import QuiltYAML

/// How the linter is configured for a part of a project: rules switched off
/// or given another severity, per-path overrides, excluded paths, and the page
/// width size checks assume. Read from `.pagelint.yml` or the `lint:` section
/// of `quilt.yml` (see docs/lint.md).
///
/// Paths in globs are relative to the folder of the file that wrote them.
public struct LintConfiguration: Sendable {
    /// Settings for the files an override's globs match; later overrides win.
    public struct Override: Sendable {
        /// The files it applies to.
        var files: [Glob]
        /// The folder the globs are relative to.
        var base: String
        /// Its rule settings.
        public var rules: [DiagnosticCode: RuleSetting]
    }

    /// Rule settings for every file.
    public var rules: [DiagnosticCode: RuleSetting] = [:]
    /// Per-path settings, applied in order after `rules`.
    public var overrides: [Override] = []
    /// Paths not linted, as (glob, folder it is relative to).
    var exclude: [(glob: Glob, base: String)] = []
    /// The page width for checks that depend on it (default 390 points).
    public var width: Double?
    /// Problems in the configuration itself, located in its file.
    public var diagnostics: [Diagnostic] = []

    /// An empty configuration: every rule at its default.
    public init() {}

    /// `self` with `other` on top: its rules win, its overrides and
    /// exclusions come after, its width wins when set.
    public func merged(with other: LintConfiguration) -> LintConfiguration {
        var result = self
        result.rules.merge(other.rules) { $1 }
        result.overrides += other.overrides
        result.exclude += other.exclude
        result.width = other.width ?? width
        result.diagnostics += other.diagnostics
        return result
    }

    /// The setting of every rule configured for the file at `absolutePath`.
    public func settings(forFile absolutePath: String) -> [DiagnosticCode: RuleSetting] {
        var settings = rules
        for override in overrides
        where override.files.contains(where: { Self.matches($0, absolutePath, base: override.base) }) {
            settings.merge(override.rules) { $1 }
        }
        return settings
    }

    /// True when `absolutePath` (a file or folder) is excluded.
    public func excludes(_ absolutePath: String) -> Bool {
        exclude.contains { entry in
            guard let relative = Self.relativePath(absolutePath, to: entry.base) else { return false }
            // An excluded folder excludes everything under it.
            var components = relative.split(separator: "/")
            while !components.isEmpty {
                if entry.glob.matches(components.joined(separator: "/")) { return true }
                components.removeLast()
            }
            return false
        }
    }

    static func matches(_ glob: Glob, _ absolutePath: String, base: String) -> Bool {
        guard let relative = relativePath(absolutePath, to: base) else { return false }
        return glob.matches(relative)
    }

    /// `path` relative to the folder `base` (both absolute, standardised);
    /// nil when it is not inside it.
    static func relativePath(_ path: String, to base: String) -> String? {
        if path == base { return "" }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        // Byte for byte (nearly always): no walk over characters.
        if path.utf8.starts(with: prefix.utf8) {
            return String(decoding: path.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
        }
        guard path.hasPrefix(prefix) else { return nil }
        return String(path.dropFirst(prefix.count))
    }
}
