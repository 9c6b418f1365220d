import UIKit

// MARK: - UIView: geometry, hierarchy, hit-testing, margins, accessibility

extension Bindings {
    static let viewExtras: [AnyTypeBinding] = [
        TypeBinding<UIEdgeInsets>("UIEdgeInsets", doc: "Insets from the top, left, bottom and right edges.").equatable()
            .describe {
                "UIEdgeInsets(top: \(Double($0.top)), left: \(Double($0.left)), bottom: \(Double($0.bottom)), right: \(Double($0.right)))"
            }
            .initializer { UIEdgeInsets() }
            .initializer(["top", "left", "bottom", "right"]) { (t: CGFloat, l: CGFloat, b: CGFloat, r: CGFloat) in
                UIEdgeInsets(top: t, left: l, bottom: b, right: r)
            }
            .property("top", \.top).property("left", \.left).property("bottom", \.bottom).property("right", \.right),
        TypeBinding<NSDirectionalEdgeInsets>("NSDirectionalEdgeInsets", doc: "Insets that follow the layout direction.")
            .equatable()
            .describe {
                "NSDirectionalEdgeInsets(top: \(Double($0.top)), leading: \(Double($0.leading)), bottom: \(Double($0.bottom)), trailing: \(Double($0.trailing)))"
            }
            .initializer { NSDirectionalEdgeInsets() }
            .initializer(["top", "leading", "bottom", "trailing"]) { (t: CGFloat, l: CGFloat, b: CGFloat, r: CGFloat) in
                NSDirectionalEdgeInsets(top: t, leading: l, bottom: b, trailing: r)
            }
            .property("top", \.top).property("leading", \.leading).property("bottom", \.bottom).property(
                "trailing", \.trailing),
        TypeBinding<UIView.AutoresizingMask>(
            "UIView.AutoresizingMask", doc: "How a view resizes when its superview's bounds change."
        )
        .options([
            ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
            ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
            ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
        ]),
        TypeBinding<UIAccessibilityTraits>("UIAccessibilityTraits", doc: "What an accessibility element is and does.")
            .options([
                ("none", .none), ("button", .button), ("link", .link), ("image", .image), ("selected", .selected),
                ("playsSound", .playsSound), ("keyboardKey", .keyboardKey), ("staticText", .staticText),
                ("summaryElement", .summaryElement), ("notEnabled", .notEnabled),
                ("updatesFrequently", .updatesFrequently),
                ("searchField", .searchField), ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
                ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
                ("header", .header), ("tabBar", .tabBar), ("toggleButton", .toggleButton),
                ("supportsZoom", .supportsZoom),
            ])
            .method("contains", ["_"]) { (traits: UIAccessibilityTraits, member: UIAccessibilityTraits) in
                traits.contains(member)
            },
        TypeBinding<UIEvent>("UIEvent", doc: "A touch event (pass nil in the shell).", superclass: nil),
        TypeBinding<UIView>(extending: "UIView")
            .property("isAccessibilityElement", \.isAccessibilityElement)
            .property("accessibilityLabel", \.accessibilityLabel)
            .property("accessibilityValue", \.accessibilityValue)
            .property("accessibilityHint", \.accessibilityHint)
            .property("accessibilityTraits", \.accessibilityTraits)
            .property("accessibilityIdentifier", \.accessibilityIdentifier)
            .method("accessibilityIncrement") { (view: UIView) in view.accessibilityIncrement() }
            .method("accessibilityDecrement") { (view: UIView) in view.accessibilityDecrement() }
            .method("insertSubview", ["_", "at"]) { (view: UIView, sub: UIView, index: Int) in
                try checkSubview(sub, of: view)
                view.insertSubview(sub, at: max(0, min(index, view.subviews.count)))
            }
            .method("insertSubview", ["_", "aboveSubview"]) { (view: UIView, sub: UIView, sibling: UIView) in
                try checkSubview(sub, of: view)
                view.insertSubview(sub, aboveSubview: sibling)
            }
            .method("insertSubview", ["_", "belowSubview"]) { (view: UIView, sub: UIView, sibling: UIView) in
                try checkSubview(sub, of: view)
                view.insertSubview(sub, belowSubview: sibling)
            }
            .method("exchangeSubview", ["at", "withSubviewAt"]) { (view: UIView, i: Int, j: Int) in
                let range = view.subviews.indices
                guard range.contains(i), range.contains(j) else {
                    throw ShellError("subview indices \(i) and \(j) must be in 0..<\(view.subviews.count)")
                }
                view.exchangeSubview(at: i, withSubviewAt: j)
            }
            .method("convert", ["_", "to"]) { (view: UIView, p: CGPoint, other: UIView?) in view.convert(p, to: other) }
            .method("convert", ["_", "from"]) { (view: UIView, p: CGPoint, other: UIView?) in
                view.convert(p, from: other)
            }
            .method("convert", ["_", "to"]) { (view: UIView, r: CGRect, other: UIView?) in view.convert(r, to: other) }
            .method("convert", ["_", "from"]) { (view: UIView, r: CGRect, other: UIView?) in
                view.convert(r, from: other)
            }
            .method("point", ["inside", "with"]) { (view: UIView, p: CGPoint, event: UIEvent?) in
                view.point(inside: p, with: event)
            },
    ]

    /// A view cannot be inserted into itself or one of its own subviews.
    static func checkSubview(_ subview: UIView, of view: UIView) throws {
        guard subview !== view else { throw ShellError("a view cannot be added to itself") }
        guard !isAncestor(subview, of: view) else {
            throw ShellError("a view cannot be added to one of its own subviews")
        }
    }
}
