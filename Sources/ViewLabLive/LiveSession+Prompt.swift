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
        let product = try compiler.compile(
            file, emitsModule: names != nil,  // only declaration lines are imported later
            searchPaths: promptSearchPaths)
        let loaded = try LiveLoader.load(product.library, sourceKey: file.path)
        if let names {
            promptModules.removeAll { !$0.names.isDisjoint(with: names) }
            promptModules.append(PromptModule(product, names: names, file: file))
        } else {
            promptStatements[key] = loaded
        }
        return PromptProduct(loaded: loaded, swiftcSeconds: product.seconds)
    }

    /// Compiles again, in order, the prompt's declaration lines whose library uses the module
    /// version `abiName` (a file just reloaded), so `func twice(_ d: Dot)` declared before a
    /// reload takes the new `Dot` (as the Swift REPL sees one module). A line that no longer
    /// compiles against the new version is dropped. Returns the lines loaded again and the names
    /// of those dropped.
    func redeclarePrompt(using abiName: String) -> (redeclared: [LiveLoader.Loaded], undeclared: [String]) {
        var redeclared: [LiveLoader.Loaded] = [], undeclared: [String] = []
        var stale = Set([abiName])
        for index in promptModules.indices {
            let old = promptModules[index]
            guard let library = FileManager.default.contents(atPath: old.library.path),
                stale.contains(where: { library.range(of: Data($0.utf8)) != nil })
            else { continue }
            // Later lines that used this one are stale too.
            stale.insert(old.abiName)
            do {
                let product = try compiler.compile(old.file, searchPaths: promptSearchPaths(before: index))
                redeclared.append(try LiveLoader.load(product.library, sourceKey: old.file.path))
                promptModules[index] = PromptModule(product, names: old.names, file: old.file)
            } catch {
                undeclared += old.names.sorted()
                promptModules[index].names = []
            }
        }
        promptModules.removeAll { $0.names.isEmpty }
        return (redeclared, undeclared)
    }

    /// The names declared by lines compiled at the prompt (`func shade(…)`, `class Dot`).
    public var promptDeclaredNames: Set<String> { promptModules.reduce(into: []) { $0.formUnion($1.names) } }

    /// The modules a prompt line imports: the latest version of every loaded file or folder, and
    /// the prompt modules with declarations.
    public var promptImports: [String] {
        loaded.values.map(\.product.moduleName).sorted() + promptModules.map(\.module)
    }

    /// The folders of the modules in `promptImports` that are not in the compiler's output folder.
    var promptSearchPaths: [URL] { promptSearchPaths(before: promptModules.count) }

    /// The same, with only the prompt's declaration lines before `index`.
    func promptSearchPaths(before index: Int) -> [URL] {
        loaded.values.map(\.product).sorted { $0.moduleName < $1.moduleName }.compactMap(\.moduleFolder)
            + promptModules.prefix(index).compactMap(\.folder)
    }
}

/// A declaration line compiled at the prompt: its module (imported by later lines), the names
/// it declares, its generated file and its library.
struct PromptModule {
    var module: String
    var abiName: String
    var folder: URL?
    var names: Set<String>
    var file: URL
    var library: URL

    init(_ product: LiveCompiler.Product, names: Set<String>, file: URL) {
        (module, abiName, folder, library) = (
            product.moduleName, product.abiName, product.moduleFolder, product.library
        )
        (self.names, self.file) = (names, file)
    }
}
