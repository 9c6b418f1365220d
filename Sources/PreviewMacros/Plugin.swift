// The compiler plugin's entry point. The toolchain ships swift-syntax but not the
// `SwiftCompilerPlugin` module, so `main` is written here on the message-handling SPI it uses.
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

@main
struct PreviewMacrosPlugin {
    static func main() throws {
        let connection = try StandardIOMessageConnection()
        let listener = CompilerPluginMessageListener(connection: connection, provider: Provider())
        try listener.main()
    }
}

/// Resolves the macro types this plugin provides.
struct Provider: PluginProvider {
    struct UnknownMacro: Error, CustomStringConvertible {
        var description: String
    }

    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
        switch typeName {
        case "PreviewMacro": return PreviewMacro.self
        default: throw UnknownMacro(description: "ViewLab's macro plugin has no macro '\(typeName)'")
        }
    }
}
