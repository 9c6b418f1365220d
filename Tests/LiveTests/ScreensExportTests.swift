import Foundation
import ImageIO
import TestSupport
import XCTest

/// Screens in the style of open-source components, in our own words, through the real
/// `viewlab export --package … --time 1`: a bottom sheet that a screen presents in `viewDidAppear`
/// with a custom `UIPresentationController` (a dimming view and a card with rounded top corners)
/// and a spring animator (BottomPopup's and PanModal's shape), and a list screen that pushes a
/// detail screen in `viewDidAppear` inside a `UINavigationController`.
final class ScreensExportTests: XCTestCase {
    static let sheet = """
        import UIKit

        final class CardPresentation: UIPresentationController {
            private let dimming = UIView()

            override var frameOfPresentedViewInContainerView: CGRect {
                guard let bounds = containerView?.bounds else { return .zero }
                return CGRect(x: 0, y: bounds.height - 300, width: bounds.width, height: 300)
            }

            override func presentationTransitionWillBegin() {
                guard let containerView else { return }
                dimming.backgroundColor = UIColor.black.withAlphaComponent(0.5)
                dimming.frame = containerView.bounds
                dimming.alpha = 0
                containerView.insertSubview(dimming, at: 0)
                presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 1 })
            }

            override func containerViewWillLayoutSubviews() {
                super.containerViewWillLayoutSubviews()
                presentedView?.frame = frameOfPresentedViewInContainerView
                presentedView?.layer.cornerRadius = 16
                presentedView?.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
                presentedView?.clipsToBounds = true
            }
        }

        final class SlideUp: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                guard let to = transitionContext.viewController(forKey: .to) else { return }
                let container = transitionContext.containerView
                let final = transitionContext.finalFrame(for: to)
                to.view.frame = final.offsetBy(dx: 0, dy: final.height)
                container.addSubview(to.view)
                UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                               usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [], animations: {
                    to.view.frame = final
                }, completion: { finished in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
            }
        }

        final class SheetViewController: UIViewController, UIViewControllerTransitioningDelegate {
            init() {
                super.init(nibName: nil, bundle: nil)
                modalPresentationStyle = .custom
                transitioningDelegate = self
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .systemGreen
            }

            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                        source: UIViewController) -> UIPresentationController? {
                CardPresentation(presentedViewController: presented, presenting: presenting)
            }

            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                SlideUp()
            }
        }

        final class HomeViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .white
            }

            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                present(SheetViewController(), animated: true)
            }
        }

        final class ListViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Inbox"
                view.backgroundColor = .white
            }

            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                let detail = UIViewController()
                detail.title = "Message"
                detail.view.backgroundColor = .systemOrange
                navigationController?.pushViewController(detail, animated: true)
            }
        }

        #Preview("Sheet") {
            HomeViewController()
        }

        #Preview("Pushed") {
            UINavigationController(rootViewController: ListViewController())
        }

        """

    func testASheetPresentedInViewDidAppear_andAScreenPushedThere_showAtOneSecond() throws {
        let package = try LiveFixtures.package(
            "viewlab-screens-pkg", name: "Screens", targets: ["Screens": ["Screens.swift": Self.sheet]])
        let out = try ViewLabBinary.temporaryDirectory("viewlab-screens-out")
        let result = try ViewLabBinary.run(
            ["export", "--package", package.path, "--out", out.path, "--jobs", "1", "--time", "1"], in: package)
        XCTAssertEqual(result.status, 0, result.stderr)

        let sheet = out.appendingPathComponent("Screens/Sheet.light-portrait.png")
        let green: [UInt8] = [0x34, 0xC7, 0x59]
        XCTAssertEqual(try screenColour(sheet, x: 196, y: 700), green, "the card slid up to the bottom 300 pt")
        let dimmed = try screenColour(sheet, x: 196, y: 300)
        XCTAssertTrue(
            dimmed.allSatisfy { abs(Int($0) - 128) <= 1 },
            "white under black at 50 %: the dimming faded in, got \(dimmed)")
        XCTAssertNotEqual(try screenColour(sheet, x: 1, y: 553), green, "the card's rounded top corner")

        let pushed = out.appendingPathComponent("Screens/Pushed.light-portrait.png")
        let orange: [UInt8] = [0xFF, 0x95, 0x00]
        XCTAssertEqual(try screenColour(pushed, x: 196, y: 500), orange, "the detail screen slid in")
        XCTAssertEqual(try screenColour(pushed, x: 20, y: 500), orange)
    }

    /// In the shell, controllers are plain Swift: a class declared at the prompt and presented from
    /// the screen's root controller shows as a sheet in the next export.
    func testTheShellPresentsASheetWithPlainSwift() throws {
        let folder = try ViewLabBinary.temporaryDirectory("viewlab-screens-shell")
        let script = folder.appendingPathComponent("present.txt"), png = folder.appendingPathComponent("sheet.png")
        try """
        class Sheet: UIViewController { override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = .systemGreen } }
        root.backgroundColor = .white
        root.window?.rootViewController?.present(Sheet(), animated: false)
        :export \(png.path)

        """.write(to: script, atomically: true, encoding: .utf8)
        let result = try ViewLabBinary.run(["run", script.path], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try screenColour(png, x: 196, y: 500), [0x34, 0xC7, 0x59], "the sheet's card")
        XCTAssertEqual(try screenColour(png, x: 196, y: 20), [0, 0, 0], "black above the scaled-back screen")
    }

    /// The RGB at point (`x`, `y`) of an iPhone 15 screen PNG.
    /// The colour at (`x`, `y`) points of a full-screen export (393 pt wide).
    func screenColour(_ png: URL, x: Int, y: Int) throws -> [UInt8] {
        let image = try PNGDecoder().decode(contentsOf: png).image
        let scale = image.width / 393
        let p = image.pixel(x: x * scale, y: y * scale)
        return [p.red, p.green, p.blue]
    }
}
