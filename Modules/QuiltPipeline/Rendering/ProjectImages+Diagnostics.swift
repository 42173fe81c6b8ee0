import Quilt

extension ProjectImages {
    /// Each image that was not drawn (``problems``) as an `io-error`
    /// warning at the decoration of `page` that names it (at the page when
    /// no section's decoration does): what `quilt render` prints and the
    /// preview lists over the page.
    public func diagnostics(for page: PageSpec) -> [Diagnostic] {
        problems.map { problem in
            Diagnostic(
                .warning, code: .ioError, "image '\(problem.path)' \(problem.reason); drawn without it",
                at: Self.location(ofImage: problem.path, in: page) ?? page.location)
        }
    }

    /// Where the first decoration showing `path` was written.
    static func location(ofImage path: String, in page: PageSpec) -> SourceLocation? {
        for section in page.sections {
            for decorations in section.attachments.values.compactMap({ $0.value(as: SectionDecorations.self) }) {
                let found = decorations.decorations.first { decoration in
                    guard case .object(let image)? = decoration.attributes[DecorationAttribute.image] else {
                        return false
                    }
                    return image[DecorationAttribute.url] == .string(path)
                }
                if let found, found.location != .unknown { return found.location }
            }
        }
        return nil
    }
}
