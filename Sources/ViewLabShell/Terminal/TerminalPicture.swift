@_spi(ViewLab) import CoreGraphics
import CChafa
import Foundation

/// Draws an image in the terminal with libchafa: coloured Unicode symbols (truecolor) by
/// default, or sixel / kitty / iTerm2 graphics.
struct TerminalPicture {
    enum Mode: String {
        case symbols, sixels, kitty, iterm
    }

    let mode: Mode

    /// The escape sequences that draw `image` in at most `columns`×`rows` character cells,
    /// keeping its aspect ratio (cells are about twice as tall as wide).
    func draw(_ image: CGImage, columns: Int, rows: Int) throws -> String {
        var width = Int32(columns), height = Int32(rows)
        chafa_calc_canvas_geometry(Int32(image.width), Int32(image.height), &width, &height, 0.5, 0, 0)
        let symbols = chafa_symbol_map_new()
        chafa_symbol_map_add_by_tags(symbols, CHAFA_SYMBOL_TAG_BLOCK)
        chafa_symbol_map_add_by_tags(symbols, CHAFA_SYMBOL_TAG_SPACE)
        let config = chafa_canvas_config_new()
        defer {
            chafa_canvas_config_unref(config)
            chafa_symbol_map_unref(symbols)
        }
        chafa_canvas_config_set_geometry(config, max(1, width), max(1, height))
        chafa_canvas_config_set_symbol_map(config, symbols)
        chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_TRUECOLOR)
        chafa_canvas_config_set_pixel_mode(config, pixelMode)
        guard let canvas = chafa_canvas_new(config) else { throw ShellError("could not create a chafa canvas") }
        defer { chafa_canvas_unref(canvas) }
        image.withPixels { bytes, bytesPerRow in
            guard let base = bytes.baseAddress else { return }
            chafa_canvas_draw_all_pixels(
                canvas, CHAFA_PIXEL_BGRA8_PREMULTIPLIED, base.assumingMemoryBound(to: UInt8.self),
                Int32(image.width), Int32(image.height), Int32(bytesPerRow))
        }
        // Symbols use chafa's fallback sequences (truecolor SGR); graphics protocols need the
        // terminal's own.
        let termInfo = mode == .symbols ? nil : chafa_term_db_detect(chafa_term_db_get_default(), environ)
        defer { if let termInfo { chafa_term_info_unref(termInfo) } }
        guard let printed = chafa_canvas_print(canvas, termInfo) else {
            throw ShellError("chafa could not draw the picture")
        }
        let text = String(cString: printed.pointee.str)
        g_string_free(printed, 1)
        return text + "\u{1B}[0m\n"
    }

    private var pixelMode: ChafaPixelMode {
        switch mode {
        case .symbols: return CHAFA_PIXEL_MODE_SYMBOLS
        case .sixels: return CHAFA_PIXEL_MODE_SIXELS
        case .kitty: return CHAFA_PIXEL_MODE_KITTY
        case .iterm: return CHAFA_PIXEL_MODE_ITERM2
        }
    }
}

/// The terminal's size in character cells (80×24 when standard output is not a terminal).
struct TerminalSize {
    var columns: Int
    var rows: Int

    static func current() -> TerminalSize {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
            return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
        }
        return TerminalSize(columns: 80, rows: 24)
    }
}
