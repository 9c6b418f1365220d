import Foundation
import ImageIO
import TestSupport
import XCTest

/// Idioms of the twenty-third corpus measurement (issues #39, #40: an accordion list, a country
/// picker, a masked field, a popup alert), in our own words, through the real
/// `viewlab export --package`: each preview paints a 60 × 60 swatch green only when what it
/// checked at run time holds (red otherwise). Before this round none of these compiled, or the
/// controller's nib was never loaded.
final class TwentyThirdCorpusExportTests: XCTestCase {
    /// A list provider that stores a scroll callback named like `UIScrollViewDelegate`'s method
    /// and forwards to it from its delegate object.
    static let provider = """
        import UIKit

        final class ListProvider {
            private let scrollViewDidScroll: ((UIScrollView) -> Void)?
            init(scrollViewDidScroll: ((UIScrollView) -> Void)? = nil) { self.scrollViewDidScroll = scrollViewDidScroll }
        }

        extension ListProvider {
            func forward(_ scrollView: UIScrollView) {
                self.scrollViewDidScroll?(scrollView)
            }
        }
        """

    /// A resource bundle finder that imports only the `Bundle` class, and an input listener that
    /// forwards every text view question to the delegate behind it.
    static let plumbing = """
        import class Foundation.Bundle
        import UIKit

        private final class BundleFinder {}

        func libraryBundle() -> Bundle { Bundle(for: BundleFinder.self) }

        final class Listener: NSObject, UITextViewDelegate, UITextFieldDelegate {
            weak var textViewDelegate: UITextViewDelegate?
            weak var textFieldDelegate: UITextFieldDelegate?
            func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
                textViewDelegate?.textViewShouldEndEditing?(textView) ?? true
            }
            func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
                textFieldDelegate?.textFieldDidEndEditing?(textField, reason: reason)
            }
            func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
                textFieldDelegate?.textField?(textField, editMenuForCharactersIn: range, suggestedActions: suggestedActions)
            }
        }

        final class Refusing: NSObject, UITextViewDelegate {
            func textViewShouldEndEditing(_ textView: UITextView) -> Bool { false }
        }
        """

    /// A popup controller whose view comes from `PopupController.xib` (File's Owner outlets, held
    /// weakly), made with `init(nibName:bundle:)` and with `init()` (found by its class name).
    static let popup = """
        import UIKit

        final class PopupController: UIViewController {
            @IBOutlet weak var card: UIView?
            convenience init() { self.init(nibName: "PopupController", bundle: Bundle(for: PopupController.self)) }
        }

        final class NamedLaterController: UIViewController {
            @IBOutlet weak var card: UIView?
        }
        """

    static func xib(owner: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(owner)" customModule="Components">
                    <connections>
                        <outlet property="card" destination="card-1" id="o-1"/>
                        <outlet property="view" destination="root-1" id="o-2"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root-1">
                    <rect key="frame" x="0.0" y="0.0" width="60" height="60"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="card-1">
                            <rect key="frame" x="0.0" y="0.0" width="60" height="60"/>
                            <color key="backgroundColor" red="0.203921568627451" green="0.7803921568627451" blue="0.34901960784313724" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </view>
                    </subviews>
                    <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </view>
            </objects>
        </document>
        """
    }

    static let previews = """
        import UIKit

        #Preview("Provider", traits: .fixedLayout(width: 60, height: 60)) {
            var seen = 0
            let provider = ListProvider(scrollViewDidScroll: { _ in seen += 1 })
            provider.forward(UIScrollView())
            return swatch(seen == 1)
        }

        #Preview("Plumbing", traits: .fixedLayout(width: 60, height: 60)) {
            let listener = Listener()
            let refusing = Refusing()
            listener.textViewDelegate = refusing
            let asked = listener.textViewShouldEndEditing(UITextView())
            let menu = listener.textField(UITextField(), editMenuForCharactersIn: NSRange(location: 0, length: 0), suggestedActions: [])
            return swatch(asked == false && menu == nil && libraryBundle().bundlePath.hasSuffix(".framework"))
        }

        #Preview("Named nib", traits: .fixedLayout(width: 60, height: 60)) {
            let popup = PopupController()
            popup.loadViewIfNeeded()
            popup.view.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
            return popup.card == nil ? swatch(false) : popup.view
        }

        #Preview("Class nib", traits: .fixedLayout(width: 60, height: 60)) {
            let controller = NamedLaterController()
            controller.loadViewIfNeeded()
            controller.view.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
            return controller.card == nil || controller.nibName != nil ? swatch(false) : controller.view
        }

        """

    func testIdiomsOfTheTwentyThirdCorpusCompileAndAnswerAsOnIOS() throws {
        let files = [
            "Provider.swift": Self.provider, "Plumbing.swift": Self.plumbing, "Popup.swift": Self.popup,
            "PopupController.xib": Self.xib(owner: "PopupController"),
            "NamedLater.xib": Self.xib(owner: "NamedLaterController"),
            "Swatch.swift": SwatchFixture.source, "Previews.swift": Self.previews,
        ]
        let (out, result) = try LiveFixtures.export(
            package: "viewlab-twentythird-pkg", out: "viewlab-twentythird-out", name: "Components",
            targets: ["Components": files])
        try assertGreenSwatches(
            ["Provider", "Plumbing", "Named nib", "Class nib"], in: out, stdout: result.stdout, stderr: result.stderr)
    }
}
