import Foundation

extension TypeRef {
    /// The shell type of a value a compiled line hands back, from its static type as
    /// `String(reflecting:)` names it: module qualifiers go (`Live_Shop_1.ShopView` → `ShopView`,
    /// `Swift.Array<Swift.Int>` → `[Int]`), so the name is what later lines write and what the
    /// registry knows. A type the registry does not know stays a name: the interpreter holds the
    /// value as it is, passes it to later compiled lines (`as! Point`) and prints it as Swift does.
    /// Nil for a type no later line can name (declared inside a function).
    init?(reflected name: String) {
        guard !name.contains("(unknown context") else { return nil }
        self = TypeRef.parse(TypeRef.unqualified(name))
    }

    /// `name` without the module prefixes of the standard library, Apple's modules, ViewLab's and
    /// the live-compiled modules.
    static func unqualified(_ name: String) -> String {
        let modules =
            #"\b(?:Swift|Foundation|CoreFoundation|UIKit|QuartzCore|CoreGraphics|CoreText|ImageIO|ObjCRuntime|Previews|Glibc|__C|Live_[A-Za-z0-9_]+)\."#
        return name.replacingOccurrences(of: modules, with: "", options: .regularExpression)
    }

    private static func parse(_ name: String) -> TypeRef {
        if let inner = genericArgument(of: "Optional", in: name) { return .optional(parse(inner)) }
        if let inner = genericArgument(of: "Array", in: name) { return .array(parse(inner)) }
        if name == "()" { return .void }
        return .named(name)
    }

    /// `X` of `Outer<X>`, when the whole of `name` is that one generic.
    private static func genericArgument(of outer: String, in name: String) -> String? {
        guard name.hasPrefix(outer + "<"), name.hasSuffix(">") else { return nil }
        let inner = name.dropFirst(outer.count + 1).dropLast()
        var depth = 0
        for character in inner {
            if character == "<" { depth += 1 } else if character == ">" { depth -= 1 }
            if depth < 0 { return nil }
        }
        return depth == 0 ? String(inner) : nil
    }
}
