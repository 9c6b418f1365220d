import CoreGraphics
import Foundation
import TestSupport
import XCTest

/// `CGPDFDocument`, `CGPDFPage` and `CGContext.drawPDFPage(_:)` on a real one-page PDF
/// (`PDFFixture`: red lower-left quarter, blue upper-right quarter, in PDF's y-up space).
final class CGPDFDocumentTests: XCTestCase {
    private func document(width: Int = 100, height: Int = 80) throws -> CGPDFDocument {
        let provider = try XCTUnwrap(CGDataProvider(data: PDFFixture.quarters(width: width, height: height) as CFData))
        return try XCTUnwrap(CGPDFDocument(provider))
    }

    func testPagesAndBoxes() throws {
        let pdf = try document()
        XCTAssertEqual(pdf.numberOfPages, 1)
        XCTAssertNil(pdf.page(at: 0), "pages count from 1")
        XCTAssertNil(pdf.page(at: 2))
        let page = try XCTUnwrap(pdf.page(at: 1))
        XCTAssertEqual(page.pageNumber, 1)
        XCTAssertEqual(page.getBoxRect(.mediaBox), CGRect(x: 0, y: 0, width: 100, height: 80))
        XCTAssertEqual(
            page.getBoxRect(.cropBox), CGRect(x: 0, y: 0, width: 100, height: 80), "the media box by default")
    }

    /// In a bitmap context (y up, as PDF) the page is upright: red at the bottom left.
    func testAPageIsDrawnUprightInABitmapContext() throws {
        let page = try XCTUnwrap(document().page(at: 1))
        let context = makeBitmap(100, 80)
        context.drawPDFPage(page)
        assertPixel(context, 10, 70, RGBA(255, 0, 0, 255), tolerance: 2)  // rows from the top: bottom left
        assertPixel(context, 90, 10, RGBA(0, 0, 255, 255), tolerance: 2)
        assertPixel(context, 90, 70, RGBA(0, 0, 0, 0))
        assertPixel(context, 10, 10, RGBA(0, 0, 0, 0))
    }

    /// Through the current transform, as Core Graphics draws it: scaled ×2 and moved.
    func testThePageFollowsTheCurrentTransform() throws {
        let page = try XCTUnwrap(document(width: 20, height: 20).page(at: 1))
        let context = makeBitmap(60, 60)
        context.translateBy(x: 10, y: 10)
        context.scaleBy(x: 2, y: 2)
        context.drawPDFPage(page)
        assertPixel(context, 15, 45, RGBA(255, 0, 0, 255), tolerance: 2)  // red: x 10…30, y-up 10…30
        assertPixel(context, 45, 15, RGBA(0, 0, 255, 255), tolerance: 2)  // blue: x 30…50, y-up 30…50
        assertPixel(context, 5, 55, RGBA(0, 0, 0, 0))
    }

    func testDataThatIsNoPDFIsNil() {
        XCTAssertNil(CGDataProvider(data: Data("not a pdf".utf8) as CFData).flatMap { CGPDFDocument($0) })
        XCTAssertNil(CGPDFDocument(URL(fileURLWithPath: "/nonexistent/file.pdf") as CFURL))
    }
}
