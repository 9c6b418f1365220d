import Foundation
import UIKit
import ViewLabRender
import ViewLabSupport

/// `viewlab theme-sheet NAME|PATH -o FILE.png [--scale N]`: every colour of a theme in light and
/// dark with WCAG contrast ratios.
enum ThemeSheetCommand {
    static let info = CLICommandInfo(
        name: "theme-sheet", synopsis: "NAME|PATH -o FILE.png [--scale N]",
        summary: "swatches of a theme with WCAG contrast ratios",
        detail:
            "Every colour of a theme in light and dark with its hex value and WCAG contrast ratio; pairs below AA are marked in red."
    )

    static func run(_ arguments: [String]) throws -> Int32 {
        let args = try CommandArguments(
            arguments, spec: .init(valued: ["--out", "--scale"], flags: [], aliases: ["-o": "--out"]))
        guard let name = args.positionals.first, args.positionals.count == 1 else {
            throw CLIError.usage("theme-sheet takes one theme name or path")
        }
        guard let output = args.value("--out") else { throw CLIError.usage("theme-sheet needs -o FILE.png") }
        let scale = try VariantFlags.scale(args) ?? 2
        let loaded: ThemeLoader.Result
        do { loaded = try ThemeLoader.load(name) } catch { throw CLIError.failed("\(error)") }
        loaded.warnings.forEach { FileHandle.standardError.write(Data("viewlab: \($0)\n".utf8)) }
        do {
            let image = try ThemeSheet.render(loaded.theme, scale: scale)
            try PNGFile.write(
                image, to: URL(fileURLWithPath: output), scale: scale,
                description: "theme sheet of \(loaded.theme.name)")
        } catch {
            throw CLIError.failed("\(error)")
        }
        return 0
    }
}
