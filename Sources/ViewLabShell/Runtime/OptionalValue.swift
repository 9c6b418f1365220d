/// Optionals at run time are Swift optionals boxed in `Any`.

/// The wrapped value of a boxed optional (flattening nested ones), the value itself when it is
/// not an optional, or nil when it is `nil`.
func unwrapOptional(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    guard let child = mirror.children.first else { return nil }
    return unwrapOptional(child.value)
}

/// The runtime value of `nil`.
var nilValue: Any { Optional<Any>.none as Any }
