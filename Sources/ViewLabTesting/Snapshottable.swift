import UIKit

/// What `assertSnapshot(of:)` and `verifySnapshot(of:)` take: `UIView`, `UIViewController`,
/// `CALayer` and `CGImage` (and their subclasses).
public protocol Snapshottable: AnyObject {}

extension UIView: Snapshottable {}
extension UIViewController: Snapshottable {}
extension CALayer: Snapshottable {}
extension CGImage: Snapshottable {}
