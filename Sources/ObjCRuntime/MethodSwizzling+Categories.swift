/// Overrides of UIKit methods in categories — `extension UITableViewCell { override func
/// layoutSubviews() { super.layoutSubviews(); … } }`. On iOS a category's method is added to the
/// class's method list and replaces the class's own implementation for every instance (Apple,
/// *Programming with Objective-C*, "Customizing Existing Classes": "the behavior is undefined as
/// to which method implementation is used at runtime" — in practice the category's wins, the
/// widely reproduced observation libraries rely on); `super` inside it is `objc_msgSendSuper`,
/// which starts the lookup at the superclass. Swift on Linux rejects such overrides, so the source
/// bridge renames the member and registers it here (`replace`), and turns its `super` call into
/// `sendSuper`. The UIKit methods that can be replaced consult this table (`run`) with their
/// native code registered under their selector (`registerNative`).
extension MethodSwizzling {
    /// The selector a category's replacement of `selector` is registered under.
    static func categorySelector(_ selector: String) -> String { "_viewlab_category_" + selector }

    /// Replaces `cls`'s implementation of `selector` with `body` for every instance of `cls` and
    /// its subclasses, as a category's method does (the last one registered wins).
    public static func replace(_ cls: AnyClass, _ selector: String, with body: @escaping Native) {
        let name = categorySelector(selector)
        table.locked {
            $0.natives[Key(cls: ObjectIdentifier(cls), selector: name)] = body
            $0.implementations[Key(cls: ObjectIdentifier(cls), selector: selector)] = IMP(cls, name)
        }
    }

    /// `super.selector(arguments…)` made by the implementation of `cls`: the implementation of the
    /// nearest class above `cls` that has one (set in its place, or native), as
    /// `objc_msgSendSuper` does. A class without one anywhere above (not a UIKit method that can be
    /// replaced) answers with a clear error rather than a wrong value.
    public static func sendSuper<T>(_ object: AnyObject, above cls: AnyClass, _ selector: String, _ arguments: [Any?])
        -> T
    {
        var current: AnyClass? = _getSuperclass(cls)
        while let each = current {
            let key = Key(cls: ObjectIdentifier(each), selector: selector)
            let imp = table.locked { $0.implementations[key] ?? ($0.natives[key] != nil ? IMP(each, selector) : nil) }
            if let imp { return result(call(imp, object, arguments)) }
            current = _getSuperclass(each)
        }
        fatalError("viewlab: no superclass of \(cls) implements \(selector) (super sent from a category's override)")
    }

    /// The IMP that runs in place of `cls`'s native `selector` for `object`: the first one set on a
    /// class from `cls` down to the receiver's — only below the nearest class with native code of
    /// its own, whose UIKit code consulted the table already (this being its `super` call). Nil:
    /// the native code runs (nothing set, or `cls`'s own method put back).
    static func replacement(for object: AnyObject, at cls: AnyClass, _ selector: String, in tables: Tables) -> IMP? {
        guard !tables.implementations.isEmpty else { return nil }
        var chain: [AnyClass] = []
        var current: AnyClass? = type(of: object)
        while let each = current, ObjectIdentifier(each) != ObjectIdentifier(cls) {
            chain.append(each)
            current = _getSuperclass(each)
        }
        let start =
            chain.lastIndex { tables.natives[Key(cls: ObjectIdentifier($0), selector: selector)] != nil }.map { $0 + 1 }
            ?? 0
        for each in chain[start...] + [cls] {
            if let imp = tables.implementations[Key(cls: ObjectIdentifier(each), selector: selector)] {
                return imp == IMP(each, selector) ? nil : imp
            }
        }
        return nil
    }
}
