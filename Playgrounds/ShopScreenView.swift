#if canImport(Previews)
import Previews
#endif
import UIKit

/// A screen-sized composition: a large title and a grid of `ShopTileView`s that reflows from two
/// columns in portrait to four in landscape, inside the safe area and the layout margins.
///
/// What it teaches: a container computes its children's frames in `layoutSubviews()` from its own
/// bounds and `safeAreaInsets` — one place that handles every size and orientation.
final class ShopScreenView: UIView {
    /// The narrowest a tile may get before the grid drops a column.
    static let minimumTileWidth: CGFloat = 150
    static let spacing: CGFloat = 16

    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private(set) var tiles: [ShopTileView] = []

    init(products: [(name: String, price: String, imageName: String)]) {
        super.init(frame: .zero)
        backgroundColor = .systemGroupedBackground
        titleLabel.text = "Shop"
        titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        titleLabel.textColor = .label
        subtitleLabel.text = "Made in the workshop"
        subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
        subtitleLabel.textColor = .secondaryLabel
        addSubview(titleLabel)
        addSubview(subtitleLabel)
        for product in products {
            let tile = ShopTileView(name: product.name, price: product.price, imageName: product.imageName)
            addSubview(tile)
            tiles.append(tile)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// How many columns fit in `width`: at least two, then as many as keep tiles wide enough.
    static func columns(for width: CGFloat) -> Int {
        guard width.isFinite, width > 0 else { return 2 }
        return max(2, Int((width + spacing) / (minimumTileWidth + spacing)))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let content = bounds.inset(by: safeAreaInsets).insetBy(dx: 20, dy: 0)
        let top = content.minY + 12
        titleLabel.frame = CGRect(x: content.minX, y: top, width: content.width, height: ceil(titleLabel.font.lineHeight))
        subtitleLabel.frame = CGRect(x: content.minX, y: titleLabel.frame.maxY, width: content.width, height: ceil(subtitleLabel.font.lineHeight))

        let columns = Self.columns(for: content.width)
        let spacing = Self.spacing
        let tileWidth = ((content.width - spacing * CGFloat(columns - 1)) / CGFloat(columns)).rounded(.down)
        let tileHeight = tiles.first?.sizeThatFits(CGSize(width: tileWidth, height: .greatestFiniteMagnitude)).height ?? 0
        var y = subtitleLabel.frame.maxY + 20
        for (index, tile) in tiles.enumerated() {
            let column = index % columns
            if column == 0, index > 0 { y += tileHeight + spacing }
            tile.frame = CGRect(x: content.minX + CGFloat(column) * (tileWidth + spacing), y: y, width: tileWidth, height: tileHeight)
        }
    }
}

// MARK: - Previews

#Preview("Shop screen", traits: .acceptsSecondaryLabelContrast) {
    ShopScreenView(products: [
        ("Workshop Mug", "€14.00", "product-mug"),
        ("Desk Fern", "€22.50", "product-plant"),
        ("Espresso Mug", "€12.00", "product-mug"),
        ("Window Fern", "€18.00", "product-plant"),
        ("Travel Mug", "€16.00", "product-mug"),
        ("Tiny Fern", "€9.50", "product-plant"),
    ])
}
