import Foundation
import SourceBridge

/// A line the interpreter does not handle, turned into a Swift file for the live compiler:
/// declarations (`class`, `struct`, `enum`, `extension`, `func` …) at file scope, statements
/// (`for`, `while`, `if`, `switch`, `guard`, or an expression over API the shell's bindings do not
/// cover) in a function the shell calls. The session's variables the line uses are passed in
/// as file-scope variables backed by the session's own storage (`PromptVariables`). `#sourceLocation` maps the
/// code back to the prompt's line, and it starts at column 1, so compiler errors point at the
/// prompt's line and column.
struct CompiledLine {
    /// Words that start a declaration (at file scope).
    static let declarationWords: Set<String> = [
        "class", "struct", "enum", "extension", "func", "protocol", "typealias", "import",
        "final", "open", "public", "internal", "fileprivate", "private", "indirect",
    ]
    /// Words that start a statement the interpreter has no syntax for.
    static let statementWords: Set<String> = ["for", "while", "if", "switch", "guard", "repeat", "do", "defer"]
    /// The C name of the function running a statement line.
    static let runSymbol = "viewlab_prompt_run"
    /// The C name of the function binding the session variables a line uses, called once after loading.
    static let bindSymbol = "viewlab_prompt_bind"

    let source: String
    let isDeclaration: Bool

    init(_ source: String) {
        self.source = source
        let word = CompiledLine.firstWord(source)
        isDeclaration = word.hasPrefix("@") || CompiledLine.declarationWords.contains(word)
    }

    /// Whether `source` starts with a declaration or block statement: compiled without trying the
    /// interpreter.
    static func startsWithSwiftOnlySyntax(_ source: String) -> Bool {
        let word = firstWord(source)
        return word.hasPrefix("@") || declarationWords.contains(word) || statementWords.contains(word)
    }

    private static func firstWord(_ source: String) -> String {
        let trimmed = source.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
        return String(trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "@" })
    }

    /// The identifiers the line mentions (to pass only the variables it uses).
    var identifiers: Set<String> {
        var out: Set<String> = [], current = ""
        for character in source + " " {
            if character.isLetter || character == "_" || (character.isNumber && !current.isEmpty) {
                current.append(character)
            } else {
                if !current.isEmpty { out.insert(current) }
                current = ""
            }
        }
        return out
    }

    /// The type and function names a declaration line declares at its top level (`class Dot` →
    /// `Dot`; not its members).
    var declaredNames: Set<String> {
        isDeclaration ? PromptLineSyntax.topLevelDeclarationNames(in: source) : []
    }

    /// The top-level `let`/`var`s of a statement line: handed back to the session after the run.
    var exportedVariables: [PromptLineSyntax.Variable] {
        isDeclaration ? [] : PromptLineSyntax.topLevelVariables(in: source)
    }

    /// The Swift file: imports, the session variables the line uses with the function binding
    /// them, then the line at file scope or in the run function.
    /// `variables`: name, Swift type and mutability of each session variable the line uses (not
    /// those it declares again); `exports`: the variables it declares, handed back with their
    /// static types (`PromptVariables.export`): a `var` as its storage, a `let` as its value.
    func file(
        name: String, line: Int, imports: [String], variables: [(name: String, type: String, isMutable: Bool)],
        exports: [PromptLineSyntax.Variable] = []
    ) -> String {
        var lines = ["import Foundation", "import UIKit", "import Previews"] + imports.map { "@testable import \($0)" }
        let location = "#sourceLocation(file: \(CompiledLine.quoted(name)), line: \(line))"
        // Each session variable the line uses is reached through its box, read and written where it is used
        // (`PromptVariables`): a closure the line makes, or a function it declares, changes the session's
        // variable whenever it is called, as top-level code in the Swift REPL reaches its globals.
        for variable in variables {
            let box = CompiledLine.boxName(variable.name)
            lines.append("private var \(box): (any PromptVariableBox)!")
            let setter = variable.isMutable ? " set { \(box).value = newValue }" : ""
            lines.append(
                "private var \(variable.name): \(variable.type) { get { \(box).value as! \(variable.type) }\(setter) }")
        }
        // Bound once, right after loading: a value the interpreter holds in a form Swift cannot cast (a
        // shell closure) stops the line, not the session.
        lines += ["@_cdecl(\"\(CompiledLine.bindSymbol)\")", "public func _viewlabPromptBind() {"]
        lines += variables.flatMap { variable -> [String] in
            let box = CompiledLine.boxName(variable.name), quotedName = CompiledLine.quoted(variable.name)
            return [
                "guard PromptVariables.box(\(quotedName)).value is \(variable.type) else { PromptVariables.unavailable = \(quotedName); return }",
                "\(box) = PromptVariables.box(\(quotedName))",
            ]
        }
        lines.append("}")
        if isDeclaration {
            // nothing follows: the bridge appends its tables after the last line
            lines += [location, PromptLineSyntax.publishingConformanceWitnesses(in: source)]
        } else {
            lines += ["@_cdecl(\"\(CompiledLine.runSymbol)\")", "public func _viewlabPromptRun() {"]
            // One expression: its value is printed, as the interpreter prints a bare expression. (The
            // wrapper moves the first line's columns; the interpreter's error is the one shown for such a line.)
            let body = PromptLineSyntax.isValueExpression(source) ? "PromptVariables.show(" + source + "\n)" : source
            lines += ["do {", location, body, "#sourceLocation()"]
            // A `var` goes back as its storage (closures the line made share it); a `let` as its value.
            lines += exports.map {
                $0.isMutable
                    ? "PromptVariables.export(\(CompiledLine.quoted($0.name)), get: { \($0.name) }, set: { \($0.name) = $0 })"
                    : "PromptVariables.export(\(CompiledLine.quoted($0.name)), \($0.name))"
            }
            lines += ["}", "}"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The file-scope name of a session variable's box in the generated code.
    private static func boxName(_ name: String) -> String {
        "_viewlabBox_" + name.replacingOccurrences(of: "`", with: "")
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
