import Foundation
import PackagePlugin

/// Generates the `viewlab` shell's bindings for a target's view and layer classes at build time
/// (`viewlab-bindgen`, the source bridge's `ShellBindingPass`): `public enum <Target>ShellBindings
/// { public static var all: ShellBindings }`, rebuilt whenever a source file changes — so no list
/// of classes or properties is kept by hand.
@main
struct ShellBindingsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        let name = "\(target.name)ShellBindings"
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(name).swift")
        return [.buildCommand(
            displayName: "Generating the shell bindings of \(target.name)",
            executable: try context.tool(named: "viewlab-bindgen").url,
            arguments: ["--enum", name, "--output", output.path] + sources.map(\.path),
            inputFiles: sources, outputFiles: [output])]
    }
}
