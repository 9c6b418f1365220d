import CoreGraphics

// MARK: - Hit-testing

extension UIView {
    /// The farthest descendant (or self) that contains `point` (in this view's coordinates).
    ///
    /// UIKit's rules: a view that is hidden, has user interaction disabled or an alpha below
    /// 0.01 returns nil, as does a point for which `point(inside:with:)` is false — so a subview
    /// sticking out of its superview's bounds is not hit there unless the superview overrides
    /// `point(inside:with:)`. Subviews are asked last-first (front-most wins); each gets the point
    /// converted into its own space, transforms included.
    func hitTestImpl(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in storedSubviews.reversed() {
            let t = subview.transformToSuperview
            guard t.a * t.d - t.b * t.c != 0 else { continue }  // scaled to nothing: cannot be hit
            let local = point.applying(t.inverted())
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// ViewLab: the chain from this view down to the view `hitTest` finds, e.g.
    /// `UIWindow › UIView › RingView` (empty when nothing is hit).
    public func hitTestPath(_ point: CGPoint) -> [UIView] {
        guard let hit = hitTest(point, with: nil) else { return [] }
        var path: [UIView] = []
        var view: UIView? = hit
        while let v = view {
            path.insert(v, at: 0)
            if v === self { break }
            view = v.storedSuperview
        }
        return path
    }
}
