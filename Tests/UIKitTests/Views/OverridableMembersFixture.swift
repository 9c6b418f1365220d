// Subclasses overriding the UIKit and Core Animation members that iOS code overrides, one class
// per UIKit class, written from Apple's documentation of each member (which members a subclass may
// override). This file is compiled, never run: it imports UIKit without `@testable`, so each
// `override` is the check a library's subclass in another module makes — a member that is not
// `open` here fails the build of this test target, as it failed libraries (`OverridableMembersTests`
// checks that UIKit calls the overrides).

import UIKit

class OverridingView: UIView {
    override func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { true }
    override func sizeThatFits(_ size: CGSize) -> CGSize { size }
    override func didAddSubview(_ subview: UIView) { super.didAddSubview(subview) }
    override func willRemoveSubview(_ subview: UIView) { super.willRemoveSubview(subview) }
    override func willMove(toSuperview newSuperview: UIView?) {}
    override func willMove(toWindow newWindow: UIWindow?) {}
    override func didMoveToWindow() {}
    override func tintColorDidChange() {}
    override func safeAreaInsetsDidChange() {}
    override func layoutMarginsDidChange() {}
    override func updateConstraints() { super.updateConstraints() }
    override var alignmentRectInsets: UIEdgeInsets { .zero }
    override var forFirstBaselineLayout: UIView { self }
    override var forLastBaselineLayout: UIView { self }
    override var canBecomeFirstResponder: Bool { true }
    override func becomeFirstResponder() -> Bool { true }
    override func resignFirstResponder() -> Bool { true }
    override func addGestureRecognizer(_ g: UIGestureRecognizer) { super.addGestureRecognizer(g) }
    override func removeGestureRecognizer(_ g: UIGestureRecognizer) { super.removeGestureRecognizer(g) }
    override var gestureRecognizers: [UIGestureRecognizer]? {
        get { super.gestureRecognizers }
        set { super.gestureRecognizers = newValue }
    }
    override func systemLayoutSizeFitting(_ s: CGSize) -> CGSize { s }
    override func systemLayoutSizeFitting(
        _ s: CGSize, withHorizontalFittingPriority h: UILayoutPriority, verticalFittingPriority v: UILayoutPriority
    ) -> CGSize { s }
    override func alignmentRect(forFrame frame: CGRect) -> CGRect { frame }
    override func frame(forAlignmentRect r: CGRect) -> CGRect { r }
    override func bringSubviewToFront(_ view: UIView) { super.bringSubviewToFront(view) }
    override func sendSubviewToBack(_ view: UIView) { super.sendSubviewToBack(view) }
    override func insertSubview(_ view: UIView, at index: Int) { super.insertSubview(view, at: index) }
    override func addSubview(_ view: UIView) { super.addSubview(view) }
    override func removeFromSuperview() { super.removeFromSuperview() }
    override func setNeedsLayout() { super.setNeedsLayout() }
    override func layoutIfNeeded() { super.layoutIfNeeded() }
    override func setNeedsDisplay() { super.setNeedsDisplay() }
    override func setNeedsDisplay(_ r: CGRect) { super.setNeedsDisplay(r) }
    override var isUserInteractionEnabled: Bool { didSet {} }
    override var backgroundColor: UIColor? { didSet {} }
    override var frame: CGRect { didSet {} }
    override var bounds: CGRect { didSet {} }
    override var center: CGPoint { didSet {} }
    override var alpha: CGFloat { didSet {} }
    override var isHidden: Bool { didSet {} }
    override var tintColor: UIColor! { didSet {} }
    override var clipsToBounds: Bool { didSet {} }
    override var contentMode: UIView.ContentMode { didSet {} }
    override var transform: CGAffineTransform { didSet {} }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    override func accessibilityActivate() -> Bool { true }
    override var accessibilityLabel: String? {
        get { "x" }
        set {}
    }
    override var accessibilityFrame: CGRect {
        get { .zero }
        set {}
    }
    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }
    override var intrinsicContentSize: CGSize { .zero }
    override func invalidateIntrinsicContentSize() { super.invalidateIntrinsicContentSize() }
    override func traitCollectionDidChange(_ p: UITraitCollection?) {}
    override func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { point }
    override func encode(with coder: NSCoder) {}
    override func awakeFromNib() {}
    override func prepareForInterfaceBuilder() {}
    override class var requiresConstraintBasedLayout: Bool { true }
    override func updateConstraintsIfNeeded() {}
    override func setContentHuggingPriority(_ p: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    override func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        .required
    }
    override func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { true }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
    override func draw(_ layer: CALayer, in ctx: CGContext) {}
    override func layoutSublayers(of layer: CALayer) {}
    override func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}

class OverridingControl: UIControl {
    override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {}
    override func sendActions(for controlEvents: UIControl.Event) {}
    override func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {}
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    override func cancelTracking(with event: UIEvent?) {}
    override var isHighlighted: Bool { didSet {} }
    override var isSelected: Bool { didSet {} }
    override var isEnabled: Bool { didSet {} }
    override var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment { didSet {} }
}

class OverridingButton: UIButton {
    override func setTitle(_ t: String?, for s: UIControl.State) { super.setTitle(t, for: s) }
    override func setImage(_ i: UIImage?, for s: UIControl.State) {}
    override func setTitleColor(_ c: UIColor?, for s: UIControl.State) {}
    override func setAttributedTitle(_ t: NSAttributedString?, for s: UIControl.State) {}
    override func setBackgroundImage(_ i: UIImage?, for s: UIControl.State) {}
    override func titleRect(forContentRect r: CGRect) -> CGRect { r }
    override func imageRect(forContentRect r: CGRect) -> CGRect { r }
    override func contentRect(forBounds b: CGRect) -> CGRect { b }
    override func backgroundRect(forBounds b: CGRect) -> CGRect { b }
    override var titleLabel: UILabel? { super.titleLabel }
    override var imageView: UIImageView? { super.imageView }
    override func updateConfiguration() {}
    override var buttonType: UIButton.ButtonType { .custom }
}

class OverridingLabel: UILabel {
    override func drawText(in rect: CGRect) { super.drawText(in: rect) }
    override func textRect(forBounds b: CGRect, limitedToNumberOfLines n: Int) -> CGRect { b }
    override var text: String? { didSet {} }
    override var attributedText: NSAttributedString? { didSet {} }
    override var font: UIFont! { didSet {} }
    override var textColor: UIColor! { didSet {} }
}

class OverridingField: UITextField {
    override func textRect(forBounds b: CGRect) -> CGRect { b }
    override func editingRect(forBounds b: CGRect) -> CGRect { b }
    override func placeholderRect(forBounds b: CGRect) -> CGRect { b }
    override func clearButtonRect(forBounds b: CGRect) -> CGRect { b }
    override func leftViewRect(forBounds b: CGRect) -> CGRect { b }
    override func rightViewRect(forBounds b: CGRect) -> CGRect { b }
    override func borderRect(forBounds b: CGRect) -> CGRect { b }
    override func drawPlaceholder(in r: CGRect) {}
    override func drawText(in r: CGRect) {}
    override func caretRect(for p: UITextPosition) -> CGRect { .zero }
    override func closestPosition(to point: CGPoint) -> UITextPosition? { nil }
    override func canPerformAction(_ a: Selector, withSender s: Any?) -> Bool { false }
    override func deleteBackward() { super.deleteBackward() }
    override func insertText(_ text: String) { super.insertText(text) }
    override var text: String? { didSet {} }
    override var placeholder: String? { didSet {} }
    override var isSecureTextEntry: Bool { didSet {} }
    override var intrinsicContentSize: CGSize { .zero }
}

class OverridingTextView: UITextView {
    override func caretRect(for p: UITextPosition) -> CGRect { .zero }
    override var text: String! { didSet {} }
    override var contentSize: CGSize { didSet {} }
    override func paste(_ sender: Any?) {}
}

class OverridingScroll: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool { true }
    override func touchesShouldBegin(_ t: Set<UITouch>, with e: UIEvent?, in v: UIView) -> Bool { true }
    override var contentOffset: CGPoint { didSet {} }
    override var contentSize: CGSize { didSet {} }
    override var contentInset: UIEdgeInsets { didSet {} }
    override func setContentOffset(_ p: CGPoint, animated: Bool) {}
    override func scrollRectToVisible(_ r: CGRect, animated: Bool) {}
    override func adjustedContentInsetDidChange() {}
}

class OverridingTable: UITableView {
    override func reloadData() {}
    override func dequeueReusableCell(withIdentifier id: String) -> UITableViewCell? { nil }
    override func dequeueReusableCell(withIdentifier id: String, for i: IndexPath) -> UITableViewCell {
        UITableViewCell()
    }
    override func register(_ c: AnyClass?, forCellReuseIdentifier id: String) {}
    override func cellForRow(at i: IndexPath) -> UITableViewCell? { nil }
    override func selectRow(at i: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {}
    override func deselectRow(at i: IndexPath, animated: Bool) {}
    override func insertRows(at i: [IndexPath], with a: UITableView.RowAnimation) {}
    override func deleteRows(at i: [IndexPath], with a: UITableView.RowAnimation) {}
    override func reloadRows(at i: [IndexPath], with a: UITableView.RowAnimation) {}
    override func scrollToRow(at i: IndexPath, at p: UITableView.ScrollPosition, animated: Bool) {}
    override func beginUpdates() {}
    override func endUpdates() {}
    override func performBatchUpdates(_ u: (() -> Void)?, completion: ((Bool) -> Void)?) {}
    override var visibleCells: [UITableViewCell] { [] }
    override func numberOfRows(inSection s: Int) -> Int { 0 }
    override func rectForRow(at i: IndexPath) -> CGRect { .zero }
    override func indexPath(for c: UITableViewCell) -> IndexPath? { nil }
    override func indexPathForRow(at p: CGPoint) -> IndexPath? { nil }
    override var tableHeaderView: UIView? { didSet {} }
}

class OverridingCollection: UICollectionView {
    override func reloadData() {}
    override func dequeueReusableCell(withReuseIdentifier id: String, for i: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }
    override func register(_ c: AnyClass?, forCellWithReuseIdentifier id: String) {}
    override func cellForItem(at i: IndexPath) -> UICollectionViewCell? { nil }
    override func insertItems(at i: [IndexPath]) {}
    override func deleteItems(at i: [IndexPath]) {}
    override func reloadItems(at i: [IndexPath]) {}
    override func scrollToItem(at i: IndexPath, at p: UICollectionView.ScrollPosition, animated: Bool) {}
    override func selectItem(at i: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {}
    override func performBatchUpdates(_ u: (() -> Void)?, completion: ((Bool) -> Void)?) {}
    override var visibleCells: [UICollectionViewCell] { [] }
    override func numberOfItems(inSection s: Int) -> Int { 0 }
    override func indexPathForItem(at p: CGPoint) -> IndexPath? { nil }
    override func layoutAttributesForItem(at i: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    override var collectionViewLayout: UICollectionViewLayout {
        get { super.collectionViewLayout }
        set { super.collectionViewLayout = newValue }
    }
    override func setCollectionViewLayout(_ l: UICollectionViewLayout, animated: Bool) {}
}

class OverridingCell: UITableViewCell {
    override func prepareForReuse() { super.prepareForReuse() }
    override func setSelected(_ s: Bool, animated: Bool) {}
    override func setHighlighted(_ h: Bool, animated: Bool) {}
    override func setEditing(_ e: Bool, animated: Bool) {}
    override func updateConfiguration(using state: UICellConfigurationState) {}
    override var isSelected: Bool { didSet {} }
    override func willTransition(to state: UITableViewCell.StateMask) {}
}

class OverridingCCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(_ a: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    { a }
    override func apply(_ a: UICollectionViewLayoutAttributes) {}
    override var isSelected: Bool { didSet {} }
    override var isHighlighted: Bool { didSet {} }
    override func updateConfiguration(using state: UICellConfigurationState) {}
    override func dragStateDidChange(_ s: UICollectionViewCell.DragState) {}
}

class OverridingLayout: UICollectionViewFlowLayout {
    override func prepare() {}
    override var collectionViewContentSize: CGSize { .zero }
    override func layoutAttributesForElements(in r: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    override func layoutAttributesForItem(at i: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    override func shouldInvalidateLayout(forBoundsChange b: CGRect) -> Bool { true }
    override func targetContentOffset(forProposedContentOffset p: CGPoint, withScrollingVelocity v: CGPoint) -> CGPoint
    { p }
    override func targetContentOffset(forProposedContentOffset p: CGPoint) -> CGPoint { p }
    override func initialLayoutAttributesForAppearingItem(at i: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    override func finalLayoutAttributesForDisappearingItem(at i: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    override func prepare(forCollectionViewUpdates u: [UICollectionViewUpdateItem]) {}
    override func finalizeCollectionViewUpdates() {}
    override func invalidateLayout() {}
    override func invalidationContext(forBoundsChange b: CGRect) -> UICollectionViewLayoutInvalidationContext {
        super.invalidationContext(forBoundsChange: b)
    }
    override class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
    override func layoutAttributesForSupplementaryView(ofKind k: String, at i: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }
    override func layoutAttributesForDecorationView(ofKind k: String, at i: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }
    override var itemSize: CGSize { didSet {} }
}

class OverridingAttributes: UICollectionViewLayoutAttributes {
    override func copy(with zone: NSZone? = nil) -> Any { super.copy(with: zone) }
    override func isEqual(_ o: Any?) -> Bool { super.isEqual(o) }
}

class OverridingController: UIViewController {
    override func present(_ v: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        super.present(v, animated: animated, completion: completion)
    }
    override func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        super.dismiss(animated: animated, completion: completion)
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    override func performSegue(withIdentifier id: String, sender: Any?) {}
    override func shouldPerformSegue(withIdentifier id: String, sender: Any?) -> Bool { true }
    override func show(_ vc: UIViewController, sender: Any?) {}
    override func showDetailViewController(_ vc: UIViewController, sender: Any?) {}
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { true }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override var shouldAutorotate: Bool { true }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    override var childForStatusBarStyle: UIViewController? { nil }
    override var prefersHomeIndicatorAutoHidden: Bool { true }
    override func viewWillTransition(to s: CGSize, with c: UIViewControllerTransitionCoordinator) {}
    override func willMove(toParent p: UIViewController?) {}
    override func didMove(toParent p: UIViewController?) {}
    override func addChild(_ c: UIViewController) { super.addChild(c) }
    override func removeFromParent() { super.removeFromParent() }
    override func setEditing(_ e: Bool, animated: Bool) {}
    override var preferredContentSize: CGSize {
        get { .zero }
        set {}
    }
    override func preferredContentSizeDidChange(forChildContentContainer c: UIContentContainer) {}
    override func viewSafeAreaInsetsDidChange() {}
    override func viewLayoutMarginsDidChange() {}
    override func updateViewConstraints() { super.updateViewConstraints() }
    override func loadView() { super.loadView() }
    override var title: String? { didSet {} }
    override var navigationItem: UINavigationItem { super.navigationItem }
    override func traitCollectionDidChange(_ p: UITraitCollection?) {}
    override var canBecomeFirstResponder: Bool { true }
    override var inputAccessoryView: UIView? { nil }
    override var keyCommands: [UIKeyCommand]? { nil }
    override func motionEnded(_ m: UIEvent.EventSubtype, with e: UIEvent?) {}
    override func setNeedsStatusBarAppearanceUpdate() {}
    override var modalPresentationStyle: UIModalPresentationStyle {
        get { .fullScreen }
        set {}
    }
    override var transitioningDelegate: UIViewControllerTransitioningDelegate? {
        get { nil }
        set {}
    }
    override var presentedViewController: UIViewController? { nil }
    override func beginAppearanceTransition(_ a: Bool, animated: Bool) {}
    override func endAppearanceTransition() {}
    override var isEditing: Bool { didSet {} }
    override func viewIsAppearing(_ animated: Bool) {}
    override func awakeFromNib() {}
}

class OverridingNav: UINavigationController {
    override func pushViewController(_ v: UIViewController, animated: Bool) {
        super.pushViewController(v, animated: animated)
    }
    override func popViewController(animated: Bool) -> UIViewController? { nil }
    override func popToRootViewController(animated: Bool) -> [UIViewController]? { nil }
    override func setViewControllers(_ v: [UIViewController], animated: Bool) {}
    override var childForStatusBarStyle: UIViewController? { topViewController }
}

class OverridingTab: UITabBarController {
    override var selectedIndex: Int { didSet {} }
    override var selectedViewController: UIViewController? { didSet {} }
    override func tabBar(_ t: UITabBar, didSelect item: UITabBarItem) {}
    override func setViewControllers(_ v: [UIViewController]?, animated: Bool) {}
}

class OverridingStack: UIStackView {
    override func addArrangedSubview(_ v: UIView) { super.addArrangedSubview(v) }
    override func removeArrangedSubview(_ v: UIView) {}
    override func insertArrangedSubview(_ v: UIView, at i: Int) {}
}

class OverridingImageView: UIImageView {
    override var image: UIImage? { didSet {} }
    override var isHighlighted: Bool { didSet {} }
}

class OverridingSlider: UISlider {
    override func trackRect(forBounds b: CGRect) -> CGRect { b }
    override func thumbRect(forBounds b: CGRect, trackRect r: CGRect, value: Float) -> CGRect { r }
    override func minimumValueImageRect(forBounds b: CGRect) -> CGRect { b }
    override func setValue(_ v: Float, animated: Bool) {}
    override var value: Float { didSet {} }
}

class OverridingSwitch: UISwitch {
    override func setOn(_ on: Bool, animated: Bool) {}
    override var isOn: Bool { didSet {} }
}

class OverridingPage: UIPageControl {
    override var currentPage: Int { didSet {} }
    override var numberOfPages: Int { didSet {} }
    override func size(forNumberOfPages n: Int) -> CGSize { .zero }
}

class OverridingSeg: UISegmentedControl {
    override var selectedSegmentIndex: Int { didSet {} }
    override func insertSegment(withTitle t: String?, at i: Int, animated: Bool) {}
    override func setTitle(_ t: String?, forSegmentAt i: Int) {}
}

class OverridingLayer: CALayer {
    override func draw(in ctx: CGContext) {}
    override func layoutSublayers() {}
    override func display() {}
    override func action(forKey event: String) -> CAAction? { nil }
    override class func defaultAction(forKey event: String) -> CAAction? { nil }
    override class func needsDisplay(forKey key: String) -> Bool { false }
    override func hitTest(_ p: CGPoint) -> CALayer? { nil }
    override func contains(_ p: CGPoint) -> Bool { false }
    override func add(_ a: CAAnimation, forKey k: String?) { super.add(a, forKey: k) }
    override func removeAllAnimations() {}
    override func removeAnimation(forKey k: String) {}
    override func addSublayer(_ l: CALayer) { super.addSublayer(l) }
    override func removeFromSuperlayer() {}
    override func insertSublayer(_ l: CALayer, at i: UInt32) {}
    override func setNeedsDisplay() {}
    override func setNeedsLayout() {}
    override func preferredFrameSize() -> CGSize { .zero }
    override var frame: CGRect { didSet {} }
    override var bounds: CGRect { didSet {} }
    override var position: CGPoint { didSet {} }
    override func render(in ctx: CGContext) {}
    override func presentation() -> Self? { nil }
    override func value(forKey key: String) -> Any? { nil }
    override func setValue(_ v: Any?, forKey key: String) {}
    override var cornerRadius: CGFloat { didSet {} }
}

class OverridingShape: CAShapeLayer {
    override var path: CGPath? { didSet {} }
    override var strokeEnd: CGFloat { didSet {} }
}

class OverridingGradient: CAGradientLayer {
    override var colors: [Any]? { didSet {} }
}

class OverridingGesture: UIGestureRecognizer {
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {}
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {}
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {}
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {}
    override func reset() {}
    override func canPrevent(_ g: UIGestureRecognizer) -> Bool { true }
    override func canBePrevented(by g: UIGestureRecognizer) -> Bool { true }
    override func shouldRequireFailure(of g: UIGestureRecognizer) -> Bool { false }
    override func location(in v: UIView?) -> CGPoint { .zero }
    override var state: UIGestureRecognizer.State { didSet {} }
    override func addTarget(_ t: Any, action: Selector) {}
}

class OverridingPan: UIPanGestureRecognizer {
    override func translation(in v: UIView?) -> CGPoint { .zero }
    override func velocity(in v: UIView?) -> CGPoint { .zero }
}

class OverridingWindow: UIWindow {
    override func sendEvent(_ e: UIEvent) {}
    override func makeKeyAndVisible() {}
    override func becomeKey() {}
}

class OverridingPresentation: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect { .zero }
    override func presentationTransitionWillBegin() {}
    override func presentationTransitionDidEnd(_ c: Bool) {}
    override func dismissalTransitionWillBegin() {}
    override func dismissalTransitionDidEnd(_ c: Bool) {}
    override func containerViewWillLayoutSubviews() {}
    override func containerViewDidLayoutSubviews() {}
    override var shouldRemovePresentersView: Bool { true }
    override var presentedView: UIView? { nil }
    override func size(forChildContentContainer c: UIContentContainer, withParentContainerSize s: CGSize) -> CGSize {
        s
    }
    override var adaptivePresentationStyle: UIModalPresentationStyle { .none }
}

class OverridingVisual: UIVisualEffectView {
    override var effect: UIVisualEffect? { didSet {} }
}

class OverridingTabBar: UITabBar {
    override func sizeThatFits(_ s: CGSize) -> CGSize { s }
    override var items: [UITabBarItem]? { didSet {} }
    override func setItems(_ i: [UITabBarItem]?, animated: Bool) {}
}

class OverridingNavBar: UINavigationBar {
    override func pushItem(_ i: UINavigationItem, animated: Bool) {}
}

class OverridingPicker: UIPickerView {
    override func reloadAllComponents() {}
    override func selectRow(_ r: Int, inComponent c: Int, animated: Bool) {}
}

class OverridingDatePicker: UIDatePicker {
    override var date: Date { didSet {} }
}

class OverridingRefresh: UIRefreshControl {
    override func beginRefreshing() {}
    override func endRefreshing() {}
}

class OverridingActivity: UIActivityIndicatorView {
    override func startAnimating() {}
    override func stopAnimating() {}
    override var isAnimating: Bool { false }
}

class OverridingProgress: UIProgressView {
    override func setProgress(_ p: Float, animated: Bool) {}
    override var progress: Float { didSet {} }
}

class OverridingAlert: UIAlertController {
    override func addAction(_ a: UIAlertAction) {}
}

class OverridingTableController: UITableViewController {
    override func numberOfSections(in t: UITableView) -> Int { 1 }
    override func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { 0 }
    override func tableView(_ t: UITableView, cellForRowAt i: IndexPath) -> UITableViewCell { UITableViewCell() }
    override func tableView(_ t: UITableView, didSelectRowAt i: IndexPath) {}
    override func tableView(_ t: UITableView, heightForRowAt i: IndexPath) -> CGFloat { 44 }
    override func tableView(_ t: UITableView, viewForHeaderInSection s: Int) -> UIView? { nil }
    override func tableView(_ t: UITableView, titleForHeaderInSection s: Int) -> String? { nil }
    override func tableView(_ t: UITableView, trailingSwipeActionsConfigurationForRowAt i: IndexPath)
        -> UISwipeActionsConfiguration?
    { nil }
    override func scrollViewDidScroll(_ s: UIScrollView) {}
    override func tableView(_ t: UITableView, willDisplay c: UITableViewCell, forRowAt i: IndexPath) {}
    override func tableView(_ t: UITableView, canEditRowAt i: IndexPath) -> Bool { true }
    override func tableView(_ t: UITableView, commit e: UITableViewCell.EditingStyle, forRowAt i: IndexPath) {}
}

class OverridingCollectionController: UICollectionViewController {
    override func numberOfSections(in c: UICollectionView) -> Int { 1 }
    override func collectionView(_ c: UICollectionView, numberOfItemsInSection s: Int) -> Int { 0 }
    override func collectionView(_ c: UICollectionView, cellForItemAt i: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }
    override func collectionView(_ c: UICollectionView, didSelectItemAt i: IndexPath) {}
    override func collectionView(_ c: UICollectionView, viewForSupplementaryElementOfKind k: String, at i: IndexPath)
        -> UICollectionReusableView
    { UICollectionReusableView() }
    override func scrollViewDidScroll(_ s: UIScrollView) {}
    override func scrollViewWillEndDragging(
        _ s: UIScrollView, withVelocity v: CGPoint, targetContentOffset t: UnsafeMutablePointer<CGPoint>
    ) {}
}
