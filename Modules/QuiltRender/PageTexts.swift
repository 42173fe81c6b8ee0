import Foundation
import QuiltCore

/// The texts a page's items draw — what their size rules measured, placed
/// where the items draw them (mirrored within the item right to left) — and
/// the faces they are set in, fallback faces included, each embedded once,
/// cut down to the characters the page draws in texts that use it.
struct PageTexts: Sendable {
    /// A font the page embeds.
    struct Face: Sendable {
        /// The CSS family name the page gives it (`quilt-font-1`).
        var name: String
        /// The file, as a `data:` URL's parts; nil when the measurer has none.
        var font: EmbeddableFont?
    }

    /// The faces, in the order first met.
    private(set) var faces: [Face] = []
    /// Face index by face identity.
    private var faceIndex: [String: Int] = [:]
    /// `texts[snapshot][section][item]`.
    private var texts: [[[[PlacedText]]]] = []

    /// Measures the texts of every item of `snapshots`, with `content`'s data and size rules.
    init(_ snapshots: [LayoutSnapshot], content: PageContent) {
        var characters: [Int: [String]] = [:]
        // Per face: a measurer that has it, and its place in that measurer's chain.
        var sources: [Int: (measurer: any TextMeasurer, face: Int)] = [:]
        for snapshot in snapshots {
            var snapshotTexts: [[[PlacedText]]] = []
            for section in snapshot.sections {
                var sectionTexts: [[PlacedText]] = []
                if let view = section.view {
                    // A view's parts are laid out as they are drawn; their
                    // fonts need only the characters the data gives.
                    for text in view.texts {
                        let measurer = text.style.measurer
                        let strings = ["…"] + section.itemData.compactMap { text.text(in: $0) }
                        for (position, identity) in measurer.faceIdentities.enumerated() {
                            let face = face(for: identity)
                            characters[face, default: []].append(contentsOf: strings)
                            if sources[face] == nil { sources[face] = (measurer, position) }
                        }
                    }
                } else if let sectionContent = content.section(section.id), let rule = sectionContent.sizes,
                    !rule.texts.isEmpty
                {
                    for (index, frame) in section.items.enumerated() {
                        let id = section.drawnItemID(index)
                        let data = sectionContent.item(id, at: index) ?? .null
                        var placed = rule.placedTexts(in: data, itemSize: frame.size, available: frame.width)
                        if snapshot.direction == .rtl {
                            // Padding mirrors with the item: `left` is the start side.
                            for index in placed.indices {
                                placed[index].frame = placed[index].frame.mirrored(within: frame.width)
                            }
                        }
                        for text in placed {
                            for (position, identity) in text.measurer.faceIdentities.enumerated() {
                                let face = face(for: identity)
                                characters[face, default: []].append(text.text)
                                if sources[face] == nil { sources[face] = (text.measurer, position) }
                            }
                        }
                        sectionTexts.append(placed)
                    }
                }
                snapshotTexts.append(sectionTexts)
            }
            texts.append(snapshotTexts)
        }
        for (face, source) in sources {
            faces[face].font = source.measurer.embeddableFont(
                face: source.face, covering: characters[face, default: []].joined(separator: "\n"))
        }
        // Names in order met, for the faces that draw something.
        var drawn = 0
        for face in faces.indices where faces[face].font != nil {
            drawn += 1
            faces[face].name = "quilt-font-\(drawn)"
        }
    }

    /// The face index for the face `identity`, added when new.
    private mutating func face(for identity: String) -> Int {
        if let index = faceIndex[identity] { return index }
        faces.append(Face(name: "quilt-font-\(faces.count + 1)", font: nil))
        faceIndex[identity] = faces.count - 1
        return faces.count - 1
    }

    /// The texts of one section of one snapshot.
    func section(_ section: Int, of snapshot: Int) -> SectionTexts {
        SectionTexts(page: self, snapshot: snapshot, section: section)
    }

    /// The texts of item `item` of section `section` of snapshot `snapshot`.
    func texts(snapshot: Int, section: Int, item: Int) -> [PlacedText] {
        guard snapshot < texts.count, section < texts[snapshot].count, item < texts[snapshot][section].count else {
            return []
        }
        return texts[snapshot][section][item]
    }

    /// The CSS family names the page gives `measurer`'s faces, in fallback
    /// order (`quilt-font-1`, `quilt-font-2`), for a `font-family` list that
    /// makes a browser fall back between them as the measurer did; nil for
    /// a measurer without a font (the estimate: text is drawn in the page's font).
    func family(of measurer: any TextMeasurer) -> [String]? {
        let names = measurer.faceIdentities.compactMap { identity in
            faceIndex[identity].flatMap { faces[$0].font == nil ? nil : faces[$0].name }
        }
        return names.isEmpty ? nil : names
    }

    /// `@font-face` rules embedding every face, for a stylesheet.
    var fontFaceRules: String {
        faces.compactMap { face in
            face.font.map { font in
                "@font-face{font-family:\"\(face.name)\";src:url(data:\(font.mediaType);base64,\(Data(font.data).base64EncodedString())) format(\"\(font.format)\")}"
            }
        }.joined(separator: "\n")
    }

    /// Whether the first character of `text` with a direction reads right to left.
    static func isRightToLeft(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
            default: if scalar.properties.isAlphabetic { return false }
            }
        }
        return false
    }
}

/// The texts of one section as a renderer draws it item by item.
struct SectionTexts: Sendable {
    let page: PageTexts
    let snapshot: Int
    let section: Int

    /// The texts of the item at `index`.
    func item(_ index: Int) -> [PlacedText] { page.texts(snapshot: snapshot, section: section, item: index) }
}
