import UIKit

/// A ring that draws `progress`, observable the way iOS code declares it (`@objc dynamic`), with a
/// model object of its own kind: a download whose `fraction` a view observes by key path.
final class ObservableRing: UIView {
    @objc dynamic var progress: CGFloat = 0 { didSet { setNeedsDisplay() } }
    @objc dynamic var caption: String? = nil
}

final class DownloadTask: NSObject {
    @objc dynamic var fraction = 0.0
    @objc dynamic private(set) var state = "idle"

    func finish() {
        fraction = 1
        state = "done"
    }
}

private var captionContext = 0

/// A pager cell in the way carousel libraries write it: it observes its own text label's `font`
/// and `text` with a private context, handles its context in `observeValue(forKeyPath:…)` and
/// passes any other notification to `super`, and stops observing in `deinit`.
final class CaptionCell: UIView {
    let textLabel = UILabel()
    private(set) var seen: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(textLabel)
        textLabel.addObserver(self, forKeyPath: #keyPath(UILabel.text), options: [.old, .new], context: &captionContext)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    deinit {
        textLabel.removeObserver(self, forKeyPath: #keyPath(UILabel.text), context: &captionContext)
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        guard context == &captionContext else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        let old = change?[.oldKey] as? String ?? "nil"
        let new = change?[.newKey] as? String ?? "nil"
        seen.append("\(keyPath ?? ""): \(old) → \(new)")
        textLabel.isHidden = (new == "nil")
    }
}

/// A sheet in the way bottom-sheet libraries track the scroll view inside them: an
/// `NSKeyValueObservation` on `contentOffset` with `.old`, which pins the scroll view at the top
/// while the sheet is not fully expanded.
final class SheetTracker: NSObject {
    private var observation: NSKeyValueObservation?
    private(set) var pinned = 0
    var isExpanded = false

    func track(_ scrollView: UIScrollView) {
        observation = scrollView.observe(\.contentOffset, options: .old) { [weak self] scrollView, change in
            guard let self, !self.isExpanded, scrollView.contentOffset.y > 0, let old = change.oldValue, old.y <= 0 else { return }
            self.pinned += 1
            scrollView.contentOffset = old
        }
    }

    func stop() { observation?.invalidate() }
}

/// An observer of a model through the string API, written as an `NSObject` subclass would be.
final class FractionWatcher: NSObject {
    private(set) var fractions: [Double] = []
    private(set) var priors = 0

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        if change?[.notificationIsPriorKey] as? Bool == true { priors += 1; return }
        if keyPath == "fraction", let value = change?[.newKey] as? Double { fractions.append(value) }
    }
}
