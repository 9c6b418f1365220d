import Combine
import UIKit

extension View {
    /// Runs `action` when the view appears (`onAppear(perform:)`): here, once the hosting view
    /// has placed it the first time, before it is drawn; again only after it left the tree.
    ///
    /// Apple: <https://developer.apple.com/documentation/swiftui/view/onappear(perform:)>
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        wrapped { node, context in
            if let action { context.host.onAppear(context.path, action) }
            return node
        }
    }

    /// Runs `action` when the view leaves the tree (`onDisappear(perform:)`); ViewLab's hosting
    /// view does not report it.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Runs `action` when the view is tapped `count` times (`onTapGesture(count:perform:)`).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        wrapped { node, _ in WrapperNode(child: node, view: TapView(count: count, action: action)) }
    }

    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> some View {
        self
    }

    /// Runs `action` with the new value when `value` changes between two updates
    /// (`onChange(of:perform:)`, iOS 14).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
        changed(value, initial: false) { _, new in action(new) }
    }

    /// Runs `action` with the old and new values (`onChange(of:initial:_:)`, iOS 17).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
        -> some View
    {
        changed(value, initial: initial, action)
    }

    /// Runs `action` when `value` changes (`onChange(of:initial:_:)`, iOS 17).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View
    {
        changed(value, initial: initial) { _, _ in action() }
    }

    private func changed<V: Equatable>(_ value: V, initial: Bool, _ action: @escaping (V, V) -> Void) -> some View {
        wrapped { node, context in
            context.host.onChange(context.path, value, initial: initial, action)
            return node
        }
    }

    /// Runs `action` with each value `publisher` sends (`onReceive(_:perform:)`), subscribed
    /// once while the view stays in the tree.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        wrapped { node, context in
            let host = context.host
            let handler = host.slot(context.path + "#receive") { ReceiveHandler<P.Output>() }
            handler.action = action
            host.subscribe(context.path + "#receive", replace: { $0 == nil }) {
                publisher.sink { [weak handler] value in host.afterPlacement { handler?.action?(value) } }
            }
            return node
        }
    }
}

/// The latest `onReceive` action of a place.
final class ReceiveHandler<Output> {
    var action: ((Output) -> Void)?
}

/// A view that runs an action when tapped, as SwiftUI's tap gesture does when the touch ends in it.
final class TapView: UIView {
    let count: Int
    let action: () -> Void

    init(count: Int, action: @escaping () -> Void) {
        self.count = count
        self.action = action
        super.init(frame: .zero)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)), touch.tapCount >= count else {
            return super.touchesEnded(touches, with: event)
        }
        action()
    }
}
