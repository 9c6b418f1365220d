import CoreGraphics
import Foundation
import QuartzCore

extension UIView {
    /// A layer of `layerClass`, made once in the initialiser as UIKit makes it (a class that is not
    /// a `CALayer` falls back to `CALayer`, with an error line — UIKit would raise).
    static func makeLayer() -> CALayer {
        guard let type = layerClass as? CALayer.Type else {
            FileHandle.standardError.write(
                Data("viewlab: error: \(self).layerClass is not a CALayer subclass; using CALayer\n".utf8))
            return CALayer()
        }
        return type.init()
    }

    /// What both initialisers do once the layer exists: the view becomes the layer's delegate with
    /// its anchor in the middle (UIKit's `position` is the view's `center`), and the process-wide
    /// hooks a view needs are installed once.
    func adoptLayer() {
        UIView.installSwizzlableMethods
        layer.delegate = self
        layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        if type(of: self).requiresConstraintBasedLayout { AutoLayoutEngine.constraintBasedViewsExist = true }
    }
}
