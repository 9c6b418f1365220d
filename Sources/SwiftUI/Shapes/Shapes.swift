import CoreGraphics

/// A rectangle filling the frame (`Rectangle`).
///
/// Apple: <https://developer.apple.com/documentation/swiftui/rectangle>
public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners (`RoundedRectangle`).
///
/// Apple: <https://developer.apple.com/documentation/swiftui/roundedrectangle>
public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        let width = min(cornerSize.width, rect.width / 2)
        let height = min(cornerSize.height, rect.height / 2)
        return Path { $0.addRoundedRect(in: rect, cornerSize: CGSize(width: width, height: height)) }
    }
}

/// The largest circle centred in the frame (`Circle`).
///
/// Apple: <https://developer.apple.com/documentation/swiftui/circle>
public struct Circle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

/// An ellipse filling the frame (`Ellipse`).
public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A rounded rectangle whose corner radius is half its shorter side (`Capsule`).
///
/// Apple: <https://developer.apple.com/documentation/swiftui/capsule>
public struct Capsule: Shape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        RoundedRectangle(cornerRadius: min(rect.width, rect.height) / 2).path(in: rect)
    }
}
