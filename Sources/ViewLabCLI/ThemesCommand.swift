import Foundation
@_spi(ViewLab) import UIKit
import ViewLabSupport

/// `viewlab themes`: the built-in theme and the bundled ones with their descriptions, and any warnings they produce.
enum ThemesCommand {
    static let info = CLICommandInfo(
        name: "themes", synopsis: "",
        summary: "lists the built-in theme and those under `Themes/`",
        detail:
            "The built-in `default` theme and the bundled ones with their descriptions, and any warning a theme file produces."
    )

    static func run(_ arguments: [String]) throws -> Int32 {
        _ = try CommandArguments(arguments, spec: .init(valued: [], flags: []))
        let names = ThemeLoader.availableThemes
        let width = names.map(\.count).max() ?? 0
        var failed = false
        for name in names {
            do {
                let result = try ThemeLoader.load(name)
                let active = name == Theme.active.name ? " (active)" : ""
                print(
                    name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + result.theme.description
                        + active)
                result.warnings.forEach { FileHandle.standardError.write(Data("viewlab: \($0)\n".utf8)) }
            } catch {
                failed = true
                FileHandle.standardError.write(Data("viewlab: error: \(error)\n".utf8))
            }
        }
        return failed ? 1 : 0
    }
}
