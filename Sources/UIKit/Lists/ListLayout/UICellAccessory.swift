import CoreGraphics
import Foundation

/// A system accessory of a list cell (`UICellAccessory`, iOS 14), drawn as the table's: the
/// disclosure indicator, checkmark and detail button at the trailing edge; the delete and insert
/// controls at the leading edge; the reorder grip at the trailing edge. Delete, insert and
/// reorder show only while the collection view is editing (their `displayed` default,
/// `.whenEditing`); the others always.
public struct UICellAccessory {
    /// When the accessory shows.
    public enum DisplayedState: Int, Sendable { case always = 0, whenEditing, whenNotEditing }

    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden, reservedLayoutWidth, tintColor)
        }
    }

    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    public typealias DetailOptions = DisclosureIndicatorOptions
    public typealias ReorderOptions = DisclosureIndicatorOptions
    public typealias MultiselectOptions = DisclosureIndicatorOptions

    public struct DeleteOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            backgroundColor: UIColor? = nil
        ) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor, self.backgroundColor) = (
                isHidden, reservedLayoutWidth, tintColor, backgroundColor
            )
        }
    }

    public typealias InsertOptions = DeleteOptions

    /// A width reserved for an accessory (kept).
    public enum LayoutDimension: Sendable { case actual, standard, custom(CGFloat) }

    enum Kind {
        case disclosure, checkmark, detail, delete, insert, reorder, multiselect, outlineDisclosure, label(String),
            custom(UIView, Placement)
    }

    let kind: Kind
    public let displayed: DisplayedState
    let isHidden: Bool
    let color: UIColor?
    /// Kept: ViewLab's accessories take no taps.
    let actionHandler: (() -> Void)?
    var font: UIFont?

    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .disclosure, displayed: displayed, isHidden: options.isHidden ?? false, color: options.tintColor,
            actionHandler: nil)
    }

    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init())
        -> UICellAccessory
    {
        UICellAccessory(
            kind: .checkmark, displayed: displayed, isHidden: options.isHidden ?? false, color: options.tintColor,
            actionHandler: nil)
    }

    public static func detail(
        displayed: DisplayedState = .always, options: DetailOptions = .init(), actionHandler: (() -> Void)? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .detail, displayed: displayed, isHidden: options.isHidden ?? false, color: options.tintColor,
            actionHandler: actionHandler)
    }

    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(), actionHandler: (() -> Void)? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .delete, displayed: displayed, isHidden: options.isHidden ?? false, color: options.backgroundColor,
            actionHandler: actionHandler)
    }

    public static func insert(
        displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(), actionHandler: (() -> Void)? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .insert, displayed: displayed, isHidden: options.isHidden ?? false, color: options.backgroundColor,
            actionHandler: actionHandler)
    }

    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init())
        -> UICellAccessory
    {
        UICellAccessory(
            kind: .reorder, displayed: displayed, isHidden: options.isHidden ?? false, color: options.tintColor,
            actionHandler: nil)
    }

    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init())
        -> UICellAccessory
    {
        UICellAccessory(
            kind: .multiselect, displayed: displayed, isHidden: options.isHidden ?? false, color: options.tintColor,
            actionHandler: nil)
    }

    public typealias OutlineDisclosureOptions = DisclosureIndicatorOptions

    /// The chevron of an expandable row in an outline (drawn as the disclosure indicator, in the tint colour).
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
        actionHandler: (() -> Void)? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .outlineDisclosure, displayed: displayed, isHidden: options.isHidden ?? false,
            color: options.tintColor, actionHandler: actionHandler)
    }

    /// How a label accessory looks.
    public struct LabelOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var font: UIFont?
        public var adjustsFontForContentSizeCategory: Bool
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            font: UIFont? = nil,
            adjustsFontForContentSizeCategory: Bool = true
        ) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor, self.font) = (
                isHidden, reservedLayoutWidth, tintColor, font
            )
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// A text at the trailing edge (a count, a value): body text in `secondaryLabel`.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init())
        -> UICellAccessory
    {
        UICellAccessory(
            kind: .label(text), displayed: displayed, isHidden: options.isHidden ?? false, color: options.tintColor,
            actionHandler: nil,
            font: options.font)
    }

    /// Where a custom accessory view stands.
    public enum Placement: Sendable { case leading, trailing }

    /// A view of yours as an accessory (`UICellAccessory.CustomViewConfiguration`).
    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool
        public init(customView: UIView, placement: Placement, isHidden: Bool = false) {
            (self.customView, self.placement, self.isHidden) = (customView, placement, isHidden)
        }
    }

    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        UICellAccessory(
            kind: .custom(configuration.customView, configuration.placement), displayed: .always,
            isHidden: configuration.isHidden, color: nil, actionHandler: nil)
    }

    /// The view that shows the accessory.
    @MainActor
    func makeView() -> UIView {
        switch kind {
        case .custom(let view, _): return view
        case .label(let text):
            let label = UILabel()
            label.text = text
            label.font = font ?? .preferredFont(forTextStyle: .body)
            label.textColor = color ?? .secondaryLabel
            label.sizeToFit()
            return label
        default:
            let glyph = ListGlyphView(glyph ?? .disclosure)
            if case .outlineDisclosure = kind {
                glyph.glyphColor = color ?? .tintColor
            } else {
                glyph.glyphColor = color
            }
            return glyph
        }
    }

    /// The accessory stands at the leading edge.
    var isLeading: Bool {
        switch kind {
        case .delete, .insert, .multiselect: return true
        case .custom(_, let placement): return placement == .leading
        default: return false
        }
    }

    /// The glyph a system accessory draws (nil for a custom view).
    var glyph: ListGlyphView.Glyph? {
        switch kind {
        case .disclosure: return .disclosure
        case .checkmark: return .checkmark
        case .detail: return .info
        case .delete: return .delete
        case .insert: return .insert
        case .reorder: return .reorder
        case .multiselect: return .checkmark
        case .outlineDisclosure: return .disclosure
        case .custom, .label: return nil
        }
    }

    /// Whether it shows in the editing state given.
    func isShown(editing: Bool) -> Bool {
        guard !isHidden else { return false }
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }
}
