import CoreGraphics
import Foundation

/// Which side of a row swipe actions come from.
@_spi(ViewLab) public enum SwipeEdge: Sendable { case leading, trailing }

/// The buttons of a revealed swipe (iOS's private `UISwipeActionPullView`): one column per
/// action, the row's height, in the action's background colour, with its image (white, above)
/// and title (white, 15 pt medium; 13 pt under an image) centred — each as wide as its content
/// plus 15 pt a side, at least 74 pt (ViewLab's reading of iOS 17). The first action stands
/// nearest the edge the swipe came from. Tapping one calls its handler; the completion hides the
/// actions.
final class SwipeActionsView: UIView {
    static let padding: CGFloat = 15
    static let minimumWidth: CGFloat = 74

    let configuration: UISwipeActionsConfiguration
    let edge: SwipeEdge
    private var buttons: [UIView] = []
    /// Called when an action's completion runs (the row closes).
    var onFinish: (() -> Void)?

    init(configuration: UISwipeActionsConfiguration, edge: SwipeEdge) {
        self.configuration = configuration
        self.edge = edge
        super.init(frame: .zero)
        clipsToBounds = true
        buttons = configuration.actions.map(makeButton)
        // The first action is nearest the edge: the trailing ones are laid out right to left.
        for button in edge == .trailing ? buttons.reversed() : buttons { addSubview(button) }
    }

    required init?(coder: NSCoder) { nil }

    /// The width the buttons take together.
    var revealWidth: CGFloat { configuration.actions.map(SwipeActionsView.width).reduce(0, +) }

    static func width(of action: UIContextualAction) -> CGFloat {
        let title =
            action.title.map { text -> CGFloat in
                let label = UILabel()
                label.font =
                    action.image == nil
                    ? .systemFont(ofSize: 15, weight: .medium) : .systemFont(ofSize: 13, weight: .medium)
                label.text = text
                return ceil(label.intrinsicContentSize.width)
            } ?? 0
        let content = max(title, action.image?.size.width ?? 0)
        return max(minimumWidth, content + 2 * padding)
    }

    private func makeButton(_ action: UIContextualAction) -> UIView {
        let button = UIView()
        button.backgroundColor = action.backgroundColor
        button.accessibilityLabel = action.title
        button.accessibilityTraits = .button
        button.isAccessibilityElement = true
        if let image = action.image {
            let imageView = UIImageView(image: image.withRenderingMode(.alwaysTemplate))
            imageView.tintColor = .white
            imageView.tag = 1
            button.addSubview(imageView)
        }
        if let title = action.title {
            let label = UILabel()
            label.text = title
            label.textColor = .white
            label.textAlignment = .center
            label.font =
                action.image == nil
                ? .systemFont(ofSize: 15, weight: .medium) : .systemFont(ofSize: 13, weight: .medium)
            label.tag = 2
            button.addSubview(label)
        }
        let tap = UITapGestureRecognizer()
        tap.addAction { [weak self, weak button] recognizer in
            guard recognizer.state == .ended, let self, let button else { return }
            action.handler(action, button) { [weak self] _ in self?.onFinish?() }
        }
        button.addGestureRecognizer(tap)
        return button
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        var x: CGFloat = 0
        let ordered =
            edge == .trailing
            ? Array(zip(configuration.actions, buttons).reversed()) : Array(zip(configuration.actions, buttons))
        for (action, button) in ordered {
            let width = SwipeActionsView.width(of: action)
            button.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            x += width
            let image = button.viewWithTag(1), label = button.viewWithTag(2) as? UILabel
            let imageSize = image?.intrinsicContentSize ?? .zero
            let labelHeight = label.map { ceil($0.intrinsicContentSize.height) } ?? 0
            let gap: CGFloat = image != nil && label != nil ? 4 : 0
            var y = ((bounds.height - imageSize.height - gap - labelHeight) / 2).rounded()
            if let image {
                image.frame = CGRect(
                    x: ((width - imageSize.width) / 2).rounded(), y: y, width: imageSize.width, height: imageSize.height
                )
                y = image.frame.maxY + gap
            }
            label?.frame = CGRect(x: 0, y: y, width: width, height: labelHeight)
        }
    }
}

/// A row whose swipe actions are shown.
@MainActor
struct RevealedSwipe {
    /// Actions for `configuration` at `indexPath`; `close` runs when an action's completion does.
    @MainActor
    init(
        _ configuration: UISwipeActionsConfiguration, at indexPath: IndexPath, edge: SwipeEdge,
        close: @escaping () -> Void
    ) {
        self.indexPath = indexPath
        view = SwipeActionsView(configuration: configuration, edge: edge)
        view.onFinish = close
    }

    var indexPath: IndexPath
    var view: SwipeActionsView
    /// How far the row moves: left for trailing actions, right for leading ones.
    var offset: CGFloat { view.edge == .trailing ? -view.revealWidth : view.revealWidth }

    /// The buttons' frame beside a row at `rowFrame` (its resting frame).
    func actionsFrame(besideRow rowFrame: CGRect) -> CGRect {
        let width = view.revealWidth
        return CGRect(
            x: view.edge == .trailing ? rowFrame.maxX - width : rowFrame.minX, y: rowFrame.minY, width: width,
            height: rowFrame.height)
    }
}

extension UITableView {
    /// ViewLab only: the titles of the revealed swipe actions, first nearest the edge.
    @_spi(ViewLab) public var revealedSwipeTitles: [String]? {
        revealedSwipe?.view.configuration.actions.map { $0.title ?? "" }
    }
}

extension UICollectionView {
    @_spi(ViewLab) public var revealedSwipeTitles: [String]? {
        revealedSwipe?.view.configuration.actions.map { $0.title ?? "" }
    }
}

extension UIView {
    /// Marks the view for layout and lays it out at once (a revealed row moves aside now).
    func layOutNow() {
        setNeedsLayout()
        layoutIfNeeded()
    }
}
