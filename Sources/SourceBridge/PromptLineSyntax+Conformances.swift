internal import SwiftParser
internal import SwiftSyntax

extension PromptLineSyntax {
    /// `source` (a declaration line) with `public` on the members of each `extension` that adds a
    /// conformance to a type of an earlier line or of a loaded file, so the conformance compiles as
    /// it does in one Swift file.
    ///
    /// Each prompt line is a module of its own that `@testable import`s the earlier ones, and the
    /// compiler treats an internal type reached through `@testable import` as public when it
    /// checks a conformance added in another module: `extension Square: CustomStringConvertible {
    /// var description: String { … } }` fails with "property 'description' must be declared public
    /// because it matches a requirement in public protocol 'CustomStringConvertible'" (swiftc with
    /// `-emit-module`), though the same lines typed into the Swift REPL, or written in one file,
    /// compile. A member that already says its access, and one whose text names a type this line
    /// declares (internal to this module, so it could not be public), is left as written. The
    /// text keeps its lines; the columns after an inserted `public ` move by 7.
    public static func publishingConformanceWitnesses(in source: String) -> String {
        let declared = topLevelDeclarationNames(in: source)
        var edits: [SourceEdit] = []
        for item in Parser.parse(source: source).statements {
            guard let ext = Syntax(item.item).as(ExtensionDeclSyntax.self), ext.inheritanceClause != nil,
                !declared.contains(ext.extendedType.trimmedDescription)
            else { continue }
            for member in ext.memberBlock.members {
                let decl = member.decl
                guard let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
                    !modifiers.contains(where: { accessWords.contains($0.name.text) }),
                    !mentions(decl, anyOf: declared),
                    let offset = introducerOffset(of: decl)
                else { continue }
                edits.append(SourceEdit(inserting: "public ", at: offset))
            }
        }
        return edits.isEmpty ? source : SourceEdit.apply(edits, to: source)
    }

    private static let accessWords: Set<String> = ["open", "public", "package", "internal", "fileprivate", "private"]

    /// Where an access modifier goes: before the first modifier, else before the declaration's
    /// keyword (after its attributes: `@objc public func`).
    private static func introducerOffset(of decl: DeclSyntax) -> Int? {
        if let first = decl.asProtocol(WithModifiersSyntax.self)?.modifiers.first {
            return first.positionAfterSkippingLeadingTrivia.utf8Offset
        }
        if let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes, !attributes.isEmpty {
            return attributes.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)?
                .positionAfterSkippingLeadingTrivia.utf8Offset
        }
        return decl.positionAfterSkippingLeadingTrivia.utf8Offset
    }

    private static func mentions(_ decl: DeclSyntax, anyOf names: Set<String>) -> Bool {
        !names.isEmpty
            && decl.tokens(viewMode: .sourceAccurate).contains { token in
                if case .identifier(let text) = token.tokenKind { return names.contains(text) }
                return false
            }
    }
}
