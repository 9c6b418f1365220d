import Previews
import UIKit
import ViewLabRender
import XCTest

/// The bundled catalog audits clean: in light and dark, with and without Increase Contrast, every finding at error level is accepted
/// by its preview with a reason (`Playgrounds/CatalogAccessibility.swift`).
@MainActor
final class CatalogAuditTests: XCTestCase {
    func testEveryErrorInTheCatalogIsAccepted() async throws {
        let previews = PreviewRegistry.all.filter { $0.fileID.hasPrefix("Playgrounds/") }
        XCTAssertGreaterThan(previews.count, 30)
        for preview in previews {
            for appearance in [UIUserInterfaceStyle.light, .dark] {
                for contrast in [UIAccessibilityContrast.normal, .high] {
                    let variant = PreviewVariant(appearance: appearance, contrast: contrast)
                    let report = try PreviewAuditor.audit(preview, variant: variant)
                    XCTAssertEqual(
                        report.findings.filter { $0.fails(at: .error) }.map(\.line), [],
                        "\(preview.id) [\(variant.slug)]")
                }
            }
        }
    }
}
