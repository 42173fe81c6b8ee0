import QuiltCore
import QuiltLayoutJSON

extension JSONWriter {
    /// Diagnostics as objects: `file`, `line`, `column`, `severity`, `code`,
    /// `message`, and `suggestion` and `notes` when they have them.
    mutating func diagnostics(_ diagnostics: [Diagnostic]) {
        beginArray()
        for diagnostic in diagnostics {
            beginObject()
            key("file")
            string(diagnostic.location.file)
            key("line")
            number(diagnostic.location.line)
            key("column")
            number(diagnostic.location.column)
            key("severity")
            string(diagnostic.severity.rawValue)
            key("code")
            string(diagnostic.code.rawValue)
            key("message")
            string(diagnostic.message)
            if let suggestion = diagnostic.suggestion {
                key("suggestion")
                string(suggestion)
            }
            if !diagnostic.notes.isEmpty {
                key("notes")
                beginArray()
                for note in diagnostic.notes { string(note) }
                endArray()
            }
            endObject()
        }
        endArray()
    }

    /// Laid-out elements: `kind`, `section`, `index` and `item` for items,
    /// `frame`, and `position` and `state` when they have them.
    mutating func elements(_ elements: [LayoutElement]) {
        beginArray()
        for element in elements {
            beginObject()
            key("kind")
            string(element.kind.rawValue)
            key("section")
            string(element.sectionID)
            if let index = element.index {
                key("index")
                number(index)
            }
            if let item = element.itemID {
                key("item")
                string(item)
            }
            key("frame")
            frame(element.frame)
            if let position = element.position {
                key("position")
                string(position.rawValue)
            }
            if let state = element.state {
                key("state")
                string(state.rawValue)
            }
            endObject()
        }
        endArray()
    }
}
