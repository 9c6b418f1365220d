import CCairo
import Foundation

/// A colour ramp: colours at locations in 0…1, drawn with `CGContext.drawLinearGradient` and
/// `drawRadialGradient`. Colours are converted to sRGB and interpolated by cairo in straight
/// (unpremultiplied) components, as Core Graphics does: a fade from red to `.clear` (transparent
/// black) darkens in the middle; fade to red with alpha 0 instead.
public final class CGGradient: @unchecked Sendable {
    /// One colour stop (straight sRGB + alpha).
    struct Stop {
        var location: CGFloat
        var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    }

    let stops: [Stop]
    public let colorSpace: CGColorSpace?

    init(stops: [Stop], colorSpace: CGColorSpace?) {
        self.stops = stops.sorted { $0.location < $1.location }
        self.colorSpace = colorSpace
    }

    /// A gradient from an array of `CGColor`s (`[a, b] as CFArray`). `locations` must hold one
    /// value per colour, or be nil for evenly spaced colours (first at 0, last at 1). Returns nil
    /// when there are no colours or an element is not a `CGColor`.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty, cgColors.count == colors.count else { return nil }
        let stops = cgColors.enumerated().map { index, color -> Stop in
            let c = color.rgba
            let location = CGGradient.location(index: index, count: cgColors.count, locations: locations)
            return Stop(location: location, red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        }
        self.init(stops: stops, colorSpace: space)
    }

    /// The same from an `NSArray` (`colors as NSArray`): on Apple platforms `NSArray` and `CFArray`
    /// are toll-free bridged, so code passes either (Apple, "Toll-Free Bridged Types").
    public convenience init?(colorsSpace space: CGColorSpace?, colors: NSArray, locations: UnsafePointer<CGFloat>?) {
        self.init(colorsSpace: space, colors: Array(colors) as CFArray, locations: locations)
    }

    /// A gradient from `count` colours given as consecutive components in `space` (alpha last:
    /// RGBA for RGB spaces, gray+alpha for gray spaces).
    public convenience init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0, count < 1 << 16 else { return nil }
        let perColor = space.numberOfComponents + 1
        let stops = (0..<count).map { index -> Stop in
            let values = (0..<perColor).map { components[index * perColor + $0] }
            let c = CGColor(colorSpace: space, components: values).rgba
            return Stop(
                location: CGGradient.location(index: index, count: count, locations: locations),
                red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        }
        self.init(stops: stops, colorSpace: space)
    }

    private static func location(index: Int, count: Int, locations: UnsafePointer<CGFloat>?) -> CGFloat {
        if let locations {
            let value = locations[index]
            return value.isFinite ? min(max(value, 0), 1) : 0
        }
        return count == 1 ? 0 : CGFloat(index) / CGFloat(count - 1)
    }

    /// Adds the stops to a cairo gradient pattern.
    func addStops(to pattern: OpaquePointer) {
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(
                pattern, Double(stop.location), Double(stop.red), Double(stop.green),
                Double(stop.blue), Double(stop.alpha))
        }
    }
}
