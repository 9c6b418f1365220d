import Foundation
import SourceBridge

// MARK: - The generated shell bindings file

extension LiveCompiler {
    /// The file name of the generated shell bindings compiled with each module.
    static let shellBindingsFile = "ViewLabShellBindings.swift"

    /// When the compiler's only errors are in the generated bindings (a member the generator
    /// thought bindable is not — it never reports the user's code as broken), rewrites the file
    /// without the failing lines, or with no classes when the failure is elsewhere in it, so that
    /// the retry compiles your code as written. Returns whether it changed the file.
    func repairShellBindings(_ file: URL, stderr: String) throws -> Bool {
        let errors = stderr.split(separator: "\n").filter {
            CompilerDiagnostics.kind(of: String($0)) == "error" && $0.contains(": error: ")
        }
        let prefix = file.path + ":"
        guard !errors.isEmpty, errors.allSatisfy({ $0.hasPrefix(prefix) }) else { return false }
        let failing = Set(errors.compactMap { Int($0.dropFirst(prefix.count).prefix { $0 != ":" }) })
        let text = String(decoding: FileManager.default.contents(atPath: file.path) ?? Data(), as: UTF8.self)
        var lines = text.components(separatedBy: "\n")
        let onlyMembers = failing.allSatisfy {
            $0 >= 1 && $0 <= lines.count && lines[$0 - 1].hasPrefix("        binding.")
        }
        if onlyMembers {
            for line in failing { lines[line - 1] = "        // not bound: the generated line did not compile" }
        } else {
            lines = ShellBindingPass.generate([], superclassFamily: { _ in nil }, entry: .liveRegistration).components(
                separatedBy: "\n")
        }
        try Data(lines.joined(separator: "\n").utf8).write(to: file)
        return true
    }
}
