import UIKit

/// The `@IBDesignable` classes of the loaded code (recorded by their generated shell bindings), and
/// the design-time call Interface Builder makes on them.
///
/// Apple's rule (`NSObject.prepareForInterfaceBuilder()`, Objective-C runtime docs): "When
/// Interface Builder instantiates a class with the IB_DESIGNABLE attribute, it calls this method to
/// let the resulting object know that it was created at design time … Interface Builder waits
/// until all objects in a graph have been created and initialized before calling this method."
/// The system never calls it at run time. ViewLab's design-time canvases are previews and the
/// shell, so:
/// - a preview: after its body has returned the view (the whole graph is built), each
///   `@IBDesignable` view in that hierarchy, parents before children, once;
/// - the shell: after an initialiser of an `@IBDesignable` class typed at the prompt returns.
/// A view built by your own code at run time (`addSubview(MyView())` inside another view) gets it
/// only through the preview walk, as on the canvas.
public enum InterfaceBuilderDesignables {
    nonisolated(unsafe) private static var designable: Set<ObjectIdentifier> = [] // filled once at start-up by the host, read on the main thread

    /// Records the designable classes of generated bindings.
    public static func register(_ bindings: ShellBindings) {
        for binding in bindings.classes where binding.isDesignable { designable.insert(ObjectIdentifier(binding.type)) }
    }

    public static func isDesignable(_ object: AnyObject) -> Bool {
        designable.contains(ObjectIdentifier(type(of: object)))
    }

    /// Calls `prepareForInterfaceBuilder()` on `object` if it is a designable view.
    public static func prepare(_ object: Any) {
        guard let view = object as? UIView, isDesignable(view) else { return }
        view.prepareForInterfaceBuilder()
    }

    /// Calls `prepareForInterfaceBuilder()` on every designable view of the hierarchy under `root`
    /// (included), parents first.
    public static func prepareHierarchy(_ root: UIView) {
        guard !designable.isEmpty else { return }
        var stack = [root]
        while let view = stack.popLast() {
            if isDesignable(view) { view.prepareForInterfaceBuilder() }
            stack += view.subviews.reversed()
        }
    }
}
