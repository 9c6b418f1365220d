import Foundation

// The `CGPointEqualToPoint`, `CGSizeEqualToSize` and `CGRectEqualToRect` functions of
// `<CoreGraphics/CGGeometry.h>`, which Swift imports as `equalTo(_:)` methods, deprecated in
// favour of `==` but still common in older code. Same meaning as `==`: exact comparison of every
// field (Apple, CGGeometry.h: "Return true if `point1' and `point2' are the same").

extension CGPoint {
    @available(swift, deprecated: 4.2, message: "Use == instead")
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    @available(swift, deprecated: 4.2, message: "Use == instead")
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    @available(swift, deprecated: 4.2, message: "Use == instead")
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}
