import Foundation

/// Bar items are styled through appearance proxies as views are: `UIBarItem` conforms to
/// `UIAppearance` on iOS, and its `setTitleTextAttributes(_:for:)` is marked
/// `UI_APPEARANCE_SELECTOR` (`UIBarItem.h`), so `UITabBarItem.appearance().setTitleTextAttributes(
/// [.foregroundColor: tint], for: .normal)` styles the titles of every tab bar item. An item's own
/// attributes win over the proxy's ("values set directly take precedence", *UIAppearance*); the
/// proxy of the most specific class that set attributes for the state gives them. Proxies in
/// containers and for traits are kept (a bar item is not a view in a container chain) and give
/// their attributes like the plain proxy.
extension UIBarItem: UIAppearance {
    public class func appearance() -> Self { barItemProxy() }

    public class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        barItemProxy()
    }

    public class func appearance(for trait: UITraitCollection) -> Self { barItemProxy() }

    public class func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self {
        barItemProxy()
    }

    /// The one proxy of this class, made with `init(coder:)` on first use.
    private class func barItemProxy() -> Self {
        let key = ObjectIdentifier(self)
        if let proxy = BarItemAppearance.proxies[key] as? Self { return proxy }
        guard let proxy = self.init(coder: AppearanceProxies.EmptyCoder()) else {
            fatalError("\(self).appearance(): init(coder:) returned nil; ViewLab makes appearance proxies with it")
        }
        BarItemAppearance.proxies[key] = proxy
        return proxy
    }

    /// The title attributes the proxies of this item's class and its superclasses give for `state`.
    func appearanceTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        var current: AnyClass? = type(of: self)
        while let cls = current, cls != NSObject.self {
            if let proxy = BarItemAppearance.proxies[ObjectIdentifier(cls)], proxy !== self,
                let attributes = proxy.titleAttributes[state.rawValue]
            {
                return attributes
            }
            current = _getSuperclass(cls)
        }
        return nil
    }
}

/// The appearance proxies of bar item classes, by class.
@MainActor
enum BarItemAppearance {
    static var proxies: [ObjectIdentifier: UIBarItem] = [:]
}
