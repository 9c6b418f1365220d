@_spi(ViewLab) import CoreText
import Foundation
@_spi(ViewLab) import QuartzCore

extension UIFont {
    /// The tracking iOS applies to the system font at this size, in points: San Francisco's
    /// tracking table, which Core Text applies on its own to every string set in the system font
    /// ("SF fonts use automatic tracking": Human Interface Guidelines, *Typography*, tracking
    /// values for SF Pro; WWDC 2020 *The details of UI typography*). Zero for every other font —
    /// a font named with `UIFont(name:size:)`, monospaced fonts, CJK — as on iOS, where only fonts
    /// with their own tracking table get one.
    ///
    /// ViewLab draws the system font with Inter (or the user's own SF Pro through
    /// `$VIEWLAB_FONTS`); pango applies no `trak` table, so the table is applied here as letter
    /// spacing, between each grapheme and the next (tracking "is treated as trailing whitespace",
    /// so the last one of a line adds no width, as on iOS). An explicit `.tracking` attribute
    /// replaces it; `.kern` adds to it.
    var automaticTracking: CGFloat {
        guard textLayerIsSystemFont else { return 0 }
        return SystemFontTracking.points(atSize: pointSize)
    }
}

/// A `UIFont` given to `CATextLayer.font` draws in its face at the layer's `fontSize` (Core
/// Animation takes the font's face and ignores its size), tracked like any system-font text.
@_spi(ViewLab) extension UIFont: CATextLayerFontNaming {
    @_spi(ViewLab) public var textLayerFontName: String {
        face.nameWithoutSize ?? familyName
    }

    @_spi(ViewLab) public var textLayerIsSystemFont: Bool {
        fontDescriptor.role == .system && fontDescriptor.requestedName == nil
    }
}
