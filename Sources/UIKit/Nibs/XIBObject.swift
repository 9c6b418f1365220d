/// ViewLab: one object archived in a XIB's `<objects>` — a view (`<view>`, `<label>`,
/// `<button>`…) with its subviews, or a placeholder (File's Owner, First Responder, an external
/// object) — decoded and checked once (`XIBDocument`), then instantiated as often as asked
/// (`UINib.instantiate(withOwner:options:)`).
final class XIBObject {
    /// The element name (`label`, `view`, `placeholder`).
    let element: String
    let id: String
    let line: Int
    /// `customClass` / `customModule` (IB's Identity inspector).
    let customClass: String?
    let customModule: String?
    /// The element's XML attributes as IB wrote them (`text="Buy"`, `contentMode="scaleToFill"`).
    let attributes: [String: String]
    /// Keyed child elements (`<rect key="frame">`, `<color key="backgroundColor">`…) by key.
    var values: [String: XIBValue] = [:]
    var subviews: [XIBObject] = []
    var constraints: [XIBConstraint] = []
    /// Ids of the placeholder constraints ("Remove at build time") left out of `constraints`.
    var placeholderConstraintIDs: [String] = []
    /// User Defined Runtime Attributes (and `@IBInspectable` values, which IB stores the same way).
    var runtimeAttributes: [(keyPath: String, value: XIBValue)] = []
    var connections: [XIBConnection] = []
    /// `<viewLayoutGuide key="safeArea" id="…"/>`: layout guide ids → key.
    var layoutGuides: [String: String] = [:]
    /// A button's `<state key="normal" title=… image=…>` entries.
    var buttonStates: [XIBButtonState] = []
    /// A segmented control's `<segment title=… image=…/>` entries.
    var segments: [(title: String?, image: String?)] = []

    init(element: String, attributes: [String: String], line: Int) {
        self.element = element
        self.attributes = attributes
        self.line = line
        id = attributes["id"] ?? ""
        customClass = attributes["customClass"]
        customModule = attributes["customModule"]
    }

    /// A cell's `<view key="contentView">` (`<tableViewCellContentView>` in a table cell): the
    /// cell's own content view, which gets these properties and subviews.
    var contentView: XIBObject?

    /// A collection view's `<collectionViewFlowLayout key="collectionViewLayout">`: its attributes
    /// and keyed sizes and insets.
    var flowLayout: XIBObject?

    /// The object and its subviews, depth first (document order).
    var allObjects: [XIBObject] { [self] + (contentView?.allObjects ?? []) + subviews.flatMap(\.allObjects) }

    /// The class name shown in listings: the custom class, else the UIKit class of the element.
    var className: String { customClass ?? XIBDocument.viewClasses[element].map { "\($0)" } ?? element }
}

/// One `<state>` of a button in a XIB.
struct XIBButtonState {
    var state: UIControl.State
    var title: String?
    var image: String?
    var titleColor: XIBColor?
}
