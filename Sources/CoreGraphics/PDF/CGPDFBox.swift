/// The boxes of a PDF page (`CGPDFBox`; PDF Reference, "Page Boundaries"): the media box is the
/// whole page, the crop box what a viewer shows; the bleed, trim and art boxes default to the
/// crop box when the page does not set them.
public enum CGPDFBox: Int32, Sendable {
    case mediaBox = 0
    case cropBox = 1
    case bleedBox = 2
    case trimBox = 3
    case artBox = 4
}
