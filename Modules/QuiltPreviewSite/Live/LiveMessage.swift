import Foundation
import Quilt
import QuiltPipeline

/// A message the live page sends its session, read from one WebSocket text
/// message of at most ``maximumBytes`` bytes holding one JSON object with a
/// `type` (see docs/preview.md, "The live page's messages").
package enum LiveMessage: Sendable, Equatable {
    /// `{"type": "viewport", "seq": N, "y": Y, "height": H, "strips": {"id": X}}`:
    /// the browser scrolled or resized; the answer carries `ack: N`.
    case viewport(Viewport, sequence: Int)
    /// `{"type": "intent", "intent": "refresh"}`: perform a loader intent
    /// (`loadMore`, `refresh`, `pullToRefresh`, `loadNewer`, `retry`, `page:N`,
    /// `select:SECTION:ITEM`, `deselect:SECTION:ITEM`).
    case intent(LoadIntent)
    /// `{"type": "release", "section": "id", "x": X, "velocity": V}`: a strip
    /// was let go at offset X with velocity V (points per millisecond);
    /// the answer says where it settles.
    case release(section: String, x: Double, velocity: Double)
    /// `{"type": "toggle", "section": "id"}`: the collapsible section's
    /// toggle (its header, or its "Show all" footer) was clicked.
    case toggle(section: String)

    /// Why a message was refused, in one sentence for the page's console.
    package struct Refusal: Error, Equatable, Sendable {
        package var reason: String
    }

    /// The largest message taken, in bytes.
    package static let maximumBytes = 4_096
    /// The intents a page may ask for (`initial` and `force` are the session's own).
    static let intents: Set<String> = [
        "loadMore", "refresh", "pullToRefresh", "loadNewer", "retry", "page:N", "select:SECTION:ITEM",
        "deselect:SECTION:ITEM",
    ]

    /// The entry of ``intents`` that `spelling` is an instance of.
    static func pattern(of spelling: String) -> String {
        if spelling.hasPrefix("page:") { return "page:N" }
        if spelling.hasPrefix("select:") { return "select:SECTION:ITEM" }
        if spelling.hasPrefix("deselect:") { return "deselect:SECTION:ITEM" }
        return spelling
    }

    /// The fields any message may have; each type reads its own.
    private struct Fields: Decodable {
        var type: String?
        var seq: Double?
        var y: Double?
        var height: Double?
        var strips: [String: Double]?
        var intent: String?
        var section: String?
        var x: Double?
        var velocity: Double?
    }

    /// The message in `text`.
    package static func parse(_ text: String) throws(Refusal) -> LiveMessage {
        guard text.utf8.count <= maximumBytes else {
            throw Refusal(reason: "messages are at most \(maximumBytes) bytes")
        }
        let fields: Fields
        do {
            fields = try JSONDecoder().decode(Fields.self, from: Data(text.utf8))
        } catch {
            throw Refusal(reason: reason(error))
        }
        switch fields.type {
        case "viewport":
            let viewport = Viewport(
                y: try number(fields.y, "y", within: -Viewport.maximumOffset...Viewport.maximumOffset),
                height: try number(fields.height, "height", within: 1...Viewport.maximumHeight),
                strips: try strips(fields.strips))
            let sequence = try number(fields.seq ?? 0, "seq", within: 0...1e15)
            return .viewport(viewport, sequence: Int(sequence))
        case "intent":
            guard let spelling = fields.intent, spelling.utf8.count <= 2_048, intents.contains(pattern(of: spelling)),
                let intent = LoadIntent(spelling: spelling)
            else {
                throw Refusal(reason: "intent must be one of \(intents.sorted().joined(separator: ", "))")
            }
            return .intent(intent)
        case "release":
            guard let section = fields.section, section.utf8.count <= 1_024 else {
                throw Refusal(reason: "release needs the strip's section id")
            }
            return .release(
                section: section,
                x: try number(fields.x, "x", within: -Viewport.maximumOffset...Viewport.maximumOffset),
                velocity: try number(
                    fields.velocity ?? 0, "velocity",
                    within: NumberRange.velocity.minimum...NumberRange.velocity.maximum))
        case "toggle":
            guard let section = fields.section, section.utf8.count <= 1_024 else {
                throw Refusal(reason: "toggle needs the collapsible section's id")
            }
            return .toggle(section: section)
        case let other:
            throw Refusal(reason: "unknown message type '\(other.map { String($0.prefix(40)) } ?? "")'")
        }
    }

    /// What a field holds, by name, for refusals.
    private static let expected = [
        "type": "a string", "intent": "a string", "section": "a string", "seq": "a number", "y": "a number",
        "height": "a number", "x": "a number", "velocity": "a number",
        "strips": "an object of numbers by section id",
    ]

    /// Why `error` (from decoding ``Fields``) refuses the message, naming the field.
    private static func reason(_ error: any Error) -> String {
        let path: [any CodingKey]
        switch error as? DecodingError {
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?: path = context.codingPath
        default: path = []
        }
        guard let field = path.first?.stringValue, let expected = expected[field] else {
            // Not JSON (NaN and Infinity are not), a number past a Double's range, or not an object.
            return "a message is one JSON object, in standard JSON, whose fields have the documented types"
        }
        return "\(field) must be \(expected)"
    }

    /// A finite number in `range`.
    private static func number(_ value: Double?, _ name: String, within range: ClosedRange<Double>) throws(Refusal)
        -> Double
    {
        guard let value else { throw Refusal(reason: "\(name) must be a number") }
        guard value.isFinite, range.contains(value) else {
            throw Refusal(
                reason:
                    "\(name) must be a finite number from \(format(range.lowerBound)) to \(format(range.upperBound))")
        }
        return value
    }

    private static func strips(_ value: [String: Double]?) throws(Refusal) -> [String: Double] {
        guard let value else { return [:] }
        guard value.count <= Viewport.maximumStrips else {
            throw Refusal(reason: "strips must hold at most \(Viewport.maximumStrips) offsets by section id")
        }
        var strips: [String: Double] = [:]
        for (id, offset) in value {
            strips[id] = try number(offset, "a strip offset", within: -Viewport.maximumOffset...Viewport.maximumOffset)
        }
        return strips
    }

    private static func format(_ value: Double) -> String {
        DataValue.number(value).displayText
    }
}
