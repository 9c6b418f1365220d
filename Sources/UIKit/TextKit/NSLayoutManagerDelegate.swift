import CoreGraphics
import Foundation

/// What a layout manager tells its delegate (Apple, NSLayoutManagerDelegate documentation): that
/// its layout was invalidated (after a text storage edit or a container change), and that it
/// finished laying text out in a container (`atEnd`: all the text fit or the last container was
/// filled). All optional: the extension's defaults do nothing.
@preconcurrency @MainActor
public protocol NSLayoutManagerDelegate: AnyObject {
    func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager)
    func layoutManager(
        _ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?,
        atEnd layoutFinishedFlag: Bool)
}

extension NSLayoutManagerDelegate {
    public func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager) {}
    public func layoutManager(
        _ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?,
        atEnd layoutFinishedFlag: Bool
    ) {}
}
