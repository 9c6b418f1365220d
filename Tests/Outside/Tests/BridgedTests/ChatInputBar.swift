import UIKit

/// A chat-style input bar in the way real components write it: it observes the keyboard with
/// `#selector` targets on `NotificationCenter`, reads the end frame and the animation's duration
/// and curve from the user info, and lifts itself by the part of the keyboard that covers its
/// superview.
final class ChatInputBar: UIView {
    let field = UITextField()
    private(set) var bottomConstraint: NSLayoutConstraint?
    private(set) var lastCurve: Int?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        field.borderStyle = .roundedRect
        field.frame = CGRect(x: 8, y: 8, width: 200, height: 34)
        addSubview(field)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)),
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    deinit { NotificationCenter.default.removeObserver(self) }

    func pin(to host: UIView) {
        translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(self)
        let bottom = bottomAnchor.constraint(equalTo: host.bottomAnchor)
        bottomConstraint = bottom
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: host.leadingAnchor),
            trailingAnchor.constraint(equalTo: host.trailingAnchor),
            heightAnchor.constraint(equalToConstant: 50),
            bottom,
        ])
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let host = superview,
              let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue,
              let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber,
              let curve = notification.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber else { return }
        lastCurve = curve.intValue
        let keyboard = host.convert(frame.cgRectValue, from: nil)
        bottomConstraint?.constant = -host.bounds.intersection(keyboard).height
        UIView.animate(withDuration: duration.doubleValue, delay: 0,
                       options: UIView.AnimationOptions(rawValue: UInt(curve.intValue << 16)),
                       animations: { host.layoutIfNeeded() })
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        bottomConstraint?.constant = 0
        superview?.layoutIfNeeded()
    }
}
