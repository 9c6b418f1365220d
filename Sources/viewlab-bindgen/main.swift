import Foundation
import SourceBridge
import ViewLabLive

// viewlab-bindgen --enum NAME --output FILE SOURCE.swift…
// viewlab-bindgen --frameworks SOURCES-DIR --output DIR [--initializers FILE]
//
// The `ShellBindings` build plugin's tool: writes the shell bindings of a SwiftPM target's view
// and layer classes (`ShellBindingPass`) as `public enum NAME { public static var all: ShellBindings }`.
// UIKit is linked in, so superclasses are classified by looking them up (`UIKitClassFamily`).
//
// With `--frameworks` (`make bindings`): the shell's bindings of UIKit, QuartzCore and Core
// Graphics from their public declarations, and of the standard library's and Foundation's chosen
// types from the toolchain's interfaces (`ToolchainModule`) (`FrameworkBindingPass`): per module a list file
// `MODULE+Generated.swift` and parts `MODULE+Generated+A-C.swift` in DIR (stale parts removed);
// with `--initializers`, the initialisers the frameworks' open classes give subclasses
// (`FrameworkInitializers`, for the bindings of users' subclasses).
var arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String) -> String? {  // top-level code and its globals run on the main actor
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    defer { arguments.removeSubrange(index...index + 1) }
    return arguments[index + 1]
}
@MainActor func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("\(message)\n".utf8))
    exit(status)
}
@MainActor func read(_ path: String) -> BridgedFile {
    guard let data = FileManager.default.contents(atPath: path) else { fail("viewlab-bindgen: cannot read \(path)") }
    return BridgedFile(path: path, text: String(decoding: data, as: UTF8.self))
}
/// Rewritten only when it changes, so an unchanged target is not recompiled.
@MainActor func write(_ text: String, to output: String) {
    guard FileManager.default.contents(atPath: output).map({ String(decoding: $0, as: UTF8.self) }) != text else {
        return
    }
    do { try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic) } catch {
        fail("viewlab-bindgen: cannot write \(output): \(error.localizedDescription)")
    }
}

if let sources = option("--frameworks") {
    let tablePath = option("--initializers")
    guard let output = option("--output") else {
        fail("usage: viewlab-bindgen --frameworks SOURCES-DIR --output DIR", status: 2)
    }
    let modules = FrameworkBindingPass.modules.map { name in
        (name: name, files: FrameworkBindingPass.sourceFiles(of: name, in: sources).map(read))
    }
    let toolchain: [(name: String, files: [BridgedFile])]
    do {
        toolchain = try ToolchainModule.all.map { (name: $0.name, files: try $0.interfaceFiles()) }
    } catch { fail("viewlab-bindgen: \(error)") }
    let selection = Dictionary(uniqueKeysWithValues: ToolchainModule.all.map { ($0.name, $0.types) })
    let files = FrameworkBindingPass.generate(toolchain + modules, selection: selection)
    if let table = tablePath { write(FrameworkBindingPass.initializerTable(modules), to: table) }
    for (name, text) in files {
        write(text, to: URL(fileURLWithPath: output).appendingPathComponent("\(name).swift").path)
    }
    let existing = (try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []
    for file in existing
    where file.contains("+Generated") && file.hasSuffix(".swift") && files[String(file.dropLast(6))] == nil {
        try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: output).appendingPathComponent(file).path)
    }
    exit(0)
}
guard let name = option("--enum"), let output = option("--output") else {
    fail("usage: viewlab-bindgen --enum NAME --output FILE SOURCE.swift…", status: 2)
}
let text = ShellBindingPass.generate(
    arguments.map(read), superclassFamily: UIKitClassFamily.of, entry: .publicEnum(name))
write(text, to: output)
