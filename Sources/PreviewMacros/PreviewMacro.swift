import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// Expands `#Preview("Name", traits: …) { body }` into a registration function and a record in the
/// `viewlab_previews` linker section that points at it, so previews are discovered at run time
/// with no hand-maintained list:
///
///     func __macro_local_4makefMu_() {
///         PreviewRegistry.register(name: "Name", fileID: "Playgrounds/Ring.swift", line: 12,
///                                  traits: [.landscapeLeft], body: { … })
///     }
///     @used @section("viewlab_previews")
///     let __macro_local_6recordfMu_: @convention(c) () -> Void = __macro_local_4makefMu_
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let parsed = try PreviewArguments(node)
        let make = context.makeUniqueName("make")
        let record = context.makeUniqueName("record")
        var fileID: ExprSyntax = "#fileID"
        var line: ExprSyntax = "#line"
        if let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID) {
            fileID = location.file
            line = location.line
        }
        let traits = parsed.traits.map(\.trimmedDescription).joined(separator: ", ")
        return [
            """
            func \(make)() {
                PreviewRegistry.register(name: \(parsed.name ?? "nil"), fileID: \(fileID), line: \(line), traits: [\(raw: traits)], body: \(parsed.body))
            }
            """,
            """
            @used @section("viewlab_previews") let \(record): @convention(c) () -> Void = \(make)
            """,
        ]
    }
}

/// The arguments of a `#Preview` expansion: an optional name, traits, and the body closure.
struct PreviewArguments {
    var name: ExprSyntax?
    var traits: [ExprSyntax] = []
    var body: ExprSyntax

    init(_ node: some FreestandingMacroExpansionSyntax) throws {
        var inTraits = false
        var body: ExprSyntax?
        for argument in node.arguments {
            switch argument.label?.text {
            case nil where inTraits: traits.append(argument.expression)
            case nil where name == nil && traits.isEmpty: name = argument.expression
            case "traits":
                inTraits = true
                traits.append(argument.expression)
            case "body": body = argument.expression
            default:
                throw DiagnosticsError(diagnostics: [
                    Diagnostic(node: argument, message: PreviewDiagnostic("unexpected argument '\(argument.trimmedDescription)' in #Preview"))
                ])
            }
        }
        if let closure = node.trailingClosure { body = ExprSyntax(closure) }
        guard let body else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: node, message: PreviewDiagnostic("#Preview needs a body closure that returns a UIView or UIViewController"))])
        }
        self.body = body.trimmed // a trailing `// comment` must not swallow the closing parenthesis
    }
}

struct PreviewDiagnostic: DiagnosticMessage {
    let message: String
    init(_ message: String) { self.message = message }
    var diagnosticID: MessageID { MessageID(domain: "ViewLab", id: "Preview") }
    var severity: DiagnosticSeverity { .error }
}
