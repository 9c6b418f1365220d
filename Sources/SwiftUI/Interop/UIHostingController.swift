import UIKit

/// A UIKit view controller that shows a SwiftUI view (`UIHostingController`): its view lays the
/// root view out in its bounds, on the system background colour, and `sizeThatFits(in:)` says
/// the size the root view chooses for a proposal. Setting `rootView` updates the view.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/uihostingcontroller>
open class UIHostingController<Content: View>: UIViewController {
    private let host: HostingView

    public var rootView: Content {
        didSet {
            let root = rootView
            host.content = { root }
            host.invalidate()
        }
    }

    public init(rootView: Content) {
        self.rootView = rootView
        host = HostingView(content: { rootView })
        super.init(nibName: nil, bundle: nil)
        host.controller = self
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public init?(coder: NSCoder, rootView: Content) { fatalError("init(coder:rootView:) has not been implemented") }

    open override func loadView() {
        host.backgroundColor = .systemBackground
        view = host
    }

    /// The size the root view chooses when offered `size` (`sizeThatFits(in:)`).
    open func sizeThatFits(in size: CGSize) -> CGSize { host.fittingSize(ProposedViewSize(size)) }

    /// Which sizes the controller keeps up to date (`sizingOptions`, iOS 16).
    public var sizingOptions: UIHostingControllerSizingOptions = []

    /// Whether the root view is laid out inside the safe area (`safeAreaRegions`, iOS 16.4).
    public var safeAreaRegions: SafeAreaRegions = .all
}

/// The sizes a hosting controller keeps up to date (`UIHostingControllerSizingOptions`, iOS 16).
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1)
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}
