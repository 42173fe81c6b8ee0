/// The codes of item views (`view:`) and of templates.
extension DiagnosticCode {
    /// Text with `{{…}}` slots that is not a template: a `{{` not closed, an
    /// empty or malformed slot — in a request's url or params, or a view's text.
    public static let badTemplate = DiagnosticCode("bad-template")
    /// A view reads a field its component kind does not declare (a text's,
    /// a badge's or a picture's field, or a template slot).
    public static let viewUnknownField = DiagnosticCode("view-unknown-field")
    /// A section's size rule and its view both give the items' width or
    /// height: the size rule's is used and the view is laid out in it.
    public static let viewSizeConflict = DiagnosticCode("view-size-conflict")
    /// An item's picture field holds something that is not an `http(s)` or
    /// `data:image/` URL or a path inside the project.
    public static let badImage = DiagnosticCode("bad-image")
}
