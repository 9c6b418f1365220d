import Foundation

/// Foundation's `NSPointerArray`, which swift-corelibs-foundation lacks: an ordered list of
/// pointers that may hold nil, used by components as a list of weak observers
/// (`NSPointerArray.weakObjects()`, `addPointer(Unmanaged.passUnretained(x).toOpaque())`). With
/// weak memory (Apple: "weak references to its objects"; an entry reads nil once its object is
/// gone, and `compact()` removes the nils), or strong: the array keeps its objects alive. Pointers
/// are taken to be objects, as the two object-personality factories make them.
open class NSPointerArray: NSObject {
    /// The memory options of the array (Apple's `NSPointerFunctions.Options`, the two used here).
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let strongMemory = Options([])
        public static let weakMemory = Options(rawValue: 5)
    }

    private enum Entry {
        case strong(AnyObject?)
        case weak(WeakBox)
        var object: AnyObject? {
            switch self {
            case .strong(let object): return object
            case .weak(let box): return box.object
            }
        }
    }
    private final class WeakBox { weak var object: AnyObject?; init(_ object: AnyObject?) { self.object = object } }

    private var entries: [Entry] = []
    private let isWeak: Bool

    public init(options: Options) {
        isWeak = options.contains(.weakMemory)
        super.init()
    }

    public class func weakObjects() -> NSPointerArray { NSPointerArray(options: .weakMemory) }
    public class func strongObjects() -> NSPointerArray { NSPointerArray(options: .strongMemory) }

    /// The number of entries, nil ones included; setting it truncates or pads with nils.
    open var count: Int {
        get { entries.count }
        set {
            if newValue < entries.count {
                entries.removeLast(entries.count - newValue)
            } else {
                entries += (entries.count..<newValue).map { _ in entry(for: nil) }
            }
        }
    }

    open func pointer(at index: Int) -> UnsafeMutableRawPointer? {
        entries[index].object.map { Unmanaged.passUnretained($0).toOpaque() }
    }
    open func addPointer(_ pointer: UnsafeMutableRawPointer?) { entries.append(entry(for: pointer)) }
    open func removePointer(at index: Int) { entries.remove(at: index) }
    open func insertPointer(_ item: UnsafeMutableRawPointer?, at index: Int) {
        entries.insert(entry(for: item), at: index)
    }
    open func replacePointer(at index: Int, withPointer item: UnsafeMutableRawPointer?) {
        entries[index] = entry(for: item)
    }
    /// Removes the nil entries (those whose weak objects are gone, and nils added).
    open func compact() { entries.removeAll { $0.object == nil } }
    /// The objects still alive, in order.
    open var allObjects: [Any] { entries.compactMap(\.object) }

    private func entry(for pointer: UnsafeMutableRawPointer?) -> Entry {
        let object = pointer.map { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() }
        return isWeak ? .weak(WeakBox(object)) : .strong(object)
    }
}
