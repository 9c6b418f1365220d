import Foundation

/// A view used as the picture of a pointer effect, drag or context menu preview.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    public let view: UIView
    public init(view: UIView) {
        self.view = view
        super.init()
    }
}
