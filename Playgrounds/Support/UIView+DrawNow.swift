import UIKit

extension UIView {
    /// Draws the view now at its current size, as its first frame on screen would, so that a
    /// preview can change the size afterwards. (On iOS, `layer.displayIfNeeded()` draws a marked
    /// view's layer synchronously; ViewLab's UIView keeps its own display mark, so it uses its
    /// `layoutAndDisplayIfNeeded()` — the `Previews` module exists only in ViewLab.)
    func drawNow() {
        #if canImport(Previews)
        layoutAndDisplayIfNeeded() // ViewLab: one layout + display pass for a view outside a window.
        #else
        layoutIfNeeded()
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #endif
    }
}
