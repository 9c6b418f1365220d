import Foundation

/// ViewLab: where the text system's fontconfig configuration came from.
@_spi(ViewLab) public enum FontConfigurationSource: Equatable, Sendable {
    /// `Fonts/fonts.conf`, built into the library.
    case builtIn
    /// The host's `TextSystem.configurationFile` (`viewlab`: `$VIEWLAB_FONTS`).
    case file(URL)
    /// The machine's own fontconfig setup (neither of the above loaded).
    case system
}
