import CoreGraphics

/// `contentLayoutGuide` and `frameLayoutGuide` (iOS 11). Apple: constraints to the content
/// guide's edges "refer to the content area" and "the scroll view uses [them] to determine its
/// content size"; constraints to the frame guide refer to the scroll view's frame, so views
/// pinned there stay put while the content scrolls.
///
/// The engine places a scroll view's subviews relative to its visible bounds, so the content
/// guide is pinned at minus the content offset (its edges are the content's, whatever the
/// offset; the pins follow each scroll) and the frame guide to the scroll view's own edges.
/// After each layout pass the content guide's solved size becomes `contentSize`.
extension UIScrollView {
    /// The guide of the scrollable content: its size is the `contentSize`.
    public var contentLayoutGuide: UILayoutGuide { layoutGuides().content }
    /// The guide of the scroll view's untranslated frame.
    public var frameLayoutGuide: UILayoutGuide { layoutGuides().frame }

    private func layoutGuides() -> ScrollLayoutGuides {
        if let scrollLayoutGuides { return scrollLayoutGuides }
        let guides = ScrollLayoutGuides(scrollView: self)
        scrollLayoutGuides = guides
        return guides
    }

    /// After layout: the content guide's solved size is the content size.
    func takeContentSizeFromLayoutGuide() {
        guard let guides = scrollLayoutGuides, guides.content.owningView === self,
            hasContentConstraints(besides: guides.pins)
        else { return }
        let size = guides.content.layoutFrame.size
        if size != contentSize { contentSize = size }
    }

    /// Whether a constraint other than the guides' own pins ties content to the content area: to
    /// the content guide, or to an edge of the scroll view (see `NSLayoutConstraint.contentScrollView`).
    private func hasContentConstraints(besides pins: [NSLayoutConstraint]) -> Bool {
        var view: UIView? = self
        while let current = view {
            if current.constraints.contains(where: { $0.constrainsContent(of: self) && !pins.contains($0) }) {
                return true
            }
            view = current.superview
        }
        return false
    }
}

/// The two guides of a scroll view and the constraints that pin them.
@MainActor
final class ScrollLayoutGuides {
    let content = UILayoutGuide()
    let frame = UILayoutGuide()
    private let contentLeft: NSLayoutConstraint
    private let contentTop: NSLayoutConstraint
    /// The constraints that pin the guides (not the user's).
    let pins: [NSLayoutConstraint]

    init(scrollView: UIScrollView) {
        content.identifier = "UIScrollView-contentLayoutGuide"
        frame.identifier = "UIScrollView-frameLayoutGuide"
        scrollView.addLayoutGuide(content)
        scrollView.addLayoutGuide(frame)
        let offset = scrollView.contentOffset
        contentLeft = content.leftAnchor.constraint(equalTo: scrollView.leftAnchor, constant: -offset.x)
        contentTop = content.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: -offset.y)
        let framePins = [
            frame.leftAnchor.constraint(equalTo: scrollView.leftAnchor),
            frame.topAnchor.constraint(equalTo: scrollView.topAnchor),
            frame.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            frame.heightAnchor.constraint(equalTo: scrollView.heightAnchor),
        ]
        pins = [contentLeft, contentTop] + framePins
        NSLayoutConstraint.activate(pins)
    }

    /// Keeps the content guide at the content's origin as the offset changes.
    func follow(contentOffset: CGPoint) {
        if contentLeft.constant != -contentOffset.x { contentLeft.constant = -contentOffset.x }
        if contentTop.constant != -contentOffset.y { contentTop.constant = -contentOffset.y }
    }
}
