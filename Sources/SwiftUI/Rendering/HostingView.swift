import Combine
import UIKit

/// The UIKit view a `UIHostingController` shows: it resolves its root view into layout nodes,
/// keeps the state of the views by their place in the tree, and lays the nodes out in its
/// bounds — the root proposed the whole bounds and centred, as SwiftUI places a hosting view's
/// content. A change of state, of an observed object or of the traits resolves the tree again on
/// the next layout pass; `onAppear` actions run once the new nodes are placed.
@MainActor
final class HostingView: UIView {
    var content: () -> any View
    weak var controller: UIViewController?
    private(set) var root: LayoutNode?
    private var needsRebuild = true
    /// Dynamic-property storage (`@State` boxes, `@StateObject` objects) by place.
    private var slots: [String: AnyObject] = [:]
    private var usedSlots: Set<String> = []
    private var representables: [String: RepresentableRecord] = [:]
    private var usedRepresentables: Set<String> = []
    private var subscriptions: [String: AnyCancellable] = [:]
    private var appeared: Set<String> = []
    private var visible: Set<String> = []
    private var pending: [() -> Void] = []
    private var lastValues: [String: Any] = [:]

    init(content: @escaping () -> any View) {
        self.content = content
        super.init(frame: .zero)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func invalidate() {
        needsRebuild = true
        setNeedsLayout()
    }

    private var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = traitCollection.userInterfaceStyle == .dark ? .dark : .light
        environment.displayScale = traitCollection.displayScale
        return environment
    }

    private func rebuild() {
        needsRebuild = false
        usedSlots = []
        usedRepresentables = []
        visible = []
        root?.view.removeFromSuperview()
        let node = Resolver.single(content(), ResolveContext(host: self, environment: environment, path: "root"))
        root = node
        addSubview(node.view)
        slots = slots.filter { usedSlots.contains($0.key) }
        subscriptions = subscriptions.filter { usedSlots.contains($0.key) }
        for (key, record) in representables where !usedRepresentables.contains(key) {
            record.dismantle()
            representables[key] = nil
        }
        appeared = appeared.intersection(visible)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // a state change in `onAppear` or `onChange` is shown in the same pass, a few times at most
        for _ in 0..<4 {
            if needsRebuild { rebuild() }
            placeRoot()
            let actions = pending
            pending = []
            actions.forEach { $0() }
            if !needsRebuild { break }
        }
    }

    private func placeRoot() {
        guard let root else { return }
        let size = root.sizeThatFits(ProposedViewSize(bounds.size))
        root.place(in: CGRect(origin: Alignment.center.origin(of: size, in: bounds), size: size))
    }

    /// The size the content chooses for a proposal (`sizeThatFits(in:)`).
    func fittingSize(_ proposal: ProposedViewSize) -> CGSize {
        if needsRebuild || root == nil { rebuild() }
        return root?.sizeThatFits(proposal) ?? .zero
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize(ProposedViewSize(size)) }

    override var intrinsicContentSize: CGSize { fittingSize(.unspecified) }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        invalidate()
    }

    // MARK: - What resolution keeps

    /// The storage kept at `key`, made by `make` the first time.
    func slot<T: AnyObject>(_ key: String, make: () -> T) -> T {
        usedSlots.insert(key)
        if let kept = slots[key] as? T { return kept }
        let made = make()
        slots[key] = made
        return made
    }

    /// Keeps `subscription` for `key` (an observed object), replacing the one before only when
    /// `replace` says so.
    func subscribe(_ key: String, replace: (AnyCancellable?) -> Bool, make: () -> AnyCancellable) {
        usedSlots.insert(key)
        if replace(subscriptions[key]) { subscriptions[key] = make() }
    }

    func representable(_ key: String) -> RepresentableRecord? {
        usedRepresentables.insert(key)
        return representables[key]
    }

    func keep(_ record: RepresentableRecord, at key: String) {
        usedRepresentables.insert(key)
        representables[key] = record
    }

    /// Runs `action` after the nodes are placed, the first time the view at `key` appears.
    func onAppear(_ key: String, _ action: @escaping () -> Void) {
        visible.insert(key)
        guard !appeared.contains(key) else { return }
        appeared.insert(key)
        pending.append(action)
    }

    /// Runs `action` after placement when `value` differs from the one seen at `key` before.
    func onChange<V: Equatable>(_ key: String, _ value: V, initial: Bool, _ action: @escaping (V, V) -> Void) {
        usedSlots.insert(key)
        let old = lastValues[key] as? V
        lastValues[key] = value
        if let old, old != value {
            pending.append { action(old, value) }
        } else if old == nil, initial {
            pending.append { action(value, value) }
        }
    }

    func afterPlacement(_ action: @escaping () -> Void) { pending.append(action) }
}

/// A representable's UIKit view and coordinator, kept while the representable stays in the tree.
@MainActor
struct RepresentableRecord {
    let type: ObjectIdentifier
    let view: UIView
    let coordinator: Any
    let dismantle: () -> Void
}
