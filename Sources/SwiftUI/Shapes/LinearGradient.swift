import UIKit

/// Colours along a line (`Gradient`), evenly spaced or at given locations.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/gradient>
public struct Gradient: Equatable {
    /// A colour at a location from 0 to 1 (`Gradient.Stop`).
    public struct Stop: Equatable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }
}

/// A linear gradient, as a view that fills the space it is offered and as a style
/// (`LinearGradient`); drawn by a `CAGradientLayer` from `startPoint` to `endPoint` in the view's
/// unit square.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/lineargradient>
public struct LinearGradient: ShapeStyle, View {
    public typealias Body = Never
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

extension LinearGradient: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let view = ContainerView()
        let layer = CAGradientLayer()
        let traits = view.traitCollection
        layer.colors = gradient.stops.map { $0.color.uiColor.resolvedColor(with: traits).cgColor }
        layer.locations = gradient.stops.map { NSNumber(value: Double($0.location)) }
        layer.startPoint = CGPoint(x: startPoint.x, y: startPoint.y)
        layer.endPoint = CGPoint(x: endPoint.x, y: endPoint.y)
        view.layer.addSublayer(layer)
        return [
            LeafNode(view: view, measure: { $0.replacingUnspecifiedDimensions() }) { frame in
                layer.frame = CGRect(origin: .zero, size: frame.size)
            }
        ]
    }
}
