import Foundation

// MARK: - Swift standard library

extension Bindings {
    static let swift: [AnyTypeBinding] = [
        TypeBinding<Int>("Int", doc: "A signed integer.").equatable()
            .initializer(["_"]) { (value: Double) in try integer(value) }
            .initializer(["_"]) { (value: CGFloat) in try integer(Double(value)) }
            .staticValue("max") { Int.max }
            .staticValue("min") { Int.min },
        TypeBinding<Double>("Double", doc: "A double-precision floating-point number.").equatable()
            .initializer(["_"]) { (value: Int) in Double(value) }
            .initializer(["_"]) { (value: CGFloat) in Double(value) }
            .staticValue("pi") { Double.pi }
            .staticValue("infinity") { Double.infinity }
            .method("truncatingRemainder", ["dividingBy"]) { (a: Double, b: Double) in
                a.truncatingRemainder(dividingBy: b)
            }
            .method("rounded") { (a: Double) in a.rounded() },
        TypeBinding<CGFloat>("CGFloat", doc: "The basic type for Core Graphics scalars.").equatable()
            .describe { "\(Double($0))" }
            .initializer(["_"]) { (value: Int) in CGFloat(value) }
            .initializer(["_"]) { (value: Double) in CGFloat(value) }
            .staticValue("pi") { CGFloat.pi }
            .method("truncatingRemainder", ["dividingBy"]) { (a: CGFloat, b: CGFloat) in
                a.truncatingRemainder(dividingBy: b)
            }
            .method("rounded") { (a: CGFloat) in a.rounded() },
        TypeBinding<Float>("Float", doc: "A single-precision floating-point number.").equatable()
            .initializer(["_"]) { (value: Double) in Float(value) }
            .initializer(["_"]) { (value: Int) in Float(value) },
        TypeBinding<Bool>("Bool", doc: "A value that can be true or false.").equatable()
            .method("toggle") { (b: Bool) in !b },
        TypeBinding<String>("String", doc: "A Unicode string.").equatable()
            .property("count", \.count)
            .property("isEmpty", \.isEmpty)
            .method("uppercased") { (s: String) in s.uppercased() }
            .method("lowercased") { (s: String) in s.lowercased() }
            .method("hasPrefix", ["_"]) { (s: String, p: String) in s.hasPrefix(p) }
            .method("hasSuffix", ["_"]) { (s: String, p: String) in s.hasSuffix(p) }
            .initializer(["describing"]) { (value: Int) in String(describing: value) },
    ]

    /// `Int(someDouble)`, which traps in Swift for NaN or out-of-range values: here an error.
    static func integer(_ value: Double) throws -> Int {
        guard let result = Int(exactly: value.rounded(.towardZero)) else {
            throw ShellError("\(value) cannot be converted to Int because it is not finite or is too large")
        }
        return result
    }
}
