/// A property of a `ShellClassBinding`: its value type, whether it is `@IBInspectable`, and its
/// accessors (`set` nil: read-only).
public struct ShellPropertyBinding {
    public var name: String
    public var valueType: Any.Type
    public var isInspectable: Bool
    /// The value, or nil when the object is not of the binding's class.
    public var get: (AnyObject) -> Any?
    public var set: ((AnyObject, Any) -> Void)?
}
