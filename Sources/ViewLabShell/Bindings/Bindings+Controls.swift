import UIKit

// MARK: - Controls and actions

extension Bindings {
    static let controls: [AnyTypeBinding] = [
        TypeBinding<UIControl.State>(
            "UIControl.State", doc: "The state of a control (normal, highlighted, disabled, selected…)."
        )
        .options([
            ("normal", .normal), ("highlighted", .highlighted), ("disabled", .disabled), ("selected", .selected),
            ("focused", .focused), ("application", .application), ("reserved", .reserved),
        ]),
        TypeBinding<UIControl.Event>("UIControl.Event", doc: "The events a control sends actions for.")
            .options([
                ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat), ("touchDragInside", .touchDragInside),
                ("touchDragOutside", .touchDragOutside), ("touchDragEnter", .touchDragEnter),
                ("touchDragExit", .touchDragExit),
                ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside), ("touchCancel", .touchCancel),
                ("valueChanged", .valueChanged), ("primaryActionTriggered", .primaryActionTriggered),
                ("menuActionTriggered", .menuActionTriggered), ("editingDidBegin", .editingDidBegin),
                ("editingChanged", .editingChanged), ("editingDidEnd", .editingDidEnd),
                ("editingDidEndOnExit", .editingDidEndOnExit),
                ("allTouchEvents", .allTouchEvents), ("allEditingEvents", .allEditingEvents),
                ("applicationReserved", .applicationReserved), ("systemReserved", .systemReserved),
                ("allEvents", .allEvents),
            ]),
        TypeBinding<UIAction>(
            "UIAction", doc: "A closure a control runs (`UIAction { _ in print(\"tapped\") }`).", superclass: nil
        )
        .describe { "<UIAction: title = \"\($0.title)\">" }
        .initializer(["handler"]) { (h: @escaping (UIAction) -> Void) in UIAction(handler: h) }
        .initializer(["title", "handler"]) { (t: String, h: @escaping (UIAction) -> Void) in
            UIAction(title: t, handler: h)
        }
        .initializer(["title", "image", "handler"]) { (t: String, i: UIImage?, h: @escaping (UIAction) -> Void) in
            UIAction(title: t, image: i, handler: h)
        }
        .property("title", \.title)
        .property("image", \.image),
        ClosureBinding<UIAction, Void>(fallback: {}),
        TypeBinding<UIControl>(
            "UIControl", doc: "A view that sends actions when the user interacts with it.", superclass: "UIView"
        )
        .initializer { UIControl() }
        .initializer(["frame"]) { (f: CGRect) in UIControl(frame: f) }
        .initializer(["frame", "primaryAction"]) { (f: CGRect, a: UIAction?) in UIControl(frame: f, primaryAction: a) }
        .method("sendActions", ["for"]) { (c: UIControl, e: UIControl.Event) in c.sendActions(for: e) },
        TypeBinding<UIButton.ButtonType>(
            "UIButton.ButtonType", doc: "The built-in button styles.", cases: UIButton.ButtonType.allCases
        )
        .describe { ".\($0)" },
        TypeBinding<UIButton.Configuration.CornerStyle>(
            "UIButton.Configuration.CornerStyle", doc: "How a configured button rounds its corners.",
            cases: [.fixed, .dynamic, .small, .medium, .large, .capsule]
        )
        .describe { ".\($0)" },
        TypeBinding<UIButton.Configuration.Size>(
            "UIButton.Configuration.Size", doc: "The size class of a configured button.",
            cases: UIButton.Configuration.Size.allCases
        )
        .describe { ".\($0)" },
        TypeBinding<UIButton.Configuration>(
            "UIButton.Configuration", doc: "A button's look: style, title, image and colours."
        )
        .describe { "UIButton.Configuration(title: \($0.title.map { "\"\($0)\"" } ?? "nil"))" }
        .staticMethod("plain") { UIButton.Configuration.plain() }
        .staticMethod("gray") { UIButton.Configuration.gray() }
        .staticMethod("tinted") { UIButton.Configuration.tinted() }
        .staticMethod("filled") { UIButton.Configuration.filled() }
        .staticMethod("borderless") { UIButton.Configuration.borderless() }
        .staticMethod("bordered") { UIButton.Configuration.bordered() }
        .staticMethod("borderedTinted") { UIButton.Configuration.borderedTinted() }
        .staticMethod("borderedProminent") { UIButton.Configuration.borderedProminent() }
        .property("baseForegroundColor", \.baseForegroundColor),
        TypeBinding<UIButton>("UIButton", doc: "A control that runs an action when tapped.", superclass: "UIControl")
            .initializer { UIButton() }
            .initializer(["frame"]) { (f: CGRect) in UIButton(frame: f) }
            .initializer(["type"]) { (t: UIButton.ButtonType) in UIButton(type: t) }
            .initializer(["type", "primaryAction"]) { (t: UIButton.ButtonType, a: UIAction?) in
                UIButton(type: t, primaryAction: a)
            }
            .initializer(["primaryAction"]) { (a: UIAction?) in UIButton(primaryAction: a) }
            .initializer(["configuration"]) { (c: UIButton.Configuration) in UIButton(configuration: c) }
            .initializer(["configuration", "primaryAction"]) { (c: UIButton.Configuration, a: UIAction?) in
                UIButton(configuration: c, primaryAction: a)
            }
            .method("setNeedsUpdateConfiguration") { (b: UIButton) in b.setNeedsUpdateConfiguration() },
        TypeBinding<UISwitch>("UISwitch", doc: "An on/off switch.", superclass: "UIControl")
            .initializer { UISwitch() }
            .initializer(["frame"]) { (f: CGRect) in UISwitch(frame: f) }
            .method("setOn", ["_", "animated"]) { (s: UISwitch, on: Bool, a: Bool) in s.setOn(on, animated: a) },
        TypeBinding<UISlider>(
            "UISlider", doc: "A control for picking a value from a continuous range.", superclass: "UIControl"
        )
        .initializer { UISlider() }
        .initializer(["frame"]) { (f: CGRect) in UISlider(frame: f) }
        .method("setValue", ["_", "animated"]) { (s: UISlider, v: Float, a: Bool) in s.setValue(v, animated: a) },
        TypeBinding<UIProgressView.Style>(
            "UIProgressView.Style", doc: "The look of a progress view.", cases: [.default, .bar]
        )
        .describe { ".\($0)" },
        TypeBinding<UIProgressView>(
            "UIProgressView", doc: "A bar that shows the progress of a task.", superclass: "UIView"
        )
        .initializer { UIProgressView() }
        .initializer(["frame"]) { (f: CGRect) in UIProgressView(frame: f) }
        .initializer(["progressViewStyle"]) { (s: UIProgressView.Style) in UIProgressView(progressViewStyle: s) }
        .method("setProgress", ["_", "animated"]) { (p: UIProgressView, v: Float, a: Bool) in
            p.setProgress(v, animated: a)
        },
        TypeBinding<UISegmentedControl>(
            "UISegmentedControl", doc: "A horizontal row of segments, one selected.", superclass: "UIControl"
        )
        .initializer { UISegmentedControl() }
        .initializer(["frame"]) { (f: CGRect) in UISegmentedControl(frame: f) }
        .initializer(["items"]) { (items: [String]) in UISegmentedControl(items: items) }
        .method("insertSegment", ["withTitle", "at", "animated"]) {
            (c: UISegmentedControl, t: String?, i: Int, a: Bool) in
            c.insertSegment(withTitle: t, at: max(0, min(i, c.numberOfSegments)), animated: a)
        }
        .method("setTitle", ["_", "forSegmentAt"]) { (c: UISegmentedControl, t: String?, i: Int) in
            try checkSegment(i, of: c)
            c.setTitle(t, forSegmentAt: i)
        }
        .method("titleForSegment", ["at"]) { (c: UISegmentedControl, i: Int) in c.titleForSegment(at: i) },
        TypeBinding<UIStepper>(
            "UIStepper", doc: "A control with − and + buttons that steps a value.", superclass: "UIControl"
        )
        .initializer { UIStepper() }
        .initializer(["frame"]) { (f: CGRect) in UIStepper(frame: f) }
        .property("isContinuous", \.isContinuous),
        TypeBinding<UIPageControl>(
            "UIPageControl", doc: "A row of dots for the pages of a paged view.", superclass: "UIControl"
        )
        .initializer { UIPageControl() }
        .initializer(["frame"]) { (f: CGRect) in UIPageControl(frame: f) }
        .method("size", ["forNumberOfPages"]) { (c: UIPageControl, n: Int) in c.size(forNumberOfPages: max(0, n)) },
        TypeBinding<UIActivityIndicatorView.Style>(
            "UIActivityIndicatorView.Style", doc: "The size and colour of a spinner.",
            cases: [.medium, .large, .whiteLarge, .white, .gray]
        )
        .describe { ".\($0)" },
        TypeBinding<UIActivityIndicatorView>("UIActivityIndicatorView", doc: "A spinner.", superclass: "UIView")
            .initializer { UIActivityIndicatorView() }
            .initializer(["frame"]) { (f: CGRect) in UIActivityIndicatorView(frame: f) }
            .initializer(["style"]) { (s: UIActivityIndicatorView.Style) in UIActivityIndicatorView(style: s) }
            .method("stopAnimating") { (v: UIActivityIndicatorView) in v.stopAnimating() },
    ]

    static func checkSegment(_ index: Int, of control: UISegmentedControl) throws {
        guard index >= 0, index < control.numberOfSegments else {
            throw ShellError("segment \(index) is out of range (the control has \(control.numberOfSegments) segments)")
        }
    }
}
