import QuiltCore

extension ProjectLoader {
    /// Loads the fonts of `fonts:` with the registry's font loader and
    /// registers them by family and weight. A file that cannot be used is a
    /// `bad-font` error at its path; its family and weight stay registered,
    /// measured by the estimate, so rules naming them report nothing more.
    static func registerFonts(_ project: inout Project, context: inout DecodingContext) {
        for font in project.settings.fonts {
            var measurer: any TextMeasurer = TextEstimate.shared
            var isPlaceholder = true
            if let loader = project.registry.fontLoader {
                do {
                    measurer = try loader.loadFont(path: project.path(font.file))
                    isPlaceholder = false
                } catch {
                    context.diagnostics.append(Diagnostic(
                        .error, code: .badFont, "font file '\(font.file)' \(error.reason)", at: font.fileLocation, end: font.fileEnd,
                        notes: ["paths are relative to the project file; text in family '\(font.family)' is estimated until the font loads"]))
                }
            } else {
                context.diagnostics.append(Diagnostic(
                    .error, code: .badFont, "font file '\(font.file)' cannot be loaded: no font loader is registered", at: font.fileLocation,
                    end: font.fileEnd, notes: ["set Registry.fontLoader to QuiltText's FontFileLoader (Registry.standard has it)"]))
            }
            let registration = RegisteredFont(
                family: font.family, weight: font.weight, measurer: measurer, location: font.location, isPlaceholder: isPlaceholder)
            do {
                try project.registry.register(font: registration)
            } catch {
                let first = project.registry.font(family: font.family, weight: font.weight)?.location
                context.diagnostics.append(Diagnostic(
                    .error, code: .duplicateRegistration,
                    "font family '\(font.family)' at weight \(font.weight) is already registered" + (first.map { " at \($0)" } ?? ""),
                    at: font.location, notes: ["this entry is ignored; give each file its own family or weight"]))
            }
        }
        context.registry = project.registry
    }
}
