import QuartzCore

// MARK: - CATransform3D

extension Bindings {
    static let transform3D: [AnyTypeBinding] = [
        TypeBinding<CATransform3D>("CATransform3D", doc: "A 4 × 4 transform of a layer.").equatable()
            .describe { t in
                "CATransform3D(m11: \(Double(t.m11)), m12: \(Double(t.m12)), m21: \(Double(t.m21)), m22: \(Double(t.m22)), m41: \(Double(t.m41)), m42: \(Double(t.m42)), m43: \(Double(t.m43)))"
            }
            .initializer { CATransform3D() }
            .property("m11", \.m11).property("m12", \.m12).property("m13", \.m13).property("m14", \.m14)
            .property("m21", \.m21).property("m22", \.m22).property("m23", \.m23).property("m24", \.m24)
            .property("m31", \.m31).property("m32", \.m32).property("m33", \.m33).property("m34", \.m34)
            .property("m41", \.m41).property("m42", \.m42).property("m43", \.m43).property("m44", \.m44),
        TypeBinding<CALayer>(extending: "CALayer")
            .property("sublayerTransform", \.sublayerTransform),
        GlobalBinding(entries: [
            .constant(name: "CATransform3DIdentity", type: CATransform3D.self, doc: "The identity transform.") {
                CATransform3DIdentity
            },
            function("CATransform3DMakeRotation") { (a: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) in
                CATransform3DMakeRotation(a, x, y, z)
            },
            function("CATransform3DMakeScale") { (x: CGFloat, y: CGFloat, z: CGFloat) in CATransform3DMakeScale(x, y, z)
            },
            function("CATransform3DMakeTranslation") { (x: CGFloat, y: CGFloat, z: CGFloat) in
                CATransform3DMakeTranslation(x, y, z)
            },
            function("CATransform3DRotate") { (t: CATransform3D, a: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) in
                CATransform3DRotate(t, a, x, y, z)
            },
            function("CATransform3DScale") { (t: CATransform3D, x: CGFloat, y: CGFloat, z: CGFloat) in
                CATransform3DScale(t, x, y, z)
            },
            function("CATransform3DTranslate") { (t: CATransform3D, x: CGFloat, y: CGFloat, z: CGFloat) in
                CATransform3DTranslate(t, x, y, z)
            },
            function("CATransform3DConcat") { (a: CATransform3D, b: CATransform3D) in CATransform3DConcat(a, b) },
            function("CATransform3DInvert") { (t: CATransform3D) in CATransform3DInvert(t) },
            function("CATransform3DIsIdentity") { (t: CATransform3D) in CATransform3DIsIdentity(t) },
            function("CATransform3DMakeAffineTransform") { (t: CGAffineTransform) in CATransform3DMakeAffineTransform(t)
            },
            function("CATransform3DGetAffineTransform") { (t: CATransform3D) in CATransform3DGetAffineTransform(t) },
        ]),
    ]

    // MARK: - Free-function helpers (fix the Swift parameter types from the closure)

    static func function<A, R>(_ name: String, doc: String = "", _ body: @escaping (A) throws -> R)
        -> GlobalBinding.Entry
    {
        .function(name: name, parameters: [A.self], result: R.self, doc: doc) { a in try body(try cast(a[0])) }
    }

    static func function<A, B, R>(_ name: String, doc: String = "", _ body: @escaping (A, B) throws -> R)
        -> GlobalBinding.Entry
    {
        .function(name: name, parameters: [A.self, B.self], result: R.self, doc: doc) { a in
            try body(try cast(a[0]), try cast(a[1]))
        }
    }

    static func function<A, B, C, R>(_ name: String, doc: String = "", _ body: @escaping (A, B, C) throws -> R)
        -> GlobalBinding.Entry
    {
        .function(name: name, parameters: [A.self, B.self, C.self], result: R.self, doc: doc) { a in
            try body(try cast(a[0]), try cast(a[1]), try cast(a[2]))
        }
    }

    static func function<A, B, C, D, R>(_ name: String, doc: String = "", _ body: @escaping (A, B, C, D) throws -> R)
        -> GlobalBinding.Entry
    {
        .function(name: name, parameters: [A.self, B.self, C.self, D.self], result: R.self, doc: doc) { a in
            try body(try cast(a[0]), try cast(a[1]), try cast(a[2]), try cast(a[3]))
        }
    }

    static func function<A, B, C, D, E, R>(
        _ name: String, doc: String = "", _ body: @escaping (A, B, C, D, E) throws -> R
    ) -> GlobalBinding.Entry {
        .function(name: name, parameters: [A.self, B.self, C.self, D.self, E.self], result: R.self, doc: doc) { a in
            try body(try cast(a[0]), try cast(a[1]), try cast(a[2]), try cast(a[3]), try cast(a[4]))
        }
    }
}
