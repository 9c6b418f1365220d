import Foundation
import UIKit
import ViewLabSupport

/// `--theme NAME|PATH[,NAME…]`, accepted by every command: the first is selected before the
/// command runs (and passed on to export workers); `export` and `verify` render every listed theme
/// as a variant. An unknown or broken theme is an error; warnings go to stderr.
/// The list is a value the CLI passes to the commands that use it, not process state.
struct ThemeOption {
    /// The themes named on the command line, in order.
    var list: [String] = []
    /// The first of them, the process's active theme.
    var selected: String? { list.first }

    /// Removes `--theme X` / `--theme=X` from `arguments`, loads every listed theme and selects
    /// the first. Returns the remaining arguments and the option.
    static func extract(from arguments: [String]) throws -> (arguments: [String], themes: ThemeOption) {
        var rest: [String] = []
        var selectedList: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--theme" {
                guard index < arguments.count else { throw CLIError.usage("option --theme needs a value") }
                selectedList = split(arguments[index])
                index += 1
            } else if argument.hasPrefix("--theme=") {
                selectedList = split(String(argument.dropFirst("--theme=".count)))
            } else {
                rest.append(argument)
            }
        }
        for (index, name) in selectedList.enumerated() {
            do {
                // Every listed theme is loaded now, so a broken one fails before any work starts.
                let warnings = index == 0 ? try Theme.select(name) : try ThemeLoader.load(name).warnings
                warnings.forEach { FileHandle.standardError.write(Data("viewlab: \($0)\n".utf8)) }
            } catch {
                throw CLIError.failed("\(error)")
            }
        }
        return (rest, ThemeOption(list: selectedList))
    }

    private static func split(_ value: String) -> [String] {
        value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
