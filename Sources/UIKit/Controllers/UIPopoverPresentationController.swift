import CoreGraphics
import Foundation

/// The configuration of a `.popover` presentation: where the popover points (`sourceView` and
/// `sourceRect`, or `barButtonItem`) and its arrow directions. On iPhone (compact width) UIKit
/// adapts a popover; ViewLab shows it as a sheet (see `UIModalPresentationStyle`), so this object
/// keeps what it is given for code that configures it.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    open weak var sourceView: UIView?
    open var sourceRect: CGRect = .zero
    open var sourceItem: AnyObject?
    open var barButtonItem: UIBarButtonItem?
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    open var arrowDirection: UIPopoverArrowDirection { .unknown }
    open var passthroughViews: [UIView]?
    open var backgroundColor: UIColor?
    open var canOverlapSourceViewRect = false
    open var popoverLayoutMargins: UIEdgeInsets = .zero
}

/// The directions a popover's arrow may point.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

extension UIViewController {
    /// The popover configuration of a controller whose `modalPresentationStyle` is `.popover`
    /// (nil otherwise), as on iOS; made on first use.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let existing = popoverConfiguration { return existing }
        let made = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        popoverConfiguration = made
        return made
    }
}
