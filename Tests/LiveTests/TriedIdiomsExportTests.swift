import Foundation
import ImageIO
import TestSupport
import XCTest

/// Idioms of the twelfth corpus measurement (the six held out of the eleventh, now tried; issues
/// #39, #40), in our own words, through the real `viewlab export --package`: each fixture is
/// written the way the components we measured write it, and each preview paints a 60 × 60 swatch
/// green only when what it checked at run time holds (red otherwise), so a wrong answer fails the
/// test as surely as a compile error.
final class TriedIdiomsExportTests: XCTestCase {
    /// A panel manager that is not isolated to the main actor (a plain class, as a panel library
    /// writes it) lays its child out with the visual format language: on iOS
    /// `NSLayoutConstraint` is `@MainActor` but imported from Objective-C, so Swift 5 code calls it
    /// from nonisolated code.
    static let panels = """
        import UIKit

        final class PanelManager {
            func attach(_ child: UIView, to container: UIView) -> [NSLayoutConstraint] {
                child.translatesAutoresizingMaskIntoConstraints = false
                let views = ["child": child]
                let horizontal = NSLayoutConstraint.constraints(withVisualFormat: "H:|[child]|",
                                                                options: NSLayoutConstraint.FormatOptions(rawValue: 0),
                                                                metrics: nil, views: views)
                container.addConstraints(horizontal)
                let vertical = NSLayoutConstraint.constraints(withVisualFormat: "V:[child(==20)]|", options: [], metrics: nil, views: views)
                container.addConstraints(vertical)
                return horizontal + vertical
            }
        }

        public extension UIStoryboard {
            class func instantiatePanel(identifier: String) -> UIViewController {
                guard let panel = UIStoryboard(name: identifier, bundle: nil).instantiateInitialViewController() else {
                    fatalError("no initial controller")
                }
                return panel
            }
        }

        final class OptionsController: UIViewController {
            @IBOutlet weak var titleLabel: UILabel!
            var awoke = false
            override func awakeFromNib() {
                super.awakeFromNib()
                awoke = true
            }
        }

        """

    /// Two scenes: the initial one (a custom class with an outlet, a segue to the other), and a
    /// plain controller — as Xcode writes a storyboard.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            </dependencies>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController storyboardIdentifier="Options" id="vc1" customClass="OptionsController" customModule="Components" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="60" height="60"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label text="Options" id="l1">
                                        <rect key="frame" x="0.0" y="0.0" width="60" height="20"/>
                                    </label>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="g1"/>
                                <color key="backgroundColor" red="0.20392156862745098" green="0.7803921568627451" blue="0.34901960784313724" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </view>
                            <connections>
                                <outlet property="titleLabel" destination="l1" id="c1"/>
                                <segue destination="vc2" kind="show" id="sg1"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="0" y="0"/>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController storyboardIdentifier="Plain" id="vc2" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v2">
                                <rect key="frame" x="0.0" y="0.0" width="60" height="60"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="400" y="0"/>
                </scene>
            </scenes>
        </document>

        """

    /// A floating panel's shapes: overrides in `public extension`s of public classes, a pointer
    /// scroll recognizer, a pointer interaction delegate with an animator, a gesture delegate
    /// asked with `?` for each overload, the first responder found with `sendAction`, size
    /// classes forced on the child, an Objective-C-only spelling; and a snackbar's open view with
    /// observable properties.
    static let floating = """
        import UIKit

        public final class Panel: UIViewController {
            let animatorIsMovingToParent = true
            public weak var gestureDelegate: UIGestureRecognizerDelegate?
            var loaded = false
        }

        public extension Panel {
            override var isMovingToParent: Bool { animatorIsMovingToParent }

            override func loadView() {
                loaded = true
                view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            }

            override func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
                UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .compact)])
            }

            @objc(isInMode:)
            @available(swift, obsoleted: 1.0)
            func isInMode(_ mode: Int) -> Bool { mode == 0 }
        }

        public final class PointerScroll: UIPanGestureRecognizer {
            static func make(target: Any?, action: Selector?) -> PointerScroll {
                let gesture = PointerScroll(target: target, action: action)
                gesture.allowedScrollTypesMask = .continuous
                return gesture
            }
        }

        public extension PointerScroll {
            override func shouldReceive(_ event: UIEvent) -> Bool {
                guard event.type == .scroll else { return false }
                return super.shouldReceive(event)
            }
        }

        public final class NoDelayPan: UIGestureRecognizer {
            var ignored = 0
        }

        public extension NoDelayPan {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                super.touchesBegan(touches, with: event)
                touches.forEach { self.ignore($0, for: event) }
                ignored += touches.count
            }
        }

        final class Gestures: NSObject, UIGestureRecognizerDelegate {
            weak var forward: UIGestureRecognizerDelegate?
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
                forward?.gestureRecognizer?(gestureRecognizer, shouldReceive: touch) ?? true
            }
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
                forward?.gestureRecognizer?(gestureRecognizer, shouldReceive: press) ?? true
            }
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
                forward?.gestureRecognizer?(gestureRecognizer, shouldRequireFailureOf: otherGestureRecognizer) ?? false
            }
        }

        final class Handle: UIView, UIPointerInteractionDelegate {
            func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: UIPointerInteractionAnimating) {
                animator.addAnimations { self.alpha = 0.5 }
            }
            func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: UIPointerInteractionAnimating) {
                animator.addAnimations { self.alpha = 1 }
            }
        }

        private extension UIResponder {
            static weak var found: AnyObject?
            static func currentFirstResponder() -> AnyObject? {
                UIResponder.found = nil
                UIApplication.shared.sendAction(#selector(findFirstResponder), to: nil, from: nil, for: nil)
                return UIResponder.found
            }
            @objc func findFirstResponder() { UIResponder.found = self }
        }

        func firstResponder() -> AnyObject? { UIResponder.currentFirstResponder() }

        open class Snackbar: UIView {
            @objc open dynamic var message: String = ""
            @objc public static var defaultFrame = CGRect(x: 0, y: 0, width: 320, height: 58)
        }

        """

    /// An alert's shapes: a collection view cell from a XIB under its Objective-C name, with its
    /// content view's subviews and outlets; a view whose intrinsic height is its label's laid-out
    /// frame (it calls `layoutIfNeeded()` from `intrinsicContentSize`, during layout); an overlay's
    /// transition coordinator calling the animator's optional methods with `?`, and its scroll
    /// view delegate proxy asking the original delegate `responds(to:)`.
    static let alert = """
        import UIKit

        @objc(ZZActionCell)
        final class ActionCell: UICollectionViewCell {
            @IBOutlet weak var titleLabel: UILabel!
        }

        final class AlertBody: UIView {
            let message = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                message.text = "Hi"
                message.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
                addSubview(message)
            }
            required init?(coder: NSCoder) { fatalError() }
            override var intrinsicContentSize: CGSize {
                message.layoutIfNeeded()
                return CGSize(width: UIView.noIntrinsicMetric, height: message.frame.maxY + 10)
            }
        }

        final class TransitionCoordinator {
            let animator: UIViewImplicitlyAnimating
            var completed = false
            init(animator: UIViewImplicitlyAnimating) { self.animator = animator }
            func animate(alongside animation: @escaping () -> Void) {
                animator.addAnimations? { animation() }
                animator.addCompletion? { [weak self] _ in self?.completed = true }
            }
        }

        final class ScrollProxy: NSObject, UIScrollViewDelegate {
            weak var original: UIScrollViewDelegate?
            override func responds(to aSelector: Selector!) -> Bool {
                super.responds(to: aSelector) || (original?.responds(to: aSelector) ?? false)
            }
            override func forwardingTarget(for aSelector: Selector!) -> Any? {
                original?.responds(to: aSelector) == true ? original : super.forwardingTarget(for: aSelector)
            }
        }

        final class Original: NSObject, UIScrollViewDelegate {
            func scrollViewDidScroll(_ scrollView: UIScrollView) {}
        }

        final class Actions: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "actionCell", for: indexPath) as? ActionCell
                cell?.titleLabel.text = indexPath.item == 0 ? "Cancel" : "OK"
                return cell!
            }
        }

        """

    /// The cell as Interface Builder writes it: a content view without an id, the cell's
    /// constraints naming the content view's subviews.
    static let actionCell = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_0" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="14460.20"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" reuseIdentifier="actionCell" id="cell" customClass="ZZActionCell">
                    <rect key="frame" x="0.0" y="0.0" width="60" height="30"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center">
                        <rect key="frame" x="0.0" y="0.0" width="60" height="30"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <label text="Label" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                <rect key="frame" x="4" y="4" width="52" height="22"/>
                                <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                    </view>
                    <constraints>
                        <constraint firstItem="label" firstAttribute="leading" secondItem="cell" secondAttribute="leading" constant="4" id="c1"/>
                        <constraint firstAttribute="trailing" secondItem="label" secondAttribute="trailing" constant="4" id="c2"/>
                        <constraint firstItem="label" firstAttribute="top" secondItem="cell" secondAttribute="top" constant="4" id="c3"/>
                        <constraint firstAttribute="bottom" secondItem="label" secondAttribute="bottom" constant="4" id="c4"/>
                    </constraints>
                    <size key="customSize" width="60" height="30"/>
                    <connections>
                        <outlet property="titleLabel" destination="label" id="o1"/>
                    </connections>
                    <point key="canvasLocation" x="265" y="363"/>
                </collectionViewCell>
            </objects>
        </document>

        """

    static let previews = """
        \(SwatchFixture.source)

        #Preview("VisualFormat", traits: .fixedLayout(width: 60, height: 60)) {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            let child = UIView()
            container.addSubview(child)
            let constraints = PanelManager().attach(child, to: container)
            container.layoutIfNeeded()
            return swatch(constraints.count == 4 && child.frame == CGRect(x: 0, y: 40, width: 60, height: 20))
        }

        #Preview("Storyboard", traits: .fixedLayout(width: 60, height: 60)) {
            let controller = UIStoryboard.instantiatePanel(identifier: "Panel") as! OptionsController
            let loadedEarly = controller.isViewLoaded
            let storyboard = UIStoryboard(name: "Panel", bundle: nil)
            let plain = storyboard.instantiateViewController(withIdentifier: "Plain")
            let typed: OptionsController = storyboard.instantiateViewController(identifier: "Options") { coder in OptionsController(coder: coder) }
            let view = controller.view!
            let ok = controller.awoke && !loadedEarly && controller.titleLabel?.text == "Options"
                && controller.titleLabel?.superview === view && view.bounds.size == CGSize(width: 60, height: 60)
                && type(of: plain) == UIViewController.self && plain.view.bounds.width == 60
                && typed.awoke && typed.storyboard === storyboard && controller.storyboard != nil
            return ok ? view : swatch(false) as UIView
        }

        #Preview("MissingStoryboard", traits: .fixedLayout(width: 60, height: 60)) {
            _ = UIStoryboard(name: "Nowhere", bundle: nil)
            return swatch(false)
        }

        #Preview("MissingIdentifier", traits: .fixedLayout(width: 60, height: 60)) {
            _ = UIStoryboard(name: "Panel", bundle: nil).instantiateViewController(withIdentifier: "Settings")
            return swatch(false)
        }

        #Preview("Alert", traits: .fixedLayout(width: 60, height: 60)) {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            let body = AlertBody()
            body.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(body)
            NSLayoutConstraint.activate([body.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                         body.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                                         body.topAnchor.constraint(equalTo: container.topAnchor)])
            container.layoutIfNeeded()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 60, height: 30)
            layout.minimumLineSpacing = 0
            let actions = Actions()
            let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 60, height: 60), collectionViewLayout: layout)
            list.register(UINib(nibName: "ActionCell", bundle: nil), forCellWithReuseIdentifier: "actionCell")
            list.dataSource = actions
            list.reloadData()
            list.layoutIfNeeded()
            let cells = list.visibleCells.compactMap { $0 as? ActionCell }.sorted { $0.frame.minY < $1.frame.minY }
            let labels = cells.compactMap { $0.titleLabel }
            let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut)
            let coordinator = TransitionCoordinator(animator: animator)
            coordinator.animate { body.alpha = 0.5 }
            animator.startAnimation()
            animator.stopAnimation(false)
            animator.finishAnimation(at: .end)
            let proxy = ScrollProxy()
            let selector = #selector(Original.scrollViewDidScroll(_:))
            let alone = proxy.forwardingTarget(for: selector) == nil && !proxy.responds(to: selector)
            let original = Original()
            proxy.original = original
            let forwarded = proxy.responds(to: selector) && proxy.forwardingTarget(for: selector) as? Original === original
            let ok = alone && forwarded && coordinator.completed && body.frame.height == 30 && cells.count == 2 && labels.map { $0.text ?? "" } == ["Cancel", "OK"]
                && zip(labels, cells).allSatisfy { $0.0.superview === $0.1.contentView && $0.0.frame == CGRect(x: 4, y: 4, width: 52, height: 22) }
            return swatch(ok)
        }

        #Preview("Floating", traits: .fixedLayout(width: 60, height: 60)) {
            let panel = Panel()
            let child = UIViewController()
            panel.addChild(child)
            panel.view.addSubview(child.view)
            child.didMove(toParent: panel)
            let traits = child.view.traitCollection
            let scroll = PointerScroll.make(target: nil, action: nil)
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
            panel.view.addSubview(field)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            window.addSubview(panel.view)
            let noneFirst = firstResponder() == nil
            field.becomeFirstResponder()
            let gestures = Gestures()
            let tap = UITapGestureRecognizer()
            let overloadsAnswer = gestures.gestureRecognizer(tap, shouldRequireFailureOf: scroll) == false
            let snackbar = Snackbar(frame: Snackbar.defaultFrame)
            var seen: [String] = []
            let observation = snackbar.observe(\\.message, options: [.new]) { bar, _ in seen.append(bar.message) }
            snackbar.message = "Deleted"
            observation.invalidate()
            let ok = panel.loaded && panel.isMovingToParent && traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .compact
                && scroll.allowedScrollTypesMask == .continuous && noneFirst && firstResponder() === field
                && overloadsAnswer && seen == ["Deleted"]
            return swatch(ok)
        }

        """

    func testIdiomsOfTheTwelfthCorpusCompileAndAnswerAsOnIOS() throws {
        let files = [
            "Panels.swift": Self.panels, "Panel.storyboard": Self.storyboard, "Floating.swift": Self.floating,
            "Alert.swift": Self.alert, "ActionCell.xib": Self.actionCell,
            "Previews.swift": Self.previews,
        ]
        let (out, result) = try LiveFixtures.export(
            package: "viewlab-tried-pkg", out: "viewlab-tried-out", name: "Components", targets: ["Components": files])
        XCTAssertTrue(result.stdout.contains("exported 4 PNGs, 2 failed"), result.stdout + result.stderr)
        func shot(_ name: String) -> URL { out.appendingPathComponent("Previews/\(name).light-portrait.png") }
        let green: [UInt8] = [0x34, 0xC7, 0x59]
        for name in ["VisualFormat", "Floating", "Alert"] {
            XCTAssertEqual(try colour(shot(name), x: 30, y: 30), green, "\(name): a runtime check failed (red)")
        }
        // The storyboard's view: its sRGB background (IB's components of system green) under the label.
        XCTAssertEqual(
            try colour(shot("Storyboard"), x: 30, y: 45), green, "the scene's view, loaded from the storyboard")
        // UIKit's messages for a storyboard that is not there and an identifier it does not have.
        XCTAssertTrue(result.stderr.contains("Could not find a storyboard named 'Nowhere' in bundle"), result.stderr)
        XCTAssertTrue(
            result.stderr.contains("doesn't contain a view controller with identifier 'Settings'"), result.stderr)
    }
}
