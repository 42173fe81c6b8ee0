/// Where a collapse to `lines` lines ends, from item frames in item order: a
/// new line starts at each item whose top is below the top of the item
/// before it (the rows of a vertical list, flex or grid).
enum CollapsedLines {
    /// The index of the first item of line `lines + 1` (counting from 1)
    /// among `frames`, nil when they hold no more than `lines` lines.
    /// Reads frames up to that index only.
    static func end(of lines: Int, in frames: [Rect]) -> Int? {
        guard lines > 0 else { return frames.isEmpty ? nil : 0 }
        var line = 1
        for index in frames.indices.dropFirst() where frames[index].minY > frames[index - 1].minY {
            line += 1
            if line > lines { return index }
        }
        return nil
    }

    /// How many of `section`'s items its first `lines` lines hold at
    /// `width`: prefixes four times longer each round are laid out until one
    /// holds more than `lines` lines, so the cost follows the items shown,
    /// not the section. Families lay a prefix out as the start of the whole.
    static func prefixCount(of section: SectionSpec, lines: Int, width: Double) -> Int {
        let items = section.items
        guard lines > 0 else { return 0 }
        var probe = min(items.count, 64)
        while true {
            let input = SectionLayoutInput(items: Array(items.prefix(probe)), width: width, sizes: section.sizes)
            let frames = section.layout.layout(input).itemFrames
            if let end = end(of: lines, in: frames) { return end }
            // All of the prefix fits, or a cap already cut it: every item the
            // section would show fits in the lines.
            if probe >= items.count || frames.count < probe { return items.count }
            probe = probe > items.count / 4 ? items.count : probe * 4
        }
    }
}
