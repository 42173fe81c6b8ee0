import QuiltCore

extension SVGRenderer {
    /// The view a section (or the page) shows in `state` in place of its
    /// items: a dashed box (dotted while loading, red when failed) with the
    /// view's title, and a Retry button drawn under it for a failed view
    /// that offers one.
    static func stateView(_ state: SectionState, view: PlaceholderSpec?, frame: Rect) -> String {
        let stroke = state == .failed ? "#e0a3a3" : "#b4bcc7"
        let dashes = state == .loading ? "1 3" : "4 3"
        let color = state == .failed ? "#9b2c2c" : "#6b7480"
        let role = SectionAccessibility.stateRole(state).map { " role=\"\($0)\"" } ?? ""
        var svg = "<g data-kind=\"placeholder\" data-state=\"\(state.rawValue)\"\(role)>\n"
        svg +=
            shape(
                frame, CornerRadii(all: 6).clamped(to: frame.size),
                "fill=\"none\" stroke=\"\(stroke)\" stroke-dasharray=\"\(dashes)\"") + "\n"
        let retry = state == .failed && view?.retry == true
        let titleY = retry ? frame.midY - 6 : frame.midY + 4
        if let title = view?.title {
            svg += text(title, x: frame.midX, y: titleY, width: frame.width - 12, color: color, anchor: "middle")
        }
        if retry {
            let button = Rect(x: frame.midX - 28, y: titleY + 6, width: 56, height: 20)
            svg +=
                "<g data-action=\"retry\"><rect \(geometry(button)) rx=\"10\" ry=\"10\" fill=\"none\" stroke=\"\(color)\"/>\n"
            svg +=
                text("Retry", x: button.midX, y: button.midY + 4, width: button.width, color: color, anchor: "middle")
                + "</g>\n"
        }
        return svg + "</g>\n"
    }
}
