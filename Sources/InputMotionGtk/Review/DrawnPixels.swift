import CGtk
import Glibc
import InputMotionCore

/// Reads geometry back from what GTK drew: pixel coverage of an in-process render
/// (`WidgetSnapshot`), so review plots and tests compare the model with the drawn frame, not
/// with the value the widget was handed.
extension WidgetSnapshot {
    /// Opacity (0…1) of the pixel at column `x`, row `y`; 0 outside the image.
    func alpha(x: Int, y: Int) -> Double {
        guard x >= 0, y >= 0, x < Int(width), y < Int(height), let data = cairo_image_surface_get_data(surface) else { return 0 }
        let stride = Int(cairo_image_surface_get_stride(surface))
        // ARGB32 is native-endian 32-bit: alpha is the top byte.
        let pixel = (data + y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        return Double(pixel >> 24) / 255
    }

    /// Opacity at a point, interpolated between pixel centres (pixel (i, j) covers
    /// i…i+1 × j…j+1, its centre is i+0.5, j+0.5).
    func alpha(at point: (x: Double, y: Double)) -> Double {
        let fx = point.x - 0.5, fy = point.y - 0.5
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let tx = fx - Double(x0), ty = fy - Double(y0)
        let top = alpha(x: x0, y: y0) * (1 - tx) + alpha(x: x0 + 1, y: y0) * tx
        let bottom = alpha(x: x0, y: y0 + 1) * (1 - tx) + alpha(x: x0 + 1, y: y0 + 1) * tx
        return top * (1 - ty) + bottom * ty
    }

    /// How far from `origin`, along the unit direction `direction`, the drawn shape's edge is:
    /// the first distance past `from` where opacity falls below one half (to 0.01 px).
    func edgeDistance(from origin: (x: Double, y: Double), direction: (x: Double, y: Double),
                      startingAt from: Double, upTo limit: Double) -> Double? {
        let step = 0.01
        var previous = alpha(at: (origin.x + direction.x * from, origin.y + direction.y * from))
        var distance = from
        while distance < limit {
            let next = distance + step
            let value = alpha(at: (origin.x + direction.x * next, origin.y + direction.y * next))
            if previous >= 0.5, value < 0.5 {
                return distance + step * (previous - 0.5) / (previous - value)
            }
            (previous, distance) = (value, next)
        }
        return nil
    }

    /// The drawn area in square pixels: the sum of every pixel's opacity.
    var coveredArea: Double {
        var sum = 0.0
        for y in 0..<Int(height) { for x in 0..<Int(width) { sum += alpha(x: x, y: y) } }
        return sum
    }

    /// The box around every pixel at least `threshold` opaque, in image pixels; nil if none.
    func opaqueBounds(threshold: Double = 0.5) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<Int(height) {
            for x in 0..<Int(width) where alpha(x: x, y: y) >= threshold {
                box = box.map { (min($0.minX, x), min($0.minY, y), max($0.maxX, x), max($0.maxY, y)) } ?? (x, y, x, y)
            }
        }
        return box
    }
}

extension AvatarView {
    /// The corner radius the avatar was drawn with, from the area it covers in a fresh render
    /// of its drawing area: a square of side s with corners of radius r covers
    /// s² − (4 − π)·r², whatever its rotation, so r = √((s² − area)/(4 − π)). Exact for
    /// every radius, including the smallest, where an edge probe meets the corner's point.
    func measuredCornerRadius() -> Double? {
        guard let image = WidgetSnapshot(of: canvas) else { return nil }
        let missing = Self.side * Self.side - image.coveredArea
        return (max(missing, 0) / (4 - .pi)).squareRoot()
    }

    /// The corner radius the avatar was drawn with, read from the pixels of a fresh render of
    /// its drawing area: along each of the four corner diagonals (turned by the drawn
    /// rotation) the edge lies at d = (s/2 − r)·√2 + r from the centre, for side s and radius
    /// r, so r = (s/√2 − d)/(√2 − 1). Returns the four corners' radii (nil when not drawn).
    func measuredDiagonalRadii() -> [Double]? {
        guard let image = WidgetSnapshot(of: canvas) else { return nil }
        let centre = (x: Double(image.width) / 2, y: Double(image.height) / 2)
        let half = Self.side / 2, root2 = 2.squareRoot()
        let angle = drawn.rotation
        var radii: [Double] = []
        for corner in [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)] {
            let (ux, uy) = (corner.0 / root2, corner.1 / root2)
            // cairo_rotate turns (x, y) to (x cos a − y sin a, x sin a + y cos a).
            let direction = (x: ux * cos(angle) - uy * sin(angle), y: ux * sin(angle) + uy * cos(angle))
            guard let d = image.edgeDistance(from: centre, direction: direction, startingAt: half - 10, upTo: half * root2 + 5) else { return nil }
            radii.append((half * root2 - d) / (root2 - 1))
        }
        return radii
    }
}

/// A drawn label's text, in pixels: its edges (sub-pixel, from the ink's half-strength
/// crossings) and its ink's moments (centre and spread, weighted by ink strength). The edges
/// are what a reader sees; the moments follow a moving, scaling image continuously (they move
/// and scale exactly with it), so they show every backward step without the edges' rounding.
struct InkBounds: Sendable {
    var left: Double, top: Double, right: Double, bottom: Double
    var centreX: Double, centreY: Double
    /// Standard deviations of the ink about its centre.
    var spreadX: Double, spreadY: Double
    var height: Double { bottom - top }
    var width: Double { right - left }

    mutating func offset(x: Double, y: Double) {
        left += x; right += x; centreX += x
        top += y; bottom += y; centreY += y
    }
}

extension WidgetSnapshot {
    /// The red, green, blue (unpremultiplied, 0…255) of pixel (x, y).
    func colour(x: Int, y: Int) -> (Double, Double, Double) {
        guard let data = cairo_image_surface_get_data(surface) else { return (0, 0, 0) }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let pixel = (data + y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        let a = Double(pixel >> 24)
        guard a > 0 else { return (0, 0, 0) }
        return (Double((pixel >> 16) & 0xff) * 255 / a, Double((pixel >> 8) & 0xff) * 255 / a, Double(pixel & 0xff) * 255 / a)
    }

    /// The text drawn, as coverage: the label is drawn with no backing, so its ink is its
    /// alpha. (Telling ink from a backing by colour misfired once most of a scaled label's
    /// pixels were fully opaque in one colour.) Edges are where the ink's row or column
    /// maximum crosses half the strongest ink, interpolated between pixel centres. Nil when
    /// nothing is drawn.
    func inkBounds() -> InkBounds? {
        let w = Int(width), h = Int(height)
        func ink(_ x: Int, _ y: Int) -> Double { alpha(x: x, y: y) * 255 }
        var rows = [Double](repeating: 0, count: h), columns = [Double](repeating: 0, count: w)
        var mass = 0.0, sumX = 0.0, sumY = 0.0, sumXX = 0.0, sumYY = 0.0
        for y in 0..<h { for x in 0..<w {
            let ink = ink(x, y)
            guard ink > 0 else { continue }
            rows[y] = max(rows[y], ink); columns[x] = max(columns[x], ink)
            let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
            mass += ink; sumX += ink * px; sumY += ink * py; sumXX += ink * px * px; sumYY += ink * py * py
        } }
        let strongest = rows.max() ?? 0
        guard strongest > 0 else { return nil }
        let half = strongest / 2
        /// The rising crossing of `half` walking `profile` in `order`, in pixel coordinates.
        func edge(_ profile: [Double], _ order: [Int]) -> Double? {
            for (k, i) in order.enumerated() where profile[i] >= half {
                let centre = Double(i) + 0.5
                guard k > 0 else { return centre }
                let j = order[k - 1], before = profile[j]
                let fraction = (half - before) / (profile[i] - before)
                return Double(j) + 0.5 + (centre - Double(j) - 0.5) * fraction
            }
            return nil
        }
        guard let top = edge(rows, Array(0..<h)), let bottom = edge(rows, Array((0..<h).reversed())),
              let left = edge(columns, Array(0..<w)), let right = edge(columns, Array((0..<w).reversed())) else { return nil }
        let (cx, cy) = (sumX / mass, sumY / mass)
        return InkBounds(left: left, top: top, right: right, bottom: bottom, centreX: cx, centreY: cy,
                         spreadX: max(sumXX / mass - cx * cx, 0).squareRoot(), spreadY: max(sumYY / mass - cy * cy, 0).squareRoot())
    }
}

extension FloatingLabelEntry {
    /// The label's text as drawn in the last frame, in field coordinates: only the widget
    /// that draws the label is rendered (with the transform it was drawn with), and its ink
    /// measured. Nil when nothing was drawn.
    func measuredLabelInk() -> InkBounds? {
        let margin: Int32 = 30
        let region = (x: -margin, y: -margin, width: fieldSize.width + 2 * margin, height: fieldSize.height + 2 * margin)
        guard let image = WidgetSnapshot(drawnBy: labelDrawing, in: root.widget, region: region),
              var ink = image.inkBounds() else { return nil }
        ink.offset(x: Double(region.x), y: Double(region.y))
        return ink
    }

    /// Where and how large the label was drawn in the last frame, read from its pixels: the
    /// ink of the drawn frame against the ink of the label's own unscaled image (scale =
    /// ratio of their horizontal spreads; top-left = drawn ink centre − scale × the image's
    /// ink centre). Nil when nothing was drawn.
    func measuredLabelPlacement() -> LabelPlacement? {
        guard let drawn = measuredLabelInk(), let image = labelImage.surface,
              let reference = WidgetSnapshot(copying: image).inkBounds(), reference.spreadX > 0 else { return nil }
        let scale = drawn.spreadX / reference.spreadX
        return LabelPlacement(x: drawn.centreX - scale * reference.centreX, y: drawn.centreY - scale * reference.centreY, scale: scale)
    }
}
