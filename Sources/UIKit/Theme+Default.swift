import CShim

// The default theme is built into UIKit (`Themes/default.json`, copied in at compile time by the C
// shim), so that system colours resolve to Apple's values wherever the code runs — a test package
// outside this repository, a copied `viewlab` binary — without finding any file. Theme files under
// `Themes/` (or given by path) add themes, inherit from this one (`"inherits": "default"`, the
// implicit base of every theme) and override it.
//
// Values: Apple's published system colours for iOS 17 (Human Interface Guidelines, "Color": light,
// dark and increased-contrast variants of each system and semantic colour).

extension Theme {
    /// The name of the built-in theme.
    public static let defaultName = "default"

    /// Where errors in the built-in theme are reported.
    static let defaultSourcePath = "<built-in theme 'default' (Themes/default.json)>"

    /// The built-in theme's JSON, parsed by the same loader as theme files.
    static var defaultSource: String { String(cString: viewlab_default_theme_json()) }
}
