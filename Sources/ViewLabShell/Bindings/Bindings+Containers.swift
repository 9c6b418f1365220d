import UIKit

// MARK: - Stack views, scroll views, text fields, visual effects

extension Bindings {
    static let containers: [AnyTypeBinding] = [
        TypeBinding<NSLayoutConstraint.Axis>(
            "NSLayoutConstraint.Axis", doc: "Horizontal or vertical.", cases: [.horizontal, .vertical]
        )
        .describe { ".\($0)" },
        TypeBinding<UIStackView.Alignment>(
            "UIStackView.Alignment", doc: "How a stack view places views across its axis.",
            cases: UIStackView.Alignment.allCases
        )
        .describe { ".\($0)" },
        TypeBinding<UIStackView.Distribution>(
            "UIStackView.Distribution", doc: "How a stack view sizes views along its axis.",
            cases: UIStackView.Distribution.allCases
        )
        .describe { ".\($0)" },
        TypeBinding<UIStackView>(
            "UIStackView", doc: "A view that lays out its arranged subviews in a row or column.", superclass: "UIView"
        )
        .initializer { UIStackView() }
        .initializer(["frame"]) { (f: CGRect) in UIStackView(frame: f) }
        .initializer(["arrangedSubviews"]) { (views: [UIView]) in UIStackView(arrangedSubviews: views) }
        .method("addArrangedSubview", ["_"]) { (s: UIStackView, v: UIView) in
            try checkSubview(v, of: s)
            s.addArrangedSubview(v)
        }
        .method("insertArrangedSubview", ["_", "at"]) { (s: UIStackView, v: UIView, i: Int) in
            try checkSubview(v, of: s)
            s.insertArrangedSubview(v, at: max(0, min(i, s.arrangedSubviews.count)))
        }
        .method("customSpacing", ["after"]) { (s: UIStackView, v: UIView) in s.customSpacing(after: v) },
        TypeBinding<UIScrollView>("UIScrollView", doc: "A view that scrolls its content.", superclass: "UIView")
            .initializer { UIScrollView() }
            .initializer(["frame"]) { (f: CGRect) in UIScrollView(frame: f) }
            .method("scrollRectToVisible", ["_", "animated"]) { (s: UIScrollView, r: CGRect, a: Bool) in
                s.scrollRectToVisible(r, animated: a)
            },
        TypeBinding<UITextField.BorderStyle>(
            "UITextField.BorderStyle", doc: "The border of a text field.",
            cases: UITextField.BorderStyle.allCases
        )
        .describe { ".\($0)" },
        TypeBinding<UITextField.ViewMode>(
            "UITextField.ViewMode", doc: "When an overlay view shows.", cases: UITextField.ViewMode.allCases
        )
        .describe { ".\($0)" },
        TypeBinding<UITextField>("UITextField", doc: "A single line of editable text.", superclass: "UIControl")
            .initializer { UITextField() }
            .initializer(["frame"]) { (f: CGRect) in UITextField(frame: f) }
            .property("rightViewMode", \.rightViewMode),
        TypeBinding<UIBlurEffect.Style>(
            "UIBlurEffect.Style", doc: "The material of a blur.", cases: UIBlurEffect.Style.allCases
        )
        .describe { ".\($0)" },
        TypeBinding<UIVisualEffect>("UIVisualEffect", doc: "A visual effect (blur).", superclass: nil)
            .describe { $0.description },
        TypeBinding<UIBlurEffect>(
            "UIBlurEffect", doc: "A blur of the content behind a visual-effect view.", superclass: "UIVisualEffect"
        )
        .initializer(["style"]) { (s: UIBlurEffect.Style) in UIBlurEffect(style: s) }
        .readOnly("style", \.style),
        TypeBinding<UIVisualEffectView>(
            "UIVisualEffectView", doc: "A view that applies a visual effect to what is behind it.", superclass: "UIView"
        )
        .initializer(["effect"]) { (e: UIVisualEffect?) in UIVisualEffectView(effect: e) }
        .initializer(["frame"]) { (f: CGRect) in UIVisualEffectView(frame: f) }
        .readOnly("contentView", \.contentView),
    ]
}
