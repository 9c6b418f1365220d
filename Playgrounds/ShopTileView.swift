#if canImport(Previews)
import Previews
#endif
import UIKit

/// A product tile for a shop grid: the picture on top, the name and price underneath, built from
/// code with frames computed in `layoutSubviews()`.
///
/// What it teaches:
/// - Frames belong in `layoutSubviews()`: it runs after every size change (rotation, a new grid
///   width), so the tile never holds stale geometry.
/// - `sizeThatFits(_:)` tells containers how tall the tile wants to be for a width.
/// - The picture is a `CALayer` whose `contents` is the image's `CGImage`, with
///   `.resizeAspectFill` and `masksToBounds`. In an app, a `UIImageView` with
///   `contentMode = .scaleAspectFill` and `clipsToBounds = true` is the usual choice; the layer is
///   what it does underneath.
final class ShopTileView: UIView {
    /// Space around the text, and between the picture and the text.
    static let padding: CGFloat = 12
    /// Picture height as a fraction of the tile's width.
    static let imageAspect: CGFloat = 0.85

    @IBInspectable var image: UIImage? {
        didSet { showImage() }
    }

    @IBInspectable var name: String? {
        get { nameLabel.text }
        set { nameLabel.text = newValue; setNeedsLayout() }
    }

    @IBInspectable var price: String? {
        get { priceLabel.text }
        set { priceLabel.text = newValue; setNeedsLayout() }
    }

    private let imageLayer = CALayer()
    private let nameLabel = UILabel()
    private let priceLabel = UILabel()

    convenience init(name: String, price: String, imageName: String) {
        self.init(frame: .zero)
        self.name = name
        self.price = price
        image = UIImage(named: imageName)
        showImage() // (property observers do not run for a class's own properties inside its initialisers)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 16
        layer.cornerCurve = .continuous
        clipsToBounds = true

        imageLayer.contentsGravity = .resizeAspectFill
        imageLayer.masksToBounds = true
        imageLayer.backgroundColor = UIColor.tertiarySystemFill.cgColor
        layer.addSublayer(imageLayer)

        nameLabel.font = .preferredFont(forTextStyle: .headline)
        nameLabel.textColor = .label
        priceLabel.font = .preferredFont(forTextStyle: .subheadline)
        priceLabel.textColor = .secondaryLabel
        addSubview(nameLabel)
        addSubview(priceLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func showImage() {
        imageLayer.contents = image?.cgImage
        imageLayer.contentsScale = image?.scale ?? 1
    }

    // MARK: - Layout

    override func layoutSubviews() {
        super.layoutSubviews()
        let padding = Self.padding
        let imageHeight = (bounds.width * Self.imageAspect).rounded()
        imageLayer.frame = CGRect(x: 0, y: 0, width: bounds.width, height: imageHeight)
        let textWidth = max(bounds.width - 2 * padding, 0)
        let nameHeight = ceil(nameLabel.font.lineHeight)
        nameLabel.frame = CGRect(x: padding, y: imageHeight + padding, width: textWidth, height: nameHeight)
        priceLabel.frame = CGRect(x: padding, y: nameLabel.frame.maxY + 2, width: textWidth, height: ceil(priceLabel.font.lineHeight))
    }

    /// The width asked for, and the height of picture + text + padding.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width > 0 ? size.width : 180
        let text = ceil(nameLabel.font.lineHeight) + 2 + ceil(priceLabel.font.lineHeight)
        return CGSize(width: width, height: (width * Self.imageAspect).rounded() + 2 * Self.padding + text)
    }

    // MARK: - Traits

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // A layer's background is a CGColor, a snapshot: resolve it again for dark mode.
        imageLayer.backgroundColor = UIColor.tertiarySystemFill.resolvedColor(with: traitCollection).cgColor
    }
}

// MARK: - Previews

#Preview("Tile", traits: .fixedLayout(width: 260, height: 300), .acceptsSecondaryLabelContrast) {
    let tile = ShopTileView(name: "Workshop Mug", price: "€14.00", imageName: "product-mug")
    tile.frame.size = tile.sizeThatFits(CGSize(width: 180, height: CGFloat.greatestFiniteMagnitude))
    return PreviewCanvas([tile])
}

#Preview("Missing image", traits: .fixedLayout(width: 260, height: 300), .acceptsSecondaryLabelContrast) {
    let tile = ShopTileView(frame: .zero)
    tile.name = "Coming soon"
    tile.price = "—"
    tile.frame.size = tile.sizeThatFits(CGSize(width: 180, height: CGFloat.greatestFiniteMagnitude))
    return PreviewCanvas([tile])
}
