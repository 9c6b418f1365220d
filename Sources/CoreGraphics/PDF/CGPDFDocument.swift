import CPoppler
import Foundation

/// A PDF document (`CGPDFDocument`), read with poppler: its pages are drawn into a context with
/// `CGContext.drawPDFPage(_:)`. Asset catalogs use it for vector images (`.pdf` image sets), which
/// Xcode rasterises at each scale when it builds an app.
public final class CGPDFDocument: @unchecked Sendable {
    /// The poppler document (a GObject, released with the document).
    let document: OpaquePointer

    /// The document in `provider`'s bytes; nil when they are not a PDF poppler can read.
    public convenience init?(_ provider: CGDataProvider) {
        guard let data = provider.data else { return nil }
        self.init(data: data)
    }

    /// The document in the file at `url`; nil when it cannot be read or is not a PDF.
    public convenience init?(_ url: CFURL) {
        guard url.isFileURL, let data = FileManager.default.contents(atPath: url.path) else { return nil }
        self.init(data: data)
    }

    private init?(data: Data) {
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let document = poppler_document_new_from_bytes(bytes, nil, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        self.document = document
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(document)) }

    /// The number of pages.
    public var numberOfPages: Int { Int(poppler_document_get_n_pages(document)) }

    /// The page numbered `pageNumber` (the first is 1, as in Core Graphics); nil out of range.
    public func page(at pageNumber: Int) -> CGPDFPage? {
        guard pageNumber >= 1, pageNumber <= numberOfPages,
            let page = poppler_document_get_page(document, Int32(pageNumber - 1))
        else { return nil }
        return CGPDFPage(page: page, number: pageNumber, document: self)
    }

    /// Whether the document is encrypted (ViewLab opens only unencrypted ones).
    public var isEncrypted: Bool { false }
    /// Whether the document's pages can be drawn.
    public var isUnlocked: Bool { true }
}
