@_spi(ViewLab) import CoreGraphics

/// What a symbol image was made from, so that it can be drawn again for another configuration,
/// size or colour.
struct SymbolSource {
    let name: String
    let configuration: UIImage.SymbolConfiguration
    /// The colour of `withTintColor(_:)` (nil: black, the colour a symbol is drawn in).
    var tint: CGColor?
}

// MARK: - Symbol images

/// `UIImage(systemName:)`: vector glyphs (see `SymbolGlyphs` for the names and metrics; the
/// names are listed in `Docs/symbols.md`), with a bitmap at the configuration's trait
/// `displayScale`, else `UIScreen.main.scale`, for `cgImage`. As on iOS, symbol images are
/// template images (`.alwaysTemplate`: image views and buttons tint them), a well-formed name
/// ViewLab has no glyph for is drawn by a stand-in and other names give nil (either said once a
/// name on stderr; `SymbolGlyphs+Fallback.swift`), an unspecified configuration means body size (17 pt), regular
/// weight, medium scale, and a symbol is drawn as vectors at the size it is drawn at:
/// `draw(in:)` fills paths, an image view that scales it draws it again for its size.
extension UIImage {
    /// The symbol named `name`, or nil if ViewLab has no such symbol.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The symbol named `name` drawn for `configuration` (a `SymbolConfiguration` sets size,
    /// weight and scale; its trait collection sets the display scale).
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        let symbolConfiguration = UIImage.SymbolConfiguration.unspecified.applying(configuration)
        let bitmap = UIImage.renderSymbol(name, symbolConfiguration)
        if bitmap == nil || !SymbolGlyphs.hasGlyph(name) { SymbolGlyphs.reportMissing(name) }
        guard let bitmap else { return nil }
        self.init(
            cgImage: bitmap.image, scale: bitmap.scale, orientation: .up, renderingMode: .alwaysTemplate,
            symbol: SymbolSource(name: name, configuration: symbolConfiguration))
    }

    /// The symbol named `name` with the traits' scale and content size.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(
            systemName: name,
            withConfiguration: UIImage.SymbolConfiguration.unspecified.withTraitCollection(traitCollection))
    }

    /// Whether the image is a symbol image.
    public var isSymbolImage: Bool { symbol != nil }

    /// The symbol configuration of a symbol image (nil for other images).
    public var symbolConfiguration: UIImage.SymbolConfiguration? { symbol?.configuration }

    /// The image's configuration (a symbol configuration for symbols).
    public var configuration: UIImage.Configuration? { symbol?.configuration }

    /// A symbol image drawn again with `configuration` replacing its own; other images are
    /// returned unchanged (they have no configuration to change).
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard let symbol else { return self }
        return redrawn(symbol, with: UIImage.SymbolConfiguration.unspecified.applying(configuration))
    }

    /// A symbol image drawn again with `configuration` applied over its own (nil when the image
    /// is not a symbol image, as on iOS).
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        guard let symbol else { return nil }
        return redrawn(symbol, with: symbol.configuration.applying(configuration))
    }

    /// ViewLab: the names `UIImage(systemName:)` knows.
    public static var availableSystemNames: [String] { SymbolGlyphs.names }

    // MARK: - Implementation

    private func redrawn(_ symbol: SymbolSource, with configuration: UIImage.SymbolConfiguration) -> UIImage {
        guard let bitmap = UIImage.renderSymbol(symbol.name, configuration) else { return self }
        let redrawn = UIImage(
            cgImage: bitmap.image, scale: bitmap.scale, orientation: .up, renderingMode: renderingMode,
            symbol: SymbolSource(name: symbol.name, configuration: configuration, tint: symbol.tint))
        guard let tint = symbol.tint, let tinted = UIImage.tint(bitmap.image, with: tint) else { return redrawn }
        return redrawn.copy(cgImage: tinted)
    }

    /// A symbol's bitmap drawn again with `factor` times the pixels (for an image view that shows
    /// it `factor` times larger), in its tint colour; nil for other images, factors of about 1
    /// or less, and bitmaps over 4096 pixels a side.
    func symbolBitmap(magnifiedBy factor: CGFloat) -> (image: CGImage, scale: CGFloat)? {
        guard let symbol, factor.isFinite, factor > 1.01, imageOrientation == .up,
            let parts = SymbolGlyphs.partsOrStandIn(symbol.name)
        else { return nil }
        let scale = self.scale * factor, side = size.width
        guard side > 0, side * scale <= 4096, let context = CGContext(flippedSize: size, scale: scale) else {
            return nil
        }
        SymbolGlyphs.draw(
            parts, weight: symbol.configuration.resolvedWeight, in: CGRect(origin: .zero, size: size),
            color: symbol.tint ?? .black, context: context)
        return context.makeImage().map { ($0, scale) }
    }

    /// Draws a symbol image's paths over `rect` (nil: not a symbol image, or its glyph is gone).
    func drawSymbolPaths(in rect: CGRect, context: CGContext) -> Bool {
        guard let symbol, !isResizable, imageOrientation == .up, let parts = SymbolGlyphs.partsOrStandIn(symbol.name)
        else {
            return false
        }
        SymbolGlyphs.draw(
            parts, weight: symbol.configuration.resolvedWeight, in: rect.standardized, color: symbol.tint ?? .black,
            context: context)
        return true
    }

    /// The glyph's bitmap, from `SymbolGlyphs.cache` when it was drawn before (bitmaps are
    /// immutable, so images share them).
    static func renderSymbol(_ name: String, _ configuration: UIImage.SymbolConfiguration) -> (
        image: CGImage, scale: CGFloat
    )? {
        let traitScale = configuration.traitCollection?.displayScale ?? 0
        let scale = traitScale > 0 ? traitScale : UIScreen.mainScale
        let key =
            "\(name)|\(SymbolGlyphs.boxSide(for: configuration))|\(configuration.resolvedWeight.rawValue)|\(scale)"
        if let cached = SymbolGlyphs.cache.value(for: key) { return (cached, scale) }
        guard let image = SymbolGlyphs.render(name, configuration: configuration, displayScale: scale) else {
            return nil
        }
        SymbolGlyphs.cache.store(image, for: key)
        return (image, scale)
    }
}
