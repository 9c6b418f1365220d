import Foundation

/// ViewLab: one `UINib.instantiate(withOwner:options:)` — the steps UIKit's nib loading takes,
/// in its order (Apple, "Resource Programming Guide: Nib Files", *The Nib Object Life Cycle*, and
/// the `awakeFromNib` reference: "When an object receives an awakeFromNib message, it is
/// guaranteed to have all its outlet and action connections already established"):
///
/// 1. every object is made with `init(coder:)` — a view's `init(coder:)` restores its properties
///    and makes its subviews (so a subview's `init(coder:)` finishes before its superview's);
///    outlets are nil during `init(coder:)`;
/// 2. outlets (`setValue(_:forKey:)`, i.e. the `setIconView:` setter the source bridge registers
///    for an `@IBOutlet`), outlet collections and actions (`addTarget(_:action:for:)`) are
///    connected, then user-defined runtime attributes (and `@IBInspectable` values) are set with
///    `setValue(_:forKeyPath:)`;
/// 3. `awakeFromNib()` is sent to every object made from the nib (not to File's Owner), in the
///    order their `init(coder:)` finished: subviews before their superview.
///
/// Each step is recorded in the lifecycle log (`LifecycleLog.current` outside a window) (`init(coder:)`, `outlet`, `awakeFromNib`),
/// which the shell's `:trace` prints.
@MainActor
final class NibInstantiation {
    let document: XIBDocument
    let owner: AnyObject?
    let externalObjects: [String: Any]
    /// Objects by XIB id (placeholders and views made so far).
    private(set) var objects: [String: AnyObject] = [:]
    /// The views made, in the order their `init(coder:)` finished.
    private(set) var made: [UIView] = []
    private var guides: [String: (view: UIView, key: String)] = [:]

    init(document: XIBDocument, owner: AnyObject?, externalObjects: [String: Any]) {
        self.document = document
        self.owner = owner
        self.externalObjects = externalObjects
    }

    func run() -> [Any] {
        for placeholder in document.placeholders {
            switch placeholder.attributes["placeholderIdentifier"] {
            case "IBFilesOwner": if let owner { objects[placeholder.id] = owner }
            case "IBFirstResponder": continue
            case let identifier?:
                if let external = externalObjects[identifier] { objects[placeholder.id] = external as AnyObject }
            case nil: continue
            }
        }
        let topLevel: [Any] = document.topLevelObjects.map { object in
            if let make = XIBDocument.gestureRecognizerClasses[object.element] {
                let made = make()
                objects[object.id] = made
                return made
            }
            return makeView(object)
        }
        let all = document.placeholders + document.topLevelObjects.flatMap(\.allObjects)
        connect(all)
        for object in all {
            guard let view = objects[object.id] as? UIView else { continue }
            for attribute in object.runtimeAttributes {
                view.setValue(attribute.value.object, forKeyPath: attribute.keyPath)
            }
        }
        for view in made {
            view.recordingLifecycleLog.record(.awakeFromNib, view)
            view.awakeFromNib()
        }
        return topLevel
    }

    /// Makes the view of `object` with `init(coder:)` (its class found by name for a
    /// `customClass`; an unknown class is reported as UIKit logs it, "Unknown class X in
    /// Interface Builder file.", and the element's UIKit class is used).
    func makeView(_ object: XIBObject) -> UIView {
        let base = XIBDocument.viewClasses[object.element] ?? UIView.self
        var cls: UIView.Type = base
        if let name = object.customClass {
            if let found = ClassTable.lookup(name, module: object.customModule) as? UIView.Type {
                cls = found
            } else {
                UIView.report(
                    .invalidArgument,
                    "Unknown class \(name) in Interface Builder file \(document.name) (line \(object.line)); using \(base)"
                )
            }
        }
        let view = cls.init(coder: UINibDecoder(object: object, instantiation: self)) ?? UIView(frame: .zero)
        register(view, for: object)
        made.append(view)
        view.recordingLifecycleLog.record(.initWithCoder, view)
        return view
    }

    /// Records `view` as the object `object` (a view registers itself before making its
    /// constraints, which may name it).
    func register(_ view: UIView, for object: XIBObject) {
        objects[object.id] = view
        for (id, key) in object.layoutGuides { guides[id] = (view, key) }
    }

    /// The layout guide a `<viewLayoutGuide key="safeArea" id=…>` stands for.
    func layoutGuide(_ id: String) -> UILayoutGuide? {
        guard let (view, key) = guides[id] else { return nil }
        return key == "safeArea" ? view.safeAreaLayoutGuide : view.layoutMarginsGuide
    }

    func object(_ id: String?) -> AnyObject? { id.flatMap { objects[$0] } }

    /// Records a constraint made from the document under its id, for the outlets that name it.
    func register(_ constraint: NSLayoutConstraint, id: String?) {
        if let id { objects[id] = constraint }
    }

    /// A XIB's image name: a system symbol if the resources list it with `catalog="system"`,
    /// else a resource image.
    func image(named name: String) -> UIImage? {
        document.systemImages.contains(name) ? UIImage(systemName: name) : UIImage(named: name)
    }

    // MARK: - Connections

    private func connect(_ all: [XIBObject]) {
        for object in all {
            guard let source = objects[object.id] else { continue }
            var collections: [String: [AnyObject]] = [:], order: [String] = []
            for connection in object.connections {
                switch connection {
                case .outlet(let property, let destination, _):
                    setOutlet(property, on: source, to: objects[destination])
                case .outletCollection("gestureRecognizers", let destination, _) where source is UIView:
                    // A view's recognizers: attached as `addGestureRecognizer(_:)` does.
                    if let recognizer = objects[destination] as? UIGestureRecognizer {
                        (source as? UIView)?.addGestureRecognizer(recognizer)
                    }
                case .outletCollection(let property, let destination, _):
                    if collections[property] == nil { order.append(property) }
                    if let value = objects[destination] { collections[property, default: []].append(value) }
                case .action(let selector, let destination, _, _) where source is UIGestureRecognizer:
                    // A recognizer's action (First Responder, `-2`, has no object to send it to here).
                    if let target = objects[destination] {
                        (source as? UIGestureRecognizer)?.addTarget(target, action: Selector(selector))
                    }
                case .action(let selector, let destination, let event, _):
                    guard let control = source as? UIControl else {
                        UIView.report(
                            .invalidArgument,
                            "\(document.name): action \(selector) on \(type(of: source)), which is not a UIControl")
                        continue
                    }
                    control.addTarget(
                        destination == "-2" ? nil : objects[destination], action: Selector(selector), for: event)
                }
            }
            for property in order {
                let values = collections[property] ?? []
                let views = values.compactMap { $0 as? UIView }
                setOutlet(property, on: source, to: views.count == values.count ? views : values)
            }
        }
    }

    /// Sets an outlet as key-value coding does: a view's keys (`setValue(_:forKey:)`), else the
    /// setter selector the source bridge registered for the `@IBOutlet` property.
    private func setOutlet(_ property: String, on source: AnyObject, to value: Any?) {
        LifecycleLog.current.recordOutlet("\(type(of: source)).\(property)")
        if let view = source as? UIView { return view.setValue(value, forKey: property) }
        if let controller = source as? UIViewController { return controller.setValue(value, forKey: property) }
        if case .returned = Selector.setter(forKey: property).send(to: source, arguments: [value]) { return }
        UIView.report(
            .invalidArgument,
            "\(type(of: source)) is not key value coding-compliant for the key \"\(property)\" (outlet in \(document.name))"
        )
    }
}
