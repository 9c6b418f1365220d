import QuartzCore

// MARK: - Content mode

extension UIView {
    /// How a view's drawn content is fitted when its bounds change, with UIKit's raw values.
    public enum ContentMode: Int, Sendable, CaseIterable {
        case scaleToFill = 0, scaleAspectFit = 1, scaleAspectFill = 2, redraw = 3, center = 4, top = 5,
            bottom = 6, left = 7, right = 8, topLeft = 9, topRight = 10, bottomLeft = 11, bottomRight = 12

        /// The layer contents gravity UIKit maps the mode to (`.redraw` stretches the stale
        /// bitmap like `.scaleToFill` until the redraw happens). Core Animation names its
        /// vertical gravities for a y-up space ("the naming of contents gravity constants is based
        /// on the direction of the vertical axis" — `CALayer.contentsGravity` docs), while a view's
        /// bounds are y-down, so `.top` (content at the visual top) is the `.bottom` gravity.
        public var contentsGravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: return .resize
            case .scaleAspectFit: return .resizeAspect
            case .scaleAspectFill: return .resizeAspectFill
            case .center: return .center
            case .top: return .bottom
            case .bottom: return .top
            case .left: return .left
            case .right: return .right
            case .topLeft: return .bottomLeft
            case .topRight: return .bottomRight
            case .bottomLeft: return .topLeft
            case .bottomRight: return .topRight
            }
        }
    }

    /// How the view's cached bitmap is shown when the bounds change. Only `.redraw` calls
    /// `draw(_:)` again on a size change (it sets the layer's `needsDisplayOnBoundsChange`); every
    /// other mode maps the old bitmap onto the new bounds with the matching `contentsGravity`.
    var contentModeImpl: ContentMode {
        get { storedContentMode }
        set {
            storedContentMode = newValue
            layer.contentsGravity = newValue.contentsGravity
            layer.needsDisplayOnBoundsChange = newValue == .redraw
        }
    }
}
