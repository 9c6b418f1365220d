import Previews
import UIKit
import ViewLabRender
import XCTest

/// The bundled catalog audits clean: in light and dark, every finding at error level is accepted
/// by its preview with a reason (`Playgrounds/CatalogAccessibility.swift`).
final class CatalogAuditTests: XCTestCase {
    func testEveryErrorInTheCatalogIsAccepted() throws {
        let previews = PreviewRegistry.all.filter { $0.fileID.hasPrefix("Playgrounds/") }
        XCTAssertGreaterThan(previews.count, 30)
        for preview in previews {
            for appearance in [UIUserInterfaceStyle.light, .dark] {
                let report = try PreviewAuditor.audit(preview, variant: PreviewVariant(appearance: appearance))
                let failing = report.findings.filter { $0.fails(at: .error) }
                XCTAssertEqual(failing.map(\.line), [], "\(preview.id) (\(appearance == .dark ? "dark" : "light"))")
            }
        }
    }
}
