internal import Foundation
internal import SwiftSyntax

/// A public type of the frameworks as the framework binding generator sees it (see
/// `FrameworkBindingPass`): its declaration and the public members of its body and extensions.
struct FrameworkType {
    enum Kind: Equatable { case classType, structType, optionSet, enumType }

    /// Qualified as Swift names it from file scope (`UIView.ContentMode`).
    var name: String
    var module: String
    var kind: Kind
    /// The inherited types as written (the superclass is among them for a class).
    var inherited: [String]
    /// Members with whether they sit in a `public extension` (public unless marked otherwise).
    var members: [(item: MemberBlockItemSyntax, inPublicExtension: Bool)]
    /// Declared `open`: a class other modules subclass.
    var isOpen = false
    /// Members added by another module's extensions: the type is declared by its own module.
    var isExtensionOnly = false
    /// Enum cases without associated values (an enum with any other case is bound as a struct
    /// would be: no cases, no `==`).
    var cases: [String] = []
    /// The first sentence of the declaration's doc comment (`:help`).
    var summary: String

    init(_ decl: DeclGroupSyntax, module: String) {
        let simple =
            decl.as(ClassDeclSyntax.self)?.name.text ?? decl.as(StructDeclSyntax.self)?.name.text ?? decl.as(
                EnumDeclSyntax.self)?.name.text ?? ""
        name = (decl.enclosingTypeName.map { $0 + "." } ?? "") + simple
        self.module = module
        summary = Self.docSummary(of: decl.leadingTrivia)
        isOpen = decl.modifiers.has("open")
        inherited = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        members = decl.memberBlock.members.map { ($0, false) }
        if decl.is(ClassDeclSyntax.self) {
            kind = .classType
        } else if decl.is(EnumDeclSyntax.self) {
            let caseDecls = decl.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
            let elements = caseDecls.flatMap(\.elements)
            kind = !elements.isEmpty && elements.allSatisfy { $0.parameterClause == nil } ? .enumType : .structType
            // A deprecated case is left to the compiler (naming it warns), as deprecated members are.
            let current = caseDecls.filter { !$0.attributes.marksDeprecated && !$0.attributes.marksUnavailable }
            if kind == .enumType { cases = current.flatMap(\.elements).map { $0.name.text } }
        } else {
            kind = inherited.contains("OptionSet") ? .optionSet : .structType
        }
    }

    /// The nearest superclass the index declares (a class's first inherited type, followed up).
    func superclass(in index: FrameworkIndex) -> String? {
        guard kind == .classType, let first = inherited.first else { return nil }
        // As Swift resolves the name where the class is declared (`Configuration` in `UIImage`).
        var scope = name.split(separator: ".").dropLast().map(String.init)
        while true {
            let candidate = (scope + [first]).joined(separator: ".")
            if let type = index.type(named: candidate) { return type.kind == .classType ? candidate : nil }
            guard !scope.isEmpty else { return nil }
            scope.removeLast()
        }
    }

    /// `extension NAME { @MainActor static func FUNCTION() -> FrameworkMembers<NAME> { … } }`.
    func bindingExtension(function: String, index: FrameworkIndex) -> String {
        var head = ["let m = FrameworkMembers<\(name)>(\(SourceLocation.quoted(name)))"]
        if !isExtensionOnly { head += declaration(index: index).components(separatedBy: "\n") }
        var body: [String] = []
        body += cases.map { "m.staticValue(\(SourceLocation.quoted($0.filter { $0 != "`" }))) { \(name).\($0) }" }
        body += publicMembers.flatMap { FrameworkMember.properties($0, typeName: name) }
        body += FrameworkCallable.entries(initializers(index: index), typeName: name)
        let qualify = { index.qualified($0, in: name) }
        let selfType = kind == .classType ? name : nil
        let methods = publicMembers.compactMap { $0.as(FunctionDeclSyntax.self) }.compactMap {
            FrameworkCallable(method: $0, selfType: selfType, qualify: qualify)
        }
        body += FrameworkCallable.entries(
            methods + inheritedSelfMethods(index: index, excluding: methods), typeName: name)
        let lines = head + (body.isEmpty ? [] : ["m.members { m in"] + body.map { "    " + $0 } + ["}"]) + ["return m"]
        return "extension \(name) {\n    @MainActor static func \(function)() -> FrameworkMembers<\(name)> {\n"
            + lines.map { "        " + $0 }.joined(separator: "\n") + "\n    }\n}\n"
    }

    /// The superclasses' `Self`-returning methods, bound again with this class as `Self`
    /// (`shape.presentation()` is a `CAShapeLayer?`), unless the class declares the same call.
    private func inheritedSelfMethods(index: FrameworkIndex, excluding own: [FrameworkCallable]) -> [FrameworkCallable]
    {
        guard kind == .classType, !isExtensionOnly else { return [] }
        var result: [FrameworkCallable] = [], seen = Set(own.map { "\($0.slot) \($0.name)(\($0.key))" })
        var current = superclass(in: index).flatMap(index.type(named:))
        while let parent = current {
            for decl in parent.publicMembers.compactMap({ $0.as(FunctionDeclSyntax.self) })
            where !decl.modifiers.has("static") && !decl.modifiers.has("class") {
                let written = decl.signature.returnClause?.type.trimmedDescription
                guard written == "Self" || written == "Self?",
                    let callable = FrameworkCallable(
                        method: decl, selfType: name, qualify: { index.qualified($0, in: parent.name) }),
                    seen.insert("\(callable.slot) \(callable.name)(\(callable.key))").inserted
                else { continue }
                result.append(callable)
            }
            current = parent.superclass(in: index).flatMap(index.type(named:))
        }
        return result
    }

    /// The public, available, non-override declarations of the body and extensions, and the
    /// overriding properties that add a setter: a mutable subclass makes its superclass's
    /// read-only property settable (`NSMutableParagraphStyle.alignment` over `NSParagraphStyle`'s).
    var publicMembers: [DeclSyntax] {
        members.compactMap { member -> DeclSyntax? in
            let decl = member.item.decl
            guard let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
                let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes
            else { return nil }
            let explicit = modifiers.has("public") || modifiers.has("open")
            let restricted = modifiers.contains {
                ["private", "fileprivate", "internal", "package"].contains($0.name.text) && $0.detail == nil
            }
            guard explicit || (member.inPublicExtension && !restricted) else { return nil }
            guard !attributes.has("_spi"), !attributes.marksUnavailable, !attributes.marksDeprecated,
                !modifiers.has("override") || FrameworkMember.declaresSetter(decl)
            else { return nil }
            return decl
        }
    }

    // MARK: - Initialisers

    /// The initialisers a class has, declared or inherited, by Swift's rules: one that declares no
    /// designated initialiser inherits all of its superclass's; one that overrides (or inherits)
    /// every designated initialiser of its superclass also inherits its convenience ones. Structs
    /// and enums have their declared ones. Unbindable ones are kept: they take part in the
    /// overload check.
    func initializers(index: FrameworkIndex, seen: Set<String> = []) -> [FrameworkCallable] {
        initializerSets(index: index, seen: seen).all
    }

    func initializerSets(index: FrameworkIndex, seen: Set<String> = []) -> (
        designated: [FrameworkCallable], convenience: [FrameworkCallable], all: [FrameworkCallable]
    ) {
        let declared = allMembers.compactMap { $0.as(InitializerDeclSyntax.self) }.map {
            FrameworkCallable(initializer: $0, visible: isVisible($0), qualify: { index.qualified($0, in: name) })
        }
        guard kind == .classType, !isExtensionOnly else { return ([], [], declared) }
        let designated = declared.filter { !$0.isConvenience }
        let convenience = declared.filter(\.isConvenience)
        guard let parent = superclass(in: index).flatMap(index.type(named:)), !seen.contains(name) else {
            return (designated, convenience, declared)
        }
        let inherited = parent.initializerSets(index: index, seen: seen.union([name]))
        let keys = Set(declared.map(\.key))
        let ownDesignated = designated.isEmpty ? inherited.designated : designated
        // a convenience override counts (TSPL, rule 2)
        let overridesAll = inherited.designated.allSatisfy { parent in declared.contains { $0.key == parent.key } }
        var all = declared
        if designated.isEmpty { all += inherited.designated.filter { !keys.contains($0.key) } }
        if designated.isEmpty || overridesAll { all += inherited.convenience.filter { !keys.contains($0.key) } }
        let ownConvenience = all.filter { $0.isConvenience }
        return (ownDesignated, ownConvenience, all)
    }

    /// Every member of the type's own declaration and extensions, public or not (the inheritance
    /// rules count them all).
    private var allMembers: [DeclSyntax] { members.map(\.item.decl) }

    private func isVisible(_ decl: InitializerDeclSyntax) -> Bool {
        publicMembers.contains { $0.id == DeclSyntax(decl).id }
            || (decl.modifiers.has("override") && (decl.modifiers.has("public") || decl.modifiers.has("open")))
    }
}

extension AttributeListSyntax {
    /// `@available(*, deprecated…)` or `@available(swift, obsoleted: …)`: calling it warns or
    /// fails; the compiler path handles such code (and says so).
    var marksDeprecated: Bool {
        contains { element in
            guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "available",
                let arguments = attribute.arguments?.trimmedDescription
            else { return false }
            return arguments.contains("deprecated") || arguments.contains("obsoleted")
        }
    }
}
