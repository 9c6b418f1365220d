@_spi(ViewLab) import CoreGraphics
import Foundation

// MARK: - Names without a glyph of their own

extension SymbolGlyphs {
    /// How a name ViewLab has no glyph for is drawn.
    enum Stand: Equatable {
        /// By a glyph of a name it extends (`star.circle.fill` by `star.fill`).
        case relative(String)
        /// By the placeholder glyph (a question mark in a circle).
        case placeholder
    }

    /// The icon font's question mark in a circle (`help-circle-outline`).
    static let placeholderGlyph: UInt32 = 0xF625

    /// What draws `name` when ViewLab has no glyph of that name: the nearest name it extends that
    /// has one (dropping trailing components such as `.circle`, `.badge.plus`, keeping `.fill`
    /// when the name has it), else the placeholder — for a name shaped as SF Symbols names are:
    /// a lowercase word, then components from the words SF Symbols names are made of (`fill`,
    /// `circle`, `badge`, `plus`, `left`, `2`…). Anything else (`no.such.symbol`, `Star`) gives nil.
    ///
    /// iOS gives nil only for a name SF Symbols does not have. ViewLab draws a few hundred of the
    /// thousands there are, so a real name it lacks (`bird.fill`) would be nil here and not on
    /// iOS, and `UIImage(systemName: "bird.fill")!` — fine on iOS — would trap. So a name shaped
    /// like a real one gives an image; a misspelt one iOS would refuse (`stra.fill`) gets the
    /// placeholder too (said on stderr).
    static func stand(for name: String) -> Stand? {
        let components = name.split(separator: ".", omittingEmptySubsequences: false)
        let wellFormed =
            !components.isEmpty
            && components.allSatisfy { part in
                !part.isEmpty && part.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
            }
            && components.dropFirst().allSatisfy { part in
                nameWords.contains(String(part)) || part.allSatisfy(\.isNumber)
            }
        guard wellFormed, name.count <= 100 else { return nil }
        let filled = components.contains("fill")
        for count in stride(from: components.count - 1, through: 1, by: -1) {
            let base = components.prefix(count).filter { $0 != "fill" }.joined(separator: ".")
            for candidate in filled ? [base + ".fill", base] : [base] where hasGlyph(candidate) {
                return .relative(candidate)
            }
        }
        return .placeholder
    }

    /// Words SF Symbols names are built from after their first word (shapes, modifiers, directions
    /// and the common nouns that combine), gathered from names in public iOS code.
    static let nameWords: Set<String> = [
        "fill", "circle", "square", "rectangle", "capsule", "oval", "diamond", "triangle", "hexagon", "octagon",
        "shield", "slash", "badge", "plus", "minus", "checkmark", "xmark", "exclamationmark", "questionmark",
        "ellipsis", "clock", "left", "right", "up", "down", "forward", "backward", "leading", "trailing", "top",
        "bottom", "and", "on", "off", "inset", "filled", "portrait", "landscape", "stack", "half", "tophalf",
        "bottomhalf", "lefthalf", "righthalf", "leadinghalf", "trailinghalf", "horizontal", "vertical", "dashed",
        "dotted", "open", "closed", "arrow", "arrows", "arrowtriangle", "arrowshape", "circlepath", "text", "bubble",
        "grid", "lock", "unlock", "person", "crop", "sparkle", "sparkles", "wave", "waves", "max", "min", "path",
        "split", "heart", "star", "bolt", "bell", "gear", "gearshape", "magnifyingglass", "camera", "photo", "video",
        "mic", "message", "envelope", "doc", "folder", "tray", "trash", "pencil", "tag", "flag", "link", "pin",
        "mappin", "location", "house", "cart", "bag", "creditcard", "gift", "play", "pause", "stop", "record",
        "speaker", "music", "note", "list", "bullet", "number", "chart", "bar", "line", "pie", "topleft", "topright",
        "bottomleft", "bottomright", "inward", "outward", "clockwise", "counterclockwise", "rotate", "swap", "hand",
        "raised", "tap", "drop", "flame", "leaf", "cloud", "rain", "snow", "sun", "moon", "fog", "wind", "medium",
        "low", "high", "full", "empty", "angled", "point", "points", "alt", "fillpercent", "app", "connected", "dot",
        "dots", "radiowaves", "wifi", "antenna", "waveform", "phone", "cross", "case", "eye", "eyes", "richtext",
        "plaintext", "append", "zigzag", "viewfinder", "rays", "checkered", "pattern", "palette", "paintbrush",
        "lines", "measurement", "scale", "ring", "rings", "inside", "outside",
    ]

    /// Whether `name` has a glyph of its own.
    static func hasGlyph(_ name: String) -> Bool { glyphs[name] != nil || fontGlyphs[name] != nil }

    /// The drawing steps of `name`, or of its stand-in when it has no glyph of its own (nil:
    /// neither, or the icon font is missing).
    static func partsOrStandIn(_ name: String) -> [Part]? {
        if let own = parts(name) { return own }
        switch stand(for: name) {
        case .relative(let relative)?: return parts(relative)
        case .placeholder?: return fontOutline(placeholderGlyph, name: "viewlab.placeholder").map { [.outline($0)] }
        case nil: return nil
        }
    }
}
