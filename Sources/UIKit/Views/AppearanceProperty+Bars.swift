import Foundation

/// What an appearance proxy of a navigation bar or a tab bar styles besides colours: the
/// properties `UINavigationBar.h` and `UITabBar.h` mark `UI_APPEARANCE_SELECTOR` — the bar
/// appearances (iOS 13's `standardAppearance`, `scrollEdgeAppearance`, `compactAppearance`), the
/// title text attributes, and the legacy background and shadow images. The app-wide idioms
/// `UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white]` and
/// `UINavigationBar.appearance().standardAppearance = appearance` style every bar that enters a
/// window from then on.
extension AppearanceProperty {
    static let bars: [AppearanceProperty] = [
        .init(\UINavigationBar.standardAppearance, isSet: \.standardAppearanceIsSet),
        .init(unset: \UINavigationBar.scrollEdgeAppearance), .init(unset: \UINavigationBar.compactAppearance),
        .init(unset: \UINavigationBar.titleTextAttributes), .init(unset: \UINavigationBar.largeTitleTextAttributes),
        .init(unset: \UINavigationBar.shadowImage),
        .init { styles, view in
            guard let bar = view as? UINavigationBar, bar.backgroundImages.isEmpty,
                let proxy = styles.compactMap({ $0.proxy as? UINavigationBar }).last(where: {
                    !$0.backgroundImages.isEmpty
                })
            else { return }
            bar.backgroundImages = proxy.backgroundImages
            bar.itemsDidChange()
        },
        .init(\UITabBar.standardAppearance, isSet: \.standardAppearanceIsSet),
        .init(unset: \UITabBar.scrollEdgeAppearance), .init(unset: \UITabBar.backgroundImage),
        .init(unset: \UITabBar.shadowImage), .init(unset: \UITabBar.selectionIndicatorImage),
    ]
}
