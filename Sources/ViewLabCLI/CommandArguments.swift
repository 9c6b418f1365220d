@_spi(ViewLab) import UIKit
import Foundation
import ViewLabSupport

/// A command line parsed against a command's known options. Unknown options are errors with a
/// "did you mean" suggestion.
struct CommandArguments {
    /// An option that takes a value (`--out DIR` or `--out=DIR`), or a flag (`--json`).
    struct Spec {
        var valued: Set<String>
        var flags: Set<String>
        /// Short spellings: `-o` → `--out`.
        var aliases: [String: String] = [:]
    }

    private(set) var positionals: [String] = []
    private(set) var values: [String: [String]] = [:]
    private(set) var flags: Set<String> = []

    init(_ arguments: [String], spec: Spec) throws {
        var index = 0
        while index < arguments.count {
            var argument = arguments[index]
            index += 1
            if argument == "--" {
                positionals += arguments[index...]
                break
            }
            guard argument.hasPrefix("-"), argument.count > 1 else {
                positionals.append(argument)
                continue
            }
            argument = spec.aliases[argument] ?? argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                inlineValue = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            if spec.flags.contains(argument) {
                flags.insert(argument)
            } else if spec.valued.contains(argument) {
                if let inlineValue {
                    values[argument, default: []].append(inlineValue)
                } else if index < arguments.count {
                    values[argument, default: []].append(arguments[index])
                    index += 1
                } else {
                    throw CLIError.usage("option \(argument) needs a value")
                }
            } else {
                let known = Array(spec.valued) + Array(spec.flags)
                let hint = Suggestion.closest(to: argument, in: known).map { " (did you mean \($0)?)" } ?? ""
                throw CLIError.usage("unknown option \(argument)\(hint)")
            }
        }
    }

    func value(_ name: String) -> String? { values[name]?.last }

    /// A comma-separated list option (`--appearance light,dark`), possibly repeated.
    func list(_ name: String) -> [String]? {
        values[name].map { $0.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } } }
    }

    func has(_ flag: String) -> Bool { flags.contains(flag) }
}
