import Foundation
@_spi(ViewLab) import UIKit

/// ViewLab: choosing UIKit's active theme (`Theme.active`, the slot UIKit leaves to the host).
extension Theme {
    /// Loads `nameOrPath` and makes it the active theme. On error the active theme stays as it was.
    @discardableResult
    public static func select(_ nameOrPath: String) throws -> [ThemeLoader.Warning] {
        let result = try ThemeLoader.load(nameOrPath)
        active = result.theme
        return result.warnings
    }

    /// The preferred theme (`$VIEWLAB_THEME`, else the user config's `theme`, else `default`). One
    /// that cannot be loaded is reported on stderr (where it was looked for) and the built-in theme
    /// is used, so system colours are never missing.
    static func preferred() -> Theme {
        do {
            return try ThemeLoader.load(ThemeLoader.preferredThemeName).theme
        } catch {
            FileHandle.standardError.write(
                Data("viewlab: warning: theme \(error); using the built-in default theme\n".utf8))
            return builtIn
        }
    }
}
