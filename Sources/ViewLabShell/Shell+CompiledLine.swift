import Foundation
import Previews
import UIKit
import ViewLabLive

// MARK: - Any Swift at the prompt: the compiled path

extension Shell {
    /// Runs `input` through the interpreter (the fast path), or compiles it (`CompiledLine`) when
    /// it starts with a declaration or block statement, or when the interpreter rejects it only
    /// for naming API it has no binding for (`isUnboundAPI`). When the compiler rejects such a line
    /// too, the interpreter's error is reported.
    func runStatement(_ input: String, name: String?, firstLine: Int) throws {
        guard options.compilesSwift else { return try session.run(input) }
        if CompiledLine.startsWithSwiftOnlySyntax(input) { return try runCompiled(input, name: name, firstLine: firstLine) }
        do {
            try session.run(input)
        } catch let interpreterError as ShellError where isUnboundAPI(interpreterError) {
            do { try runCompiled(input, name: name, firstLine: firstLine) } catch { throw interpreterError }
        }
    }

    /// An unknown member, type or function with no near name to suggest — not a misspelt
    /// variable (`cannot find 'z'` stays the interpreter's quick error unless a compiled line
    /// declared `z`).
    private func isUnboundAPI(_ error: ShellError) -> Bool {
        guard error.hint == nil else { return false }
        if error.message.contains("has no member") { return true }
        guard error.message.hasPrefix("cannot find '"), let name = error.message.split(separator: "'").dropFirst().first else { return false }
        return name.first?.isUppercase == true || (LiveSession.current?.promptDeclaredNames.contains(String(name)) ?? false)
    }

    /// Compiles `input` as its own module (through the source bridge, so its classes get shell
    /// bindings), loads it and, for statements, runs it with the session's variables; records it
    /// for `:save` and `:undo` (the view tree is restored). With `:trace on` says which path ran
    /// and how long the compile took.
    func runCompiled(_ input: String, name: String?, firstLine: Int) throws {
        let live: LiveSession
        do { live = try LiveSession.shared() } catch let error as LiveError {
            throw ShellError("this line needs the Swift compiler (\(error.message))")
        }
        let line = CompiledLine(input)
        let used = line.identifiers
        let variables = session.globals.order.filter(used.contains).compactMap { session.globals.lookup($0) }
        let text = line.file(name: name ?? "<stdin>", line: firstLine + 1, imports: live.promptImports,
                             variables: variables.map { ($0.name, $0.type.description, $0.isMutable) })
        let snapshot = TreeSnapshot(stage.root)
        let started = Date()
        let loaded: LiveLoader.Loaded
        do { loaded = try live.compilePrompt(text, declares: line.declaredNames) } catch let error as LiveError {
            throw ShellError(compilerOutput: error.message) // already `<stdin>:LINE:COL: error: …` with the line and a caret
        }
        let compiled = Date().timeIntervalSince(started)
        registry.install(loaded.bindings)
        if !line.isDeclaration {
            PromptVariables.values = Dictionary(uniqueKeysWithValues: variables.map { ($0.name, $0.value) })
            loaded.call(CompiledLine.runSymbol)
            for variable in variables where variable.isMutable {
                if let value = PromptVariables.values[variable.name] { session.assign(variable.name, value) }
            }
            PromptVariables.values = [:]
        }
        session.recordCompiled(input) { snapshot.restore() }
        if commandState.trace {
            let classes = loaded.bindings.classes.isEmpty ? "" : " · classes: " + loaded.bindings.classes.map(\.name).joined(separator: ", ")
            console.print(String(format: "⟶ compiled with swiftc in %.2f s (not the interpreter)%@", compiled, classes))
        }
    }
}
