extension Rect {
    /// The rectangle reflected about the vertical centre line of a box
    /// `width` wide starting at x = 0: x becomes `width − x − w`, the rest
    /// stays. Reflecting twice gives the rectangle back (up to rounding).
    ///
    /// Computed as `(width − x) − w`; when that overflows (frames near the
    /// largest doubles), as `width − maxX` instead, so a finite frame stays finite.
    @inlinable
    public func mirrored(within width: Double) -> Rect {
        var mirroredX = (width - x) - self.width
        if !mirroredX.isFinite { mirroredX = width - (x + self.width) }
        return Rect(x: mirroredX, y: y, width: self.width, height: height)
    }

    /// The rectangle mirrored within `width` under `direction`, unchanged under `ltr`.
    @inlinable
    public func mirrored(within width: Double, if direction: LayoutDirection) -> Rect {
        direction == .rtl ? mirrored(within: width) : self
    }
}
