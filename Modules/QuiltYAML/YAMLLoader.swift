import CYAML
import Foundation
import QuiltConfig
import QuiltCore
import QuiltFiles

/// Parses YAML into ``ConfigNode`` trees: the common subset Quilt files are
/// written in with a fast reader of its own, anything else with libyaml's
/// event API; both give the same tree (see ``parseWithSubsetParser(bytes:file:)``).
///
/// Anchors and aliases are expanded; `<<` merge keys are applied. Syntax errors
/// (tabs in indentation, bad indentation, unterminated quotes, …), duplicate
/// keys, multiple documents and exceeded ``YAMLLimits`` become diagnostics
/// with file:line:column; the loader never traps on any input.
public struct YAMLLoader: ConfigTextParser {
    /// The bounds enforced while parsing.
    public var limits: YAMLLimits

    /// Creates a loader.
    public init(limits: YAMLLimits = .default) {
        self.limits = limits
    }

    /// Parses UTF-8 (or UTF-16 with a BOM) bytes, naming `file` in locations.
    public func parse(bytes: UnsafeBufferPointer<UInt8>, file: String) -> YAMLDocument {
        if let refused = oversizedDocument(size: bytes.count, file: file) { return refused }
        return parseWithSubsetParser(bytes: bytes, file: file) ?? parseWithLibYAML(bytes: bytes, file: file)
    }

    /// Parses with libyaml alone. ``parse(bytes:file:)`` gives the same
    /// document; this one is for checks that the two readings agree.
    public func parseWithLibYAML(bytes: UnsafeBufferPointer<UInt8>, file: String) -> YAMLDocument {
        var builder = ConfigNodeBuilder(file: file, limits: limits)
        return LibYAMLReader(source: bytes, file: file).read(into: &builder)
    }

    /// Parses with the fast reader of the common subset of YAML (block and
    /// one-line flow collections, one-line scalars, comments) that
    /// ``parse(bytes:file:)`` tries first; nil when `bytes` are outside it,
    /// syntax errors included. Where it gives a document, it is exactly
    /// libyaml's.
    public func parseWithSubsetParser(bytes: UnsafeBufferPointer<UInt8>, file: String) -> YAMLDocument? {
        guard bytes.count <= limits.maxBytes else { return nil }
        return YAMLSubsetParser.parse(bytes, builder: ConfigNodeBuilder(file: file, limits: limits))
    }

    /// Reads and parses the file at `path` (see ``FileContents``). A file that
    /// cannot be read, is not a regular file (a FIFO, a device) or is over the
    /// size limit is a diagnostic at line 1 (`io-error`, `yaml-limit`).
    public func load(path: String) -> YAMLDocument {
        switch FileContents.read(path, limit: limits.maxBytes) {
        case .success(let bytes):
            return bytes.withUnsafeBufferPointer { parse(bytes: $0, file: path) }
        case .failure(let failure):
            let start = SourceLocation(file: path, line: 1, column: 1)
            return YAMLDocument(
                file: path, root: nil, diagnostics: [Diagnostic(.error, code: failure.code, failure.message, at: start)]
            )
        }
    }
}
