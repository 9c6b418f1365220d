import Foundation

/// The kinds of `CATransition` (Apple, `CATransitionType`: "fade — The layer's content fades as it
/// becomes visible or hidden"; "moveIn — The layer's content slides into place over any existing
/// content"; "push — The layer's content pushes any existing content as it slides into place";
/// "reveal — The layer's content is revealed gradually in the direction specified by the
/// transition subtype").
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The edge a `CATransition` starts from (Apple, `CATransitionSubtype`).
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// The key Core Animation stores a transition under ("The special key kCATransition is
/// automatically used for transition animations", Apple, `CALayer.add(_:forKey:)`).
public let kCATransition = "transition"
