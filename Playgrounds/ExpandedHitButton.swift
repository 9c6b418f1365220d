#if canImport(Previews)
import Previews
#endif
import UIKit

/// A small icon button (a 24 × 24 pt close button) whose touch area is at least 44 × 44 pt, Apple's
/// minimum comfortable touch target, without changing its frame or its look.
///
/// What it teaches: hit-testing asks each view `point(inside:with:)` — "is this point mine?" — in
/// its own coordinates. The default answer is `bounds.contains(point)`; overriding it grows (or
/// shrinks) the area that receives touches while the frame, the layout and the drawing stay as
/// they are. The area is the bounds grown by `max(0, (44 - width) / 2)` on the left and right and
/// `max(0, (44 - height) / 2)` on the top and bottom, so views that are already big enough keep
/// their bounds.
///
/// The grown area only works where the superview lets touches through: UIKit asks the superview
/// first, so a point outside the superview's bounds never reaches the button (see
/// `OverhangHitTestingView` below).
final class ExpandedHitButton: UIButton {
    /// Apple's minimum comfortable touch target (Human Interface Guidelines).
    static let minimumTouchTarget: CGFloat = 44

    /// A round gray `side` × `side` button showing the symbol `systemImageName` (`"xmark"`: a close
    /// button).
    convenience init(systemImageName: String, side: CGFloat = 24) {
        self.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
        var configuration = UIButton.Configuration.gray()
        configuration.image = UIImage(systemName: systemImageName)
        configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: (side * 0.42).rounded(), weight: .bold)
        configuration.baseForegroundColor = .secondaryLabel
        configuration.cornerStyle = .capsule
        configuration.contentInsets = .zero
        self.configuration = configuration
        accessibilityLabel = "Close"
    }

    /// The area that receives touches, in the button's coordinates: the bounds grown to at least
    /// 44 × 44 pt around their centre.
    var touchArea: CGRect {
        let dx = max(0, (Self.minimumTouchTarget - bounds.width) / 2)
        let dy = max(0, (Self.minimumTouchTarget - bounds.height) / 2)
        return bounds.insetBy(dx: -dx, dy: -dy)
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        touchArea.contains(point)
    }
}

/// A view whose subviews still receive touches where they stick out of its bounds — a card with
/// a close button on its corner.
///
/// What it teaches: `hitTest(_:with:)` gives up on a view (and so on all its subviews) as soon as
/// the view's `point(inside:with:)` is false. This view answers true as well for points that one
/// of its visible, interactive subviews claims (asking the subview's own `point(inside:with:)`,
/// so an `ExpandedHitButton` keeps its 44 pt area). Its own superview must contain the point too:
/// the same rule applies one level up.
final class OverhangHitTestingView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        if super.point(inside: point, with: event) { return true }
        return subviews.contains { subview in
            !subview.isHidden && subview.isUserInteractionEnabled && subview.alpha >= 0.01
                && subview.point(inside: subview.convert(point, from: self), with: event)
        }
    }
}

// MARK: - Preview helpers

/// A dashed outline with a light fill over `bounds`, for diagrams of touch areas. It never takes
/// touches itself.
final class DashedOutlineView: UIView {
    private let shape = CAShapeLayer()
    private let color: UIColor

    init(frame: CGRect, color: UIColor = .systemPink) {
        self.color = color
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = .clear
        shape.lineWidth = 1.5
        shape.lineDashPattern = [4, 3]
        layer.addSublayer(shape)
        updateColors()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        shape.frame = bounds
        let inset = shape.lineWidth / 2
        shape.path = UIBezierPath(roundedRect: bounds.insetBy(dx: inset, dy: inset), cornerRadius: 3).cgPath
        updateColors()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateColors()
    }

    /// Layers take `CGColor`s: resolve the dynamic colour for the current appearance.
    private func updateColors() {
        let resolved = color.resolvedColor(with: traitCollection)
        shape.strokeColor = resolved.cgColor
        shape.fillColor = resolved.withAlphaComponent(0.12).cgColor
    }
}

/// A `size` box with `button` centred in it and a dashed outline of `area` (in the button's
/// coordinates) on top.
@MainActor
private func makeTouchDiagram(_ button: UIButton, outlining area: CGRect, size: CGSize = CGSize(width: 150, height: 72)) -> UIView {
    let box = UIView(frame: CGRect(origin: .zero, size: size))
    button.center = CGPoint(x: size.width / 2, y: size.height / 2)
    box.addSubview(button)
    box.addSubview(DashedOutlineView(frame: area.offsetBy(dx: button.frame.minX, dy: button.frame.minY)))
    return box
}

/// A tip card with a 28 pt close button centred on its top-right corner, in a box with room for
/// the overhang, and the button's reachable touch area outlined. `parentLetsTouchesOut` picks the
/// card's class: `OverhangHitTestingView`, or a plain `UIView` (only the part inside is hit).
@MainActor
private func makeCardDiagram(parentLetsTouchesOut: Bool) -> UIView {
    let cardFrame = CGRect(x: 0, y: 24, width: 220, height: 112)
    let box = UIView(frame: CGRect(x: 0, y: 0, width: cardFrame.width + 24, height: cardFrame.maxY))
    let card = parentLetsTouchesOut ? OverhangHitTestingView(frame: cardFrame) : UIView(frame: cardFrame)
    card.backgroundColor = .secondarySystemGroupedBackground
    card.layer.cornerRadius = 14
    let title = UILabel(frame: CGRect(x: 16, y: 18, width: 170, height: 22))
    title.text = "Tip"
    title.font = .preferredFont(forTextStyle: .headline)
    title.textColor = .label
    let body = UILabel(frame: CGRect(x: 16, y: 44, width: 188, height: 48))
    body.text = "Hit-testing asks the parent first."
    body.font = .preferredFont(forTextStyle: .subheadline)
    body.textColor = .secondaryLabel
    body.numberOfLines = 2
    let close = ExpandedHitButton(systemImageName: "xmark", side: 28)
    close.center = CGPoint(x: card.bounds.maxX, y: card.bounds.minY)
    for view in [title, body, close] { card.addSubview(view) }
    box.addSubview(card)

    var reachable = close.convert(close.touchArea, to: card)
    if !parentLetsTouchesOut { reachable = reachable.intersection(card.bounds) }
    box.addSubview(DashedOutlineView(frame: card.convert(reachable, to: box)))
    return box
}

// MARK: - Previews

/// The same 24 pt close button twice: its frame outlined, then the 44 × 44 pt area that takes
/// its touches.
#Preview("Touch area", traits: .fixedLayout(width: 360, height: 180), .acceptsSecondaryLabelContrast) {
    let framed = ExpandedHitButton(systemImageName: "xmark")
    let expanded = ExpandedHitButton(systemImageName: "xmark")
    return PreviewCanvas([makeTouchDiagram(framed, outlining: framed.bounds),
                          makeTouchDiagram(expanded, outlining: expanded.touchArea)],
                         captions: ["frame: 24 × 24 pt", "touch area: 44 × 44 pt"], spacing: 8)
}

/// A close button half outside its card: with a plain `UIView` card only the inside half takes
/// touches; a card that overrides `point(inside:with:)` lets the whole 44 pt area through.
#Preview("Outside its parent", traits: .fixedLayout(width: 600, height: 240), .acceptsSecondaryLabelContrast,
          .viewlabAccessibilityAccepted(.hitArea, "the lesson: a button outside its parent is cut to the part inside it (22×22 pt), or dead")) {
    PreviewCanvas([makeCardDiagram(parentLetsTouchesOut: false), makeCardDiagram(parentLetsTouchesOut: true)],
                  captions: ["plain UIView: the outside half is dead", "card overrides point(inside:with:)"], spacing: 40)
}
