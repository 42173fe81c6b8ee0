import QuiltCore

// Anchors and aliases: `&name` before a node, `*name` for it again.
extension YAMLSubsetParser {
    /// `&name` written before a node: where it starts, which is where libyaml
    /// starts the node.
    struct Anchor {
        var name: String
        var line: Int
        var column: Int
    }

    /// The anchor at `index`, if one is written there, and past the spaces after it.
    mutating func scanAnchor() throws(Decline) -> Anchor? {
        guard byte(at: index) == .ampersand else { return nil }
        let (anchorLine, anchorColumn) = (line, column(at: index))
        let name = try scanName(inFlow: false)
        skipSpaces()
        return Anchor(name: name, line: anchorLine, column: anchorColumn)
    }

    /// `*name` at `index`: the anchored node again (the builder copies it);
    /// returns past the spaces after it.
    mutating func parseAlias(inFlow: Bool) throws(Decline) {
        let (aliasLine, aliasColumn) = (line, column(at: index))
        let name = try scanName(inFlow: inFlow)
        do { try builder.alias(name, line: aliasLine, column: aliasColumn) } catch { throw Decline() }
        skipSpaces()
    }

    /// The name after the `&` or `*` at `index`: letters, digits, `_` and `-`
    /// (libyaml's), ended by a space or the line's end (in a flow collection
    /// also by `,]}`); returns just past it.
    mutating func scanName(inFlow: Bool) throws(Decline) -> String {
        index += 1
        let start = index
        while byte(at: index).isASCIIDigit || byte(at: index).isASCIILetter || byte(at: index) == .underscore
            || byte(at: index) == .minus
        {
            index += 1
        }
        let next = byte(at: index)
        guard index > start,
            next == .space || next == .newline || next == .end
                || (inFlow && (next == .comma || next == .closeBracket || next == .closeBrace))
        else { throw Decline() }
        return string(from: start, to: index)
    }
}
