#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// ViewLab: a value each thread has its own copy of — what UIKit and Core Animation keep per
/// thread: the graphics context stack ("UIKit maintains a stack of graphics contexts for each
/// thread" is why `UIGraphicsImageRenderer` and `UIGraphicsBeginImageContextWithOptions` work on
/// any thread), `UITraitCollection.current`, and the environment a stage's work is bound to
/// (`WorkEnvironment`). A thread's copy starts as `initial()` and is released when the thread
/// ends. (ViewLab SPI.)
@_spi(ViewLab) public final class ThreadLocal<Value>: @unchecked Sendable {
    /// A thread's copy, owned by the thread's slot.
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    /// The slot's key: one integer shared by every thread, each reading its own slot.
    private let key: pthread_key_t
    private let initial: @Sendable () -> Value

    public init(_ initial: @escaping @Sendable () -> Value) {
        var key = pthread_key_t()
        // The destructor releases the thread's box when the thread exits.
        let status = pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
        }
        precondition(status == 0, "no thread-local key left")
        self.key = key
        self.initial = initial
    }

    /// This thread's value.
    public var value: Value {
        get { box.value }
        _modify { yield &box.value }
        set { box.value = newValue }
    }

    /// This thread's box, made on first use.
    private var box: Box {
        if let pointer = pthread_getspecific(key) { return Unmanaged<Box>.fromOpaque(pointer).takeUnretainedValue() }
        let box = Box(initial())
        pthread_setspecific(key, Unmanaged.passRetained(box).toOpaque())
        return box
    }
}
