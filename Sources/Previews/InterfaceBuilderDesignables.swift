import UIKit

/// The `@IBDesignable` classes of the loaded code (recorded by their generated shell bindings), and
/// the design-time call Interface Builder makes on them.
///
/// Apple's rule (`NSObject.prepareForInterfaceBuilder()`, Objective-C runtime docs): "When
/// Interface Builder instantiates a class with the IB_DESIGNABLE attribute, it calls this method to
/// let the resulting object know that it was created at design time … Interface Builder waits
/// until all objects in a graph have been created and initialized before calling this method."
/// The system never calls it at run time, and Xcode's `#Preview` canvas runs the preview's code as
/// the app does: a view that the body's code creates is not instantiated by Interface Builder and
/// does not get the call (libraries rely on this: ScrollableGraphView replaces its data source with
/// design-time sample data there). ViewLab's one design-time instantiation is the shell's: after
/// an initialiser of an `@IBDesignable` class typed at the prompt returns, that view gets it. A
/// view built by code (a preview body, `addSubview(MyView())` inside another view) never does.
public enum InterfaceBuilderDesignables {
    // filled once at start-up by the host, read on the main thread
    nonisolated(unsafe) private static var designable: Set<ObjectIdentifier> = []

    /// Records the designable classes of generated bindings.
    public static func register(_ bindings: ShellBindings) {
        for binding in bindings.classes where binding.isDesignable { designable.insert(ObjectIdentifier(binding.type)) }
    }

    public static func isDesignable(_ object: AnyObject) -> Bool {
        designable.contains(ObjectIdentifier(type(of: object)))
    }

    /// Calls `prepareForInterfaceBuilder()` on `object` if it is a designable view; on the main
    /// actor, as that `UIView` method is.
    @MainActor public static func prepare(_ object: Any) {
        guard let view = object as? UIView, isDesignable(view) else { return }
        view.prepareForInterfaceBuilder()
    }
}
