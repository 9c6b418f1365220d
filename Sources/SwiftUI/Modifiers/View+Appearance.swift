import UIKit

extension View {
    /// The view in front of another (`background(_:alignment:)`), offered the view's size.
    ///
    /// Apple: <https://developer.apple.com/documentation/swiftui/view/background(_:alignment:)>
    /// (a colour given to it is drawn by the `ShapeStyle` overload, with the same result).
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        decorated(background, alignment: alignment, inFront: false)
    }

    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        background(content(), alignment: alignment)
    }

    /// The view on a colour or style (`background(_:ignoresSafeAreaEdges:)`, iOS 15).
    /// A style that is also a view (a gradient) is drawn as that view.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background((style as? any View).map { AnyView($0) } ?? AnyView(Rectangle().fill(style)))
    }

    /// Another view in front of this one (`overlay(_:alignment:)`).
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        decorated(overlay, alignment: alignment, inFront: true)
    }

    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        overlay(content(), alignment: alignment)
    }

    private func decorated<V: View>(_ decoration: V, alignment: Alignment, inFront: Bool) -> some View {
        wrapped { node, context in
            let other = Resolver.single(decoration, context.child(inFront ? "overlay" : "background"))
            return DecorationNode(child: node, decoration: other, alignment: alignment, inFront: inFront)
        }
    }

    /// The colour of the text and shapes in the view (`foregroundColor(_:)`).
    public func foregroundColor(_ color: Color?) -> some View { transformingEnvironment { $0.foregroundColor = color } }

    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformingEnvironment { $0.foregroundColor = (style as? Color) ?? $0.foregroundColor }
    }

    public func tint(_ tint: Color?) -> some View { self }

    public func accentColor(_ accentColor: Color?) -> some View { self }

    /// The default font of the text in the view (`font(_:)`).
    public func font(_ font: Font?) -> some View { transformingEnvironment { $0.font = font } }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        transformingEnvironment { $0.multilineTextAlignment = alignment }
    }

    public func lineLimit(_ number: Int?) -> some View { transformingEnvironment { $0.lineLimit = number } }

    /// The view clipped to a rounded rectangle (`cornerRadius(_:antialiased:)`).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        styled {
            $0.layer.cornerRadius = radius
            $0.clipsToBounds = true
        }
    }

    /// The view clipped to its frame (`clipped(antialiased:)`).
    public func clipped(antialiased: Bool = false) -> some View { styled { $0.clipsToBounds = true } }

    /// The view drawn at `opacity` (`opacity(_:)`).
    public func opacity(_ opacity: Double) -> some View { styled { $0.alpha = opacity } }

    /// The view drawn with a shadow (`shadow(color:radius:x:y:)`).
    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    )
        -> some View
    {
        styled {
            $0.layer.shadowColor = color.uiColor.cgColor
            $0.layer.shadowOpacity = 1
            $0.layer.shadowRadius = radius / 2
            $0.layer.shadowOffset = CGSize(width: x, height: y)
        }
    }

    /// A border drawn over the view's frame (`border(_:width:)`).
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        styled {
            $0.layer.borderWidth = width
            $0.layer.borderColor = (content as? Color)?.uiColor.cgColor ?? UIColor.label.cgColor
        }
    }

    /// The view hidden but still taking its space (`hidden()`).
    public func hidden() -> some View { styled { $0.isHidden = true } }

    /// Whether the view takes part in hit-testing (`allowsHitTesting(_:)`).
    public func allowsHitTesting(_ enabled: Bool) -> some View { styled { $0.isUserInteractionEnabled = enabled } }

    public func disabled(_ disabled: Bool) -> some View {
        transformingEnvironment { $0.isEnabled = $0.isEnabled && !disabled }
    }

    /// Light or dark appearance for the view (`preferredColorScheme(_:)`; on iOS it sets the
    /// presentation's, here the hosting view's content's).
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        let scheme = colorScheme
        return modifier(
            NodeModifier(
                environment: { if let scheme { $0.colorScheme = scheme } },
                wrap: { node, _ in
                    let wrapper = WrapperNode(child: node)
                    if let scheme { wrapper.view.overrideUserInterfaceStyle = scheme.userInterfaceStyle }
                    return wrapper
                }))
    }

    /// The view's id: a new id is a new view, its state made again (`id(_:)`).
    public func id<ID: Hashable>(_ id: ID) -> some View { self }

    public func tag<V: Hashable>(_ tag: V) -> some View { self }

    public func zIndex(_ value: Double) -> some View { self }

    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    public func animation(_ animation: Animation?) -> some View { self }

    public func transition(_ t: AnyTransition) -> some View { self }

    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        styled { $0.transform = CGAffineTransform(rotationAngle: angle.radians) }
    }

    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        styled { $0.transform = CGAffineTransform(scaleX: scale, y: scale) }
    }

    public func accessibilityLabel(_ label: Text) -> some View { self }

    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }

    public func accessibilityIdentifier(_ identifier: String) -> some View { self }

    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
}

/// A transition a view appears and disappears with (`AnyTransition`); not played here.
public struct AnyTransition: Sendable {
    public static let opacity = AnyTransition()
    public static let identity = AnyTransition()
    public static let scale = AnyTransition()
    public static let slide = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// An angle (`Angle`).
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double { radians * 180 / .pi }
    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle()
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// A point in a view's unit square (`UnitPoint`).
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
    public static let zero = UnitPoint(x: 0, y: 0)
}
