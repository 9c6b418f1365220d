import Foundation

/// The palette of one GIF frame: at most `maxColors` (1…256) opaque colours, and the index of the
/// palette colour that stands for any colour of the frame.
///
/// A frame with no more distinct colours than that gets **exactly** its colours, in the order they
/// first appear (so the frame decodes to the same pixels). A frame with more is reduced by
/// **median cut** (Heckbert, "Color Image Quantization for Frame Buffer Display", SIGGRAPH 1982;
/// see `ColorPalette+MedianCut.swift`): its colours are counted in a histogram of 5 bits a channel,
/// the box of histogram cells is split at the median of its longest side until there are
/// `maxColors` boxes (or no box holds two cells), each box's colour is the mean of the pixels in
/// it, and every cell maps to its box's colour.
///
/// Colours are `0xRRGGBB` in a `UInt32` (straight, not premultiplied).
struct ColorPalette {
    /// The palette's colours, `0xRRGGBB`.
    private(set) var colors: [UInt32]
    /// Whether `colors` are the frame's own colours (no colour was approximated).
    var isExact: Bool { exactIndex != nil }

    private var exactIndex: [UInt32: UInt8]?
    /// Median cut: the palette index of each histogram cell (`ColorPalette.cell(of:)`).
    private var cellIndex: [UInt8] = []

    /// The palette for `pixels` (`0xRRGGBB` each) with at most `maxColors` (1…256) colours.
    init(quantizing pixels: [UInt32], maxColors: Int) {
        precondition((1...256).contains(maxColors), "a GIF palette holds 1 to 256 colours")
        var index: [UInt32: UInt8] = [:]
        var order: [UInt32] = []
        var last: UInt32?
        for pixel in pixels where pixel != last {
            last = pixel
            guard index[pixel] == nil else { continue }
            guard order.count < maxColors else { order.removeAll(); break }
            index[pixel] = UInt8(order.count)
            order.append(pixel)
        }
        if order.isEmpty && !pixels.isEmpty {
            (colors, cellIndex) = ColorPalette.medianCut(pixels, maxColors: maxColors)
        } else {
            colors = order
            exactIndex = index
        }
    }

    /// The index of the palette colour that stands for `color` (one of the colours quantised).
    func index(of color: UInt32) -> UInt8 {
        if let exactIndex { return exactIndex[color]! }
        return cellIndex[ColorPalette.cell(of: color)]
    }

    /// The histogram cell of a colour: its top 5 bits of red, green and blue (32 768 cells).
    static func cell(of color: UInt32) -> Int {
        let red: UInt32 = (color >> 9) & 0x7C00, green: UInt32 = (color >> 6) & 0x03E0,
            blue: UInt32 = (color >> 3) & 0x001F
        return Int(red | green | blue)
    }
}
