import UIKit

extension UIView {
    /// Draws the view now at its current size, as its first frame on screen would, so that a
    /// preview can change the size afterwards.
    func drawNow() {
        layoutIfNeeded()
        #if canImport(Previews)
        layoutAndDisplayIfNeeded() // ViewLab: one layout + display pass for a view outside a window.
        #else
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #endif
    }
}
