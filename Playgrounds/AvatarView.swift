#if canImport(Previews)
import Previews
#endif
import UIKit

/// A round avatar: a picture, or the person's initials on a colour picked from their name.
///
/// Two ways to make it round:
/// - `.cornerRadius`: `layer.cornerRadius = side / 2` with `masksToBounds` — simple, follows
///   resizes, but the compositor clips every frame (an off-screen pass with a picture inside).
/// - `.drawn`: `draw(_:)` clips to a circle and draws the picture pre-rounded into the view's
///   bitmap once; nothing to clip afterwards. `contentMode = .redraw` redraws it on resize.
///
/// The initials are a `UILabel` centred in `layoutSubviews()` in both cases.
final class AvatarView: UIView {
    enum Clipping {
        case cornerRadius, drawn
    }

    let clipping: Clipping

    @IBInspectable var name: String {
        didSet { updateContent() }
    }

    @IBInspectable var image: UIImage? {
        didSet { updateContent() }
    }

    private let initialsLabel = UILabel()
    /// The picture in `.cornerRadius` mode (a `UIImageView` in an app; see `ShopTileView`).
    private let imageLayer = CALayer()

    init(name: String, image: UIImage? = nil, clipping: Clipping = .cornerRadius, size: CGFloat = 64) {
        self.name = name
        self.image = image
        self.clipping = clipping
        super.init(frame: CGRect(x: 0, y: 0, width: size, height: size))
        initialsLabel.textColor = .white
        initialsLabel.textAlignment = .center
        addSubview(initialsLabel)
        switch clipping {
        case .cornerRadius:
            layer.masksToBounds = true
            imageLayer.contentsGravity = .resizeAspectFill
            layer.insertSublayer(imageLayer, at: 0)
        case .drawn:
            isOpaque = false
            backgroundColor = .clear
            contentMode = .redraw
        }
        updateContent()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    // MARK: - Content

    /// "Ada Lovelace" → "AL"; at most two letters.
    static func initials(of name: String) -> String {
        name.split(separator: " ").prefix(2).compactMap(\.first).map { String($0).uppercased() }.joined()
    }

    /// A colour picked from the name, the same on every run (unlike `hashValue`, which Swift seeds
    /// per process).
    static func placeholderColor(for name: String) -> UIColor {
        let palette: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPink, .systemPurple, .systemTeal, .systemIndigo]
        let sum = name.unicodeScalars.reduce(0) { $0 &+ Int($1.value) }
        return palette[sum % palette.count]
    }

    private func updateContent() {
        initialsLabel.text = Self.initials(of: name)
        initialsLabel.isHidden = image != nil
        accessibilityLabel = name
        isAccessibilityElement = true
        switch clipping {
        case .cornerRadius:
            imageLayer.contents = image?.cgImage
            imageLayer.contentsScale = image?.scale ?? 1
            backgroundColor = Self.placeholderColor(for: name)
        case .drawn:
            setNeedsDisplay()
        }
    }

    // MARK: - Layout and drawing

    override func layoutSubviews() {
        super.layoutSubviews()
        let side = min(bounds.width, bounds.height)
        if clipping == .cornerRadius { layer.cornerRadius = side / 2 }
        imageLayer.frame = bounds
        let fontSize = max(side * 0.38, 8).rounded()
        // Set the font only when it changes: a new font asks this view for another layout pass.
        if initialsLabel.font.pointSize != fontSize { initialsLabel.font = .systemFont(ofSize: fontSize, weight: .semibold) }
        initialsLabel.frame = bounds
    }

    override func draw(_ rect: CGRect) {
        guard clipping == .drawn else { return }
        let side = min(bounds.width, bounds.height)
        let circle = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        let oval = UIBezierPath(ovalIn: circle)
        guard let image else {
            Self.placeholderColor(for: name).setFill()
            oval.fill()
            return
        }
        oval.addClip()
        // Aspect fill: scale the picture to cover the circle, centred.
        let scale = max(circle.width / max(image.size.width, 1), circle.height / max(image.size.height, 1))
        let size = CGSize(width: image.size.width * scale, height: image.size.height * scale)
        image.draw(in: CGRect(x: circle.midX - size.width / 2, y: circle.midY - size.height / 2, width: size.width, height: size.height))
    }
}

// MARK: - Previews

#Preview("Styles", traits: .fixedLayout(width: 560, height: 180), .acceptsSystemColourContrast) {
    let portrait = UIImage(named: "portrait-ada")
    return PreviewCanvas([
        AvatarView(name: "Grace Hopper", clipping: .cornerRadius),
        AvatarView(name: "Ada Lovelace", image: portrait, clipping: .cornerRadius),
        AvatarView(name: "Grace Hopper", clipping: .drawn),
        AvatarView(name: "Ada Lovelace", image: portrait, clipping: .drawn),
    ], captions: ["cornerRadius", "cornerRadius, image", "draw(_:)", "draw(_:), image"], spacing: 60)
}

#Preview("Sizes", traits: .fixedLayout(width: 420, height: 160), .acceptsSystemColourContrast) {
    let portrait = UIImage(named: "portrait-ada")
    let sizes: [CGFloat] = [24, 32, 48, 72, 96]
    return PreviewCanvas(sizes.enumerated().map { index, size in
        AvatarView(name: index.isMultiple(of: 2) ? "Ada Lovelace" : "Katherine Johnson", image: index.isMultiple(of: 2) ? portrait : nil, size: size)
    })
}
