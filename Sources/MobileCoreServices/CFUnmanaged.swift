/// What a Core Foundation "Create"/"Copy" function returns on iOS as `Unmanaged<T>`: a value the
/// caller takes with `takeRetainedValue()` (or `takeUnretainedValue()`). `CFString` and `CFArray`
/// are Swift values in ViewLab, which `Unmanaged` cannot hold, so this wrapper has its name's two
/// methods and nothing to release.
public struct CFUnmanaged<Instance> {
    private let value: Instance
    public init(_ value: Instance) { self.value = value }

    /// The value (ownership is Swift's here: nothing to balance).
    public func takeRetainedValue() -> Instance { value }
    /// The value.
    public func takeUnretainedValue() -> Instance { value }
    /// Nothing to release: the value is owned by Swift.
    public func release() {}
}
