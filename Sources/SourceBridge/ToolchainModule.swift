internal import Foundation

/// A module of the Swift toolchain (the standard library, Foundation) whose chosen types the shell
/// binds from their declarations, as it binds UIKit's: the declarations are the module's interface
/// as the toolchain prints it (`swift-synthesize-interface`, the text Xcode shows for "Jump to
/// Definition" on a module), so `Int`, `String`, `CGRect` or `Date` at the prompt have the members
/// the compiler sees, not a list kept by hand.
///
/// Only the chosen types are bound (a whole module would be tens of thousands of lines of bindings
/// for types a learner does not type); every other type of the module is left to the compiler,
/// as any unbound name is.
public struct ToolchainModule: Sendable {
    /// The module name the generated files and list are named after (`Foundation+Generated`).
    public let name: String
    /// The modules whose interfaces declare the types: on Linux, Foundation's value types
    /// (`Date`, `URL`, `IndexPath`) are declared by `FoundationEssentials`, which `Foundation`
    /// re-exports.
    public let interfaces: [String]
    /// The types bound, qualified as Swift names them from file scope (`DateFormatter.Style`).
    public let types: Set<String>

    /// The toolchain types the shell binds: the numbers, truth values and strings every tutorial
    /// line uses, and Foundation's geometry, dates, URLs, index paths and formatters.
    public static let all: [ToolchainModule] = [
        ToolchainModule(
            name: "Swift", interfaces: ["Swift"],
            types: ["Int", "Double", "Float", "Bool", "String", "Character", "FloatingPointRoundingRule"]),
        ToolchainModule(
            name: "Foundation", interfaces: ["FoundationEssentials", "Foundation"],
            types: [
                "CGFloat", "CGPoint", "CGSize", "CGRect", "Date", "DateComponents", "DateFormatter",
                "DateFormatter.Style", "NumberFormatter", "NumberFormatter.Style", "URL", "UUID", "IndexPath",
                "Calendar", "Calendar.Component", "TimeZone", "Locale", "CharacterSet",
            ]),
    ]

    /// The module's declarations as the toolchain prints them, one file per interface.
    /// Throws with the tool's message when it cannot print them.
    public func interfaceFiles() throws -> [BridgedFile] {
        try interfaces.map { module in
            BridgedFile(path: "/toolchain/\(module).swiftinterface", text: try Self.synthesizeInterface(of: module))
        }
    }

    /// `swift-synthesize-interface -module-name MODULE -target TRIPLE`, found next to `swiftc`.
    static func synthesizeInterface(of module: String) throws -> String {
        let tool = Self.toolPath("swift-synthesize-interface")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["-module-name", module, "-target", Self.hostTriple]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let text = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, !text.isEmpty else {
            throw ToolchainInterfaceError(
                module: module,
                message: String(decoding: message, as: UTF8.self).split(separator: "\n").first.map(String.init)
                    ?? "exit status \(process.terminationStatus)")
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The tool of that name in the directory of the `swiftc` on `PATH` (or `PATH`'s own).
    static func toolPath(_ name: String) -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return name
    }

    /// `x86_64-unknown-linux-gnu` on this machine.
    static var hostTriple: String {
        #if arch(arm64)
            "aarch64-unknown-linux-gnu"
        #else
            "x86_64-unknown-linux-gnu"
        #endif
    }
}

/// The toolchain could not print a module's interface (`swift-synthesize-interface` missing or failing).
public struct ToolchainInterfaceError: Error, CustomStringConvertible {
    public let module: String
    public let message: String
    public var description: String { "cannot print the interface of \(module): \(message)" }
}
