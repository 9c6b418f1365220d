import UIKit

/// A value views pass up to their ancestors (`PreferenceKey`): set with `preference(key:value:)`
/// or `anchorPreference(key:value:transform:)`, read by the nearest `onPreferenceChange(_:perform:)`
/// above them, combined with `reduce` in layout order. ViewLab gathers them when the views are
/// placed and calls the action after placement, first with the initial value, then on a change.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/preferencekey>
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// A geometric value of a view (`Anchor`), resolved in a `GeometryProxy` (its subscript gives
/// it in the reader's coordinates).
///
/// Apple: <https://developer.apple.com/documentation/swiftui/anchor>
public struct Anchor<Value> {
    /// The value, given the origin of the reader in the hosting view.
    let value: (CGPoint) -> Value

    /// Which value of a view an anchor stands for (`Anchor.Source`): made from the view's frame in
    /// the hosting view.
    public struct Source {
        let make: (CGRect) -> Anchor<Value>
    }
}

extension Anchor.Source where Value == CGRect {
    public static var bounds: Anchor<CGRect>.Source { rect(nil) }
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { rect(Optional(r)) }

    private static func rect(_ r: CGRect?) -> Anchor<CGRect>.Source {
        .init { frame in
            Anchor { origin in
                let local = r ?? CGRect(origin: .zero, size: frame.size)
                return local.offsetBy(dx: frame.minX - origin.x, dy: frame.minY - origin.y)
            }
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        .init { frame in Anchor { origin in CGPoint(x: p.x + frame.minX - origin.x, y: p.y + frame.minY - origin.y) } }
    }
}

/// The values of one key gathered under an `onPreferenceChange` while its content is placed.
final class PreferenceCollector<Key: PreferenceKey> {
    var value = Key.defaultValue
    var count = 0

    func add(_ next: Key.Value) {
        if count == 0 { value = next } else { Key.reduce(value: &value, nextValue: { next }) }
        count += 1
    }
}

extension View {
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        wrapped { node, context in
            let collector = context.preferenceCollectors[ObjectIdentifier(K.self)] as? PreferenceCollector<K>
            return PlacementNode(child: node) { _, _ in collector?.add(value) }
        }
    }

    public func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        wrapped { node, context in
            let collector = context.preferenceCollectors[ObjectIdentifier(K.self)] as? PreferenceCollector<K>
            return PlacementNode(child: node) { frame, origin in
                collector?.add(transform(value.make(CGRect(origin: origin, size: frame.size))))
            }
        }
    }

    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    )
        -> some View where K.Value: Equatable
    {
        let collector = PreferenceCollector<K>()
        return modifier(
            NodeModifier(
                context: { $0.preferenceCollectors[ObjectIdentifier(K.self)] = collector },
                wrap: { node, context in
                    CollectingNode(child: node) {
                        collector.value = K.defaultValue
                        collector.count = 0
                    } collected: {
                        context.host.onChange(context.path + "#preference", collector.value, initial: true) { _, new in
                            action(new)
                        }
                    }
                }))
    }
}

/// A node that starts gathering before its content is placed and reports after.
final class CollectingNode: WrapperNode {
    let start: () -> Void
    let collected: () -> Void

    init(child: LayoutNode, start: @escaping () -> Void, collected: @escaping () -> Void) {
        self.start = start
        self.collected = collected
        super.init(child: child)
    }

    override func place(in frame: CGRect) {
        start()
        super.place(in: frame)
        collected()
    }
}
