import Foundation

extension NSArray {
    /// Key-value coding on an array, as Foundation's `NSArray` gives it on iOS: an array of the
    /// value for `key` of each element, `NSNull` where an element's value is nil
    /// (`(tableView.visibleCells as NSArray).value(forKey: "contentView") as! [UIView]`). Elements
    /// answer through ViewLab's KVC: views (`UIView+KeyValue`), layers, bar items, and the
    /// `@objc` properties of the module's classes; Foundation on Linux has no KVC of its own.
    public func value(forKey key: String) -> Any {
        map { element -> Any in
            // Views and bar items are main-actor objects; KVC on them runs where UIKit code runs.
            nonisolated(unsafe) var value: Any?
            let unchecked = UncheckedElement(element)
            MainActor.assumeIsolated {
                switch unchecked.element {
                case let view as UIView: value = view.value(forKey: key)
                case let layer as CALayer: value = layer.value(forKey: key)
                case let item as UIBarItem: value = item.value(forKey: key)
                case let dictionary as [String: Any]: value = dictionary[key]
                case let object as NSObject:
                    if case .returned(let result) = Selector(key).send(to: object) { value = result }
                default: break
                }
            }
            return value ?? NSNull()
        } as [Any]
    }
}

/// An array element handed to the main actor (KVC reads it there).
private struct UncheckedElement: @unchecked Sendable {
    let element: Any
    init(_ element: Any) { self.element = element }
}
