import Foundation

/// A parsed predicate of Apple's predicate format string syntax (*Predicate Programming Guide*,
/// "Predicate Format String Syntax"): comparisons of expressions, joined by AND, OR and NOT.
indirect enum PredicateExpression {
    /// `SELF`, a key path (`name`, `address.city`), or a constant (a string, number, `%@` argument).
    enum Operand {
        case evaluatedObject
        case keyPath([String])
        case constant(Any?)
    }

    /// `[c]` case-insensitive, `[d]` diacritic-insensitive.
    struct Options: OptionSet {
        let rawValue: Int
        static let caseInsensitive = Options(rawValue: 1)
        static let diacriticInsensitive = Options(rawValue: 2)
    }

    enum Operator: String {
        case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
        case matches, like, beginsWith, endsWith, contains, within
    }

    case constant(Bool)
    case comparison(Operand, Operator, Options, Operand)
    case not(PredicateExpression)
    case and(PredicateExpression, PredicateExpression)
    case or(PredicateExpression, PredicateExpression)

    func evaluate(_ object: Any?) -> Bool {
        switch self {
        case .constant(let value): return value
        case .not(let inner): return !inner.evaluate(object)
        case .and(let a, let b): return a.evaluate(object) && b.evaluate(object)
        case .or(let a, let b): return a.evaluate(object) || b.evaluate(object)
        case .comparison(let lhs, let op, let options, let rhs):
            return PredicateExpression.compare(lhs.value(in: object), op, options, rhs.value(in: object))
        }
    }

    private static func compare(_ lhs: Any?, _ op: Operator, _ options: Options, _ rhs: Any?) -> Bool {
        if op == .within {
            guard let items = rhs as? [Any] else { return false }
            return items.contains { compare(lhs, .equal, options, $0) }
        }
        if let a = number(lhs), let b = number(rhs), let ordered = order(a, op, b) { return ordered }
        guard let a = text(lhs, options), let b = text(rhs, options) else {
            switch op {
            case .equal: return lhs == nil && rhs == nil
            case .notEqual: return (lhs == nil) != (rhs == nil)
            default: return false
            }
        }
        if let ordered = order(a, op, b) { return ordered }
        switch op {
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: return false  // answered by `order`
        case .beginsWith: return a.hasPrefix(b)
        case .endsWith: return a.hasSuffix(b)
        case .contains: return a.contains(b)
        case .matches: return fullMatch(a, pattern: b)
        case .like:
            return fullMatch(
                a,
                pattern: NSRegularExpression.escapedPattern(for: b)
                    .replacingOccurrences(of: "\\*", with: ".*").replacingOccurrences(of: "\\?", with: "."))
        case .within: return false
        }
    }

    /// The comparison operators on two values of one ordered kind (numbers, or strings); nil for
    /// the other operators.
    private static func order<T: Comparable>(_ a: T, _ op: Operator, _ b: T) -> Bool? {
        switch op {
        case .equal: return a == b
        case .notEqual: return a != b
        case .less: return a < b
        case .lessOrEqual: return a <= b
        case .greater: return a > b
        case .greaterOrEqual: return a >= b
        default: return nil
        }
    }

    /// MATCHES: the whole string matches the ICU regular expression (Apple: "left hand expression
    /// equals the right hand expression using a regex-style comparison according to ICU v3").
    private static func fullMatch(_ text: String, pattern: String) -> Bool {
        guard
            let regex = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$", options: [.dotMatchesLineSeparators])
        else { return false }
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let n as NSNumber: return n.doubleValue
        case let n as Int: return Double(n)
        case let n as Double: return n
        case let n as Float: return Double(n)
        case let n as CGFloat: return Double(n)
        case let b as Bool: return b ? 1 : 0
        default: return nil
        }
    }

    private static func text(_ value: Any?, _ options: Options) -> String? {
        guard var text = (value as? String) ?? (value as? NSString).map({ String(describing: $0) }) else { return nil }
        if options.contains(.caseInsensitive) { text = text.lowercased() }
        if options.contains(.diacriticInsensitive) { text = text.folding(options: .diacriticInsensitive, locale: nil) }
        return text
    }
}

extension PredicateExpression.Operand {
    /// The operand's value for the evaluated object: a key path reads dictionaries by key and
    /// other objects through reflection (their stored properties).
    func value(in object: Any?) -> Any? {
        switch self {
        case .evaluatedObject: return object
        case .constant(let value): return value
        case .keyPath(let keys): return keys.reduce(object) { current, key in Self.read(key, of: current) }
        }
    }

    private static func read(_ key: String, of object: Any?) -> Any? {
        guard let object else { return nil }
        if key == "SELF" { return object }
        if let dictionary = object as? [String: Any] { return dictionary[key] }
        if let dictionary = object as? NSDictionary { return dictionary[key] }
        if let text = object as? String, key == "length" { return text.utf16.count }
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            if let child = current.children.first(where: { $0.label == key }) { return unwrapped(child.value) }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// A property's value with an optional's wrapping removed (nil for `.none`).
    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { unwrapped($0.value) } ?? nil
    }
}
