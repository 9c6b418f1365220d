import Foundation
import ImageIO
import TestSupport
import XCTest

/// Idioms of the nineteenth corpus measurement (issues #39, #40: a centring carousel layout, a
/// bottom panel moved by a transform, an alert wrapper, a banner and a status toast), in our own
/// words, through the real `viewlab export --package`: each preview paints a 60 × 60 swatch green
/// only when what it checked at run time holds (red otherwise). Before this round the toast
/// and drawer fixtures did not compile and the other two drew red.
final class NineteenthCorpusExportTests: XCTestCase {
    /// A carousel layout that centres the first item with content insets computed from the
    /// collection view's size whenever it is invalidated.
    static let carousel = """
        import UIKit

        final class CentringLayout: UICollectionViewFlowLayout {
            override init() {
                super.init()
                scrollDirection = .horizontal
            }
            required init?(coder: NSCoder) { fatalError() }
            override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
                super.invalidateLayout(with: context)
                guard let collectionView = collectionView else { return }
                let side = (collectionView.bounds.width - itemSize.width) / 2
                collectionView.contentInset = UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
                collectionView.contentOffset = CGPoint(x: -side, y: 0)
            }
        }
        """

    /// A bottom panel parked by a translation transform whose height is recomputed through
    /// `frame.size` on every move.
    static let panel = """
        import UIKit

        final class Panel {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 120))
            func move(to y: CGFloat) {
                view.transform = CGAffineTransform(translationX: 0, y: y)
                view.frame.size.height = 120 - y
            }
        }
        """

    /// An alert wrapper that puts an image on its actions through key-value coding, a banner that
    /// still sets the status bar style the iOS 8 way, and a toast that reads the device model.
    static let toast = """
        import UIKit

        func decoratedAction(_ image: UIImage) -> UIAlertAction {
            let action = UIAlertAction(title: "Share", style: .default, handler: nil)
            action.setValue(image, forKey: "image")
            action.setValue(UIColor.systemGreen, forKey: "titleTextColor")
            return action
        }

        func machine() -> String {
            var sysinfo = utsname()
            uname(&sysinfo)
            let bytes = Data(bytes: &sysinfo.machine, count: Int(_SYS_NAMELEN))
            return String(bytes: bytes, encoding: .ascii)!.trimmingCharacters(in: .controlCharacters)
        }

        func bannerShown() -> TimeInterval {
            UIApplication.shared.setStatusBarStyle(.lightContent, animated: true)
            return TimeInterval(UINavigationController.hideShowBarDuration)
        }
        """

    /// A drawer that shuffles the slices of its snapshot with GameplayKit for a transition, and
    /// still overrides the iOS 7 rotation callback, in an extension.
    static let drawer = """
        import GameplayKit
        import UIKit

        final class Drawer: UIViewController {
            var rotations = 0
        }

        extension Drawer {
            override func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
                rotations += 1
            }
        }

        func shuffledSlices() -> [Int] {
            let slices = Array(0..<12)
            return ((slices as NSArray).shuffled() as? [Int]) ?? []
        }
        """

    static let previews = """
        import GameplayKit
        import UIKit

        #Preview("Carousel", traits: .fixedLayout(width: 60, height: 60)) {
            let layout = CentringLayout()
            layout.itemSize = CGSize(width: 20, height: 20)
            let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
            collection.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
            return swatch(collection.contentInset.left == 20 && collection.contentOffset.x == -20)
        }

        #Preview("Panel", traits: .fixedLayout(width: 60, height: 60)) {
            let panel = Panel()
            panel.move(to: 40)
            panel.move(to: 30)
            panel.move(to: 30)
            return swatch(panel.view.frame == CGRect(x: 0, y: 30, width: 60, height: 90))
        }

        #Preview("Drawer", traits: .fixedLayout(width: 60, height: 60)) {
            let drawer = Drawer()
            let plain: UIViewController = drawer
            plain.willAnimateRotation(to: .landscapeLeft, duration: 0.3)
            let random = GKRandomSource.sharedRandom()
            let draws = (0..<50).map { _ in random.nextInt(upperBound: 3) }
            let ok = shuffledSlices().sorted() == Array(0..<12) && drawer.rotations == 1
                && Set(draws).isSubset(of: [0, 1, 2]) && (0..<50).allSatisfy { _ in (0..<1).contains(random.nextUniform()) }
            return swatch(ok)
        }

        #Preview("Toast", traits: .fixedLayout(width: 60, height: 60)) {
            let image = UIImage(systemName: "star") ?? UIImage()
            let action = decoratedAction(image)
            let ok = action.value(forKey: "image") as? UIImage === image
                && action.value(forKey: "titleTextColor") as? UIColor == .systemGreen
                && !machine().isEmpty && bannerShown() == 0.2
                && UIApplication.shared.statusBarStyle == .default
            return swatch(ok)
        }

        """

    func testIdiomsOfTheNineteenthCorpusCompileAndAnswerAsOnIOS() throws {
        let files = [
            "Carousel.swift": Self.carousel, "Panel.swift": Self.panel, "Toast.swift": Self.toast,
            "Drawer.swift": Self.drawer,
            "Swatch.swift": SwatchFixture.source, "Previews.swift": Self.previews,
        ]
        let (out, result) = try LiveFixtures.export(
            package: "viewlab-nineteenth-pkg", out: "viewlab-nineteenth-out", name: "Components",
            targets: ["Components": files])
        try assertGreenSwatches(
            ["Carousel", "Panel", "Toast", "Drawer"], in: out, stdout: result.stdout, stderr: result.stderr)
    }
}
