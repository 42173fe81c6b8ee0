import QuiltCore

// Handing what was read to the builder; its stopping on a limit declines.
extension YAMLSubsetParser {
    // The builder stopping on a limit declines, so that libyaml's reading
    // reports it (or a syntax error before it).

    /// Gives `scalar` to the builder; an anchor written before it on its
    /// line names it and starts it.
    mutating func emit(_ scalar: consuming Scalar, anchor: Anchor? = nil) throws(Decline) {
        do {
            try builder.scalar(
                scalar.text, style: scalar.style, line: scalar.line, column: anchor?.column ?? scalar.column,
                endLine: scalar.line, endColumn: scalar.endColumn, anchor: anchor?.name)
        } catch {
            throw Decline()
        }
    }

    mutating func open(mapping: Bool, line: Int, column: Int, anchor: String?, isFlow: Bool) throws(Decline) {
        nesting += 1
        guard nesting <= Self.maxNesting else { throw Decline() }
        do {
            try builder.open(mapping: mapping, line: line, column: column, anchor: anchor, isFlow: isFlow)
        } catch {
            throw Decline()
        }
    }

    /// Closes the innermost collection, ending on this line at `endColumn`
    /// (which only a flow collection's end uses).
    mutating func close(endColumn: Int) throws(Decline) {
        nesting -= 1
        do { try builder.close(endLine: line, endColumn: endColumn) } catch { throw Decline() }
    }
}
