/// The SARIF 2.1.0 log `--format sarif` writes: the subset of the schema
/// pagelint fills, field names as the schema spells them.
struct SARIFLog: Encodable {
    /// Text, as SARIF wraps every message.
    struct Message: Encodable {
        var text: String
    }

    /// A rule's help, as text and as Markdown.
    struct Help: Encodable {
        var text: String
        var markdown: String
    }

    /// A rule's default level.
    struct Configuration: Encodable {
        var level: String
    }

    /// A rule's tags (`quilt`, and `fixable` where it has a fix).
    struct Properties: Encodable {
        var tags: [String]
    }

    /// One rule of `tool.driver.rules`.
    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message?
        var help: Help?
        var defaultConfiguration: Configuration
        var properties: Properties
    }

    /// The tool: pagelint and its rules.
    struct Driver: Encodable {
        var name = "pagelint"
        var version: String
        var semanticVersion: String
        var rules: [Rule]
    }

    /// `tool`, which SARIF nests around the driver.
    struct Tool: Encodable {
        var driver: Driver
    }

    /// A problem running the tool (a file it could not read).
    struct Notification: Encodable {
        var level = "error"
        var message: Message
    }

    /// The run's invocation: whether it succeeded, and why not.
    struct Invocation: Encodable {
        var executionSuccessful: Bool
        var toolExecutionNotifications: [Notification]?
    }

    /// A file, relative to `uriBaseId`.
    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String
    }

    /// Lines and columns, from 1; the end only where known.
    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
        var endLine: Int?
        var endColumn: Int?
    }

    /// Where in which file.
    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    /// A result's location.
    struct Location: Encodable {
        var physicalLocation: PhysicalLocation
    }

    /// One edit of a fix.
    struct Replacement: Encodable {
        var deletedRegion: Region
        var insertedContent: Message
    }

    /// The edits of a fix in one file.
    struct ArtifactChange: Encodable {
        var artifactLocation: ArtifactLocation
        var replacements: [Replacement]
    }

    /// A finding's fix.
    struct Fix: Encodable {
        var description: Message
        var artifactChanges: [ArtifactChange]
    }

    /// One finding.
    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Message
        var locations: [Location]
        var fixes: [Fix]?
    }

    /// The one run of a log.
    struct Run: Encodable {
        var tool: Tool
        var invocations: [Invocation]
        var columnKind = "unicodeCodePoints"
        var results: [Result]
    }

    private enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version
        case runs
    }

    var schema: String
    var version = "2.1.0"
    var runs: [Run]
}
