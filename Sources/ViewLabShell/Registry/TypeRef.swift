/// A static type in the shell language.
indirect enum TypeRef: Hashable, Sendable, CustomStringConvertible {
    /// A registered type (`UIView`, `CGRect`, `UIView.ContentMode`).
    case named(String)
    case optional(TypeRef)
    case array(TypeRef)
    case function([TypeRef], TypeRef)
    case void
    /// `print`'s parameter: anything.
    case any

    static let int = TypeRef.named("Int")
    static let double = TypeRef.named("Double")
    static let cgFloat = TypeRef.named("CGFloat")
    static let float = TypeRef.named("Float")
    static let bool = TypeRef.named("Bool")
    static let string = TypeRef.named("String")

    var description: String {
        switch self {
        case .named(let name): return name
        case .optional(.function(let p, let r)): return "(\(TypeRef.function(p, r)))?"
        case .optional(let wrapped): return "\(wrapped)?"
        case .array(let element): return "[\(element)]"
        case .function(let params, let result):
            return "(\(params.map(\.description).joined(separator: ", "))) -> \(result)"
        case .void: return "Void"
        case .any: return "Any"
        }
    }

    /// The type without one level of optionality.
    var unwrapped: TypeRef {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// Int, Double, CGFloat or Float.
    var isNumeric: Bool { [TypeRef.int, .double, .cgFloat, .float].contains(self) }
    var isFloatingPoint: Bool { [TypeRef.double, .cgFloat, .float].contains(self) }
}
