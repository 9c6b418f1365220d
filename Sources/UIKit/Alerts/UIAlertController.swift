import CoreGraphics
import Foundation

/// An alert (`.alert`: a 270 pt card in the middle of the dimmed screen) or an action sheet
/// (`.actionSheet`: cards at the bottom, the cancel action in a card of its own), drawn as iOS 17
/// draws them (`AlertView`). Present it with `present(_:animated:)`; tapping an action dismisses
/// the alert, then runs the action's handler.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet = 0, alert
    }

    open var message: String? { didSet { alertView?.contentDidChange() } }
    public private(set) var preferredStyle: Style = .alert
    public private(set) var actions: [UIAlertAction] = []
    /// The action drawn bold (and run by the Return key).
    open var preferredAction: UIAlertAction? { didSet { alertView?.contentDidChange() } }
    public private(set) var textFields: [UITextField]?

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        // Shown over the presenting screen, fading in (UIKit's own alert presentation).
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
    }

    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
        alertView?.contentDidChange()
    }

    /// Adds a text field (alerts only, as on iOS); `configurationHandler` configures it.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        precondition(
            preferredStyle == .alert,
            "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        let field = UITextField()
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .none
        field.backgroundColor = .systemBackground
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
        alertView?.contentDidChange()
    }

    /// A view controller shown between the header and the actions — the key-value coding key
    /// `"contentViewController"`, which UIKit's alert controller answers and components set to put
    /// a picker, a list or a map inside an alert or an action sheet. Its view takes the card's width
    /// and its `preferredContentSize.height` (else 44 pt); it becomes a child of the alert.
    var contentViewController: UIViewController? {
        didSet {
            oldValue?.willMove(toParent: nil)
            oldValue?.view.removeFromSuperview()
            oldValue?.removeFromParent()
            if let contentViewController {
                addChild(contentViewController)
                contentViewController.didMove(toParent: self)
            }
            alertView?.contentDidChange()
        }
    }

    private var alertView: AlertView? { viewIfLoaded as? AlertView }

    open override func loadView() {
        view = AlertView(controller: self)
    }

    /// A tap on `action`: dismiss, then run its handler.
    func tapped(_ action: UIAlertAction) {
        guard action.isEnabled else { return }
        let handler = action.handler
        if presentingViewController != nil {
            dismiss(animated: true) { handler?(action) }
        } else {
            handler?(action)
        }
    }
}
