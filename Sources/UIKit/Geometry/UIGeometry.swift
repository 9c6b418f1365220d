import CoreGraphics

// The C functions of Apple's `UIGeometry.h` as Swift sees them. Swift 4.2 replaced the `Make`
// and `InsetRect` functions by initialisers and methods (calling them is a compile error whose
// fix-it names the replacement, as on iOS); the equality functions are deprecated in favour of
// `==` (Apple's Swift overlay, `stdlib/public/Darwin/UIKit/UIKit.swift`). The string functions
// were renamed to `NSCoder.string(for:)` and `NSCoder.cgPoint(for:)` & co. in Swift 3.

@available(swift, obsoleted: 4.2, renamed: "UIEdgeInsets.init(top:left:bottom:right:)")
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

@available(swift, obsoleted: 4.2, renamed: "CGRect.inset(self:by:)")
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect { rect.inset(by: insets) }

@available(swift, obsoleted: 4.2, renamed: "UIOffset.init(horizontal:vertical:)")
public func UIOffsetMake(_ horizontal: CGFloat, _ vertical: CGFloat) -> UIOffset {
    UIOffset(horizontal: horizontal, vertical: vertical)
}

@available(swift, deprecated: 4.2, message: "Use == operator instead.")
public func UIEdgeInsetsEqualToEdgeInsets(_ insets1: UIEdgeInsets, _ insets2: UIEdgeInsets) -> Bool {
    insets1 == insets2
}

@available(swift, deprecated: 4.2, message: "Use == operator instead.")
public func UIOffsetEqualToOffset(_ offset1: UIOffset, _ offset2: UIOffset) -> Bool { offset1 == offset2 }

@available(*, unavailable, renamed: "NSCoder.string(for:)")
public func NSStringFromCGPoint(_ point: CGPoint) -> String { NSCoder.string(for: point) }

@available(*, unavailable, renamed: "NSCoder.string(for:)")
public func NSStringFromCGSize(_ size: CGSize) -> String { NSCoder.string(for: size) }

@available(*, unavailable, renamed: "NSCoder.string(for:)")
public func NSStringFromCGRect(_ rect: CGRect) -> String { NSCoder.string(for: rect) }

@available(*, unavailable, renamed: "NSCoder.cgPoint(for:)")
public func CGPointFromString(_ string: String) -> CGPoint { NSCoder.cgPoint(for: string) }

@available(*, unavailable, renamed: "NSCoder.cgSize(for:)")
public func CGSizeFromString(_ string: String) -> CGSize { NSCoder.cgSize(for: string) }

@available(*, unavailable, renamed: "NSCoder.cgRect(for:)")
public func CGRectFromString(_ string: String) -> CGRect { NSCoder.cgRect(for: string) }
