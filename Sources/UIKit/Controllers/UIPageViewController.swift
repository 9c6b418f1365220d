import CoreGraphics
import Foundation

/// A container that shows one page — a child controller — at a time and turns to the page before
/// or after it, which its `dataSource` supplies, when the user drags (or when
/// `setViewControllers(_:direction:animated:completion:)` is called).
///
/// As on iOS, the `.scroll` style keeps its pages in a paging `UIScrollView` that is a subview of
/// the controller's `view` (components such as Pageboy find it there and become its delegate): the
/// scroll view is three pages long along `navigationOrientation`, the current page in the middle
/// slot at rest, with `interPageSpacing` between pages (the scroll view is widened by the spacing,
/// half on each side, so a page turns by page size + spacing). A drag asks the data source for the
/// neighbours (`viewControllerBefore`/`viewControllerAfter`) and shows them beside the page; a
/// drag that settles on a neighbour turns to it — the delegate hears `willTransitionTo` when the
/// content first moves towards a neighbour and `didFinishAnimating(_:previousViewControllers:
/// transitionCompleted:)` when the drag settles — and the scroll view is recentred on the new page.
/// `setViewControllers` calls neither delegate method (Apple: they are for gesture-driven
/// transitions). `.pageCurl` is drawn as `.scroll` (ViewLab draws no curl).
///
/// When the data source implements `presentationCount(for:)` (a count above zero) and
/// `presentationIndex(for:)` and the style is `.scroll`, a page indicator (`UIPageControl`) is
/// shown at the bottom and the pages end above it (Apple, `UIPageViewControllerDataSource`:
/// "if both of the methods … are implemented and the transition style is scroll, a page indicator
/// is shown"); both are asked when `setViewControllers` is called, and a gesture-driven turn moves
/// the indicator by one.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    /// The spine of a page-curl book (`.min` by default for a curl, `.none` for a scroll).
    public private(set) var spineLocation: SpineLocation
    open var isDoubleSided = false
    open weak var dataSource: UIPageViewControllerDataSource?
    open weak var delegate: UIPageViewControllerDelegate?
    /// The space between pages, from the `.interPageSpacing` option (scroll style only).
    let interPageSpacing: CGFloat
    /// The gesture recognizers of the page curl (ViewLab: none; the scroll view's pan turns pages).
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    /// The page shown.
    private(set) var currentPage: UIViewController?
    /// The pages beside it while a drag runs (asked of the data source when the drag begins).
    var neighbours: (before: UIViewController?, after: UIViewController?) = (nil, nil)
    /// The neighbour `willTransitionTo` announced during the running drag.
    var pendingPage: UIViewController?
    /// The page scroll view (made with the view).
    private(set) var pageScrollView: PageQueuingScrollView?
    /// The page indicator, when the data source gives a presentation count.
    private(set) var pageIndicator: UIPageControl?
    /// The duration of an animated `setViewControllers` (ViewLab: as a push, 0.35 s; iOS does not
    /// document it).
    static let transitionDuration = UINavigationController.transitionDuration

    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        interPageSpacing = style == .scroll ? Self.spacing(from: options?[.interPageSpacing]) : 0
        let spine =
            (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:))
            ?? (options?[.spineLocation] as? NSNumber).flatMap { SpineLocation(rawValue: $0.intValue) }
        spineLocation = style == .scroll ? .none : spine ?? .min
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        spineLocation = .none
        interPageSpacing = 0
        super.init(coder: coder)
    }

    /// The spacing option as points: any number type, negative or non-finite values as 0.
    private static func spacing(from value: Any?) -> CGFloat {
        let number: CGFloat? =
            switch value {
            case let v as CGFloat: v
            case let v as Double: CGFloat(v)
            case let v as Int: CGFloat(v)
            case let v as NSNumber: CGFloat(v.doubleValue)
            default: nil
            }
        guard let number, number.isFinite else { return 0 }
        return max(0, number)
    }

    open override func loadView() {
        let container = Self.resizingWithContainer(PageContainerView(frame: UIScreen.main.bounds))
        container.pageViewController = self
        let scrollView = PageQueuingScrollView(frame: container.bounds)
        scrollView.pageViewController = self
        container.addSubview(scrollView)
        pageScrollView = scrollView
        view = container
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let currentPage { pageScrollView?.place(currentPage.view, slot: 1) }
        updateIndicator(asking: true)
    }

    // MARK: - The pages

    /// The pages shown: the current one (nil before `setViewControllers`).
    open var viewControllers: [UIViewController]? { currentPage.map { [$0] } }

    /// Shows `viewControllers` (one page for the scroll style; the first is used), turning forward
    /// or in reverse: animated, the old page slides out and the new one in on the media clock, and
    /// `completion(true)` runs when the animation ends; not animated, at once, and `completion`
    /// runs before the method returns. Asks the data source for the indicator's count and index.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let new = viewControllers?.first else {
            UIView.report(
                .invalidArgument, "UIPageViewController.setViewControllers needs at least one view controller (ignored)"
            )
            completion?(false)
            return
        }
        let old = currentPage
        discardNeighbours(keeping: new)
        guard new !== old else {
            updateIndicator(asking: true)
            completion?(true)
            return
        }
        if new.parent !== self { addChild(new) }
        currentPage = new
        updateIndicator(asking: true)
        guard let scrollView = pageScrollView, isViewLoaded else {
            finishLeaving(old)
            new.didMove(toParent: self)
            completion?(true)
            return
        }
        let onScreen = view.window != nil && appearanceState.phase == .appeared
        guard animated, onScreen, let old, let oldView = old.viewIfLoaded else {
            old?.viewIfLoaded?.removeFromSuperview()
            scrollView.place(new.view, slot: 1)
            finishLeaving(old)
            new.didMove(toParent: self)
            completion?(true)
            return
        }
        slide(from: old, oldView: oldView, to: new, forward: direction == .forward, in: scrollView) { [weak self] in
            self?.finishLeaving(old)
            new.didMove(toParent: self)
            completion?(true)
        }
    }

    /// The animated turn: the new page takes the middle slot and the old one the slot it leaves
    /// for; both start one page back along the axis and slide to their slots.
    private func slide(
        from old: UIViewController, oldView: UIView, to new: UIViewController, forward: Bool,
        in scrollView: PageQueuingScrollView, completion: @escaping () -> Void
    ) {
        old.beginDrivingAppearance()
        new.beginDrivingAppearance()
        old.beginAppearanceTransition(false, animated: true)
        new.beginAppearanceTransition(true, animated: true)
        scrollView.place(new.view, slot: 1)
        scrollView.place(oldView, slot: forward ? 0 : 2)
        let shift = scrollView.pitch * (forward ? 1 : -1)
        let start =
            navigationOrientation == .horizontal
            ? CGAffineTransform(translationX: shift, y: 0) : CGAffineTransform(translationX: 0, y: shift)
        new.view.transform = start
        oldView.transform = start
        UIView.animate(
            withDuration: Self.transitionDuration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
            options: [],
            animations: {
                new.view.transform = .identity
                oldView.transform = .identity
            },
            completion: { [weak view] _ in
                oldView.removeFromSuperview()
                old.endAppearanceTransition()
                old.endDrivingAppearance()
                UIWindow.afterLayout(of: view?.window) {
                    new.endAppearanceTransition()
                    new.endDrivingAppearance()
                    completion()
                }
            })
    }

    /// Takes `old` out of the container (its view is already gone or goes now).
    private func finishLeaving(_ old: UIViewController?) {
        guard let old, old !== currentPage, old.parent === self else { return }
        old.willMove(toParent: nil)
        old.viewIfLoaded?.removeFromSuperview()
        old.removeFromParent()
    }

    // MARK: - Gesture-driven turns (PageQueuingScrollView calls these)

    /// A drag begins: the data source gives the neighbours, which join as children beside the page.
    func dragWillBegin() {
        guard let current = currentPage, let scrollView = pageScrollView else { return }
        discardNeighbours(keeping: current)
        let before = dataSource?.pageViewController(self, viewControllerBefore: current)
        let after = dataSource?.pageViewController(self, viewControllerAfter: current)
        neighbours = (before === current ? nil : before, after === current || after === before ? nil : after)
        for (page, slot) in [(neighbours.before, 0), (neighbours.after, 2)] {
            guard let page else { continue }
            if page.parent !== self { addChild(page) }
            scrollView.place(page.view, slot: slot)
            page.didMove(toParent: self)
        }
    }

    /// The content moved during a drag: the first move towards a neighbour announces it.
    func dragMoved(towardsAfter: Bool?) {
        guard pendingPage == nil, let towardsAfter, let page = towardsAfter ? neighbours.after : neighbours.before
        else { return }
        pendingPage = page
        delegate?.pageViewController(self, willTransitionTo: [page])
    }

    /// The drag settled in `slot` (0 before, 1 the page, 2 after): turn to the neighbour it landed
    /// on, tell the delegate, and recentre.
    func dragDidSettle(in slot: Int) {
        guard let previous = currentPage else { return }
        let landed = slot == 0 ? neighbours.before : slot == 2 ? neighbours.after : nil
        let announced = pendingPage
        pendingPage = nil
        if let landed {
            if announced !== landed { delegate?.pageViewController(self, willTransitionTo: [landed]) }
            currentPage = landed
            if let indicator = pageIndicator { indicator.currentPage += slot == 2 ? 1 : -1 }
        }
        discardNeighbours(keeping: currentPage!)
        pageScrollView?.place(currentPage!.view, slot: 1)
        pageScrollView?.recentre()
        if landed != nil {
            finishLeaving(previous)
            delegate?.pageViewController(
                self, didFinishAnimating: true, previousViewControllers: [previous], transitionCompleted: true)
        } else if announced != nil {
            delegate?.pageViewController(
                self, didFinishAnimating: true, previousViewControllers: [previous], transitionCompleted: false)
        }
    }

    /// Removes the neighbours other than `kept` (their views leave the scroll view).
    private func discardNeighbours(keeping kept: UIViewController) {
        for page in [neighbours.before, neighbours.after] {
            guard let page, page !== kept, page !== currentPage else { continue }
            finishLeaving(page)
        }
        neighbours = (nil, nil)
    }

    // MARK: - The page indicator

    /// Shows the indicator when the style is `.scroll` and the data source gives a count above
    /// zero; `asking`: asks the data source for the count and the index again.
    private func updateIndicator(asking: Bool) {
        guard let container = viewIfLoaded, asking else { return }
        let count = transitionStyle == .scroll ? dataSource?.presentationCount(for: self) ?? 0 : 0
        guard count > 0 else {
            pageIndicator?.removeFromSuperview()
            pageIndicator = nil
            container.setNeedsLayout()
            return
        }
        let indicator = pageIndicator ?? UIPageControl()
        indicator.isUserInteractionEnabled = false
        indicator.numberOfPages = count
        indicator.currentPage = dataSource?.presentationIndex(for: self) ?? 0
        if indicator.superview !== container { container.addSubview(indicator) }
        pageIndicator = indicator
        container.setNeedsLayout()
    }

    /// Lays out the page scroll view and the indicator in the container's bounds.
    func layoutPages(in bounds: CGRect, safeBottom: CGFloat) {
        var pageArea = bounds
        if let indicator = pageIndicator {
            let strip = UIPageControl.controlHeight + safeBottom
            pageArea.size.height = max(0, bounds.height - strip)
            indicator.frame = CGRect(
                x: bounds.minX, y: pageArea.maxY, width: bounds.width, height: UIPageControl.controlHeight)
        }
        pageScrollView?.layOut(pageArea: pageArea)
    }
}

/// A page view controller's view: it lays out the page scroll view and the page indicator.
final class PageContainerView: UIView {
    weak var pageViewController: UIPageViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        pageViewController?.layoutPages(in: bounds, safeBottom: safeAreaInsets.bottom)
    }
}
