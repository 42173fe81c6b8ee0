import Foundation
import QuiltCore
@testable import QuiltRender
import Testing
import QuiltTestSupport

/// CSS `linear-gradient(angle, stops)` must colour every point of a box as
/// Core Animation's unit-point gradient does.
@Suite("Gradient geometry")
struct GradientGeometryTests {
    /// Core Animation: a point's fraction along the start→end line, measured
    /// by projecting it onto that line in points.
    static func caFraction(_ point: Point, start: Point, end: Point, size: Size) -> Double {
        let a = Point(x: start.x * size.width, y: start.y * size.height)
        let b = Point(x: end.x * size.width, y: end.y * size.height)
        let d = Point(x: b.x - a.x, y: b.y - a.y)
        return ((point.x - a.x) * d.x + (point.y - a.y) * d.y) / (d.x * d.x + d.y * d.y)
    }

    /// CSS Images 3, linear-gradient: the gradient line passes through the
    /// centre at the angle (0deg points up, clockwise), its length
    /// `abs(W sin A) + abs(H cos A)`; a point's position is its projection.
    static func cssFraction(_ point: Point, angleDegrees: Double, size: Size) -> Double {
        let angle = angleDegrees * .pi / 180
        let length = abs(size.width * sin(angle)) + abs(size.height * cos(angle))
        let dx = point.x - size.width / 2
        let dy = point.y - size.height / 2
        return (dx * sin(angle) - dy * cos(angle)) / length + 0.5
    }

    @Test(arguments: [
        (Point(x: 0.5, y: 0), Point(x: 0.5, y: 1), 180.0, 0.0, 100.0),
        (Point(x: 0.5, y: 1), Point(x: 0.5, y: 0), 0.0, 0.0, 100.0),
        (Point(x: 0, y: 0.5), Point(x: 1, y: 0.5), 90.0, 0.0, 100.0),
        (Point(x: 0.5, y: 0.25), Point(x: 0.5, y: 0.75), 180.0, 25.0, 75.0),
    ])
    func axisAlignedGradients(start: Point, end: Point, angle: Double, first: Double, last: Double) {
        let geometry = LinearGradientGeometry(unitStart: start, unitEnd: end, size: Size(width: 200, height: 100))
        #expect(geometry.cssAngle.map { abs($0 - angle) < 1e-9 } == true)
        #expect(geometry.cssPosition(ofLocation: 0).map { abs($0 * 100 - first) < 1e-9 } == true)
        #expect(geometry.cssPosition(ofLocation: 1).map { abs($0 * 100 - last) < 1e-9 } == true)
    }

    /// Corner to corner of a 2:1 box: not 135deg (that is "to bottom right"
    /// for a square) but the direction of the box's own diagonal, with the
    /// corners at 0 % and 100 %.
    @Test func diagonalOfAWideBox() throws {
        let geometry = LinearGradientGeometry(
            unitStart: Point(x: 0, y: 0), unitEnd: Point(x: 1, y: 1), size: Size(width: 200, height: 100))
        let angle = try #require(geometry.cssAngle)
        #expect(abs(angle - (90 + atan(0.5) * 180 / .pi)) < 1e-9)
        #expect(abs((geometry.cssPosition(ofLocation: 0) ?? .nan) - 0) < 1e-9)
        #expect(abs((geometry.cssPosition(ofLocation: 1) ?? .nan) - 1) < 1e-9)
    }

    @Test func degenerateBoxesHaveNoGradient() {
        #expect(
            LinearGradientGeometry(
                unitStart: Point(x: 0.5, y: 0), unitEnd: Point(x: 0.5, y: 1), size: Size(width: 100, height: 0)
            ).cssAngle == nil)
        #expect(
            LinearGradientGeometry(unitStart: .zero, unitEnd: .zero, size: Size(width: 100, height: 100)).cssAngle
                == nil)
    }

    /// Generated boxes, unit points and sample points: the CSS stop placement
    /// gives every point the same fraction Core Animation would.
    @Test func cssAgreesWithCoreAnimationEverywhere() throws {
        var generator = SplitMix64(seed: 0x6AD1)
        func unit() -> Double { Double.random(in: 0...1, using: &generator) }
        var checked = 0
        for _ in 0..<500 {
            let size = Size(
                width: Double.random(in: 1...800, using: &generator),
                height: Double.random(in: 1...800, using: &generator))
            let start = Point(x: unit(), y: unit())
            let end = Point(x: unit(), y: unit())
            let geometry = LinearGradientGeometry(unitStart: start, unitEnd: end, size: size)
            guard let angle = geometry.cssAngle, let from = geometry.cssPosition(ofLocation: 0),
                let to = geometry.cssPosition(ofLocation: 1),
                abs(to - from) > 1e-9
            else { continue }
            for _ in 0..<8 {
                let point = Point(x: unit() * size.width, y: unit() * size.height)
                let css = Self.cssFraction(point, angleDegrees: angle, size: size)
                // The CSS position mapped back through the stops at `from` and `to`.
                let location = (css - from) / (to - from)
                #expect(abs(location - Self.caFraction(point, start: start, end: end, size: size)) < 1e-6)
                checked += 1
            }
        }
        #expect(checked > 3000)
    }

    @Test func cssTextOfAGradient() {
        let gradient = ElementStyle.Gradient(
            start: Point(x: 0, y: 0.5), end: Point(x: 1, y: 0.5),
            colors: [.black, .white, RGBAColor(red: 255, green: 0, blue: 0, alpha: 128)],
            locations: [0, 0.5, 1])
        #expect(
            HTMLRenderer.cssGradient(gradient, size: Size(width: 300, height: 40))
                == "linear-gradient(90deg, rgba(0,0,0,1) 0%, rgba(255,255,255,1) 50%, rgba(255,0,0,0.502) 100%)")
    }

    @Test func attributesAreCheckedBeforeUse() {
        // Locations are clamped and kept non-decreasing; a count mismatch spaces colours evenly.
        let clamped = ElementStyle(attributes: [
            "gradient": .object([
                "start": .object(["x": .number(0), "y": .number(0)]),
                "end": .object(["x": .number(0), "y": .number(1)]),
                "colors": .array([.string("#000"), .string("#fff"), .string("#f00")]),
                "locations": .array([.number(-1), .number(0.8), .number(0.4)]),
            ])
        ])
        #expect(clamped.gradient?.locations == [0, 0.8, 0.8])
        let mismatch = ElementStyle(attributes: [
            "gradient": .object([
                "start": .object(["x": .number(0), "y": .number(0)]),
                "end": .object(["x": .number(0), "y": .number(1)]),
                "colors": .array([.string("#000"), .string("#fff"), .string("#f00")]),
                "locations": .array([.number(0)]),
            ])
        ])
        #expect(mismatch.gradient?.locations == [0, 0.5, 1])
        let sameEnds = ElementStyle(attributes: [
            "gradient": .object([
                "start": .object(["x": .number(0), "y": .number(0)]),
                "end": .object(["x": .number(0), "y": .number(0)]),
                "colors": .array([.string("#000"), .string("#fff")]),
            ])
        ])
        #expect(sameEnds.gradient == nil)
        #expect(ElementStyle(attributes: ["radius": .number(-3)]).radius == 0)
        #expect(ElementStyle(attributes: ["color": .string("#12345")]).fill == nil)
    }

    @Test(arguments: [
        (0.0, "0"), (-0.00001, "0"), (12, "12"), (12.5, "12.5"), (1.0 / 3, "0.333"), (650.5000000000001, "650.5"),
        (260.0005, "260.001"), (-0.0004, "0"), (-2.25, "-2.25"),
        // Written in full, not capped at 10⁹: HTML and SVG print what the JSON prints.
        (1e300, "1" + String(repeating: "0", count: 300)), (.nan, "0"), (.infinity, "0"),
    ])
    func numbers(value: Double, text: String) {
        #expect(NumberText.format(value) == text)
        // JSON prints the rounded value's shortest form: the same text for finite values.
        if value.isFinite {
            #expect(JSONWriter.format(NumberText.rounded(value)) == text)
        }
    }
}
