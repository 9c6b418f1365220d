import CCairo
import CPoppler

extension CGContext {
    /// Draws `page` in the current user space, as Core Graphics does: PDF user space (points,
    /// origin at the bottom left of the media box, y up) through the current transform — so in a
    /// context UIKit hands out (y down) the page appears upside down unless the caller flips it,
    /// as on iOS. Nothing is drawn outside the media box.
    public func drawPDFPage(_ page: CGPDFPage) {
        let media = page.getBoxRect(.mediaBox)
        let cr = cairo
        cairo_save(cr)
        defer { cairo_restore(cr) }
        // Poppler draws the page with its top-left corner at the origin and y down.
        cairo_translate(cr, 0, media.height)
        cairo_scale(cr, 1, -1)
        cairo_rectangle(cr, 0, 0, media.width, media.height)
        cairo_clip(cr)
        poppler_page_render(page.page, cr)
    }
}
