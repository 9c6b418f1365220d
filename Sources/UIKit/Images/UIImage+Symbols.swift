@_spi(ViewLab) import CoreGraphics

/// What a symbol image was made from, so that it can be drawn again for another configuration.
struct SymbolSource {
    let name: String
    let configuration: UIImage.SymbolConfiguration
}

// MARK: - Symbol images

/// `UIImage(systemName:)`: ViewLab's own vector glyphs (see `SymbolGlyphs` for the names and
/// metrics), rendered at the configuration's trait `displayScale`, else `UIScreen.main.scale`.
/// As on iOS, symbol images are template images (`.alwaysTemplate`: image views and buttons
/// tint them), unknown names give nil, and an unspecified configuration means body size
/// (17 pt), regular weight, medium scale.
extension UIImage {
    /// The symbol named `name`, or nil if ViewLab has no such symbol.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The symbol named `name` drawn for `configuration` (a `SymbolConfiguration` sets size,
    /// weight and scale; its trait collection sets the display scale).
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        let symbolConfiguration = UIImage.SymbolConfiguration.unspecified.applying(configuration)
        guard let bitmap = UIImage.renderSymbol(name, symbolConfiguration) else { return nil }
        self.init(cgImage: bitmap.image, scale: bitmap.scale, orientation: .up, renderingMode: .alwaysTemplate,
                  symbol: SymbolSource(name: name, configuration: symbolConfiguration))
    }

    /// The symbol named `name` with the traits' scale and content size.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: UIImage.SymbolConfiguration.unspecified.withTraitCollection(traitCollection))
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
        return UIImage(cgImage: bitmap.image, scale: bitmap.scale, orientation: .up, renderingMode: renderingMode,
                       symbol: SymbolSource(name: symbol.name, configuration: configuration))
    }

    /// The glyph's bitmap, from `SymbolGlyphs.cache` when it was drawn before (bitmaps are
    /// immutable, so images share them).
    static func renderSymbol(_ name: String, _ configuration: UIImage.SymbolConfiguration) -> (image: CGImage, scale: CGFloat)? {
        let traitScale = configuration.traitCollection?.displayScale ?? 0
        let scale = traitScale > 0 ? traitScale : UIScreen.mainScale
        let key = "\(name)|\(SymbolGlyphs.boxSide(for: configuration))|\(configuration.resolvedWeight.rawValue)|\(scale)"
        if let cached = SymbolGlyphs.cache.value(for: key) { return (cached, scale) }
        guard let image = SymbolGlyphs.render(name, configuration: configuration, displayScale: scale) else { return nil }
        SymbolGlyphs.cache.store(image, for: key)
        return (image, scale)
    }
}
