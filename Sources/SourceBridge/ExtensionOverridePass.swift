@_implementationOnly import SwiftParser
@_implementationOnly import SwiftSyntax

/// Overrides declared in extensions (`extension RatingView { override func layoutSubviews() … }`),
/// which Swift allows on Apple platforms for Objective-C methods but rejects on Linux
/// ("declarations in extensions cannot override yet"): when the class is declared in the module
/// being compiled, the member is moved into the class body, wrapped in `#sourceLocation` so it
/// still reports its own file and line; its place in the extension becomes blank lines. An
/// override in an extension of a class the module does not declare (a UIKit class) cannot be
/// moved: it is reported as an error naming the limitation.
enum ExtensionOverridePass {
    static func run(_ files: inout [BridgedFile], index: ModuleIndex) -> [SourceBridge.Diagnostic] {
        var edits = Array(repeating: [SourceEdit](), count: files.count)
        var diagnostics: [SourceBridge.Diagnostic] = []
        let trees = files.map { Parser.parse(source: $0.text) }
        // Class name → (file number, closing brace offset, its line).
        var bodies: [String: (file: Int, offset: Int, line: Int)] = [:]
        for (number, tree) in trees.enumerated() {
            let converter = SourceLocationConverter(fileName: files[number].path, tree: tree)
            for statement in tree.statements {
                guard let decl = statement.item.as(ClassDeclSyntax.self), decl.genericParameterClause == nil else { continue }
                let brace = decl.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia
                bodies[decl.name.text] = (number, brace.utf8Offset, converter.line(of: brace))
            }
        }
        var moved: [String: [String]] = [:]
        for (number, tree) in trees.enumerated() {
            let converter = SourceLocationConverter(fileName: files[number].path, tree: tree)
            for statement in tree.statements {
                guard let decl = statement.item.as(ExtensionDeclSyntax.self) else { continue }
                let typeName = decl.extendedType.trimmedDescription
                for item in decl.memberBlock.members where isOverride(item.decl) {
                    let line = converter.line(of: item.decl.positionAfterSkippingLeadingTrivia)
                    guard bodies[typeName] != nil else {
                        diagnostics.append(.init(file: files[number].path, line: line, message:
                            "an override in an extension of \(typeName), a class this module does not declare, cannot be bridged: Swift on Linux allows overrides only in the class body (move it into a subclass of \(typeName))"))
                        continue
                    }
                    edits[number].append(SourceEdit(replacing: item.decl, with: ""))
                    moved[typeName, default: []].append(SourceLocation.directive(file: files[number].path, line: line) + "\n" + item.decl.trimmedText)
                }
            }
        }
        for (typeName, members) in moved.sorted(by: { $0.key < $1.key }) {
            guard let body = bodies[typeName] else { continue }
            let text = "\n" + members.joined(separator: "\n") + "\n" + SourceLocation.directive(file: files[body.file].path, line: body.line) + "\n"
            edits[body.file].append(SourceEdit(inserting: text, at: body.offset))
        }
        for number in files.indices where !edits[number].isEmpty {
            files[number].text = SourceEdit.apply(edits[number], to: files[number].text)
        }
        return diagnostics
    }

    static func isOverride(_ decl: DeclSyntax) -> Bool {
        guard !decl.is(InitializerDeclSyntax.self) else { return false }
        return decl.asProtocol(WithModifiersSyntax.self)?.modifiers.has("override") == true
    }
}
