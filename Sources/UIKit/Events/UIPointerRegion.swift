import Foundation

/// A part of a view where a pointer style applies.
@preconcurrency @MainActor
open class UIPointerRegion: NSObject {
    public let rect: CGRect
    public let identifier: AnyHashable?
    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        (self.rect, self.identifier) = (rect, identifier)
        super.init()
    }
}

/// Where the pointer is, when a pointer interaction asks its delegate for a region.
@preconcurrency @MainActor
open class UIPointerRegionRequest: NSObject {
    public let location: CGPoint
    public let modifiers: Int
    init(location: CGPoint) {
        (self.location, self.modifiers) = (location, 0)
        super.init()
    }
}
