import UIKit
import XCTest

/// UIKit's accessibility defaults, per Apple's documentation: `isAccessibilityElement` ("If the
/// receiver is a UIKit control, the default value is true"), `accessibilityLabel` ("standard UIKit
/// controls and views have labels that derive from their titles"), and each control's traits and
/// value.
@MainActor
final class AccessibilityDefaultsTests: XCTestCase {
    func testALabelIsStaticTextReadingItsText() async {
        let label = UILabel()
        XCTAssertTrue(label.isAccessibilityElement)
        XCTAssertEqual(label.accessibilityTraits, .staticText)
        XCTAssertNil(label.accessibilityLabel)
        label.text = "Total"
        XCTAssertEqual(label.accessibilityLabel, "Total")
        label.accessibilityLabel = "Order total"
        XCTAssertEqual(label.accessibilityLabel, "Order total", "a label set wins over the text")
        label.accessibilityLabel = nil
        XCTAssertEqual(label.accessibilityLabel, "Total")
    }

    func testAButtonIsReadByItsTitleOrItsImage() async {
        let button = UIButton(type: .system)
        XCTAssertTrue(button.isAccessibilityElement)
        XCTAssertEqual(button.accessibilityTraits, .button)
        XCTAssertNil(button.accessibilityLabel, "no title, no image: nothing to read")
        button.setTitle("Save", for: .normal)
        XCTAssertEqual(button.accessibilityLabel, "Save")
        let icon = UIButton(type: .custom)
        let image = UIImage(systemName: "trash")!
        icon.setImage(image, for: .normal)
        XCTAssertNil(icon.accessibilityLabel)
        image.accessibilityLabel = "Delete"
        XCTAssertEqual(icon.accessibilityLabel, "Delete")
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Buy"
        XCTAssertEqual(UIButton(configuration: configuration).accessibilityLabel, "Buy")
        button.isEnabled = false
        XCTAssertEqual(button.accessibilityTraits, [.button, .notEnabled])
        button.isEnabled = true
        XCTAssertEqual(button.accessibilityTraits, .button)
    }

    func testAnImageViewIsNotAnElementUntilMadeOne() async {
        let image = UIImage(systemName: "heart")!
        image.accessibilityLabel = "Favourite"
        let view = UIImageView(image: image)
        XCTAssertFalse(view.isAccessibilityElement)
        XCTAssertEqual(view.accessibilityTraits, .image)
        XCTAssertEqual(view.accessibilityLabel, "Favourite")
    }

    func testSwitchAndSliderValues() async {
        let toggle = UISwitch()
        XCTAssertTrue(toggle.isAccessibilityElement)
        XCTAssertEqual(toggle.accessibilityValue, "0")
        toggle.isOn = true
        XCTAssertEqual(toggle.accessibilityValue, "1")
        let slider = UISlider()
        XCTAssertTrue(slider.isAccessibilityElement)
        XCTAssertEqual(slider.accessibilityTraits, .adjustable)
        slider.value = 0.5
        XCTAssertEqual(slider.accessibilityValue, "50%")
        slider.isEnabled = false
        XCTAssertEqual(slider.accessibilityTraits, [.adjustable, .notEnabled])
    }

    func testAPlainViewAndACustomControlAreNotElements() async {
        let view = UIView()
        XCTAssertFalse(view.isAccessibilityElement)
        XCTAssertNil(view.accessibilityLabel)
        XCTAssertEqual(view.accessibilityTraits, .none)
        XCTAssertFalse(UIControl().isAccessibilityElement, "only UIKit's own controls are elements by default")
    }
}
