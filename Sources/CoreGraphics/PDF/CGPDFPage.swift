import CPoppler
import Foundation

/// A page of a PDF document (`CGPDFPage`).
public final class CGPDFPage: @unchecked Sendable {
    /// The poppler page (a GObject, released with the page).
    let page: OpaquePointer
    /// The page's number in its document (the first is 1).
    public let pageNumber: Int
    /// The document the page belongs to (held, as the page needs it).
    public let document: CGPDFDocument?

    init(page: OpaquePointer, number: Int, document: CGPDFDocument) {
        self.page = page
        self.pageNumber = number
        self.document = document
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(page)) }

    /// The page's box in PDF user space (points, origin at the bottom left). Only the media and
    /// crop boxes are read; the others are the crop box, their default in the PDF Reference.
    public func getBoxRect(_ box: CGPDFBox) -> CGRect {
        var width = 0.0, height = 0.0
        poppler_page_get_size(page, &width, &height)
        guard box != .mediaBox else { return CGRect(x: 0, y: 0, width: width, height: height) }
        var crop = PopplerRectangle()
        poppler_page_get_crop_box(page, &crop)
        let rect = CGRect(x: crop.x1, y: crop.y1, width: crop.x2 - crop.x1, height: crop.y2 - crop.y1).standardized
        return rect.isEmpty ? CGRect(x: 0, y: 0, width: width, height: height) : rect
    }
}
