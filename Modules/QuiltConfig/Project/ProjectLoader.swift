import QuiltCore

/// Loads projects: reads `quilt.yml` and loads its fonts, then the
/// layout-preset and component-kind files its globs match, into a
/// ``Registry`` built on a base registry (`Registry.standard` from the
/// `Quilt` module). The files come from a ``ProjectFiles``: a folder on
/// disk (`QuiltYAML` adds finding and loading one), or files handed over
/// in memory (``MemoryProjectFiles``, what the WebAssembly module reads).
///
/// Every problem is a located diagnostic; loading never stops at the first.
/// Presets are registered before kinds (a kind's default layout may name a
/// preset) and both are checked once everything is registered, so a preset
/// may build on one defined in a later file.
public enum ProjectLoader {
    /// The project file's name.
    public static let fileName = "quilt.yml"

    /// Loads the project file at `file`, and the files it names, from
    /// `files`, on top of `base`.
    public static func load(file: String, base: Registry, files source: some ProjectFiles) -> Project {
        let directory = parentDirectory(of: file)
        var project = Project.standalone(registry: base, directory: directory.isEmpty ? "." : directory)
        project.file = file
        let document = source.document(at: file)
        var context = DecodingContext(registry: base)
        context.diagnostics = document.diagnostics
        if let root = document.root {
            project.settings = ProjectSettings.decode(root, context: &context)
        }
        configure(&project, context: &context)
        registerFonts(&project, context: &context)

        project.layoutFiles = files(project.settings.layouts, in: project, source: source, context: &context)
        let presets = decodeEach(project.layoutFiles, source: source, context: &context, LayoutPreset.decode) {
            register($0, in: &project.registry, context: &$1)
        }
        context.registry = project.registry
        project.componentFiles = files(project.settings.components, in: project, source: source, context: &context)
        let kinds = decodeEach(project.componentFiles, source: source, context: &context, ComponentKind.decode) {
            register($0, in: &project.registry, context: &$1)
        }
        context.registry = project.registry
        for preset in presets {
            if project.registry.presets[preset.name]?.location == preset.location {
                preset.check(context: &context)
            } else {
                preset.checkShadowed(context: &context)
            }
        }
        for kind in kinds where project.registry.componentKinds[kind.name]?.location == kind.location {
            kind.checkDefaults(context: &context)
        }
        checkDefaultLayout(of: project, context: &context)
        project.pageFiles = files(project.settings.pages, in: project, source: source, context: &context)
        project.diagnostics = context.diagnostics.sortedByLocation()
        return project
    }

    /// The folder of `path`: everything before its last `/` (`/` for a file
    /// at the root), empty for a bare name.
    public static func parentDirectory(of path: String) -> String {
        var bytes = Array(path.utf8)
        while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return slash == 0 ? "/" : String(decoding: bytes[..<slash], as: UTF8.self)
    }

    /// Applies `families` and `defaults` to the registry.
    private static func configure(_ project: inout Project, context: inout DecodingContext) {
        let settings = project.settings
        if let families = settings.families {
            for name in project.registry.familyNames where !families.contains(name) {
                project.registry.removeFamily(named: name)
            }
        }
        if let identity = settings.identityField { project.registry.defaultIdentityField = identity }
        if let layout = settings.defaultLayout { project.registry.defaultFamily = layout }
        context.registry = project.registry
    }

    /// The files a list of globs matches, each once, sorted; a glob written
    /// in the project file that matches nothing is a warning.
    private static func files(
        _ patterns: [ProjectSettings.Pattern], in project: Project, source: some ProjectFiles,
        context: inout DecodingContext
    ) -> [String] {
        var found = Set<String>()
        for pattern in patterns {
            let matches = source.files(matching: pattern.glob, in: project.directory)
            if matches.isEmpty, let location = pattern.location {
                context.diagnostics.append(
                    Diagnostic(.warning, code: .unmatchedGlob, "'\(pattern.glob)' matches no file", at: location))
            }
            found.formUnion(matches.map { project.path($0) })
        }
        return found.sorted()
    }

    /// Reads and decodes each file, registering what decodes, in order.
    private static func decodeEach<T>(
        _ paths: [String], source: some ProjectFiles, context: inout DecodingContext,
        _ decode: (ConfigNode, inout DecodingContext) -> T?, register: (T, inout DecodingContext) -> Void
    ) -> [T] {
        var decoded: [T] = []
        for path in paths {
            let document = source.document(at: path)
            context.diagnostics += document.diagnostics
            guard let root = document.root, let value = decode(root, &context) else { continue }
            register(value, &context)
            decoded.append(value)
        }
        return decoded
    }

    private static func register(_ preset: LayoutPreset, in registry: inout Registry, context: inout DecodingContext) {
        do {
            try registry.register(preset: preset)
        } catch {
            let message: String
            var notes: [String] = []
            if let first = registry.presets[preset.name] {
                message = "layout preset '\(preset.name)' is already defined at \(first.location)"
                notes = [
                    "the first definition in file order is used and this one is ignored; rename one of them, "
                        + "a name is defined once per project"
                ]
            } else {
                message =
                    "layout preset '\(preset.name)' at \(preset.location) has the name of the layout family '\(preset.name)'"
                notes = [
                    "families are registered in code (\(registry.familyNames.joined(separator: ", "))); give the preset another name"
                ]
            }
            context.diagnostics.append(
                Diagnostic(.error, code: .duplicateRegistration, message, at: preset.location, notes: notes))
        }
    }

    private static func register(_ kind: ComponentKind, in registry: inout Registry, context: inout DecodingContext) {
        do {
            try registry.register(kind: kind)
        } catch {
            let first = registry.componentKinds[kind.name]?.location
            let place = first.map { $0 == .unknown ? "in code" : "at \($0)" } ?? "before"
            context.diagnostics.append(
                Diagnostic(
                    .error, code: .duplicateRegistration, "component kind '\(kind.name)' is already defined \(place)",
                    at: kind.location, notes: ["this definition at \(kind.location) is ignored; rename one of them"]))
        }
    }

    /// The layout sections get by default must exist once families are
    /// restricted and presets registered.
    private static func checkDefaultLayout(of project: Project, context: inout DecodingContext) {
        let name = project.registry.defaultFamily
        guard case .unknown = project.registry.resolveLayout(named: name) else { return }
        let location =
            project.settings.defaultLayoutLocation ?? project.settings.familiesLocation
            ?? SourceLocation(file: project.file ?? ProjectLoader.fileName, line: 1, column: 1)
        context.diagnostics.append(
            Diagnostic(
                .error, code: .unknownLayout, "the default layout '\(name)' is not available in this project",
                at: location, suggestion: Suggestions.closest(to: name, in: project.registry.layoutNames),
                notes: [
                    "enable it in 'families' or set 'defaults.layout'; known layouts: "
                        + project.registry.layoutNames.joined(separator: ", ")
                ]))
    }
}
