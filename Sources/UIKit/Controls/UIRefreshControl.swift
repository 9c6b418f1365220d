import CoreGraphics
import Foundation

/// The standard pull-to-refresh control (`UIRefreshControl`, iOS 6): assigned to a scroll
/// view's `refreshControl`, it sits just above the content, 60 pt tall (the height iOS gives
/// it). Pulling the content down past `triggerDistance` and lifting begins refreshing and sends
/// `.valueChanged`; while refreshing the activity indicator spins and the scroll view's
/// `adjustedContentInset` grows by the control's height so it stays in view, until
/// `endRefreshing()`. `beginRefreshing()` from code starts the indicator without sending the
/// event and, as on iOS, does not scroll: set `contentOffset` to show it.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The height iOS gives a refresh control.
    public static let height: CGFloat = 60
    /// ViewLab: how far past the top the content must be pulled to begin refreshing. Apple does
    /// not document the distance; this is about what a finger travels on an iPhone.
    @_spi(ViewLab) public static let triggerDistance: CGFloat = 120

    let indicator = UIActivityIndicatorView(style: .medium)
    let titleLabel = UILabel()
    /// The scroll view whose `refreshControl` this is.
    weak var scrollView: UIScrollView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    /// A refresh control, to assign to a scroll view's `refreshControl`.
    public convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        indicator.hidesWhenStopped = true
        titleLabel.font = .systemFont(ofSize: 12)
        titleLabel.textAlignment = .center
        titleLabel.textColor = .secondaryLabel
        addSubview(indicator)
        addSubview(titleLabel)
    }

    /// Whether a refresh is under way.
    open private(set) var isRefreshing = false

    /// The text under the indicator (nil: none).
    open var attributedTitle: NSAttributedString? {
        didSet { titleLabel.attributedText = attributedTitle; setNeedsLayout() }
    }

    /// The indicator's colour (nil: the system grey).
    open override var tintColor: UIColor! {
        didSet { indicator.color = tintColor }
    }

    /// Shows the indicator spinning and keeps the control in view (the scroll view's inset grows
    /// by its height). Sends no event.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        indicator.startAnimating()
        scrollView?.refreshControlStateDidChange()
    }

    /// Stops the indicator and gives the scroll view its inset back.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        indicator.stopAnimating()
        scrollView?.refreshControlStateDidChange()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let hasTitle = !(attributedTitle?.string.isEmpty ?? true)
        let titleHeight: CGFloat = hasTitle ? ceil(titleLabel.sizeThatFits(bounds.size).height) : 0
        let side = indicator.bounds.height
        let top = (bounds.height - side - (hasTitle ? titleHeight + 4 : 0)) / 2
        indicator.center = CGPoint(x: bounds.midX, y: top + side / 2)
        titleLabel.frame = CGRect(x: 0, y: top + side + 4, width: bounds.width, height: titleHeight)
        titleLabel.isHidden = !hasTitle
    }
}
