import Foundation

/// Reading a schema file as a JSON object, for the schema builders.
enum SchemaFile {
    /// The JSON object in the file at `url`.
    static func object(at url: URL) throws(SchemaFailure) -> [String: Any] {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw SchemaFailure(description: "cannot read the schema \(url.path)")
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw SchemaFailure(description: "the schema \(url.path) is not JSON: \(error.localizedDescription)")
        }
        guard let schema = object as? [String: Any] else {
            throw SchemaFailure(description: "the schema \(url.path) is not a JSON object")
        }
        return schema
    }
}
