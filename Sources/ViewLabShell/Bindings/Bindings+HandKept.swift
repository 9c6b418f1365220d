@_spi(ViewLab) import QuartzCore
@_spi(ViewLab) import UIKit

// The hand-kept overlay: only what the declarations in Sources/ cannot say. Everything else the
// shell knows of UIKit, QuartzCore and Core Graphics is generated from their declarations
// (`Generated/`, `make bindings`). The overlay is installed first, so its entries win by name
// (and labels); each group says why it cannot be generated.

extension Bindings {
    // MARK: - The toolchain's types: conversions chosen by argument type, and print formats

    /// The standard library's and Foundation's types are bound from the toolchain's own interfaces
    /// (`ToolchainModule`, generated like UIKit's). The generator leaves out, by its rule,
    /// initialisers that differ only by parameter type; the shell resolves these conversions,
    /// whose argument is a number of another type: `Int(_: Double)` (an error, not a trap, for
    /// NaN or out of range), `Double(_: Int)`, `CGFloat(_: Double)`… `String(describing:)` is generic.
    static let swift: [AnyTypeBinding] = [
        TypeBinding<Int>(extending: "Int")
            .initializer(["_"]) { (value: Double) in try integer(value) }
            .initializer(["_"]) { (value: CGFloat) in try integer(Double(value)) },
        TypeBinding<Double>(extending: "Double")
            .initializer(["_"]) { (value: Int) in Double(value) }
            .initializer(["_"]) { (value: CGFloat) in Double(value) },
        // printed as Swift prints it on iOS, where `CGFloat` is a `Double` (`16.0`)
        TypeBinding<CGFloat>(extending: "CGFloat").describe { "\(Double($0))" }
            .initializer(["_"]) { (value: Int) in CGFloat(value) }
            .initializer(["_"]) { (value: Double) in CGFloat(value) },
        TypeBinding<Float>(extending: "Float")
            .initializer(["_"]) { (value: Double) in Float(value) }
            .initializer(["_"]) { (value: Int) in Float(value) }
            .initializer(["_"]) { (value: CGFloat) in Float(value) },
        TypeBinding<String>(extending: "String")
            .initializer(["describing"]) { (value: Int) in String(describing: value) },
        // `() -> Void` has no parameter type to generate it from (`FrameworkClosure<A>` is `(A) -> Void`);
        // a provider returning a colour needs a value to return when the shell closure fails.
        NullaryClosureBinding<Void>(fallback: {}),
        ClosureBinding<UITraitCollection, UIColor>(fallback: { .clear }),
    ]

    /// `Int(someDouble)`, which traps in Swift for NaN or out-of-range values: here an error.
    static func integer(_ value: Double) throws -> Int {
        guard let result = Int(exactly: value.rounded(.towardZero)) else {
            throw ShellError("\(value) cannot be converted to Int because it is not finite or is too large")
        }
        return result
    }

    /// Foundation's geometry printed as Swift prints it on iOS (`(16.0, 80.0)`), and its
    /// initialisers and methods overloaded by parameter type (`CGPoint(x:y:)` of `CGFloat`,
    /// `Double` or `Int`; `contains(_:)` of a point or a rect): the shell takes the `CGFloat` and
    /// point forms, into which its number literals convert.
    static let foundationGeometry: [AnyTypeBinding] = [
        TypeBinding<CGPoint>(extending: "CGPoint").describe { formatNumbers($0.x, $0.y) }
            .initializer(["x", "y"]) { (x: CGFloat, y: CGFloat) in CGPoint(x: x, y: y) },
        TypeBinding<CGSize>(extending: "CGSize").describe { formatNumbers($0.width, $0.height) }
            .initializer(["width", "height"]) { (w: CGFloat, h: CGFloat) in CGSize(width: w, height: h) },
        TypeBinding<CGRect>(extending: "CGRect")
            .describe { formatNumbers($0.origin.x, $0.origin.y, $0.size.width, $0.size.height) }
            .initializer(["x", "y", "width", "height"]) { (x: CGFloat, y: CGFloat, w: CGFloat, h: CGFloat) in
                CGRect(x: x, y: y, width: w, height: h)
            }
            .method("contains", ["_"]) { (r: CGRect, p: CGPoint) in r.contains(p) }
            .method("contains", ["_"]) { (r: CGRect, s: CGRect) in r.contains(s) },
    ]
}

extension Bindings {
    // MARK: - How values print: the shell's formats, not declarations

    static let printed: [AnyTypeBinding] = [
        TypeBinding<CGColor>(extending: "CGColor").describe(describeColor),
        TypeBinding<UIColor>(extending: "UIColor").describe(describeColor),
        TypeBinding<CGImage>(extending: "CGImage").describe { "<CGImage: \($0.width) × \($0.height)>" },
        TypeBinding<CGPath>(extending: "CGPath").describe { "<CGPath: boundingBox = \(describeRect($0.boundingBox))>" },
        TypeBinding<CGMutablePath>(extending: "CGMutablePath").describe {
            "<CGMutablePath: boundingBox = \(describeRect($0.boundingBox))>"
        },
        TypeBinding<UIBezierPath>(extending: "UIBezierPath").describe {
            "<UIBezierPath: bounds = \(describeRect($0.bounds))>"
        },
        TypeBinding<CALayer>(extending: "CALayer").describe {
            "<CALayer: frame = \(describeRect($0.frame)); sublayers = \($0.sublayers?.count ?? 0)>"
        },
        TypeBinding<UIAction>(extending: "UIAction").describe { "<UIAction: title = \"\($0.title)\">" },
        TypeBinding<UIButton.Configuration>(extending: "UIButton.Configuration")
            .describe { "UIButton.Configuration(title: \($0.title.map { "\"\($0)\"" } ?? "nil"))" },
        TypeBinding<UILayoutPriority>(extending: "UILayoutPriority").describe {
            "UILayoutPriority(\(Double($0.rawValue)))"
        },
        TypeBinding<UITraitCollection>(extending: "UITraitCollection")
            .describe {
                "UITraitCollection(userInterfaceStyle: .\($0.userInterfaceStyle), displayScale: \(Double($0.displayScale)))"
            },
        TypeBinding<CATransform3D>(extending: "CATransform3D").describe { t in
            "CATransform3D(m11: \(Double(t.m11)), m12: \(Double(t.m12)), m21: \(Double(t.m21)), m22: \(Double(t.m22)), m41: \(Double(t.m41)), m42: \(Double(t.m42)), m43: \(Double(t.m43)))"
        },
    ]

    static func describeRect(_ r: CGRect) -> String { formatNumbers(r.minX, r.minY, r.width, r.height) }

    /// `CGColor(red: 1.0, green: 0.231, blue: 0.188, alpha: 1.0)`.
    nonisolated static func describeColor(_ color: CGColor) -> String {
        let c = color.rgba
        func f(_ v: CGFloat) -> String { String(format: "%.3g", Double(v)) }
        return "CGColor(red: \(f(c.red)), green: \(f(c.green)), blue: \(f(c.blue)), alpha: \(f(c.alpha)))"
    }

    /// Named colours print their name (`UIColor.systemBlue`); a dynamic colour from a provider
    /// closure prints what it resolves to in light and dark mode.
    static func describeColor(_ color: UIColor) -> String {
        let light = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        let dark = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        guard !color.description.hasPrefix("UIColor."), light !== color else { return color.description }
        return "UIColor(dynamicProvider:) (light: \(light), dark: \(dark))"
    }

    /// `<UIView: frame = (20.0, 20.0, 100.0, 60.0); backgroundColor = UIColor.systemBlue; subviews = 1>`:
    /// the class, the frame and the properties that differ from their defaults.
    static func describeView(_ view: UIView) -> String {
        var parts = ["frame = \(describeRect(view.frame))"]
        if let color = view.backgroundColor { parts.append("backgroundColor = \(color)") }
        if view.alpha != 1 { parts.append("alpha = \(Double(view.alpha))") }
        if view.isHidden { parts.append("isHidden = true") }
        if view.tag != 0 { parts.append("tag = \(view.tag)") }
        if view.clipsToBounds { parts.append("clipsToBounds = true") }
        if !view.subviews.isEmpty { parts.append("subviews = \(view.subviews.count)") }
        return "<\(type(of: view)): \(parts.joined(separator: "; "))>"
    }
}

extension Bindings {
    // MARK: - The shell's undo (`:undo`), not UIKit's: tree edits record their inverse

    /// Adding a view or layer to itself or a descendant, exchanging subviews out of range and an
    /// arc of negative radius are the shell's one-line errors (UIKit and Core Graphics report and
    /// ignore them, iOS throws or logs; `ErrorTests`, `BindingsUIKitTests` pin them).
    static let guarded: [AnyTypeBinding] = [
        TypeBinding<UIView>(extending: "UIView")
            .method(
                "addSubview", ["_"],
                undo: undoTreeEdit(\UIView.superview, add: { $0.addSubview($1) }, remove: { $0.removeFromSuperview() })
            ) {
                (view: UIView, subview: UIView) in
                try checkCycle(subview, in: view, "view", "subviews", parent: \.superview)
                view.addSubview(subview)
            }
            .method("removeFromSuperview", undo: undoRemoval(\UIView.superview, add: { $0.addSubview($1) })) {
                (view: UIView) in view.removeFromSuperview()
            }
            .method(
                "sizeToFit",
                undo: { receiver, _ in
                    guard let view = receiver as? UIView else { return {} }
                    let frame = view.frame
                    return { view.frame = frame }
                }
            ) { (view: UIView) in view.sizeToFit() }
            .method("exchangeSubview", ["at", "withSubviewAt"]) { (view: UIView, i: Int, j: Int) in
                guard view.subviews.indices.contains(i), view.subviews.indices.contains(j) else {
                    throw ShellError("subview indices \(i) and \(j) must be in 0..<\(view.subviews.count)")
                }
                view.exchangeSubview(at: i, withSubviewAt: j)
            },
        TypeBinding<CGMutablePath>(extending: "CGMutablePath")
            .method("addArc", ["center", "radius", "startAngle", "endAngle", "clockwise"]) {
                (p: CGMutablePath, c: CGPoint, r: CGFloat, s: CGFloat, e: CGFloat, cw: Bool) in
                try checkRadius(r); p.addArc(center: c, radius: r, startAngle: s, endAngle: e, clockwise: cw)
            },
        TypeBinding<UIBezierPath>(extending: "UIBezierPath")
            .initializer(["arcCenter", "radius", "startAngle", "endAngle", "clockwise"]) {
                (c: CGPoint, r: CGFloat, s: CGFloat, e: CGFloat, cw: Bool) in
                try checkRadius(r);
                return UIBezierPath(arcCenter: c, radius: r, startAngle: s, endAngle: e, clockwise: cw)
            }
            .method("addArc", ["withCenter", "radius", "startAngle", "endAngle", "clockwise"]) {
                (p: UIBezierPath, c: CGPoint, r: CGFloat, s: CGFloat, e: CGFloat, cw: Bool) in
                try checkRadius(r); p.addArc(withCenter: c, radius: r, startAngle: s, endAngle: e, clockwise: cw)
            },
        TypeBinding<CALayer>(extending: "CALayer")
            .method(
                "addSublayer", ["_"],
                undo: undoTreeEdit(
                    \CALayer.superlayer, add: { $0.addSublayer($1) }, remove: { $0.removeFromSuperlayer() })
            ) {
                (layer: CALayer, sublayer: CALayer) in
                try checkCycle(sublayer, in: layer, "layer", "sublayers", parent: \.superlayer)
                layer.addSublayer(sublayer)
            }
            .method("removeFromSuperlayer", undo: undoRemoval(\CALayer.superlayer, add: { $0.addSublayer($1) })) {
                (layer: CALayer) in layer.removeFromSuperlayer()
            },
    ]

    /// The inverse of adding the argument to the receiver: remove it, and put it back in its old
    /// parent (on top: the order among siblings is not restored).
    static func undoTreeEdit<N: AnyObject>(
        _ parent: KeyPath<N, N?>, add: @escaping (N, N) -> Void, remove: @escaping (N) -> Void
    ) -> (Any?, [Any]) -> () -> Void {
        { _, args in
            guard let child = args.first as? N else { return {} }
            let old = child[keyPath: parent]
            return {
                remove(child)
                if let old { add(old, child) }
            }
        }
    }

    /// The inverse of removing the receiver from its parent.
    static func undoRemoval<N: AnyObject>(_ parent: KeyPath<N, N?>, add: @escaping (N, N) -> Void) -> (Any?, [Any]) -> (
    ) -> Void {
        { receiver, _ in
            guard let child = receiver as? N, let old = child[keyPath: parent] else { return {} }
            return { add(old, child) }
        }
    }

    /// Arcs with a negative or non-finite radius (Core Graphics would log and draw nothing useful).
    static func checkRadius(_ radius: CGFloat) throws {
        guard radius.isFinite, radius >= 0 else {
            throw ShellError("the arc radius must be a finite number ≥ 0, not \(Double(radius))")
        }
    }

    /// "a view cannot be added to itself" / "… to one of its own subviews".
    static func checkCycle<N: AnyObject>(
        _ child: N, in node: N, _ kind: String, _ children: String, parent: KeyPath<N, N?>
    ) throws {
        guard child !== node else { throw ShellError("a \(kind) cannot be added to itself") }
        var current = node[keyPath: parent]
        while let ancestor = current {
            guard ancestor !== child else {
                throw ShellError("a \(kind) cannot be added to one of its own \(children)")
            }
            current = ancestor[keyPath: parent]
        }
    }
}

extension Bindings {
    // MARK: - Types the shell cannot represent, and overloads it resolves that the generator leaves out

    /// `[NSNumber]`, `Any`, `[Any]`, `UInt32` and `UnsafePointer` are not shell types: these members take and give the
    /// values they hold. Implicitly unwrapped `UIFont!`/`UIColor!` read as values (never nil: nil
    /// resets the default). Overloads by parameter type (`convert(_:to:)` of a point or a rect) and
    /// the anchors' members of the generic `NSLayoutAnchor<AnchorType>` are left out by the generator.
    static let bridged: [AnyTypeBinding] = [
        TypeBinding<CALayer>(extending: "CALayer")
            // `UInt32` in Core Animation
            .method("insertSublayer", ["_", "at"]) { (layer: CALayer, sub: CALayer, index: Int) in
                guard let i = UInt32(exactly: index) else { throw ShellError("the index \(index) is out of range") }
                layer.insertSublayer(sub, at: i)
            }
            .computed(
                "contents", CGImage?.self, doc: "`Any?` (a CGImage) in Core Animation.",
                get: { $0.contents as? CGImage },
                set: { layer, v in
                    layer.contents = v; return layer
                }
            )
            .method("convert", ["_", "to"]) { (layer: CALayer, p: CGPoint, other: CALayer?) in
                layer.convert(p, to: other)
            }
            .method("convert", ["_", "to"]) { (layer: CALayer, r: CGRect, other: CALayer?) in
                layer.convert(r, to: other)
            },
        TypeBinding<CAShapeLayer>(extending: "CAShapeLayer")
            .computed(
                "lineDashPattern", [Double]?.self, doc: "`[NSNumber]?` in Core Animation; numbers here.",
                get: { $0.lineDashPattern.map(doubles) },
                set: { layer, v in
                    layer.lineDashPattern = v.map(numbers); return layer
                }),
        TypeBinding<CAGradientLayer>(extending: "CAGradientLayer")
            .computed(
                "colors", [CGColor]?.self, doc: "`[Any]?` of `CGColor` in Core Animation.",
                get: { $0.colors?.compactMap { $0 as? CGColor } },
                set: { layer, v in
                    layer.colors = v; return layer
                }
            )
            .computed(
                "locations", [Double]?.self, doc: "`[NSNumber]?` in Core Animation; numbers here.",
                get: { $0.locations.map(doubles) },
                set: { layer, v in
                    layer.locations = v.map(numbers); return layer
                }),
        TypeBinding<CATextLayer>(extending: "CATextLayer")
            .computed(
                "string", String?.self, doc: "`Any?` (String or NSAttributedString) in Core Animation; a String here.",
                get: { $0.string as? String },
                set: { layer, v in
                    layer.string = v; return layer
                }),
        TypeBinding<UILabel>(extending: "UILabel")
            .computed(
                "font", UIFont.self, get: { $0.font ?? .systemFont(ofSize: 17) },
                set: { l, v in
                    l.font = v; return l
                }
            )
            .computed(
                "textColor", UIColor.self, get: { $0.textColor ?? .label },
                set: { l, v in
                    l.textColor = v; return l
                }
            )
            .computed(
                "attributedText", String?.self,
                doc: "The attributed text's plain string (set: plain text in the label's font).",
                get: { $0.attributedText?.string },
                set: { label, v in
                    label.attributedText = v.map { NSAttributedString(string: $0) }; return label
                }),
        TypeBinding<CGPath>(extending: "CGPath")
            .initializer(["rect", "transform"]) { (r: CGRect, t: CGAffineTransform?) in
                CGPath(rect: r, transform: nil).transformed(by: t)
            }
            .initializer(["ellipseIn", "transform"]) { (r: CGRect, t: CGAffineTransform?) in
                CGPath(ellipseIn: r, transform: nil).transformed(by: t)
            }
            .initializer(["roundedRect", "cornerWidth", "cornerHeight", "transform"]) {
                (r: CGRect, w: CGFloat, h: CGFloat, t: CGAffineTransform?) in
                CGPath(roundedRect: r, cornerWidth: w, cornerHeight: h, transform: nil).transformed(by: t)
            },
        TypeBinding<UISegmentedControl>(extending: "UISegmentedControl")
            .initializer(["items"]) { (items: [String]) in UISegmentedControl(items: items) },
        TypeBinding<UIView>(extending: "UIView")
            .method("convert", ["_", "to"]) { (view: UIView, p: CGPoint, other: UIView?) in view.convert(p, to: other) }
            .method("convert", ["_", "from"]) { (view: UIView, p: CGPoint, other: UIView?) in
                view.convert(p, from: other)
            }
            .method("convert", ["_", "to"]) { (view: UIView, r: CGRect, other: UIView?) in view.convert(r, to: other) }
            .method("convert", ["_", "from"]) { (view: UIView, r: CGRect, other: UIView?) in
                view.convert(r, from: other)
            },
        anchor("NSLayoutXAxisAnchor") { (a: NSLayoutXAxisAnchor, b, r, c) in
            r == 0
                ? a.constraint(equalTo: b, constant: c)
                : r > 0
                    ? a.constraint(greaterThanOrEqualTo: b, constant: c)
                    : a.constraint(lessThanOrEqualTo: b, constant: c)
        },
        anchor("NSLayoutYAxisAnchor") { (a: NSLayoutYAxisAnchor, b, r, c) in
            r == 0
                ? a.constraint(equalTo: b, constant: c)
                : r > 0
                    ? a.constraint(greaterThanOrEqualTo: b, constant: c)
                    : a.constraint(lessThanOrEqualTo: b, constant: c)
        },
        anchor("NSLayoutDimension") { (a: NSLayoutDimension, b, r, c) in
            r == 0
                ? a.constraint(equalTo: b, constant: c)
                : r > 0
                    ? a.constraint(greaterThanOrEqualTo: b, constant: c)
                    : a.constraint(lessThanOrEqualTo: b, constant: c)
        },
    ]

    /// `constraint(equalTo:)`, `(equalTo:constant:)` and the inequalities (`relation` 0, 1 for ≥,
    /// -1 for ≤). `make` forwards to UIKit (a generic over `NSLayoutAnchor<A>` crashes the 6.3 compiler).
    static func anchor<A: AnyObject>(_ name: String, _ make: @escaping (A, A, Int, CGFloat) -> NSLayoutConstraint)
        -> TypeBinding<A>
    {
        let binding = TypeBinding<A>(extending: name)
        for (label, relation) in [("equalTo", 0), ("greaterThanOrEqualTo", 1), ("lessThanOrEqualTo", -1)] {
            binding.method("constraint", [label]) { (a: A, b: A) in make(a, b, relation, 0) }
            binding.method("constraint", [label, "constant"]) { (a: A, b: A, c: CGFloat) in make(a, b, relation, c) }
        }
        return binding
    }

    nonisolated static func doubles(_ values: [NSNumber]) -> [Double] { values.map(\.doubleValue) }
    nonisolated static func numbers(_ values: [Double]) -> [NSNumber] { values.map { NSNumber(value: $0) } }

    // MARK: - ViewLab's own functions (not UIKit API)

    /// The media clock moved as `:step` does, and counters over the stage window's lifecycle log
    /// (`LifecycleLog`) that let a lesson's `:check` test a learner's class from outside.
    static let viewLab: [AnyTypeBinding] = [
        GlobalBinding(entries: [
            .function(
                name: "advanceMediaClock", parameters: [Double.self], result: Void.self,
                doc:
                    "ViewLab: moves the media clock forward by the seconds given, as :step does (for a lesson's probes; reverted with them).",
                undo: { _ in
                    let before = CAMediaClock.current.time
                    return { CAMediaClock.current.set(to: before) }
                }
            ) { a in
                let seconds: Double = try cast(a[0])
                guard seconds.isFinite, seconds >= 0 else {
                    throw ShellError("expected a number of seconds (0 or more), got \(seconds)")
                }
                CAMediaClock.current.advance(by: seconds)
                return ()
            },
            .function(
                name: "drawCount", parameters: [UIView.self], result: Int.self,
                doc: "ViewLab: how many times UIKit called the view's draw(_:) so far (ViewLab's lifecycle log)."
            ) { a in
                let view: UIView = try cast(a[0])
                return view.recordingLifecycleLog.count(.draw, for: view)
            },
            .function(
                name: "layoutCount", parameters: [UIView.self], result: Int.self,
                doc:
                    "ViewLab: how many times UIKit called the view's layoutSubviews() so far (ViewLab's lifecycle log)."
            ) { a in
                let view: UIView = try cast(a[0])
                return view.recordingLifecycleLog.count(.layoutSubviews, for: view)
            },
        ])
    ]
}

extension CGPath {
    /// The path transformed by `transform` (Apple's initialisers take an
    /// `UnsafePointer<CGAffineTransform>?`; the shell passes the transform itself, or nil).
    fileprivate func transformed(by transform: CGAffineTransform?) -> CGPath {
        guard var t = transform else { return self }
        return copy(using: &t) ?? self
    }
}
