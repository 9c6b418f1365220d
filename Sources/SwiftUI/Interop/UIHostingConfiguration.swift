import UIKit

/// A cell's content made of a SwiftUI view (`UIHostingConfiguration`, iOS 16): its content view
/// hosts the view inside the margins (by default the cell's layout margins, here 8 and 16 points
/// as a list cell's).
///
/// Apple: <https://developer.apple.com/documentation/swiftui/uihostingconfiguration>
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
    let content: Content
    var margins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    var minSize = CGSize.zero

    public func makeContentView() -> UIView & UIContentView { HostingContentView(configuration: self) }

    public func updated(for state: UIConfigurationState) -> UIHostingConfiguration { self }

    /// The configuration with `length` margins on `edges`.
    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> UIHostingConfiguration {
        var copy = self
        if edges.contains(.top) { copy.margins.top = length }
        if edges.contains(.leading) { copy.margins.leading = length }
        if edges.contains(.bottom) { copy.margins.bottom = length }
        if edges.contains(.trailing) { copy.margins.trailing = length }
        return copy
    }

    public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> UIHostingConfiguration {
        var copy = self
        copy.margins = NSDirectionalEdgeInsets(
            top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
        return copy
    }

    public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> UIHostingConfiguration {
        var copy = self
        copy.minSize = CGSize(width: width ?? minSize.width, height: height ?? minSize.height)
        return copy
    }

    public func background<S: ShapeStyle>(_ style: S) -> UIHostingConfiguration { self }
}

extension UIHostingConfiguration where Background == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// The content view of a `UIHostingConfiguration`: a hosting view inside the margins.
final class HostingContentView<Content: View, Background: View>: UIView, UIContentView {
    private let host: HostingView
    private var margins: NSDirectionalEdgeInsets

    var configuration: UIContentConfiguration {
        didSet {
            guard let configuration = configuration as? UIHostingConfiguration<Content, Background> else { return }
            let content = configuration.content
            host.content = { content }
            margins = configuration.margins
            host.invalidate()
            setNeedsLayout()
        }
    }

    init(configuration: UIHostingConfiguration<Content, Background>) {
        self.configuration = configuration
        let content = configuration.content
        host = HostingView(content: { content })
        margins = configuration.margins
        super.init(frame: .zero)
        addSubview(host)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        host.frame = bounds.inset(
            by: UIEdgeInsets(top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing))
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        fitting(ProposedViewSize(width: size.width - margins.leading - margins.trailing, height: nil))
    }

    override var intrinsicContentSize: CGSize { fitting(.unspecified) }

    /// Self-sizing: a dimension held at its target (`.required`) is proposed to the SwiftUI view;
    /// the others are its ideal size.
    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        let width = horizontalFittingPriority == .required ? targetSize.width : nil
        let height = verticalFittingPriority == .required ? targetSize.height : nil
        let fitted = fitting(
            ProposedViewSize(
                width: width.map { $0 - margins.leading - margins.trailing },
                height: height.map { $0 - margins.top - margins.bottom }))
        return CGSize(width: width ?? fitted.width, height: height ?? fitted.height)
    }

    /// The hosted view's size for a proposal inside the margins, with the margins.
    private func fitting(_ proposal: ProposedViewSize) -> CGSize {
        let inner = host.fittingSize(proposal)
        return CGSize(
            width: inner.width + margins.leading + margins.trailing, height: inner.height + margins.top + margins.bottom
        )
    }
}
