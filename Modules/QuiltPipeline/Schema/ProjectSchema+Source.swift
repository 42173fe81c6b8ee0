import Foundation

extension ProjectSchema {
    /// `Schemas/` of the Quilt package this library was built from, when its
    /// sources are still where they were built (a checkout, or a package
    /// depending on Quilt by path): a team's own tool built elsewhere finds
    /// Quilt's schemas there without `--schemas`. Nil once the sources are gone.
    public static var sourceSchemasDirectory: URL? {
        // This file is Modules/QuiltPipeline/Schema/ProjectSchema+Source.swift.
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        let schemas = url.appendingPathComponent("Schemas")
        let page = schemas.appendingPathComponent("page.schema.json")
        return FileManager.default.fileExists(atPath: page.path) ? schemas : nil
    }
}
