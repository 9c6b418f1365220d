import Foundation
import ImageIO
import TestSupport
import XCTest

/// Objective-C runtime idioms of skeleton-loading and charting libraries, in our own words,
/// through the real `viewlab export --package`: a method a `UIView` extension declares and a
/// `UILabel` extension overrides (in a file inside `#if canImport(UIKit)`), a member of an
/// extension of the package's own class overridden in a subclass, and `layoutSubviews` swizzled
/// with `method_exchangeImplementations`.
final class RuntimeIdiomsExportTests: XCTestCase {
    static let extensions = """
        #if canImport(UIKit)
        import UIKit

        extension UIView {
            @objc func paintPlaceholder() { backgroundColor = .systemRed }

            @objc func counted_layoutSubviews() {
                counted_layoutSubviews()
                (self as? Marker)?.swizzledLayouts += 1
            }

            static func swapLayout() {
                guard let original = class_getInstanceMethod(UIView.self, #selector(UIView.layoutSubviews)),
                      let counted = class_getInstanceMethod(UIView.self, #selector(UIView.counted_layoutSubviews)) else { return }
                method_exchangeImplementations(original, counted)
            }
        }

        extension UILabel {
            override func paintPlaceholder() {
                super.paintPlaceholder()
                if backgroundColor == .systemRed { backgroundColor = .systemGreen }
            }
        }
        #endif

        """

    static let views = """
        import UIKit

        final class Marker: UIView {
            var swizzledLayouts = 0
        }

        class Shape: NSObject {}
        extension Shape {
            @objc func colour() -> UIColor { .systemRed }
        }
        final class Disc: Shape {
            override func colour() -> UIColor { super.colour() == .systemRed ? .systemGreen : .systemBlue }
        }

        #Preview("Override", traits: .fixedLayout(width: 60, height: 60)) {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            (label as UIView).paintPlaceholder()
            return label
        }

        #Preview("Swizzled", traits: .fixedLayout(width: 60, height: 60)) {
            let marker = Marker(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            marker.addSubview(child)
            NSLayoutConstraint.activate([child.widthAnchor.constraint(equalToConstant: 20), child.heightAnchor.constraint(equalToConstant: 20),
                                         child.leadingAnchor.constraint(equalTo: marker.leadingAnchor, constant: 4),
                                         child.topAnchor.constraint(equalTo: marker.topAnchor, constant: 4)])
            UIView.swapLayout()
            marker.layoutIfNeeded()
            UIView.swapLayout()
            let ran = marker.swizzledLayouts == 1 && child.frame == CGRect(x: 4, y: 4, width: 20, height: 20)
            marker.backgroundColor = ran && (Disc() as Shape).colour() == .systemGreen ? .systemGreen : .systemRed
            return marker
        }

        """

    func testOverridesInExtensionsAndASwizzledLayoutRunInAnExport() throws {
        let (out, result) = try LiveFixtures.export(
            package: "viewlab-runtime-idioms-pkg", out: "viewlab-runtime-idioms-out", name: "Idioms",
            targets: ["Idioms": ["Placeholder.swift": Self.extensions, "Views.swift": Self.views]])
        XCTAssertEqual(result.status, 0, result.stderr)
        let green: [UInt8] = [0x34, 0xC7, 0x59]
        XCTAssertEqual(
            try colour(out.appendingPathComponent("Views/Override.light-portrait.png")), green,
            "UILabel's override ran and its super call reached UIView's implementation")
        XCTAssertEqual(
            try colour(out.appendingPathComponent("Views/Swizzled.light-portrait.png")), green,
            "the swizzled layoutSubviews ran and called UIKit's (the child got its frame); the subclass's override ran")
    }

    func colour(_ png: URL) throws -> [UInt8] {
        let image = try PNGDecoder().decode(contentsOf: png).image
        let p = image.pixel(x: image.width * 3 / 4, y: image.height * 3 / 4)
        return [p.red, p.green, p.blue]
    }
}
