import CoreGraphics

/// A section header or footer (`UITableViewHeaderFooterView`): a `contentView` for your views and
/// a `textLabel` styled for the table: plain headers in headline on the system background,
/// grouped headers in upper-case footnote in secondary colour, footers in footnote.
///
/// `init(reuseIdentifier:)` is `required` here (not on iOS): the table view makes registered
/// classes through the metatype (the source bridge adds `required` to your override).
open class UITableViewHeaderFooterView: UIView {
    /// The table style and role the table view gave it.
    struct Placement: Equatable {
        var tableStyle: UITableView.Style
        var isHeader: Bool
        var textInset: CGFloat
    }

    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
        contentView.insetsLayoutMarginsFromSafeArea = false
    }

    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    open internal(set) var reuseIdentifier: String?
    public let contentView = UIView()
    var storedTextLabel: UILabel?
    var storedDetailTextLabel: UILabel?
    var placement: Placement? { didSet { if placement != oldValue { applyPlacement() } } }

    /// The title label (made on first use).
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        contentView.addSubview(label)
        storedTextLabel = label
        applyPlacement()
        return label
    }

    open var detailTextLabel: UILabel? { nil }
    open var backgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let backgroundView { insertSubview(backgroundView, at: 0) } }
    }

    open func prepareForReuse() {
        MethodSwizzling.run(self, UITableViewHeaderFooterView.self, "prepareForReuse", []) { () }
    }

    /// The configuration for the role: grouped or plain header, or footer.
    var listConfiguration: UIListContentConfiguration {
        guard let placement else { return .groupedHeader() }
        if !placement.isHeader { return .groupedFooter() }
        return placement.tableStyle == .plain ? .plainHeader() : .groupedHeader()
    }

    func applyPlacement() {
        guard let label = storedTextLabel else { return }
        let configuration = listConfiguration
        let text = label.text
        configuration.textProperties.apply(
            to: label,
            text: text.map { configuration.textProperties.transform == .uppercase ? $0.uppercased() : $0 } ?? nil,
            attributed: nil)
        backgroundColor = placement?.tableStyle == .plain && placement?.isHeader == true ? .systemBackground : nil
        setNeedsLayout()
    }

    private var titleLayout: ListContentLayout {
        let m = listConfiguration.directionalLayoutMargins
        let inset = placement?.textInset ?? 16
        return ListContentLayout(
            kind: .cell, margins: UIEdgeInsets(top: m.top, left: inset, bottom: m.bottom, right: inset))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        guard let label = storedTextLabel else { return }
        if placement?.isHeader == true, placement?.tableStyle == .plain {
            titleLayout.layOut(text: label, secondary: nil, image: nil, in: contentView.bounds)
        } else {
            // Grouped titles sit at the bottom of a header, at the top of a footer.
            let layout = titleLayout
            let height =
                layout.fittingHeight(text: label, secondary: nil, image: nil, width: bounds.width) - layout.margins.top
                - layout.margins.bottom
            let y = placement?.isHeader == false ? layout.margins.top : bounds.height - layout.margins.bottom - height
            label.frame = CGRect(
                x: layout.margins.left, y: y, width: max(0, bounds.width - layout.margins.left - layout.margins.right),
                height: height)
        }
    }

    /// The height for `width`: the title's (plain headers 28 pt), or the Auto Layout fitting
    /// height of the content view's constrained subviews.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        if contentView.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) {
            return contentView.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        }
        guard let label = storedTextLabel, !(label.text ?? "").isEmpty else { return frame.height }
        if placement?.isHeader == true, placement?.tableStyle == .plain { return UITableView.plainTitleHeaderHeight }
        return titleLayout.fittingHeight(text: label, secondary: nil, image: nil, width: width)
    }
}
