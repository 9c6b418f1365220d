import CoreGraphics
import Foundation

/// A relationship between two user-interface objects that Auto Layout must satisfy:
///
///     firstItem.firstAttribute  (==, <= or >=)  multiplier × secondItem.secondAttribute + constant
///
/// As on iOS: build constraints with the anchors (`label.leadingAnchor.constraint(equalTo:
/// card.leadingAnchor, constant: 16)`) or with `init(item:attribute:relatedBy:toItem:attribute:
/// multiplier:constant:)`, and activate them (`isActive = true`, `NSLayoutConstraint.activate`).
/// Activating installs the constraint on the closest common ancestor of its items; the layout
/// pass of that view's window (or tree) solves it. Items are held weakly.
///
/// `constant` and `priority` may change at any time; the next layout pass re-solves. Changing the
/// priority of an active constraint between required and optional is not supported on iOS (it
/// raises); ViewLab reports it as a diagnostic and keeps the old priority.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    // MARK: - Items and attributes

    /// The first item (a `UIView` or `UILayoutGuide`).
    open private(set) weak var firstItem: AnyObject?
    /// The second item, or nil for a constant-only constraint (`width == 100`).
    open private(set) weak var secondItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The second item's attribute (`.notAnAttribute` without a second item).
    public let secondAttribute: Attribute
    /// How the two sides relate.
    public let relation: Relation
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat

    /// The added constant. Setting it re-solves at the next layout pass.
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            if !constant.isFinite {
                UIView.report(.autoLayout, "\(self).constant = \(constant) is not finite (ignored)")
                constant = oldValue
                return
            }
            constraintDidChange()
        }
    }

    /// The priority (default `.required`). UIKit only allows changing an active constraint's
    /// priority within the optional range; crossing `.required` is reported and ignored.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if !priority.rawValue.isFinite || (isActive && priority.isRequired != oldValue.isRequired) {
                let reason =
                    priority.rawValue.isFinite
                    ? "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported"
                    : "priority \(priority.rawValue) is not finite"
                UIView.report(.autoLayout, "\(reason): \(self) (ignored; set the priority before activating)")
                priority = oldValue
                return
            }
            constraintDidChange()
        }
    }

    /// A name shown in the constraint's description and in diagnostics.
    open var identifier: String?

    /// Archiving flag (kept for source compatibility).
    open var shouldBeArchived = false

    // MARK: - Engine bookkeeping

    /// The view the constraint is installed on (the common ancestor of its items), when active.
    weak var installedView: UIView?
    /// Bumped by every activation; orders additions to the solver (older first).
    var activationSequence = 0
    /// Set on constraints the engine makes.
    var isEngineMade = false
    /// Engine-made constraints: whether the engine holds it (they are never `isActive`).
    var heldByEngine = false
    /// A different name for the first attribute in descriptions (`minX` for autoresizing).
    var firstAttributeName: String?
    /// Text appended to the description (the autoresizing mask, content priorities).
    var descriptionPrefix: String?
    /// Text shown after the equation instead of ` @priority` (content size: `Hug:251`).
    var descriptionSuffix: String?
    /// A short stable id for descriptions (`c12`).
    lazy var shortID: String = {
        NSLayoutConstraint.nextID += 1
        return "c\(NSLayoutConstraint.nextID)"
    }()
    static var nextID = 0
    static var nextActivation = 0

    // MARK: - Initialisers

    /// Creates `view1.attr1 relation multiplier × view2.attr2 + c` (UIKit's designated form).
    /// A non-finite multiplier or constant is reported and replaced by 1 / 0.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItem = view1 as AnyObject
        secondItem = view2.map { $0 as AnyObject }
        firstAttribute = attr1
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier.isFinite ? multiplier : 1
        constant = c.isFinite ? c : 0
        if !multiplier.isFinite || !c.isFinite {
            UIView.report(
                .autoLayout, "constraint with non-finite multiplier or constant (\(multiplier), \(c)) uses 1 and 0")
        }
    }

    /// An empty constraint (`NSLayoutConstraint()`, NSObject's initialiser, which UIKit keeps):
    /// no items, no attributes, constant 0 — a placeholder that code replaces before activating
    /// it (`private var widthConstraint: NSLayoutConstraint = .init()`).
    public override convenience init() {
        self.init(
            item: Optional<AnyObject>.none as Any, attribute: .notAnAttribute, relatedBy: .equal,
            toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 0)
        firstItem = nil
    }

    /// `awakeFromNib()`, which iOS declares on every `NSObject` (UIKit's `UINibLoadingAdditions`
    /// category) and sends to each object a nib made, constraints included, once all are connected:
    /// a constraint subclass overrides it to read its `constant` as Interface Builder set it (and
    /// calls `super`). It does nothing by itself.
    open func awakeFromNib() {}

    // MARK: - Anchors

    /// The first item's anchor for `firstAttribute`.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: firstItem, attribute: firstAttribute)
    }

    /// The second item's anchor, or nil.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem == nil ? nil : NSLayoutAnchor<AnyObject>(item: secondItem, attribute: secondAttribute)
    }

    // MARK: - Activation

    /// Whether the constraint takes part in layout. Setting it installs the constraint on (or
    /// removes it from) the closest common ancestor of its items.
    open var isActive: Bool {
        get { installedView != nil }
        set { newValue ? activateImpl() : deactivateImpl() }
    }

    /// Activates every constraint (faster than one by one on iOS; the same here).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates every constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    // MARK: - Description

    /// UIKit's format, e.g. `<NSLayoutConstraint:c3 UILabel:v2.leading == UIView:v1.leading + 16   (active)>`
    /// (see `NSLayoutConstraint+Description.swift` for the stable ids used instead of addresses).
    open override var description: String { mainActorDescription { formattedDescription } }
    open override var debugDescription: String { description }

    /// The class name shown in descriptions.
    var typeName: String { "NSLayoutConstraint" }

    /// Whether this is a constraint the engine made (root size, autoresizing mask, guides,
    /// content size); those are never in `UIView.constraints` nor `isActive`.
    var isSystemConstraint: Bool { isEngineMade }
}
