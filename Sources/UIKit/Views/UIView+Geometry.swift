import CoreGraphics
import QuartzCore

// MARK: - Geometry

extension UIView {
    /// The frame in the superview's coordinate space: the smallest rectangle containing the
    /// bounds after `transform` is applied about `center`.
    ///
    /// Setting it with the identity transform sets `center` to the rectangle's midpoint and
    /// `bounds.size` to its size (UIKit's rule). With a non-identity transform iOS documents the
    /// result as undefined; ViewLab then keeps the transform, sets `bounds.size` to the size that,
    /// transformed, has the requested size where possible (scale transforms), else leaves the size
    /// alone, and moves `center` so that the transformed bounds start at the requested origin —
    /// reading `frame` back gives what was set, as Core Animation's `frame` setter does ("the
    /// layer's position and bounds are changed to match the new frame rectangle", Apple, `CALayer.frame`).
    /// So `view.frame.size.height = h` under a translation (a panel moved with
    /// `transform = CGAffineTransform(translationX: 0, y: …)`) changes the height without moving
    /// the view by its translation each time. Non-finite values are reported and ignored.
    var frameImpl: CGRect {
        get {
            let b = layer.bounds, p = layer.position, a = layer.anchorPoint
            let local = CGRect(x: -b.width * a.x, y: -b.height * a.y, width: b.width, height: b.height)
            let t = storedTransform
            return (t.isIdentity ? local : local.applying(t)).offsetBy(dx: p.x, dy: p.y)
        }
        set {
            guard UIView.isFinite(newValue, what: "frame", of: self) else { return }
            let r = newValue.standardized
            var size = r.size
            let t = storedTransform
            if !t.isIdentity {
                let unit = CGRect(x: 0, y: 0, width: 1, height: 1).applying(t)
                if t.b == 0, t.c == 0, unit.width > 0, unit.height > 0 {
                    size = CGSize(width: r.width / unit.width, height: r.height / unit.height)
                } else {
                    size = bounds.size
                }
            }
            let a = layer.anchorPoint
            let local = CGRect(x: -size.width * a.x, y: -size.height * a.y, width: size.width, height: size.height)
            let placed = t.isIdentity ? local : local.applying(t)
            center = CGPoint(x: r.minX - placed.minX, y: r.minY - placed.minY)
            bounds.size = size
        }
    }

    /// The bounds in the view's own coordinate space. Changing the origin shifts where content
    /// and subviews appear; changing the size lays the view out, autoresizes subviews and, for
    /// `contentMode == .redraw`, marks the view for display.
    var boundsImpl: CGRect {
        get { layer.bounds }
        set {
            guard UIView.isFinite(newValue, what: "bounds", of: self) else { return }
            let old = layer.bounds
            let new = CGRect(
                origin: newValue.origin, size: CGSize(width: max(0, newValue.width), height: max(0, newValue.height)))
            guard new != old else { return }
            layer.bounds = new
            if new.size != old.size {
                boundsSizeDidChange(from: old.size)
            } else {
                // UIKit marks a view for layout when its bounds origin changes (scroll views lay
                // out their content on scroll).
                setNeedsLayout()
            }
        }
    }

    /// The centre of the frame, in the superview's coordinate space. Moving a view neither lays
    /// it out nor redraws it.
    var centerImpl: CGPoint {
        get { layer.position }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                UIView.report(.invalidGeometry, "\(debugName).center = \(newValue) is not finite (ignored)")
                return
            }
            layer.position = newValue
        }
    }

    /// The transform applied about `center` (rotation, scale, translation). It does not change
    /// `bounds` or `center`, and so it does not lay the view out.
    var transformImpl: CGAffineTransform {
        get { storedTransform }
        set {
            let values = [newValue.a, newValue.b, newValue.c, newValue.d, newValue.tx, newValue.ty]
            guard values.allSatisfy(\.isFinite) else {
                UIView.report(.invalidGeometry, "\(debugName).transform has non-finite values (ignored)")
                return
            }
            storedTransform = newValue
            layer.setAffineTransform(newValue)
        }
    }

    // MARK: - Converting between coordinate spaces

    /// `convert`, whose overridable declaration is in the class body.
    func convertImpl(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let target = view ?? window
        return point.applying(transformToWindowSpace()).applying(
            target?.transformToWindowSpace().inverted() ?? .identity)
    }

    /// `convert`, whose overridable declaration is in the class body.
    func convertImpl(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let source = view ?? window
        return point.applying(source?.transformToWindowSpace() ?? .identity).applying(
            transformToWindowSpace().inverted())
    }

    /// `convert`, whose overridable declaration is in the class body.
    func convertImpl(_ rect: CGRect, to view: UIView?) -> CGRect {
        let target = view ?? window
        return rect.applying(
            transformToWindowSpace().concatenating(target?.transformToWindowSpace().inverted() ?? .identity))
    }

    /// `convert`, whose overridable declaration is in the class body.
    func convertImpl(_ rect: CGRect, from view: UIView?) -> CGRect {
        let source = view ?? window
        return rect.applying(
            (source?.transformToWindowSpace() ?? .identity).concatenating(transformToWindowSpace().inverted()))
    }

    /// Superview coordinates ← this view's bounds coordinates (bounds origin, transform about
    /// the anchor point, position).
    var transformToSuperview: CGAffineTransform {
        let b = layer.bounds, a = layer.anchorPoint, p = layer.position
        let anchor = CGPoint(x: b.minX + b.width * a.x, y: b.minY + b.height * a.y)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(storedTransform)
            .concatenating(CGAffineTransform(translationX: p.x, y: p.y))
    }

    /// Root (window) coordinates ← this view's coordinates. A window is the root of its own space;
    /// a view outside any window converts relative to its topmost superview.
    func transformToWindowSpace() -> CGAffineTransform {
        var t = CGAffineTransform.identity
        var view: UIView = self
        while !(view is UIWindow), let parent = view.storedSuperview {
            t = t.concatenating(view.transformToSuperview)
            view = parent
        }
        return t
    }

    // MARK: - Validation

    static func isFinite(_ rect: CGRect, what: String, of view: UIView) -> Bool {
        let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        if values.allSatisfy({ $0.isFinite && abs($0) < 1e9 }) { return true }
        UIView.report(.invalidGeometry, "\(view.debugName).\(what) = \(rect) is not finite or is too large (ignored)")
        return false
    }
}
