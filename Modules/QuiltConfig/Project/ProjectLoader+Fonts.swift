import QuiltCore

extension ProjectLoader {
    /// Loads the fonts of `fonts:` with the registry's font loader and
    /// registers them by family and weight, each face falling back to the
    /// families of its `fallback:` list (else the project's), and to the
    /// machine's fonts where the list says `system`. A file that
    /// cannot be used is a `bad-font` error at its path; its family and
    /// weight stay registered, measured by the estimate, so rules naming
    /// them report nothing more.
    static func registerFonts(_ project: inout Project, context: inout DecodingContext) {
        let fonts = project.settings.fonts
        let loaded = fonts.map { loadFace($0, project: project, context: &context) }
        var faces: [String: [FontWeight: any TextMeasurer]] = [:]
        for (font, measurer) in zip(fonts, loaded) where measurer != nil && faces[font.family]?[font.weight] == nil {
            faces[font.family, default: [:]][font.weight] = measurer
        }
        reportUnknownFallbacks(project.settings, known: Set(fonts.map { $0.family }), context: &context)
        for (font, measurer) in zip(fonts, loaded) {
            var chosen: any TextMeasurer = measurer ?? TextEstimate.shared
            if let measurer, let loader = project.registry.fontLoader {
                let fallbacks = fallbackFamilies(of: font, project: project.settings).flatMap {
                    family -> [any TextMeasurer] in
                    if family == ProjectSettings.Fallback.systemName {
                        return loader.systemFallbacks(weight: font.weight)
                    }
                    guard let weights = faces[family],
                        let weight = FontWeight.closest(to: font.weight, in: Array(weights.keys)),
                        let face = weights[weight]
                    else { return [] }
                    return [face]
                }
                if !fallbacks.isEmpty { chosen = loader.fallingBack(from: measurer, to: fallbacks) }
            }
            let registration = RegisteredFont(
                family: font.family, weight: font.weight, measurer: chosen, location: font.location,
                isPlaceholder: measurer == nil)
            do {
                try project.registry.register(font: registration)
            } catch {
                let first = project.registry.font(family: font.family, weight: font.weight)?.location
                context.diagnostics.append(
                    Diagnostic(
                        .error, code: .duplicateRegistration,
                        "font family '\(font.family)' at weight \(font.weight) is already registered"
                            + (first.map { " at \($0)" } ?? ""),
                        at: font.location, notes: ["this entry is ignored; give each file its own family or weight"]))
            }
        }
        context.registry = project.registry
    }

    /// The face of `font` from its file; nil (and a `bad-font` error at the
    /// path) when it cannot be used.
    private static func loadFace(_ font: ProjectSettings.Font, project: Project, context: inout DecodingContext) -> (
        any TextMeasurer
    )? {
        guard let loader = project.registry.fontLoader else {
            context.diagnostics.append(
                Diagnostic(
                    .error, code: .badFont, "font file '\(font.file)' cannot be loaded: no font loader is registered",
                    at: font.fileLocation,
                    end: font.fileEnd,
                    notes: ["set Registry.fontLoader to QuiltText's FontFileLoader (Registry.standard has it)"]))
            return nil
        }
        do {
            return try loader.loadFont(path: project.path(font.file), index: font.index)
        } catch {
            context.diagnostics.append(
                Diagnostic(
                    .error, code: .badFont, "font file '\(font.file)' \(error.reason)", at: font.fileLocation,
                    end: font.fileEnd,
                    notes: [
                        "paths are relative to the project file; text in family '\(font.family)' is estimated until the font loads"
                    ]))
            return nil
        }
    }

    /// The families `font` falls back to, in order: its own list, else the
    /// project's without its own family; unknown families left out (they
    /// are reported once, where written). `system` stays where written.
    static func fallbackFamilies(of font: ProjectSettings.Font, project settings: ProjectSettings) -> [String] {
        var families: [String] = []
        let known = Set(settings.fonts.map { $0.family })
        for entry in font.fallback ?? settings.fallback
        where entry.family != font.family && (known.contains(entry.family) || entry.isSystem) {
            if !families.contains(entry.family) { families.append(entry.family) }
        }
        return families
    }

    /// `unknown-font` at each fallback name that no `fonts:` entry
    /// registers; `ineffective-option` at a face's own list naming its own
    /// family (its face is tried first anyway: lists are not followed
    /// from family to family, so no chain can loop).
    private static func reportUnknownFallbacks(
        _ settings: ProjectSettings, known: Set<String>, context: inout DecodingContext
    ) {
        let families = known.sorted()
        func check(_ entry: ProjectSettings.Fallback) {
            guard !known.contains(entry.family), !entry.isSystem else { return }
            context.diagnostics.append(
                Diagnostic(
                    .error, code: .unknownFont, "unknown font family '\(entry.family)' in 'fallback'",
                    at: entry.location, end: entry.end,
                    suggestion: Suggestions.closest(
                        to: entry.family, in: families + [ProjectSettings.Fallback.systemName]),
                    notes: [
                        families.isEmpty
                            ? "no fonts are registered: list them under 'fonts'"
                            : "registered families: " + families.joined(separator: ", "),
                        "'\(ProjectSettings.Fallback.systemName)' names the machine's fonts",
                    ]))
        }
        settings.fallback.forEach(check)
        for font in settings.fonts {
            for entry in font.fallback ?? [] {
                check(entry)
                if entry.family == font.family {
                    context.diagnostics.append(
                        Diagnostic(
                            .warning, code: .ineffectiveOption,
                            "font family '\(font.family)' falls back to itself: its own face is always tried first",
                            at: entry.location, end: entry.end,
                            notes: [
                                "'fallback' names the families tried after the face's own; leave '\(font.family)' out"
                            ]))
                }
            }
        }
    }
}
