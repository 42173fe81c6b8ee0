import Quilt

extension PreviewSite {
    /// The direction `request` asks for with `?direction=` (nil when it asks
    /// none), or the 400 answer when it is neither `ltr` nor `rtl`: one
    /// reading for the static page and the live one.
    static func askedDirection(_ request: PreviewRequest) -> (direction: LayoutDirection?, refusal: PreviewResponse?) {
        guard let text = request.queryValue("direction") else { return (nil, nil) }
        guard let asked = LayoutDirection(rawValue: text) else {
            return (
                nil, .text("400 Bad Request: direction must be ltr or rtl, found '\(text.prefix(200))'", status: 400)
            )
        }
        return (asked, nil)
    }
}
