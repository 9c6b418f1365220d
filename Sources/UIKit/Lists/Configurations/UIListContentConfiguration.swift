import CoreGraphics
import Foundation

/// The content of a list row, header or footer (`UIListContentConfiguration`, iOS 14): an image,
/// a text and a secondary text with their properties, laid out as the built-in cell styles are
/// (`cell()` is `.default`, `subtitleCell()` `.subtitle`, `valueCell()` `.value1`).
public struct UIListContentConfiguration: UIContentConfiguration {
    /// Text appearance.
    public struct TextProperties: Hashable {
        public var font: UIFont
        public var color: UIColor
        public var alignment: NSTextAlignment = .natural
        public var numberOfLines = 0
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var adjustsFontSizeToFitWidth = false
        public var adjustsFontForContentSizeCategory = true
        public var transform: TextTransform = .none
    }

    public enum TextTransform: Int, Hashable { case none, uppercase, lowercase, capitalized }

    /// Image appearance.
    public struct ImageProperties {
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        public var maximumSize: CGSize = .zero
        public var reservedLayoutSize: CGSize = .zero
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    }

    enum Layout: Hashable { case cell, subtitle, value, header }

    var layout: Layout
    public var text: String?
    public var attributedText: NSAttributedString?
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var image: UIImage?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    public var prefersSideBySideTextAndSecondaryText: Bool
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    init(layout: Layout, text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets) {
        self.layout = layout
        textProperties = text
        secondaryTextProperties = secondary
        directionalLayoutMargins = margins
        prefersSideBySideTextAndSecondaryText = layout == .value
    }

    private static let rowMargins = NSDirectionalEdgeInsets(
        top: UITableView.rowVerticalMargin, leading: 16,
        bottom: UITableView.rowVerticalMargin, trailing: 16)
    private static func body(_ color: UIColor = .label) -> TextProperties {
        TextProperties(font: .preferredFont(forTextStyle: .body), color: color)
    }

    /// A row: body text (the `.default` cell style).
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(layout: .cell, text: body(), secondary: body(.secondaryLabel), margins: rowMargins)
    }

    /// A row with the secondary text below, in subheadline (the `.subtitle` style).
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            layout: .subtitle, text: body(),
            secondary: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
            margins: rowMargins)
    }

    /// A row with the secondary text trailing, in secondary colour (the `.value1` style).
    public static func valueCell() -> UIListContentConfiguration {
        UIListContentConfiguration(layout: .value, text: body(), secondary: body(.secondaryLabel), margins: rowMargins)
    }

    public static func sidebarCell() -> UIListContentConfiguration { cell() }
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { cell() }

    /// A plain-style header: headline text (the title of a plain section).
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(
            layout: .header, text: TextProperties(font: .preferredFont(forTextStyle: .headline), color: .label),
            secondary: body(.secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
    }

    /// A grouped-style header: footnote text in secondary colour, upper-cased as a table's
    /// grouped section titles are.
    public static func groupedHeader() -> UIListContentConfiguration {
        var text = TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
        text.transform = .uppercase
        return UIListContentConfiguration(
            layout: .header, text: text, secondary: body(.secondaryLabel),
            margins: NSDirectionalEdgeInsets(
                top: UITableView.groupedTitleTopInset, leading: 16,
                bottom: UITableView.groupedTitleBottomInset, trailing: 16))
    }

    public static func plainFooter() -> UIListContentConfiguration { groupedFooter() }

    /// A grouped-style footer: footnote text in secondary colour.
    public static func groupedFooter() -> UIListContentConfiguration {
        let text = TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
        let insets = UITableView.groupedFooterTitleInsets
        return UIListContentConfiguration(
            layout: .header, text: text, secondary: body(.secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: insets.top, leading: 16, bottom: insets.bottom, trailing: 16))
    }

    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration { plainHeader() }
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration { plainHeader() }

    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }

    /// The layout kind the shared list layout uses.
    var contentLayoutKind: ListContentLayout.Kind {
        switch layout {
        case .cell, .header: return .cell
        case .subtitle: return .subtitle
        case .value: return prefersSideBySideTextAndSecondaryText ? .value1 : .subtitle
        }
    }
}

extension UIListContentConfiguration.TextProperties {
    @MainActor
    func apply(to label: UILabel, text: String?, attributed: NSAttributedString?) {
        label.font = font
        label.textColor = color
        label.textAlignment = alignment
        label.numberOfLines = numberOfLines
        label.lineBreakMode = lineBreakMode
        if let attributed { label.attributedText = attributed; return }
        switch transform {
        case .none: label.text = text
        case .uppercase: label.text = text?.uppercased()
        case .lowercase: label.text = text?.lowercased()
        case .capitalized: label.text = text?.capitalized
        }
    }
}
