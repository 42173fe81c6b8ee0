import QuiltConfig
import QuiltCore

/// A project a ``WasmEngine`` opened: its files and what loading them gave.
struct WasmProject {
    let files: MemoryProjectFiles
    let project: Project
}

extension WasmEngine {
    /// `{op: "project", files: {path: text}, measured, projectFile}`: loads
    /// the project file (`projectFile`, else the `quilt.yml` nearest the
    /// top, when there is one) and the kind and preset files it names, from
    /// `files`; project fonts are measured by the engine's text host when
    /// `measured`, else estimated, each with a warning.
    func openProject(_ request: WasmRequest) throws(WasmFailure) -> WasmReply {
        var files = MemoryProjectFiles()
        for member in try request.object("files") {
            guard case .string(let text) = member.value else {
                throw WasmFailure("'files.\(member.key)' must be the file's text, a string")
            }
            files.add(text, at: member.key)
        }
        var registry = Registry.engine
        let measured = try request.bool("measured")
        if measured, let textHost { registry.fontLoader = HostFontLoader(host: textHost) }
        var project: Project
        if let file = try request.optionalString("projectFile") ?? Self.projectFile(in: files) {
            guard files.text(at: file) != nil else { throw WasmFailure("'projectFile' names no file: '\(file)'") }
            project = ProjectLoader.load(file: file, base: registry, files: files)
        } else {
            project = .standalone(registry: registry)
        }
        if registry.fontLoader == nil { project.diagnostics = Self.estimated(project) }
        let handle = makeHandle()
        projects[handle] = WasmProject(files: files, project: project)
        var json = JSONWriter(pretty: false)
        json.beginObject()
        json.key("handle")
        json.number(handle)
        json.key("diagnostics")
        json.diagnostics(project.diagnostics)
        json.key("pages")
        json.beginArray()
        for page in project.pageFiles { json.string(page) }
        json.endArray()
        json.key("defaultWidth")
        json.number(project.defaultWidth)
        json.endObject()
        return .json(json.output)
    }

    /// The project file of `files` when none is named: `quilt.yml` at the
    /// top, else the one nearest the top (the first of those in path order).
    static func projectFile(in files: MemoryProjectFiles) -> String? {
        files.contents.keys.filter { $0 == ProjectLoader.fileName || $0.hasSuffix("/" + ProjectLoader.fileName) }
            .min {
                ($0.utf8.filter { $0 == UInt8(ascii: "/") }.count, $0) < (
                    $1.utf8.filter { $0 == UInt8(ascii: "/") }.count, $1
                )
            }
    }

    /// The project's diagnostics with the `bad-font` error that a registry
    /// without a font loader reports for each font turned into a warning:
    /// without a measurer the module estimates text, as the native build
    /// does for a project without fonts.
    static func estimated(_ project: Project) -> [Diagnostic] {
        project.diagnostics.map { diagnostic in
            guard diagnostic.code == .badFont, diagnostic.severity == .error else { return diagnostic }
            var warning = diagnostic
            warning.severity = .warning
            let native = "cannot be loaded: no font loader is registered"
            if diagnostic.message.hasSuffix(native) {
                warning.message = diagnostic.message.dropLast(native.count) + "is not measured: no measurer was given"
            }
            warning.notes = ["text in this font's family is estimated; pass a measurer to measure it"]
            return warning
        }
    }

    /// `{op: "page", project, path}`: decodes the page at `path` against the project.
    func openPage(_ request: WasmRequest) throws(WasmFailure) -> WasmReply {
        let projectHandle = try request.handle("project")
        guard let opened = projects[projectHandle] else { throw WasmFailure("no open project \(projectHandle)") }
        let path = try request.string("path")
        guard opened.files.text(at: path) != nil else { throw WasmFailure("the project has no file '\(path)'") }
        let file = PageFile.decode(opened.files.document(at: path), registry: opened.project.registry)
        let project = opened.project
        // A problem in a kind or preset file is reported once, as the commands report it.
        let diagnostics = project.diagnostics + file.diagnostics.filter { !project.diagnostics.contains($0) }
        let handle = makeHandle()
        pages[handle] = WasmPage(project: project, path: path, page: file.page, diagnostics: diagnostics)
        var json = JSONWriter(pretty: false)
        json.beginObject()
        json.key("handle")
        json.number(handle)
        json.key("diagnostics")
        json.diagnostics(diagnostics)
        json.endObject()
        return .json(json.output)
    }
}
