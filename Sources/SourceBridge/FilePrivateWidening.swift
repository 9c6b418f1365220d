internal import SwiftSyntax

/// When `ExtensionOverridePass` moves an override from an extension into its class's body in
/// another file, the code moved may call its old file's `private`/`fileprivate` top-level helpers
/// (`private func descriptionForObject(_:)` next to `extension LayoutConstraint { override var
/// description … }`), which the other file cannot see. Those helpers become internal — the
/// modifier is blanked with spaces so every column stays — unless another file of the module
/// declares the same name at its top level, which internal access would make clash.
enum FilePrivateWidening {
    /// The edits per file (one list per tree) that widen the helpers of the files in `files`.
    static func edits(for files: Set<Int>, in trees: [SourceFileSyntax]) -> [[SourceEdit]] {
        var result = Array(repeating: [SourceEdit](), count: trees.count)
        guard !files.isEmpty else { return result }
        let names = trees.map { Set(topLevelDeclarations(in: $0).flatMap(\.names)) }
        for number in files.sorted() {
            let elsewhere = names.indices.filter { $0 != number }.reduce(into: Set<String>()) {
                $0.formUnion(names[$1])
            }
            for declaration in topLevelDeclarations(in: trees[number])
            where declaration.names.allSatisfy({ !elsewhere.contains($0) }) {
                for modifier in declaration.modifiers where ["private", "fileprivate"].contains(modifier.name.text) {
                    result[number].append(
                        SourceEdit(
                            replacing: modifier.name, with: String(repeating: " ", count: modifier.name.text.count)))
                }
            }
        }
        return result
    }

    private struct Declaration {
        var names: [String]
        var modifiers: DeclModifierListSyntax
    }

    /// Top-level functions, variables and types with their names and modifiers.
    private static func topLevelDeclarations(in tree: SourceFileSyntax) -> [Declaration] {
        tree.statements.compactMap { item -> Declaration? in
            let node = Syntax(item.item)
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
}
