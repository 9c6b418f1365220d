import Foundation
import ImageIO
import TestSupport
import XCTest

/// Overrides of UIKit methods in extensions of UIKit classes, in our own words in the styles
/// libraries write them (a form library's picker rows answering `inputView` and
/// `canBecomeFirstResponder` from `extension UITableViewCell`, an enlarged touch area in
/// `extension UIButton`, a rounded cell from `layoutSubviews`, a controller hook in
/// `extension UINavigationController`, one inside `#if os(iOS)`), through the real
/// `viewlab export --package`: the preview paints a 60 × 60 swatch green only when each replacement
/// ran for the classes it extends, `super` gave UIKit's answer, and other classes kept theirs.
/// Before, the bridge refused each of these overrides.
final class ExtensionOverridesExportTests: XCTestCase {
    static let overrides = """
        import UIKit

        public protocol PickerRow: AnyObject {
            var picker: UIView? { get }
        }

        public final class ChoiceCell: UITableViewCell, PickerRow {
            public var picker: UIView?
        }

        extension UITableViewCell {
            override open var inputView: UIView? {
                if let row = self as? PickerRow {
                    return row.picker
                }
                return super.inputView
            }

            override open var canBecomeFirstResponder: Bool {
                if self is PickerRow {
                    return true
                }
                return super.canBecomeFirstResponder
            }

            open override func layoutSubviews() {
                super.layoutSubviews()
                layer.cornerRadius = 6
            }
        }

        public extension UIButton {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -15, dy: -15).contains(point)
            }
        }

        #if os(iOS)
        extension UINavigationController {
            override open func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                view.tag += 1
            }
        }
        #endif
        """

    static let previews = """
        import UIKit

        #Preview("Overrides", traits: .fixedLayout(width: 60, height: 60)) {
            let cell = ChoiceCell(style: .default, reuseIdentifier: nil)
            let picker = UIView()
            cell.picker = picker
            cell.frame = CGRect(x: 0, y: 0, width: 60, height: 44)
            cell.layoutIfNeeded()
            let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
            let field = UITextField()
            let rows = cell.canBecomeFirstResponder && cell.inputView === picker && cell.layer.cornerRadius == 6
                && !plain.canBecomeFirstResponder && plain.inputView == nil && field.canBecomeFirstResponder
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            let touches = button.point(inside: CGPoint(x: 30, y: 10), with: nil)
                && !button.point(inside: CGPoint(x: 40, y: 10), with: nil)
                && !view.point(inside: CGPoint(x: 30, y: 10), with: nil)
            let controller = UINavigationController(rootViewController: UIViewController())
            controller.view.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
            controller.view.setNeedsLayout()
            controller.view.layoutIfNeeded()
            let screen = UIViewController()
            screen.view.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
            screen.view.setNeedsLayout()
            screen.view.layoutIfNeeded()
            return swatch(rows && touches && controller.view.tag == 1 && screen.view.tag == 0)
        }
        """

    func testOverridesInExtensionsOfUIKitClassesReplaceTheirMethods() throws {
        let files = [
            "Overrides.swift": Self.overrides, "Swatch.swift": SwatchFixture.source, "Previews.swift": Self.previews,
        ]
        let (out, result) = try LiveFixtures.export(
            package: "viewlab-overrides25-pkg", out: "viewlab-overrides25-out", name: "Components",
            targets: ["Components": files])
        try assertGreenSwatches(["Overrides"], in: out, stdout: result.stdout, stderr: result.stderr)
    }
}
