import Foundation
import Previews
import SourceBridge
import UIKit
import ViewLabLive

// MARK: - Any Swift at the prompt: the compiled path

extension Shell {
    /// Runs `input` through the interpreter (the fast path), or compiles it (`CompiledLine`) when
    /// it starts with a declaration or block statement, or when the interpreter cannot run it
    /// exactly (`ShellError.Reason.interpreterLacks`: a construct, member, overload or conversion
    /// it does not model — even when it knows a near name). The interpreter's error is reported
    /// only when the compiler rejects the line too; an error the interpreter knows to be wrong
    /// Swift, or one raised while the line ran, is reported at once.
    func runStatement(_ input: String, name: String?, firstLine: Int) throws {
        guard options.compilesSwift else { return try session.run(input) }
        if CompiledLine.startsWithSwiftOnlySyntax(input) {
            return try runCompiled(input, name: name, firstLine: firstLine)
        }
        do {
            try session.run(input)
        } catch let interpreterError as ShellError where interpreterError.reason == .interpreterLacks {
            do { try runCompiled(input, name: name, firstLine: firstLine) } catch let error as ShellError
                where error.reason == .runtime
            {
                throw error
            } catch {
                // the compiler rejects the line too (or there is none): the interpreter's error says more
                throw interpreterError
            }
        }
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
        let exports = line.exportedVariables
        let declared = Set(exports.map(\.name)).union(line.declaredNames)
        let used = line.identifiers
        let variables = session.globals.order.filter { used.contains($0) && !declared.contains($0) }.compactMap {
            session.globals.lookup($0)
        }
        let text = line.file(
            name: name ?? "<stdin>", line: firstLine + 1, imports: live.promptImports,
            variables: variables.map { ($0.name, $0.type.description, $0.isMutable) }, exports: exports)
        let snapshot = TreeSnapshot(stage.root)
        let started = Date()
        let product: LiveSession.PromptProduct
        do { product = try live.compilePrompt(text, declares: line.isDeclaration ? line.declaredNames : nil) } catch let
            error as LiveError
        {
            // already `<stdin>:LINE:COL: error: …` with the line and a caret
            throw ShellError(compilerOutput: error.message)
        }
        let compiled = Date().timeIntervalSince(started)
        let loaded = product.loaded
        registry.install(loaded.bindings)
        var undo: [() -> Void] = [{ snapshot.restore() }]
        if let name = bind(loaded, to: variables) {
            throw ShellError(
                "'\(name)' holds a value compiled code cannot take as '\(session.globals.lookup(name)?.type.description ?? "?")'; the line did not run",
                reason: .runtime)
        }
        if !line.isDeclaration {
            PromptVariables.values = [:]
            PromptVariables.types = [:]
            loaded.call(CompiledLine.runSymbol)
            fflush(nil)  // every C stream: the line's print output comes before the shell's next line
            for variable in exports {
                guard let value = PromptVariables.values[variable.name],
                    let reflected = PromptVariables.types[variable.name],
                    let type = TypeRef(reflected: reflected)
                else { continue }
                undo.append(session.declare(variable.name, type: type, isMutable: variable.isMutable, value: value))
            }
            PromptVariables.values = [:]
            PromptVariables.types = [:]
        }
        session.recordCompiled(input) { undo.reversed().forEach { $0() } }
        if commandState.trace {
            let classes =
                loaded.bindings.classes.isEmpty
                ? "" : " · classes: " + loaded.bindings.classes.map(\.name).joined(separator: ", ")
            console.print(
                String(
                    format:
                        "⟶ compiled with swiftc in %.2f s (not the interpreter; swiftc %.2f s, bridge and loading %.2f s)%@",
                    compiled, product.swiftcSeconds, compiled - product.swiftcSeconds, classes))
        }
    }

    /// Hands a loaded prompt line the session variables it uses (`CompiledLine.bindSymbol`);
    /// returns the name of one it cannot take in its type, if any.
    func bind(_ loaded: LiveLoader.Loaded, to variables: [Variable]) -> String? {
        PromptVariables.boxes = Dictionary(
            variables.map { ($0.name, $0 as any PromptVariableBox) }, uniquingKeysWith: { $1 })
        PromptVariables.unavailable = nil
        _ = loaded.call(CompiledLine.bindSymbol)
        PromptVariables.boxes = [:]  // the line holds the boxes it bound; nothing else may take them
        return PromptVariables.unavailable
    }
}
