import Foundation
import SourceBridge
import ViewLabLive

// viewlab-bindgen --enum NAME --output FILE SOURCE.swift…
//
// The `ShellBindings` build plugin's tool: writes the shell bindings of a SwiftPM target's view
// and layer classes (`ShellBindingPass`) as `public enum NAME { public static var all: ShellBindings }`.
// UIKit is linked in, so superclasses are classified by looking them up (`UIKitClassFamily`).
var arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String) -> String? { // top-level code and its globals run on the main actor
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    defer { arguments.removeSubrange(index...index + 1) }
    return arguments[index + 1]
}
guard let name = option("--enum"), let output = option("--output") else {
    FileHandle.standardError.write(Data("usage: viewlab-bindgen --enum NAME --output FILE SOURCE.swift…\n".utf8))
    exit(2)
}
var files: [BridgedFile] = []
for path in arguments {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("viewlab-bindgen: cannot read \(path)\n".utf8))
        exit(1)
    }
    files.append(BridgedFile(path: path, text: String(decoding: data, as: UTF8.self)))
}
let text = ShellBindingPass.generate(files, superclassFamily: UIKitClassFamily.of, entry: .publicEnum(name))
// Rewritten only when it changes, so an unchanged target is not recompiled.
if FileManager.default.contents(atPath: output).map({ String(decoding: $0, as: UTF8.self) }) != text {
    do { try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic) } catch {
        FileHandle.standardError.write(Data("viewlab-bindgen: cannot write \(output): \(error.localizedDescription)\n".utf8))
        exit(1)
    }
}
