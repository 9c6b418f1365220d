import PixelReading
import UIKit
import XCTest

/// A package's resources, as SwiftPM bundles them for this test target (`resources:
/// [.process("Resources")]`) and as a library reads them through `Bundle.module`.
///
/// Apple, *Bundling resources with a Swift package*: "use `Bundle.module` … a package shouldn't
/// make assumptions about the exact location of a resource". Colour sets: Apple's *Asset Catalog
/// Format Reference*, "Color Set Type" (a `luminosity` `dark` appearance is the colour in dark
/// mode). Missing resources: `UIImage(named:in:compatibleWith:)` and `UIColor(named:in:compatibleWith:)`
/// return nil ("the image object, or nil if the method could not find the specified image").
final class ResourceBundleTests: XCTestCase {
    func rgb(_ color: UIColor?, _ style: UIUserInterfaceStyle) -> [Int]? {
        guard let resolved = color?.resolvedColor(with: UITraitCollection(userInterfaceStyle: style)) else { return nil }
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        XCTAssertTrue(resolved.getRed(&r, green: &g, blue: &b, alpha: &a))
        return [r, g, b].map { Int(($0 * 255).rounded()) }
    }

    func test_colorSetOfTheModuleBundle_followsTheAppearance() {
        let brand = UIColor(named: "Brand", in: .module, compatibleWith: nil)
        XCTAssertEqual(rgb(brand, .light), [0x20, 0x40, 0x60])
        XCTAssertEqual(rgb(brand, .dark), [204, 153, 102])
    }

    func test_nibOfTheModuleBundle_loadsAndDraws() throws {
        let view = try XCTUnwrap(UINib(nibName: "Badge", bundle: .module).instantiate(withOwner: nil, options: nil).first as? UIView)
        let p = Pixels.at(Pixels.image(of: view.layer, bounds: view.bounds), 2, 2)
        XCTAssertEqual([p.r, p.g, p.b], [255, 128, 0])
    }

    func test_missingResources_areNil() {
        XCTAssertNil(UIImage(named: "nothing", in: .module, compatibleWith: nil))
        XCTAssertNil(UIColor(named: "Nothing", in: .module, compatibleWith: nil))
        XCTAssertNil(Bundle.module.url(forResource: "nothing", withExtension: "png"))
    }
}
