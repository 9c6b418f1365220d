import Foundation

/// A view controller's view from a nib, as `loadView()` finds it on iOS (Apple, `nibName`):
/// the nib given to `init(nibName:bundle:)`; with none, "if you do not specify a nib name, and do
/// not override the `loadView()` method … it looks (in order) for a nib file with one of the
/// following names: if the view controller class name ends with the word 'Controller', as in
/// `MyViewController`, … `MyView.nib`; … a nib file whose name matches the name of the view
/// controller class". The controller is the nib's File's Owner: its `view` outlet becomes the
/// controller's view, and its other outlets and actions connect to the controller.
extension UIViewController {
    /// Loads the view from the controller's nib; false when it has none (then `loadView()` makes
    /// a plain view). A named nib that cannot be loaded is reported in one line, as UIKit raises.
    func loadViewFromNib() -> Bool {
        guard let nib = nibToLoad() else { return false }
        let objects = nib.instantiate(withOwner: self, options: nil)
        if viewIfLoaded == nil {
            // No `view` outlet connected: the nib's first top-level view (UIKit raises "loaded the
            // nib but the view outlet was not set"; ViewLab takes the view the nib clearly meant).
            UIView.report(
                .invalidArgument,
                "\(type(of: self)) loaded the \(nibName ?? "\(type(of: self))") nib but the view outlet was not set")
            view = objects.lazy.compactMap { $0 as? UIView }.first
        }
        return viewIfLoaded != nil
    }

    /// The nib `loadView()` loads: the one named, else the first of the class's names found.
    private func nibToLoad() -> UINib? {
        if let nibName {
            let nib = UINib(nibName: nibName, bundle: nibBundle)
            if nib.document == nil { UIView.report(.invalidArgument, nib.loadError ?? "cannot load \(nibName)") }
            return nib.document == nil ? nil : nib
        }
        let className = String(describing: type(of: self))
        guard !className.contains("<"), !className.contains("("), Self.isUserClass else { return nil }
        var names = [className]
        if className.hasSuffix("Controller") { names.insert(String(className.dropLast("Controller".count)), at: 0) }
        for name in names where UINib.url(forNibNamed: name, bundle: nibBundle) != nil {
            let nib = UINib(nibName: name, bundle: nibBundle)
            if nib.document != nil { return nib }
        }
        return nil
    }

    /// Whether the class is not one of UIKit's own (whose views are made in code).
    private static var isUserClass: Bool {
        !String(reflecting: self).hasPrefix("UIKit.")
    }
}
