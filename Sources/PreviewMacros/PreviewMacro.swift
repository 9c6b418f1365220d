import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// Expands `#Preview("Name", traits: …) { body }` into a registration function and a record in the
/// `viewlab_previews` linker section that runs it, so previews are discovered at run time with no
/// hand-maintained list:
///
///     @MainActor func __macro_local_4makefMu_() {
///         PreviewRegistry.register(name: "Name", fileID: #fileID, filePath: #filePath, line: #line,
///                                  traits: [.landscapeLeft], body: { … })
///     }
///     @used @section("viewlab_previews")
///     let __macro_local_6recordfMu_: @convention(c) () -> Void = { PreviewRegistry.runRecord(__macro_local_4makefMu_) }
///
/// The place is given as the magic literals `#fileID`, `#filePath` and `#line`, which in a macro
/// expansion name the place of the `#Preview` itself, as the compiler presumes it: through a
/// `#sourceLocation` directive (the source bridge's copies of a user's file map onto it line for
/// line), the user's file and line — as the macro's `fileID`/`filePath`/`line` would in Apple's
/// expansion. (`MacroExpansionContext.location(of:)` gives the physical file and line: the copy's
/// name and lines shifted by the copy's header.)
///
/// The registration function is `@MainActor`, as Apple's expansion (`makePreview()`) is: its
/// traits may name main-actor members of views (`.viewlabSweep("progress", \Ring.progress, …)`)
/// and its body builds views. A C function pointer cannot be main-actor isolated, so the record
/// is a closure that hands the function to `PreviewRegistry.runRecord`.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let parsed = try PreviewArguments(node)
        let make = context.makeUniqueName("make")
        let record = context.makeUniqueName("record")
        let traits = parsed.traits.map(\.trimmedDescription).joined(separator: ", ")
        return [
            """
            @MainActor func \(make)() {
                PreviewRegistry.register(name: \(parsed.name ?? "nil"), fileID: #fileID, filePath: #filePath, line: #line, traits: [\(raw: traits)], body: \(parsed.body))
            }
            """,
            """
            @used @section("viewlab_previews") let \(record): @convention(c) () -> Void = { PreviewRegistry.runRecord(\(make)) }
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
                    Diagnostic(
                        node: argument,
                        message: PreviewDiagnostic("unexpected argument '\(argument.trimmedDescription)' in #Preview"))
                ])
            }
        }
        if let closure = node.trailingClosure { body = ExprSyntax(closure) }
        guard let body else {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(
                    node: node,
                    message: PreviewDiagnostic(
                        "#Preview needs a body closure that returns a UIView or UIViewController"))
            ])
        }
        self.body = body.trimmed  // a trailing `// comment` must not swallow the closing parenthesis
    }
}

struct PreviewDiagnostic: DiagnosticMessage {
    let message: String
    init(_ message: String) { self.message = message }
    var diagnosticID: MessageID { MessageID(domain: "ViewLab", id: "Preview") }
    var severity: DiagnosticSeverity { .error }
}
