import Foundation

/// A class whose instances can be styled all at once through an appearance proxy:
/// `UIPageControl.appearance().pageIndicatorTintColor = .gray` styles every page control that
/// enters a window from then on, and `appearance(whenContainedInInstancesOf: [Onboarding.self])`
/// only those inside an `Onboarding` controller or view (Apple's *UIAppearance* documentation).
///
/// The proxy is an instance of the class made with `init(coder:)` and a coder that holds nothing
/// (on iOS it is a stand-in that records the setters); what is set on it is applied by
/// `UIView+AppearanceProxy.swift` "when a view enters a window", as Apple says — "it doesn't
/// change the appearance of a view that's already in a window". ViewLab applies the colour
/// properties UIKit marks `UI_APPEARANCE_SELECTOR` (listed there) and the navigation and tab bars'
/// appearances, title attributes and images (`AppearanceProperty+Bars.swift`), and leaves a value
/// the view was given directly: what else is set on a proxy is kept on it and not applied.
///
/// `@preconcurrency`, as Swift imports the Objective-C protocol (`NS_SWIFT_UI_ACTOR`): Swift 5 code
/// that does not use concurrency reads `UIView.appearance()` from a nonisolated helper (a protocol
/// extension asking for the layout direction) without a diagnostic, as it does on iOS.
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {
    static func appearance() -> Self
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
    static func appearance(for trait: UITraitCollection) -> Self
    static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self
}

/// A class whose instances can contain views styled by an appearance proxy: views and view
/// controllers (Apple's *UIAppearanceContainer*).
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

extension UIView: UIAppearance {
    /// The proxy styling every instance of the class (and of its subclasses).
    public class func appearance() -> Self { appearanceProxy(containers: []) }

    /// The proxy styling instances contained, at any depth, in instances of `containerTypes`,
    /// outermost first (each container inside the one before it).
    public class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        appearanceProxy(containers: containerTypes)
    }

    /// The proxy for a trait collection: ViewLab keeps one proxy for all traits (the trait is
    /// not matched).
    public class func appearance(for trait: UITraitCollection) -> Self { appearanceProxy(containers: []) }

    public class func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self {
        appearanceProxy(containers: containerTypes)
    }

    /// The one proxy of this class for `containers`, made on first use.
    private class func appearanceProxy(containers: [any UIAppearanceContainer.Type]) -> Self {
        let key = AppearanceProxies.Key(type: self, containers: containers)
        if let proxy = AppearanceProxies.proxies[key] as? Self { return proxy }
        guard let proxy = self.init(coder: AppearanceProxies.EmptyCoder()) else {
            fatalError("\(self).appearance(): init(coder:) returned nil; ViewLab makes appearance proxies with it")
        }
        AppearanceProxies.register(proxy, for: key, containers: containers)
        return proxy
    }
}
