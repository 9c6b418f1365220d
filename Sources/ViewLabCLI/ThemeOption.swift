import Foundation
import UIKit

/// `--theme NAME|PATH`, accepted by every command: selected before the command runs (and passed on
/// to export workers). An unknown or broken theme is an error; warnings go to stderr.
enum ThemeOption {
    /// The theme named on the command line, if any (set by `extract`).
    nonisolated(unsafe) static var selected: String?

    /// Removes `--theme X` / `--theme=X` from `arguments` and selects that theme.
    static func extract(from arguments: [String]) throws -> [String] {
        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--theme" {
                guard index < arguments.count else { throw CLIError.usage("option --theme needs a value") }
                selected = arguments[index]
                index += 1
            } else if argument.hasPrefix("--theme=") {
                selected = String(argument.dropFirst("--theme=".count))
            } else {
                rest.append(argument)
            }
        }
        if let selected {
            do {
                for warning in try Theme.select(selected) {
                    FileHandle.standardError.write(Data("viewlab: \(warning)\n".utf8))
                }
            } catch {
                throw CLIError.failed("\(error)")
            }
        }
        return rest
    }
}
