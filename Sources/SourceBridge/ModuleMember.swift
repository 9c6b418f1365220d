internal import SwiftParser
internal import SwiftSyntax

/// An instance method or computed property of a class or class extension of the module, found
/// anywhere at file scope — inside `#if` blocks too (a library's `#if os(iOS)` or
/// `#if canImport(UIKit)` around its UIKit extensions), with the condition it is compiled under.
struct ModuleMember {
    var file: Int
    /// The class or extended type, as written (`UIView`, `Outer.Inner`).
    var typeName: String
    var decl: DeclSyntax
    var inExtension: Bool
    /// The `#if` conditions around the member (its type's and its own), as one condition, or nil.
    var condition: String?
    /// The access level the member's group gives it (`public extension Panel { … }`), or nil.
    var groupAccess: String?

    var isOverride: Bool { decl.asProtocol(WithModifiersSyntax.self)?.modifiers.has("override") == true }

    /// What an override must match: `name(label:label:)` for a method, the name for a property.
    var key: String? { ModuleMember.key(of: decl) }

    static func key(of decl: DeclSyntax) -> String? {
        if let function = decl.as(FunctionDeclSyntax.self) {
            guard !function.modifiers.has("static"), !function.modifiers.has("class") else { return nil }
            return function.name.text + "(" + function.argumentLabels.map { $0 + ":" }.joined() + ")"
        }
        if let variable = decl.as(VariableDeclSyntax.self), !variable.modifiers.has("static"),
            !variable.modifiers.has("class"),
            variable.bindings.count == 1, let binding = variable.bindings.first, binding.accessorBlock != nil,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            return name
        }
        return nil
    }

    /// Every member of the classes and extensions of `trees` (not of those declared inside code).
    static func all(in trees: [SourceFileSyntax]) -> [ModuleMember] {
        var out: [ModuleMember] = []
        for (number, tree) in trees.enumerated() {
            let collector = Collector(viewMode: .sourceAccurate)
            collector.walk(tree)
            for group in collector.groups {
                let typeName: String
                if let decl = group.as(ClassDeclSyntax.self) {
                    typeName = (decl.enclosingTypeName.map { $0 + "." } ?? "") + decl.name.text
                } else if let decl = group.as(ExtensionDeclSyntax.self) {
                    typeName = decl.extendedType.trimmedDescription
                } else {
                    continue
                }
                let access = group.modifiers.first { accessLevels.contains($0.name.text) }?.name.text
                for decl in members(of: group.memberBlock.members) {
                    out.append(
                        ModuleMember(
                            file: number, typeName: typeName, decl: decl,
                            inExtension: group.is(ExtensionDeclSyntax.self), condition: condition(of: decl),
                            groupAccess: access))
                }
            }
        }
        return out
    }

    /// The module's non-generic classes (`Outer.Inner` for nested ones) → their file and
    /// declaration. A class declared once per platform (`#if os(iOS) class Chart: UIView …
    /// #elseif os(macOS) class Chart: NSView …`) is the one compiled for iOS: unconditional, else
    /// under `os(Linux)` (the bridged `os(iOS)`) or `canImport(UIKit)`.
    static func classes(in trees: [SourceFileSyntax]) -> [String: (file: Int, decl: ClassDeclSyntax)] {
        var out: [String: (file: Int, decl: ClassDeclSyntax, rank: Int)] = [:]
        for (number, tree) in trees.enumerated() {
            let collector = Collector(viewMode: .sourceAccurate)
            collector.walk(tree)
            for case let decl as ClassDeclSyntax in collector.groups {
                let name = (decl.enclosingTypeName.map { $0 + "." } ?? "") + decl.name.text
                let rank = condition(of: decl).map(rank) ?? 0
                if (out[name]?.rank ?? Int.max) > rank { out[name] = (number, decl, rank) }
            }
        }
        return out.mapValues { ($0.file, $0.decl) }
    }

    /// How surely a condition holds for iOS code: 1 when it names iOS (`os(Linux)` once bridged)
    /// or UIKit, 3 when it requires another platform (`os(macOS)`, not `!(os(macOS))`), else 2.
    static func rank(_ condition: String) -> Int {
        if condition.contains("os(Linux)") || condition.contains("canImport(UIKit)") { return 1 }
        let foreign = ["os(macOS)", "os(tvOS)", "os(watchOS)", "os(visionOS)", "canImport(AppKit)"]
        let requiresForeign = foreign.contains { platform in
            condition.components(separatedBy: platform).dropLast().contains {
                !$0.hasSuffix("!(") && !$0.hasSuffix("!")
            }
        }
        return requiresForeign ? 3 : 2
    }

    /// Swift's access-level modifiers.
    static let accessLevels: Set<String> = ["open", "public", "package", "internal", "fileprivate", "private"]

    /// The member's text as it reads in a class body: a member of an extension with an access
    /// level (`public extension Panel { override func loadView() … }`) has that level, which the
    /// extension gives it ("Any type members added in an extension have the same default access
    /// level as type members declared in the original type being extended" unless the extension
    /// says otherwise — *The Swift Programming Language*, "Access Control", "Extensions"); moved
    /// into the class body it must say so itself, or it turns internal and a public class's
    /// override fails ("overriding instance method must be as accessible as its enclosing type").
    /// A `private` extension's members are file-private.
    var textInClassBody: String {
        let text = decl.trimmedText
        guard inExtension, let access = groupAccess, access != "internal",
            let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
            !modifiers.contains(where: { Self.accessLevels.contains($0.name.text) }), let first = modifiers.first
        else { return text }
        let offset =
            first.positionAfterSkippingLeadingTrivia.utf8Offset - decl.positionAfterSkippingLeadingTrivia.utf8Offset
        let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
        return String(text[..<index]) + (access == "private" ? "fileprivate" : access) + " " + String(text[index...])
    }

    /// The declarations of a member block, with those inside its `#if` blocks.
    static func members(of list: MemberBlockItemListSyntax) -> [DeclSyntax] {
        list.flatMap { item -> [DeclSyntax] in
            guard let block = item.decl.as(IfConfigDeclSyntax.self) else { return [item.decl] }
            return block.clauses.flatMap { clause -> [DeclSyntax] in
                guard case .decls(let inner)? = clause.elements else { return [] }
                return members(of: inner)
            }
        }
    }

    /// The compilation condition under which `node` is compiled: each enclosing `#if` clause's
    /// condition, with the negations of the clauses before it (`#else` after `#if a` is `!(a)`).
    static func condition(of node: some SyntaxProtocol) -> String? {
        var parts: [String] = []
        var current = Syntax(node).parent
        while let each = current {
            if let clause = each.as(IfConfigClauseSyntax.self),
                let list = clause.parent?.as(IfConfigClauseListSyntax.self)
            {
                var terms: [String] = []
                for other in list {
                    if other.id == clause.id {
                        if let condition = other.condition { terms.append("(" + condition.trimmedDescription + ")") }
                        break
                    }
                    if let condition = other.condition { terms.append("!(" + condition.trimmedDescription + ")") }
                }
                if !terms.isEmpty { parts.insert(terms.joined(separator: " && "), at: 0) }
            }
            current = each.parent
        }
        return parts.isEmpty ? nil : parts.joined(separator: " && ")
    }

    /// `text` compiled only under `condition`.
    static func wrap(_ text: String, in condition: String?) -> String {
        guard let condition else { return text }
        return "#if " + condition + "\n" + text + "\n#endif"
    }

    /// Class declarations and extensions, at file scope or nested in types (inside `#if` too).
    final class Collector: SyntaxVisitor {
        var groups: [DeclGroupSyntax] = []

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.genericParameterClause == nil, !node.isInsideCode { groups.append(node) }
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            groups.append(node)
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
