/// Something a plugin hangs on a section through an extra key (decorations
/// through `decoration:`): it may add elements around the section's geometry.
///
/// Attachments are compared (`Equatable`) when a page is edited: a section
/// whose attachments are unchanged keeps its layout.
public protocol SectionAttachment: Sendable, Equatable {
    /// Extra elements for the laid-out section (page coordinates).
    func elements(for geometry: SectionGeometry) -> [AttachedElement]
}

/// Decodes one extra key of a section into an attachment. Registered in the
/// ``Registry`` (``Registry/register(sectionExtension:)``); the section
/// decoder hands it the key's node.
public protocol SectionExtension: Sendable {
    /// What the key decodes to.
    associatedtype Attachment: SectionAttachment

    /// The section key it handles, e.g. `decoration`.
    var key: String { get }
    /// Decodes the key's value; records problems in `context`.
    func decode(_ node: ConfigNode, context: inout DecodingContext) -> Attachment?
    /// Checks a decoded attachment against the rest of its decoded section
    /// (a decoration asking for a header the section lacks), recording
    /// warnings in `context`. The default checks nothing.
    func check(_ attachment: Attachment, of section: SectionSpec, context: inout DecodingContext)
}

extension SectionExtension {
    /// Checks nothing.
    public func check(_ attachment: Attachment, of section: SectionSpec, context: inout DecodingContext) {}
}

/// Decodes one extra key of a page (e.g. `module`). Registered in the
/// ``Registry`` (``Registry/register(pageExtension:)``).
public protocol PageExtension: Sendable {
    /// What the key decodes to (the page's ``PageSpec/attachments`` keep it).
    associatedtype Attachment: Sendable

    /// The page key it handles, e.g. `module`.
    var key: String { get }
    /// Decodes the key's value; records problems in `context`.
    func decode(_ node: ConfigNode, context: inout DecodingContext) -> Attachment?

    /// Checks references between the key's value and the rest of the page
    /// (a section naming something the key defines), once every section and
    /// page key is decoded. Runs whether or not the page writes the key:
    /// `attachment` is then nil. `node` is the page's root. Default: nothing.
    func check(_ attachment: Attachment?, page: PageSpec, node: ConfigNode, context: inout DecodingContext)
}

extension PageExtension {
    /// Checks nothing.
    public func check(_ attachment: Attachment?, page: PageSpec, node: ConfigNode, context: inout DecodingContext) {}
}
