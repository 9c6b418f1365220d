import Foundation

/// Arithmetic on the shell's numeric types (Int, Double, CGFloat, Float) with Swift's rules:
/// both operands have the same type; integer overflow and division by zero are errors (never a
/// trap).
enum NumberValue {
    static func double(_ value: Any) -> Double? {
        switch value {
        case let v as Double: return v
        case let v as CGFloat: return Double(v)
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        default: return nil
        }
    }

    static func make(_ value: Double, as type: TypeRef) -> Any {
        switch type {
        case .cgFloat: return CGFloat(value)
        case .float: return Float(value)
        case .int: return Int(exactly: value.rounded(.towardZero)) ?? 0
        default: return value
        }
    }

    /// An integer literal as a value of `type`.
    static func literal(_ value: Int, as type: TypeRef) -> Any {
        type == .int ? value : make(Double(value), as: type)
    }

    /// `lhs op rhs` for two values of numeric `type`.
    static func arithmetic(_ op: String, _ lhs: Any, _ rhs: Any, type: TypeRef) throws -> Any {
        if type == .int, let a = lhs as? Int, let b = rhs as? Int {
            let result: (Int, Bool)
            switch op {
            case "+": result = a.addingReportingOverflow(b)
            case "-": result = a.subtractingReportingOverflow(b)
            case "*": result = a.multipliedReportingOverflow(by: b)
            case "/", "%":
                guard b != 0 else { throw ShellError("division by zero") }
                result = op == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
            default: throw ShellError("internal error: operator \(op)")
            }
            guard !result.1 else { throw ShellError("arithmetic overflow in '\(a) \(op) \(b)'") }
            return result.0
        }
        guard let a = double(lhs), let b = double(rhs) else { throw ShellError("internal error: not numbers") }
        switch op {
        case "+": return make(a + b, as: type)
        case "-": return make(a - b, as: type)
        case "*": return make(a * b, as: type)
        case "/": return make(a / b, as: type)
        default: throw ShellError("internal error: operator \(op)")
        }
    }

    static func compare(_ op: String, _ lhs: Any, _ rhs: Any) -> Bool {
        if let a = lhs as? Int, let b = rhs as? Int { return compare(op, a, b) }
        guard let a = double(lhs), let b = double(rhs) else { return false }
        return compare(op, a, b)
    }

    static func compare<C: Comparable>(_ op: String, _ a: C, _ b: C) -> Bool {
        switch op {
        case "<": return a < b
        case "<=": return a <= b
        case ">": return a > b
        case ">=": return a >= b
        case "==": return a == b
        default: return a != b
        }
    }
}
