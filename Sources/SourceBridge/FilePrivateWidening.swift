internal import SwiftSyntax

/// When `ExtensionOverridePass` moves an override from an extension into its class's body in
/// another file, the code moved may call its old file's `private`/`fileprivate` top-level helpers
/// (`private func descriptionForObject(_:)` next to `extension LayoutConstraint { override var
/// description … }`), which the other file cannot see. Those helpers become internal — the
/// modifier is blanked with spaces so every column stays — unless another file of the module
/// declares the same name at its top level, which internal access would make clash. The same
/// holds for the `private` members of the file's extensions (`private func
/// setDefaultColorsIfNeeded()` beside `override func awakeFromNib()` in `extension Control`):
/// they become internal unless another file declares a member of that name on the same type.
/// Declarations inside `#if` blocks count as well.
enum FilePrivateWidening {
    /// The edits per file (one list per tree) that widen the helpers of the files in `files`.
    static func edits(for files: Set<Int>, in trees: [SourceFileSyntax]) -> [[SourceEdit]] {
        var result = Array(repeating: [SourceEdit](), count: trees.count)
        guard !files.isEmpty else { return result }
        let names = trees.map { Set(topLevelDeclarations(in: $0).flatMap(\.names)) }
        let members = trees.map { Set(memberDeclarations(in: $0).flatMap(\.names)) }
        for number in files.sorted() {
            let others = names.indices.filter { $0 != number }
            let elsewhere = others.reduce(into: Set<String>()) { $0.formUnion(names[$1]) }
            let membersElsewhere = others.reduce(into: Set<String>()) { $0.formUnion(members[$1]) }
            let candidates =
                topLevelDeclarations(in: trees[number]).filter { $0.names.allSatisfy { !elsewhere.contains($0) } }
                + memberDeclarations(in: trees[number]).filter {
                    $0.isInExtension && $0.names.allSatisfy { !membersElsewhere.contains($0) }
                }
            for declaration in candidates {
                for modifier in declaration.modifiers where ["private", "fileprivate"].contains(modifier.name.text) {
                    result[number].append(
                        SourceEdit(
                            replacing: modifier.name, with: String(repeating: " ", count: modifier.name.text.count)))
                }
            }
        }
        return result
    }

    /// The members of the file's types and extensions, named `Type.member`; `isInExtension` for
    /// those of extensions.
    private static func memberDeclarations(in tree: SourceFileSyntax) -> [Declaration] {
        topLevelItems(in: tree).flatMap { node -> [Declaration] in
            let type: String, block: MemberBlockSyntax, isExtension: Bool
            if let e = node.as(ExtensionDeclSyntax.self) {
                (type, block, isExtension) = (e.extendedType.trimmedDescription, e.memberBlock, true)
            } else if let c = node.as(ClassDeclSyntax.self) {
                (type, block, isExtension) = (c.name.text, c.memberBlock, false)
            } else if let s = node.as(StructDeclSyntax.self) {
                (type, block, isExtension) = (s.name.text, s.memberBlock, false)
            } else {
                return []
            }
            return block.members.compactMap { member -> Declaration? in
                guard var declaration = declaration(Syntax(member.decl)) else { return nil }
                declaration.names = declaration.names.map { "\(type).\($0)" }
                declaration.isInExtension = isExtension
                return declaration
            }
        }
    }

    /// The file's top-level declarations, those of `#if` clauses included.
    private static func topLevelItems(in tree: SourceFileSyntax) -> [Syntax] {
        func flatten(_ node: Syntax) -> [Syntax] {
            guard let conditional = node.as(IfConfigDeclSyntax.self) else { return [node] }
            return conditional.clauses.flatMap { clause -> [Syntax] in
                guard case .statements(let items)? = clause.elements else { return [] }
                return items.flatMap { flatten(Syntax($0.item)) }
            }
        }
        return tree.statements.flatMap { flatten(Syntax($0.item)) }
    }

    private struct Declaration {
        var names: [String]
        var modifiers: DeclModifierListSyntax
        var isInExtension = false
    }

    /// Top-level functions, variables and types with their names and modifiers.
    private static func topLevelDeclarations(in tree: SourceFileSyntax) -> [Declaration] {
        topLevelItems(in: tree).compactMap(declaration)
    }

    /// A function, variable or type with its names and modifiers.
    private static func declaration(_ node: Syntax) -> Declaration? {
        if let f = node.as(FunctionDeclSyntax.self) {
            return Declaration(names: [f.name.text], modifiers: f.modifiers)
        }
        if let v = node.as(VariableDeclSyntax.self) {
            return Declaration(
                names: v.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text },
                modifiers: v.modifiers)
        }
        if let c = node.as(ClassDeclSyntax.self) {
            return Declaration(names: [c.name.text], modifiers: c.modifiers)
        }
        if let s = node.as(StructDeclSyntax.self) {
            return Declaration(names: [s.name.text], modifiers: s.modifiers)
        }
        if let e = node.as(EnumDeclSyntax.self) { return Declaration(names: [e.name.text], modifiers: e.modifiers) }
        return nil
    }
}
