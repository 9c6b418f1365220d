import UIKit

// MARK: - UIView

extension Bindings {
    static let uiView: [AnyTypeBinding] = [
        TypeBinding<UIView.ContentMode>(
            "UIView.ContentMode", doc: "How a view lays out its content when its bounds change.",
            cases: UIView.ContentMode.allCases
        )
        .describe { ".\($0)" },
        TypeBinding<UIView>(
            "UIView", doc: "A rectangular area on the screen and the object that manages its content.", superclass: nil
        )
        .describe(describeView)
        .initializer { UIView() }
        .initializer(["frame"], UIView.init(frame:))
        .method(
            "addSubview", ["_"],
            undo: undoTreeEdit(\UIView.superview, add: { $0.addSubview($1) }, remove: { $0.removeFromSuperview() })
        ) {
            (view: UIView, subview: UIView) in
            guard subview !== view else { throw ShellError("a view cannot be added to itself") }
            guard !isAncestor(subview, of: view) else {
                throw ShellError("a view cannot be added to one of its own subviews")
            }
            view.addSubview(subview)
        }
        .method("removeFromSuperview", undo: undoRemoval(\UIView.superview, add: { $0.addSubview($1) })) {
            (view: UIView) in
            view.removeFromSuperview()
        }
        .method(
            "sizeToFit",
            undo: { receiver, _ in
                guard let view = receiver as? UIView else { return {} }
                let frame = view.frame
                return { view.frame = frame }
            }
        ) { (view: UIView) in view.sizeToFit() }
        .method("invalidateIntrinsicContentSize") { (view: UIView) in view.invalidateIntrinsicContentSize() },
    ]

    /// Whether `ancestor` contains `view` somewhere below it.
    static func isAncestor(_ ancestor: UIView, of view: UIView) -> Bool {
        var current = view.superview
        while let v = current {
            if v === ancestor { return true }
            current = v.superview
        }
        return false
    }

    /// `<UIView: frame = (20.0, 20.0, 100.0, 60.0); backgroundColor = UIColor.systemBlue; subviews = 1>`:
    /// the class, the frame and the properties that differ from their defaults.
    static func describeView(_ view: UIView) -> String {
        let f = view.frame
        var parts = ["frame = \(formatNumbers(f.minX, f.minY, f.width, f.height))"]
        if let color = view.backgroundColor { parts.append("backgroundColor = \(color)") }
        if view.alpha != 1 { parts.append("alpha = \(Double(view.alpha))") }
        if view.isHidden { parts.append("isHidden = true") }
        if view.tag != 0 { parts.append("tag = \(view.tag)") }
        if view.clipsToBounds { parts.append("clipsToBounds = true") }
        if !view.subviews.isEmpty { parts.append("subviews = \(view.subviews.count)") }
        return "<\(type(of: view)): \(parts.joined(separator: "; "))>"
    }
}
