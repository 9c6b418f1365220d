import Foundation
import Previews

// MARK: - Lines compiled at the shell's prompt

extension LiveSession {
    /// What compiling a prompt line did: the loaded library and the seconds `swiftc` took (the
    /// rest of the line's time is the source bridge, writing and loading; 0 when the line was
    /// compiled before).
    public struct PromptProduct {
        public var loaded: LiveLoader.Loaded
        public var swiftcSeconds: Double
    }

    /// Compiles `text` (a generated prompt file, see the shell's `CompiledLine`) as a module of
    /// its own and loads it. `declares`: for a line of declarations, the type and function names
    /// it declares at file scope (empty for an `extension`); later prompt modules import it, and it
    /// replaces an earlier prompt module declaring any of the same names. Nil for a statement line
    /// (nothing to import): the same text again (a line typed again, with the same variables and
    /// imports) reuses its library, whose run function simply runs again.
    public func compilePrompt(_ text: String, declares names: Set<String>?) throws -> PromptProduct {
        // The versions imported belong to the key: `import Boom` names a new version after a reload.
        let key = ([text] + promptSearchPaths.map(\.lastPathComponent)).joined(separator: "\n")
        if names == nil, let loaded = promptStatements[key] { return PromptProduct(loaded: loaded, swiftcSeconds: 0) }
        promptNumber += 1
        let folder = compiler.outputDirectory.appendingPathComponent("prompt", isDirectory: true)
        let file = folder.appendingPathComponent("Prompt\(promptNumber).swift")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        } catch {
            throw LiveError("cannot write \(file.path): \(error.localizedDescription)")
        }
        let product = try compiler.compile(file, emitsModule: names != nil, // only declaration lines are imported later
                                           searchPaths: promptSearchPaths)
        let loaded = try LiveLoader.load(product.library, sourceKey: file.path)
        if let names {
            promptModules.removeAll { !$0.names.isDisjoint(with: names) }
            promptModules.append((product.moduleName, product.moduleFolder, names))
        } else {
            promptStatements[key] = loaded
        }
        return PromptProduct(loaded: loaded, swiftcSeconds: product.seconds)
    }

    /// The names declared by lines compiled at the prompt (`func shade(…)`, `class Dot`).
    public var promptDeclaredNames: Set<String> { promptModules.reduce(into: []) { $0.formUnion($1.names) } }

    /// The modules a prompt line imports: the latest version of every loaded file or folder, and
    /// the prompt modules with declarations.
    public var promptImports: [String] {
        loaded.values.map(\.product.moduleName).sorted() + promptModules.map(\.module)
    }

    /// The folders of the modules in `promptImports` that are not in the compiler's output folder.
    var promptSearchPaths: [URL] {
        loaded.values.map(\.product).sorted { $0.moduleName < $1.moduleName }.compactMap(\.moduleFolder)
            + promptModules.compactMap(\.folder)
    }
}
