#if canImport(Previews)
import Previews
#endif
import UIKit

/// A full-screen overlay that only catches touches on its subviews: touches anywhere else fall
/// through to the views underneath, as if the overlay were not there.
///
/// What it teaches: `hitTest(_:with:)` returning nil means "not me" — the window then asks the
/// next sibling underneath. The overlay lets `super` find the deepest view under the finger and
/// returns nil when that is the overlay itself (its empty space). `isUserInteractionEnabled =
/// false` would not do: it switches off the subviews too.
final class PassthroughOverlayView: UIView {
    /// The floating view, pinned to the bottom-trailing corner of the safe area.
    let floatingView: UIView
    /// Distance of the floating view from the safe area's edges.
    static let margin: CGFloat = 20

    init(floatingView: UIView) {
        self.floatingView = floatingView
        super.init(frame: .zero)
        backgroundColor = .clear
        addSubview(floatingView)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let area = bounds.inset(by: safeAreaInsets)
        let size = floatingView.sizeThatFits(area.size)
        floatingView.frame = CGRect(x: area.maxX - Self.margin - size.width, y: area.maxY - Self.margin - size.height,
                                    width: size.width, height: size.height)
    }
}

/// A floating pill with a label: button-like, but a plain view (it counts the touches that end on
/// it).
final class FloatingPillView: UIView {
    let label = UILabel()
    private(set) var tapCount = 0

    init(title: String) {
        super.init(frame: .zero)
        backgroundColor = .tintColor
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.25
        layer.shadowRadius = 10
        layer.shadowOffset = CGSize(width: 0, height: 4)
        label.text = title
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        label.textColor = .white
        label.textAlignment = .center
        addSubview(label)
        isAccessibilityElement = true
        accessibilityLabel = title
        accessibilityTraits = .button
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
        return CGSize(width: ceil(text.width) + 40, height: 52)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2).cgPath
        label.frame = bounds
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        tapCount += 1
        super.touchesEnded(touches, with: event)
    }
}

// MARK: - Previews

/// A list screen with a floating "New Note" pill on an overlay: the rows underneath still get
/// the touches that miss the pill.
#Preview("Floating pill over a list", traits: .acceptsSecondaryLabelContrast) {
    let screen = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let list = PreviewListView(title: "Notes", rows: [
        ("Workshop agenda", "Custom views, layers, previews"),
        ("Shopping", "Mugs, ferns, a new notebook"),
        ("Ideas", "A waveform that follows playback"),
        ("Reading", "Core Animation Programming Guide"),
        ("Call back", "About the projector setup"),
        ("Snippets", "hitTest returns nil to pass touches through"),
    ])
    let overlay = PassthroughOverlayView(floatingView: FloatingPillView(title: "+ New Note"))
    for view in [list, overlay] {
        view.frame = screen.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        screen.addSubview(view)
    }
    return screen
}
