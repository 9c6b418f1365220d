/// The name of a method, as Objective-C's `SEL` names one: `#selector(valueChanged(_:))` is the
/// selector `"valueChanged:"`, `#selector(tick)` is `"tick"`.
///
/// Swift on Linux has no Objective-C runtime, so there is no `Selector` type and `#selector` does not
/// compile. ViewLab's source bridge rewrites `#selector(…)` into a `Selector` value carrying the
/// Objective-C name, and gives each class that has such methods a dispatch table
/// (`SelectorDispatching`) so that target–action APIs really call the method.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The Objective-C spelling of the method name: a colon per argument (`"handleTap:"`).
    public let name: String

    /// A selector with the given Objective-C name, as `Selector("handleTap:")` / `NSSelectorFromString`.
    public init(_ name: String) { self.name = name }

    public init(stringLiteral value: String) { self.name = value }

    public var description: String { name }

    /// How many arguments the method takes: the number of colons in its name.
    public var argumentCount: Int { name.reduce(0) { $1 == ":" ? $0 + 1 : $0 } }

    /// The setter key-value coding calls for `key` (`"inputImage"` → `"setInputImage:"`), as
    /// `setValue(_:forKey:)` looks one up (*Key-Value Coding Programming Guide*, "Search Pattern for
    /// the Basic Setter").
    public static func setter(forKey key: String) -> Selector {
        Selector("set" + key.prefix(1).uppercased() + key.dropFirst() + ":")
    }
}

/// `NSStringFromSelector`.
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }

/// `NSSelectorFromString`.
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }
