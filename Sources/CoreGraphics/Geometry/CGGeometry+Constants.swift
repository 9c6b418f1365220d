import Foundation

// Core Graphics' geometry constants under their C names (Apple, `CGGeometry.h`:
// `CGPointZero`, `CGSizeZero`, `CGRectZero`, `CGRectNull`, `CGRectInfinite`), which Swift code
// written for recent SDKs still spells; the same values as `CGPoint.zero`, `CGRect.null`….

/// The point (0, 0): `CGPoint.zero`.
public let CGPointZero = CGPoint.zero
/// The size 0 × 0: `CGSize.zero`.
public let CGSizeZero = CGSize.zero
/// The rectangle at (0, 0) with zero size: `CGRect.zero`.
public let CGRectZero = CGRect.zero
/// The null rectangle (the result of intersecting disjoint rectangles): `CGRect.null`.
public let CGRectNull = CGRect.null
/// The rectangle with no bounds: `CGRect.infinite`.
public let CGRectInfinite = CGRect.infinite
/// The identity transform: `CGAffineTransform.identity`.
public let CGAffineTransformIdentity = CGAffineTransform.identity
