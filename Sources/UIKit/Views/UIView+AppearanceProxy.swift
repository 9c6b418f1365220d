import Foundation

/// The appearance proxies made so far (`UIAppearance.swift`) and how they style a view entering
/// a window: the proxies of the view's class or a superclass whose containers match the view's
/// ancestors are ordered — superclasses first, then the class; a proxy without containers before
/// one with them, shorter chains before longer — and for each listed property the last of them
/// that changed it from the class's default gives the view its value, unless the view's own value
/// is no longer the default (a value set directly on an instance wins, as on iOS).
@MainActor
enum AppearanceProxies {
    struct Key: Hashable {
        let type: ObjectIdentifier
        let containers: [ObjectIdentifier]
        init(type: AnyClass, containers: [any UIAppearanceContainer.Type]) {
            self.type = ObjectIdentifier(type)
            self.containers = containers.map { ObjectIdentifier($0) }
        }
    }

    /// A proxy and the container classes (outermost first) it is for.
    struct Entry {
        let proxy: UIView
        let containers: [any UIAppearanceContainer.Type]
    }

    static var proxies: [Key: UIView] = [:]
    static var entries: [Entry] = []
    /// A default instance of each class with a proxy, made like the proxy: what "changed" means.
    static var defaults: [ObjectIdentifier: UIView] = [:]

    /// The coder proxies are made with: it holds nothing, so `init(coder:)` gives a default view.
    final class EmptyCoder: NSCoder {
        override var allowsKeyedCoding: Bool { true }
        override func containsValue(forKey key: String) -> Bool { false }
        override func decodeObject(forKey key: String) -> Any? { nil }
        override func decodeBool(forKey key: String) -> Bool { false }
        override func decodeInteger(forKey key: String) -> Int { 0 }
        override func decodeDouble(forKey key: String) -> Double { 0 }
        override func decodeFloat(forKey key: String) -> Float { 0 }
    }

    static func register(_ proxy: UIView, for key: Key, containers: [any UIAppearanceContainer.Type]) {
        proxies[key] = proxy
        entries.append(Entry(proxy: proxy, containers: containers))
    }

    /// Styles `view`, about to enter a window, with the proxies that apply to it.
    static func apply(to view: UIView) {
        guard !entries.isEmpty else { return }
        let ancestors = containerChain(of: view)
        let matching = entries.filter { entry in
            isInstance(view, of: type(of: entry.proxy)) && matches(entry.containers, ancestors)
        }.sorted { a, b in
            let depthA = classDepth(type(of: a.proxy)), depthB = classDepth(type(of: b.proxy))
            return depthA != depthB ? depthA < depthB : a.containers.count < b.containers.count
        }
        let styles = matching.compactMap { entry in
            defaultInstance(of: type(of: entry.proxy)).map { (proxy: entry.proxy, pristine: $0) }
        }
        for property in AppearanceProperty.all { property.apply(styles, view) }
    }

    /// The views and view controllers around `view`, innermost first.
    static func containerChain(of view: UIView) -> [AnyObject] {
        var chain: [AnyObject] = []
        var current = view.superview
        while let ancestor = current {
            chain.append(ancestor)
            if let controller = ancestor.owningViewController { chain.append(controller) }
            current = ancestor.superview
        }
        return chain
    }

    /// Whether `containers` (outermost first) appear among `ancestors` (innermost first), each
    /// inside the one before it.
    static func matches(_ containers: [any UIAppearanceContainer.Type], _ ancestors: [AnyObject]) -> Bool {
        var index = 0
        for container in containers.reversed() {
            guard let cls = container as Any as? AnyClass,
                let found = ancestors[index...].firstIndex(where: { isInstance($0, of: cls) })
            else { return false }
            index = found + 1
        }
        return true
    }

    /// How many classes from `type` up to the root.
    static func classDepth(_ type: AnyClass) -> Int {
        var depth = 0, current: AnyClass? = type
        while let c = current { depth += 1; current = _getSuperclass(c) }
        return depth
    }

    /// Whether `object` is an instance of `type` or of a subclass (`isKind(of:)`).
    static func isInstance(_ object: AnyObject, of type: AnyClass) -> Bool {
        var current: AnyClass? = Swift.type(of: object)
        while let c = current {
            if c == type { return true }
            current = _getSuperclass(c)
        }
        return false
    }

    static func defaultInstance(of type: AnyClass) -> UIView? {
        if let made = defaults[ObjectIdentifier(type)] { return made }
        guard let viewType = type as? UIView.Type, let made = viewType.init(coder: EmptyCoder()) else { return nil }
        defaults[ObjectIdentifier(type)] = made
        return made
    }
}

/// A property an appearance proxy styles: the colour properties UIKit marks
/// `UI_APPEARANCE_SELECTOR` in its headers, and the bars' (`AppearanceProperty+Bars.swift`). The last of the matching proxies that changed it
/// gives the value; the view takes it when its own value is still the default.
@MainActor
struct AppearanceProperty {
    typealias Styles = [(proxy: UIView, pristine: UIView)]
    let apply: (_ styles: Styles, _ view: UIView) -> Void

    init<Root: UIView, Value: Equatable>(_ keyPath: ReferenceWritableKeyPath<Root, Value>) {
        apply = { styles, view in
            guard let view = view as? Root else { return }
            var chosen: (value: Value, standard: Value)?
            for style in styles {
                guard let proxy = style.proxy as? Root, let pristine = style.pristine as? Root else { continue }
                let value = proxy[keyPath: keyPath], standard = pristine[keyPath: keyPath]
                if value != standard { chosen = (value, standard) }
            }
            guard let chosen, view[keyPath: keyPath] == chosen.standard else { return }
            view[keyPath: keyPath] = chosen.value
        }
    }

    /// A property whose default is nil (title attributes, images, appearances): the last matching
    /// proxy that set it gives the value to a view that has none of its own.
    init<Root: UIView, Value>(unset keyPath: ReferenceWritableKeyPath<Root, Value?>) {
        apply = { styles, view in
            guard let view = view as? Root, view[keyPath: keyPath] == nil,
                let value = styles.compactMap({ ($0.proxy as? Root)?[keyPath: keyPath] }).last
            else { return }
            view[keyPath: keyPath] = value
        }
    }

    /// A property the view tells apart from its default by `isSet` (a bar's `standardAppearance`,
    /// a new object in every bar): the last matching proxy that set it gives the value to a view
    /// that has not set its own.
    init<Root: UIView, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>, isSet: KeyPath<Root, Bool>) {
        apply = { styles, view in
            guard let view = view as? Root, !view[keyPath: isSet],
                let proxy = styles.compactMap({ $0.proxy as? Root }).last(where: { $0[keyPath: isSet] })
            else { return }
            view[keyPath: keyPath] = proxy[keyPath: keyPath]
        }
    }

    init(apply: @escaping (Styles, UIView) -> Void) { self.apply = apply }

    /// The view's own tint (not the inherited one).
    static let tint = AppearanceProperty { styles, view in
        guard let value = styles.last(where: { $0.proxy.storedTintColor != nil })?.proxy.storedTintColor,
            view.storedTintColor == nil
        else { return }
        view.tintColor = value
    }

    static let all: [AppearanceProperty] =
        [
            .tint, .init(\UIView.backgroundColor),
            .init(\UIPageControl.pageIndicatorTintColor), .init(\UIPageControl.currentPageIndicatorTintColor),
            .init(\UINavigationBar.barTintColor), .init(\UITabBar.barTintColor),
            .init(\UITabBar.unselectedItemTintColor),
            .init(\UIToolbar.barTintColor), .init(\UISwitch.onTintColor), .init(\UISwitch.thumbTintColor),
            .init(\UISlider.minimumTrackTintColor), .init(\UISlider.maximumTrackTintColor),
            .init(\UISlider.thumbTintColor),
            .init(\UIProgressView.progressTintColor), .init(\UIProgressView.trackTintColor),
            .init(\UISegmentedControl.selectedSegmentTintColor),
        ] + bars
}
