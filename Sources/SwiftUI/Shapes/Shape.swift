import UIKit

/// A 2D shape a view draws (`Shape`): its outline for a rectangle, filled with the foreground
/// colour unless `fill` or `stroke` says otherwise. A shape fills the space it is offered.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/shape>
public protocol Shape: View {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: _ShapeView<Self> { _ShapeView(shape: self, fill: nil, stroke: nil) }

    /// The shape filled with a colour or style (`fill(_:style:)`).
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: (content as? Color) ?? .primary, stroke: nil)
    }

    public func fill() -> _ShapeView<Self> { _ShapeView(shape: self, fill: nil, stroke: nil) }

    /// The shape's outline drawn (`stroke(_:lineWidth:)`).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: .clear, stroke: ((content as? Color) ?? .primary, lineWidth))
    }

    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self> {
        stroke(content, lineWidth: style.lineWidth)
    }

    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: .clear, stroke: (nil, lineWidth))
    }
}

/// A colour or pattern a shape is filled with (`ShapeStyle`); ViewLab draws colours.
public protocol ShapeStyle {}

extension Color: ShapeStyle {}

/// The view's foreground colour, as a style (`ForegroundStyle`, `.foreground`).
public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// How a path is filled (`FillStyle`).
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How a path is stroked (`StrokeStyle`).
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// A shape drawn in a colour: a `CAShapeLayer` in the node's view, its path made for the
/// frame the shape is placed in.
public struct _ShapeView<Content: Shape>: View {
    public typealias Body = Never
    let shape: Content
    let fill: Color?
    let stroke: (Color?, CGFloat)?
}

extension _ShapeView: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let view = ContainerView()
        let layer = CAShapeLayer()
        view.layer.addSublayer(layer)
        let foreground = context.environment.foregroundColor ?? .primary
        let traits = view.traitCollection
        layer.fillColor = (fill ?? foreground).uiColor.resolvedColor(with: traits).cgColor
        if let stroke {
            layer.strokeColor = (stroke.0 ?? foreground).uiColor.resolvedColor(with: traits).cgColor
            layer.lineWidth = stroke.1
        }
        let shape = self.shape
        return [
            LeafNode(view: view, measure: { $0.replacingUnspecifiedDimensions() }) { frame in
                layer.frame = CGRect(origin: .zero, size: frame.size)
                layer.path = shape.path(in: CGRect(origin: .zero, size: frame.size)).cgPath
            }
        ]
    }
}
