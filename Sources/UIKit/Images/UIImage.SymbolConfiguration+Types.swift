import CoreGraphics

extension UIImage {
    /// Symbol weights, with UIKit's raw values. ViewLab draws every weight by changing the
    /// glyphs' stroke width (`strokeFactor`, relative to `.regular`).
    public enum SymbolWeight: Int, Sendable, CaseIterable {
        case unspecified = 0, ultraLight = 1, thin = 2, light = 3, regular = 4, medium = 5, semibold = 6, bold = 7,
            heavy = 8, black = 9

        /// The stroke width relative to `.regular` (an even progression from ultraLight's 0.35 to
        /// black's 2.0, close to San Francisco's stem widths).
        var strokeFactor: CGFloat {
            switch self {
            case .ultraLight: return 0.35
            case .thin: return 0.5
            case .light: return 0.75
            case .unspecified, .regular: return 1
            case .medium: return 1.15
            case .semibold: return 1.3
            case .bold: return 1.5
            case .heavy: return 1.75
            case .black: return 2
            }
        }

        /// The symbol weight matching a font weight.
        init(fontWeight: UIFont.Weight) {
            let table: [(UIFont.Weight, SymbolWeight)] = [
                (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
                (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
            ]
            self =
                table.min { abs($0.0.rawValue - fontWeight.rawValue) < abs($1.0.rawValue - fontWeight.rawValue) }?.1
                ?? .regular
        }

        /// The font weight matching this symbol weight.
        var fontWeight: UIFont.Weight {
            switch self {
            case .ultraLight: return .ultraLight
            case .thin: return .thin
            case .light: return .light
            case .unspecified, .regular: return .regular
            case .medium: return .medium
            case .semibold: return .semibold
            case .bold: return .bold
            case .heavy: return .heavy
            case .black: return .black
            }
        }
    }

    /// Symbol scales relative to the point size, with UIKit's raw values.
    public enum SymbolScale: Int, Sendable, CaseIterable {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3

        /// ViewLab's glyph-box factor: small 0.8, medium 1, large 1.3 (San Francisco's small and
        /// large symbols are about a fifth smaller and a third larger than medium ones).
        var sizeFactor: CGFloat {
            switch self {
            case .small: return 0.8
            case .large: return 1.3
            default: return 1
            }
        }
    }
}
