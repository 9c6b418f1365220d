import CoreGraphics
import Foundation

/// The view of a `UIAlertController`: the dimming over the screen and the alert's card(s).
///
/// Metrics (`AlertView.Metrics`), those of iOS 13–17 on iPhone as widely reproduced: an alert is
/// 270 pt wide with 14 pt corners, its title 17 pt semibold and message 13 pt, its buttons 44 pt
/// tall (side by side when there are two); an action sheet is inset 8 pt from the screen's sides
/// and sits on the bottom safe area, its buttons 57 pt tall with 20 pt text, the cancel action in
/// its own card 8 pt below. Buttons are in the tint colour, `.destructive` in `systemRed`, the
/// preferred (else the cancel) action semibold. ViewLab: no blur — the card is
/// `secondarySystemBackground`; the dimming is black at 20 %.
final class AlertView: UIView {
    enum Metrics {
        static let alertWidth: CGFloat = 270
        static let cornerRadius: CGFloat = 14
        static let alertButtonHeight: CGFloat = 44
        static let sheetButtonHeight: CGFloat = 57
        static let sheetInset: CGFloat = 8
        static let padding: CGFloat = 16
        static let headerTop: CGFloat = 19
        static let dimmingAlpha: CGFloat = 0.2
    }

    private weak var controller: UIAlertController?
    private let dimming = UIView()
    private var cards: [UIView] = []
    private var builtFor: CGSize?

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
        dimming.backgroundColor = UIColor.black.withAlphaComponent(Metrics.dimmingAlpha)
        addSubview(dimming)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// The actions, text or fields changed: build the cards again at the next layout.
    func contentDidChange() {
        builtFor = nil
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        dimming.frame = bounds
        guard builtFor != bounds.size || cards.isEmpty else { return }
        builtFor = bounds.size
        cards.forEach { $0.removeFromSuperview() }
        cards = []
        guard let controller else { return }
        if controller.preferredStyle == .alert { buildAlert(controller) } else { buildSheet(controller) }
    }

    // MARK: - Alert

    private func buildAlert(_ controller: UIAlertController) {
        let width = Metrics.alertWidth
        let card = makeCard()
        var y = Metrics.headerTop
        y = addHeader(
            to: card, controller, width: width, y: y, titleFont: .systemFont(ofSize: 17, weight: .semibold),
            messageFont: .systemFont(ofSize: 13), color: .label)
        for field in controller.textFields ?? [] {
            field.frame = CGRect(x: Metrics.padding, y: y, width: width - 2 * Metrics.padding, height: 24)
            field.layer.cornerRadius = 5
            card.addSubview(field)
            y += 24 + 8
        }
        y += Metrics.headerTop - (controller.textFields == nil ? 0 : 8)
        y = addContent(of: controller, to: card, width: width, y: y)
        let actions = ordered(controller.actions, cancelFirst: controller.actions.count == 2)
        if actions.count == 2 {
            addSeparator(to: card, CGRect(x: 0, y: y, width: width, height: hairline))
            addSeparator(to: card, CGRect(x: width / 2, y: y, width: hairline, height: Metrics.alertButtonHeight))
            for (index, action) in actions.enumerated() {
                addButton(
                    action, to: card,
                    frame: CGRect(
                        x: CGFloat(index) * width / 2, y: y, width: width / 2, height: Metrics.alertButtonHeight),
                    fontSize: 17, controller: controller)
            }
            y += Metrics.alertButtonHeight
        } else {
            for action in actions {
                addSeparator(to: card, CGRect(x: 0, y: y, width: width, height: hairline))
                addButton(
                    action, to: card, frame: CGRect(x: 0, y: y, width: width, height: Metrics.alertButtonHeight),
                    fontSize: 17, controller: controller)
                y += Metrics.alertButtonHeight
            }
        }
        card.frame = CGRect(x: (bounds.width - width) / 2, y: (bounds.height - y) / 2, width: width, height: y)
    }

    // MARK: - Action sheet

    private func buildSheet(_ controller: UIAlertController) {
        let width = bounds.width - 2 * Metrics.sheetInset
        var bottom = bounds.height - max(safeAreaInsets.bottom, Metrics.sheetInset)
        let cancel = controller.actions.first { $0.style == .cancel }
        if let cancel {
            let card = makeCard()
            addButton(
                cancel, to: card, frame: CGRect(x: 0, y: 0, width: width, height: Metrics.sheetButtonHeight),
                fontSize: 20, controller: controller)
            card.frame = CGRect(
                x: Metrics.sheetInset, y: bottom - Metrics.sheetButtonHeight, width: width,
                height: Metrics.sheetButtonHeight)
            bottom = card.frame.minY - Metrics.sheetInset
        }
        let others = controller.actions.filter { $0 !== cancel }
        let hasHeader = controller.title != nil || controller.message != nil
        guard hasHeader || !others.isEmpty || controller.contentViewController != nil else { return }
        let card = makeCard()
        var y: CGFloat = 0
        if hasHeader {
            y =
                addHeader(
                    to: card, controller, width: width, y: 14, titleFont: .systemFont(ofSize: 13, weight: .semibold),
                    messageFont: .systemFont(ofSize: 13), color: .secondaryLabel) + 14
        }
        let contentTop = y
        y = addContent(of: controller, to: card, width: width, y: y)
        for (index, action) in others.enumerated() {
            if hasHeader || index > 0 || y > contentTop {
                addSeparator(to: card, CGRect(x: 0, y: y, width: width, height: hairline))
            }
            addButton(
                action, to: card, frame: CGRect(x: 0, y: y, width: width, height: Metrics.sheetButtonHeight),
                fontSize: 20, controller: controller)
            y += Metrics.sheetButtonHeight
        }
        card.frame = CGRect(x: Metrics.sheetInset, y: bottom - y, width: width, height: y)
    }

    // MARK: - Parts

    /// The embedded controller's view (`contentViewController`) across the card at `y`, as tall as
    /// its `preferredContentSize` (44 pt when it gives none); returns the y under it.
    private func addContent(of controller: UIAlertController, to card: UIView, width: CGFloat, y: CGFloat) -> CGFloat {
        guard let content = controller.contentViewController else { return y }
        let height = content.preferredContentSize.height > 0 ? content.preferredContentSize.height : 44
        // a holder of the final size, so the card's own sizing (from zero) does not stretch a root
        // view that resizes with its container
        let holder = UIView(frame: CGRect(x: 0, y: y, width: width, height: height))
        holder.autoresizingMask = []
        content.view.frame = holder.bounds
        holder.addSubview(content.view)
        card.addSubview(holder)
        return y + height
    }

    private var hairline: CGFloat { 1 / max(1, traitCollection.displayScale) }

    private func makeCard() -> UIView {
        let card = UIView()
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = Metrics.cornerRadius
        card.layer.masksToBounds = true
        addSubview(card)
        cards.append(card)
        return card
    }

    /// Adds the title and message, centred; returns the y below them.
    private func addHeader(
        to card: UIView, _ controller: UIAlertController, width: CGFloat, y start: CGFloat,
        titleFont: UIFont, messageFont: UIFont, color: UIColor
    ) -> CGFloat {
        var y = start
        for (text, font) in [(controller.title, titleFont), (controller.message, messageFont)] {
            guard let text, !text.isEmpty else { continue }
            let label = UILabel()
            label.text = text
            label.font = font
            label.textColor = color
            label.textAlignment = .center
            label.numberOfLines = 0
            let size = label.sizeThatFits(CGSize(width: width - 2 * Metrics.padding, height: .greatestFiniteMagnitude))
            label.frame = CGRect(
                x: Metrics.padding, y: y, width: width - 2 * Metrics.padding, height: ceil(size.height))
            card.addSubview(label)
            y = label.frame.maxY + 2
        }
        return y
    }

    private func addSeparator(to card: UIView, _ frame: CGRect) {
        let line = UIView(frame: frame)
        line.backgroundColor = .separator
        card.addSubview(line)
    }

    /// Each action is a row view holding its button, as UIKit's `_UIAlertControllerActionView`
    /// holds its label: components that find an action's label and walk up
    /// (`label.superview?.superview`, to colour the row) reach the row, not the card.
    private func addButton(
        _ action: UIAlertAction, to card: UIView, frame: CGRect, fontSize: CGFloat, controller: UIAlertController
    ) {
        let row = UIView(frame: frame)
        let button = UIButton(type: .system)
        button.setTitle(action.title, for: .normal)
        let bold = controller.preferredAction.map { $0 === action } ?? (action.style == .cancel)
        button.titleLabel?.font = .systemFont(ofSize: fontSize, weight: bold ? .semibold : .regular)
        if action.style == .destructive { button.tintColor = .systemRed }
        if let color = action.titleTextColor { button.tintColor = color }
        if let image = action.image { button.setImage(image, for: .normal) }
        button.isEnabled = action.isEnabled
        button.frame = row.bounds
        button.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        button.addAction(UIAction { [weak controller] _ in controller?.tapped(action) }, for: .touchUpInside)
        row.addSubview(button)
        card.addSubview(row)
    }

    /// An alert's actions in the order iOS draws them: the cancel action first of two (on the
    /// left), else last.
    private func ordered(_ actions: [UIAlertAction], cancelFirst: Bool) -> [UIAlertAction] {
        let cancel = actions.filter { $0.style == .cancel }
        let others = actions.filter { $0.style != .cancel }
        return cancelFirst ? cancel + others : others + cancel
    }
}
