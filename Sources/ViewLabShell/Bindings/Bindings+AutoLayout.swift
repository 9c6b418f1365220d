import UIKit

// MARK: - Auto Layout

extension Bindings {
    static let autoLayout: [AnyTypeBinding] = [
        TypeBinding<UILayoutPriority>("UILayoutPriority", doc: "The priority of a constraint (1…1000).").equatable()
            .describe { "UILayoutPriority(\(Double($0.rawValue)))" }
            .initializer(["_"]) { (v: Float) in UILayoutPriority(v) }
            .initializer(["rawValue"]) { (v: Float) in UILayoutPriority(rawValue: v) }
            .property("rawValue", \.rawValue),
        TypeBinding<NSLayoutConstraint>(
            "NSLayoutConstraint", doc: "A relationship between two layout attributes.", superclass: nil
        )
        .describe { $0.description }
        .staticMethod("deactivate", ["_"]) { (c: [NSLayoutConstraint]) in NSLayoutConstraint.deactivate(c) },
        anchor("NSLayoutXAxisAnchor", doc: "A horizontal anchor (leading, trailing, centerX…).") {
            (a: NSLayoutXAxisAnchor, b, r, c) in
            switch r {
            case .equal: return a.constraint(equalTo: b, constant: c)
            case .greaterThanOrEqual: return a.constraint(greaterThanOrEqualTo: b, constant: c)
            case .lessThanOrEqual: return a.constraint(lessThanOrEqualTo: b, constant: c)
            }
        },
        anchor("NSLayoutYAxisAnchor", doc: "A vertical anchor (top, bottom, centerY…).") {
            (a: NSLayoutYAxisAnchor, b, r, c) in
            switch r {
            case .equal: return a.constraint(equalTo: b, constant: c)
            case .greaterThanOrEqual: return a.constraint(greaterThanOrEqualTo: b, constant: c)
            case .lessThanOrEqual: return a.constraint(lessThanOrEqualTo: b, constant: c)
            }
        },
        anchor("NSLayoutDimension", doc: "A width or height anchor.") { (a: NSLayoutDimension, b, r, c) in
            switch r {
            case .equal: return a.constraint(equalTo: b, constant: c)
            case .greaterThanOrEqual: return a.constraint(greaterThanOrEqualTo: b, constant: c)
            case .lessThanOrEqual: return a.constraint(lessThanOrEqualTo: b, constant: c)
            }
        }
        .method("constraint", ["equalToConstant"]) { (a: NSLayoutDimension, c: CGFloat) in
            a.constraint(equalToConstant: c)
        }
        .method("constraint", ["greaterThanOrEqualToConstant"]) { (a: NSLayoutDimension, c: CGFloat) in
            a.constraint(greaterThanOrEqualToConstant: c)
        }
        .method("constraint", ["lessThanOrEqualToConstant"]) { (a: NSLayoutDimension, c: CGFloat) in
            a.constraint(lessThanOrEqualToConstant: c)
        }
        .method("constraint", ["equalTo", "multiplier"]) { (a: NSLayoutDimension, b: NSLayoutDimension, m: CGFloat) in
            a.constraint(equalTo: b, multiplier: m)
        }
        .method("constraint", ["equalTo", "multiplier", "constant"]) {
            (a: NSLayoutDimension, b: NSLayoutDimension, m: CGFloat, c: CGFloat) in
            a.constraint(equalTo: b, multiplier: m, constant: c)
        },
        TypeBinding<UILayoutGuide>("UILayoutGuide", doc: "A rectangle that takes part in Auto Layout.", superclass: nil)
            .readOnly("leadingAnchor", \.leadingAnchor).readOnly("trailingAnchor", \.trailingAnchor)
            .readOnly("leftAnchor", \.leftAnchor).readOnly("rightAnchor", \.rightAnchor)
            .readOnly("topAnchor", \.topAnchor).readOnly("bottomAnchor", \.bottomAnchor)
            .readOnly("centerXAnchor", \.centerXAnchor).readOnly("centerYAnchor", \.centerYAnchor)
            .readOnly("widthAnchor", \.widthAnchor).readOnly("heightAnchor", \.heightAnchor),
        TypeBinding<UIView>(extending: "UIView")
            .readOnly("leadingAnchor", \.leadingAnchor).readOnly("trailingAnchor", \.trailingAnchor)
            .readOnly("leftAnchor", \.leftAnchor).readOnly("rightAnchor", \.rightAnchor)
            .readOnly("topAnchor", \.topAnchor).readOnly("bottomAnchor", \.bottomAnchor)
            .readOnly("centerXAnchor", \.centerXAnchor).readOnly("centerYAnchor", \.centerYAnchor)
            .readOnly("widthAnchor", \.widthAnchor).readOnly("heightAnchor", \.heightAnchor)
            .readOnly("firstBaselineAnchor", \.firstBaselineAnchor).readOnly("lastBaselineAnchor", \.lastBaselineAnchor)
            .method("addConstraints", ["_"]) { (v: UIView, c: [NSLayoutConstraint]) in v.addConstraints(c) },
    ]

    /// `=`, `≥` or `≤`.
    enum AnchorRelation { case equal, greaterThanOrEqual, lessThanOrEqual }

    /// An anchor type: `constraint(equalTo:)`, `(equalTo:constant:)` and the inequalities.
    /// `make` forwards to UIKit (a generic over `NSLayoutAnchor<A>` crashes the 6.3 compiler).
    static func anchor<A: CustomStringConvertible & AnyObject>(
        _ name: String, doc: String,
        _ make: @escaping (A, A, AnchorRelation, CGFloat) -> NSLayoutConstraint
    ) -> TypeBinding<A> {
        let labels: [(String, AnchorRelation)] = [
            ("equalTo", .equal), ("greaterThanOrEqualTo", .greaterThanOrEqual),
            ("lessThanOrEqualTo", .lessThanOrEqual),
        ]
        let binding = TypeBinding<A>(name, doc: doc, superclass: nil).describe { $0.description }
        for (label, relation) in labels {
            binding.method("constraint", [label]) { (a: A, b: A) in make(a, b, relation, 0) }
            binding.method("constraint", [label, "constant"]) { (a: A, b: A, c: CGFloat) in make(a, b, relation, c) }
        }
        return binding
    }
}
