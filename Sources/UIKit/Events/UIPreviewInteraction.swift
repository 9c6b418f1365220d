import CoreGraphics
import Foundation

/// The 3D Touch "peek and pop" interaction on a view (Apple, `UIPreviewInteraction`, iOS 10;
/// deprecated in iOS 13 for `UIContextMenuInteraction`). It reports the force of a press through
/// its delegate; with no device able to sense force (`forceTouchCapability` is `.unavailable`)
/// it never begins, so its delegate is never called — as on an iPhone without 3D Touch.
@MainActor
open class UIPreviewInteraction: NSObject {
    /// The view whose presses the interaction would watch (not retained, as in UIKit).
    open private(set) weak var view: UIView?
    open weak var delegate: UIPreviewInteractionDelegate?

    public init(view: UIView) {
        self.view = view
        super.init()
    }

    /// Where the touch is in `coordinateSpace`: with no interaction under way, the origin.
    open func location(in coordinateSpace: UICoordinateSpace?) -> CGPoint { .zero }

    /// Ends the interaction under way (there is none to end).
    open func cancel() {}
}

/// What a preview interaction tells as the press deepens (Apple, `UIPreviewInteractionDelegate`).
@preconcurrency @MainActor
public protocol UIPreviewInteractionDelegate: AnyObject {
    func previewInteraction(
        _ previewInteraction: UIPreviewInteraction, didUpdatePreviewTransition transitionProgress: CGFloat,
        ended: Bool)
    func previewInteractionDidCancel(_ previewInteraction: UIPreviewInteraction)
    func previewInteractionShouldBegin(_ previewInteraction: UIPreviewInteraction) -> Bool
    func previewInteraction(
        _ previewInteraction: UIPreviewInteraction, didUpdateCommitTransition transitionProgress: CGFloat,
        ended: Bool)
}

extension UIPreviewInteractionDelegate {
    public func previewInteractionShouldBegin(_ previewInteraction: UIPreviewInteraction) -> Bool { true }
    public func previewInteraction(
        _ previewInteraction: UIPreviewInteraction, didUpdateCommitTransition transitionProgress: CGFloat,
        ended: Bool
    ) {}
}
