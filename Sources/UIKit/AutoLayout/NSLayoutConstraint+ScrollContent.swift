// MARK: - Edges of a scroll view are its content's edges

extension NSLayoutConstraint {
    /// The scroll view whose **content area** `item`'s `attribute` stands for in this constraint,
    /// or nil: a constraint between an edge of a scroll view and a view (or guide) inside it
    /// refers to the scroll view's content, not its frame — that is how such constraints give the
    /// scroll view its `contentSize` (Apple, Technical Note TN2154 "UIScrollView And Autolayout":
    /// "the constraints between the edges of the scroll view and its content attach to the scroll
    /// view's content area"; since iOS 11 the same area as `contentLayoutGuide`). "Constraints
    /// between the height, width, or centers attach to the scroll view's frame" (Auto Layout
    /// Guide, "Working with Scroll Views"), so `stack.widthAnchor == scrollView.widthAnchor` makes
    /// the content as wide as the scroll view, and a pull-to-refresh header with `centerX ==
    /// scrollView.centerX` is centred in a table whose content size Auto Layout does not give.
    static func contentScrollView(_ item: AnyObject?, _ attribute: Attribute, other: AnyObject?) -> UIScrollView? {
        guard let scrollView = item as? UIScrollView, ![.width, .height, .centerX, .centerY].contains(attribute),
            attribute != .notAnAttribute,
            !attribute.usesMargins, let otherView = view(of: other), otherView !== scrollView,
            otherView.isDescendant(of: scrollView)
        else { return nil }
        return scrollView
    }

    /// The items the engine solves this constraint with: a scroll view's content guide where the
    /// constraint names the scroll view's edge for content inside it (see `contentScrollView`).
    var solvedItems: (first: AnyObject?, second: AnyObject?) {
        let first = NSLayoutConstraint.contentScrollView(firstItem, firstAttribute, other: secondItem)
        let second = NSLayoutConstraint.contentScrollView(secondItem, secondAttribute, other: firstItem)
        return (first?.scrollLayoutGuides?.content ?? firstItem, second?.scrollLayoutGuides?.content ?? secondItem)
    }

    /// Whether the constraint ties content to a scroll view's content area, directly or through
    /// an edge of the scroll view.
    func constrainsContent(of scrollView: UIScrollView) -> Bool {
        let content = scrollView.scrollLayoutGuides?.content
        return (content != nil && (firstItem === content || secondItem === content))
            || NSLayoutConstraint.contentScrollView(firstItem, firstAttribute, other: secondItem) === scrollView
            || NSLayoutConstraint.contentScrollView(secondItem, secondAttribute, other: firstItem) === scrollView
    }

    /// Makes the content guide of a scroll view this constraint refers to the content of, so the
    /// engine can solve with it (called on activation).
    func prepareScrollContent() {
        _ = NSLayoutConstraint.contentScrollView(firstItem, firstAttribute, other: secondItem)?.contentLayoutGuide
        _ = NSLayoutConstraint.contentScrollView(secondItem, secondAttribute, other: firstItem)?.contentLayoutGuide
    }
}
