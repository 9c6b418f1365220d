internal import Foundation
internal import SwiftSyntax

extension AttributeListSyntax {
    /// The attribute named `name` (`objc`, `IBAction`…), if present.
    func attribute(named name: String) -> AttributeSyntax? {
        for element in self {
            if case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == name {
                return attribute
            }
        }
        return nil
    }

    func has(_ name: String) -> Bool { attribute(named: name) != nil }

    /// Marked `@available(*, unavailable…)` (on every platform, or on iOS): Swift code cannot use
    /// the declaration at all, so nothing generated may name it.
    var marksUnavailable: Bool {
        contains { element in
            guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "available",
                let arguments = attribute.arguments?.trimmedDescription
            else { return false }
            let parts = arguments.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            // `@available(swift, obsoleted: 1.0)`: an Objective-C-only member (a library's
            // Objective-C spelling of a Swift method), which no Swift code may name.
            if parts.first == "swift" {
                return parts.contains("unavailable") || parts.contains { $0.hasPrefix("obsoleted") }
            }
            return ["*", "iOS"].contains(parts.first ?? "") && parts.contains("unavailable")
        }
    }
}

extension DeclModifierListSyntax {
    func has(_ name: String) -> Bool { contains { $0.name.text == name } }
}

extension FunctionDeclSyntax {
    /// The argument labels (`_` for none), one per parameter.
    var argumentLabels: [String] { signature.parameterClause.parameters.map { $0.firstName.text } }

    /// The Objective-C selector: the explicit `@objc(name:)` or the one Swift infers.
    var objCSelector: String {
        if let explicit = attributes.attribute(named: "objc")?.arguments?.trimmedDescription, !explicit.isEmpty {
            return explicit
        }
        return ObjCSelectorName.method(name.text, labels: argumentLabels)
    }

    /// Whether the method is exposed to Objective-C by an attribute of its own.
    var isMarkedObjC: Bool { attributes.has("objc") || attributes.has("IBAction") || attributes.has("IBSegueAction") }
}

extension SyntaxProtocol {
    /// The name of the type declaration or extension this node is a member of (`Outer.Inner`), or
    /// nil at file scope or inside a function.
    var enclosingTypeName: String? {
        var names: [String] = []
        var node = Syntax(self).parent
        while let current = node {
            if let decl = current.as(ClassDeclSyntax.self) {
                names.insert(decl.name.text, at: 0)
            } else if let decl = current.as(StructDeclSyntax.self) {
                names.insert(decl.name.text, at: 0)
            } else if let decl = current.as(EnumDeclSyntax.self) {
                names.insert(decl.name.text, at: 0)
            } else if let decl = current.as(ActorDeclSyntax.self) {
                names.insert(decl.name.text, at: 0)
            } else if let decl = current.as(ExtensionDeclSyntax.self) {
                names.insert(decl.extendedType.trimmedDescription, at: 0)
                return names.joined(separator: ".")
            } else if current.is(FunctionDeclSyntax.self) || current.is(ClosureExprSyntax.self)
                || current.is(ProtocolDeclSyntax.self)
            {
                return nil
            }
            node = current.parent
        }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }
}

extension SyntaxProtocol {
    /// The simple name of the type declaration or extension whose code contains this node, through
    /// functions and closures (`DataSourceProvider` for a statement in one of its methods), or nil
    /// at file scope.
    var enclosingDeclarationName: String? {
        var node = Syntax(self).parent
        while let current = node {
            if let decl = current.as(ClassDeclSyntax.self) { return decl.name.text }
            if let decl = current.as(StructDeclSyntax.self) { return decl.name.text }
            if let decl = current.as(EnumDeclSyntax.self) { return decl.name.text }
            if let decl = current.as(ActorDeclSyntax.self) { return decl.name.text }
            if let decl = current.as(ExtensionDeclSyntax.self) {
                let name = decl.extendedType.trimmedDescription
                return String(name.split(separator: ".").last ?? Substring(name))
            }
            node = current.parent
        }
        return nil
    }
}

extension SyntaxProtocol {
    /// Whether the node is declared inside a function, closure, initializer or accessor body.
    var isInsideCode: Bool {
        var node = Syntax(self).parent
        while let current = node {
            if current.is(CodeBlockSyntax.self) || current.is(ClosureExprSyntax.self)
                || current.is(AccessorBlockSyntax.self)
            {
                return true
            }
            node = current.parent
        }
        return false
    }
}

extension DeclGroupSyntax {
    /// Whether code at the file scope of the same file (the tables the bridge appends) can name
    /// this type: not when it, or a type it is nested in, is a `private` member of another type or
    /// an extension — Swift limits such a member to its enclosing declaration (and that type's
    /// extensions in the file). A `private` top-level type is file-private, and a `fileprivate`
    /// member is visible to the whole file, so both can be named (The Swift Programming Language,
    /// "Access Control").
    var isNamableFromFileScope: Bool {
        var node: Syntax? = Syntax(self)
        while let current = node {
            if let group = current.asProtocol(DeclGroupSyntax.self),
                group.modifiers.contains(where: { $0.name.text == "private" && $0.detail == nil }),
                group.parentDeclGroup != nil
            {
                return false
            }
            node = current.parent
        }
        return true
    }
}

extension SyntaxProtocol {
    /// The type declaration or extension this node is directly or indirectly inside, if any.
    var parentDeclGroup: DeclGroupSyntax? {
        var node = Syntax(self).parent
        while let current = node {
            if let group = current.asProtocol(DeclGroupSyntax.self) { return group }
            node = current.parent
        }
        return nil
    }
}

extension SourceLocationConverter {
    /// The 1-based line of `position`.
    func line(of position: AbsolutePosition) -> Int { location(for: position).line }
}
