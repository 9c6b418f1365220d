internal import SwiftParser
internal import SwiftSyntax

/// Members a module declares in an extension and overrides in a subclass — Objective-C dispatch
/// on Apple platforms, rejected by Swift on Linux ("declarations in extensions cannot be
/// overridden yet", "declarations in extensions cannot override yet"):
///
///     extension UIView  { @objc func prepareViewForSkeleton() { … } }
///     extension UILabel { override func prepareViewForSkeleton() { super.prepareViewForSkeleton(); … } }
///
/// Each implementation is renamed in place (`_viewlab_UIView_prepareViewForSkeleton`, on its
/// line; an override loses `override` and `private`), and the base's file gets, in an extension of
/// the base type, a member with the original name and the base's modifiers that dispatches on the
/// receiver's class as `objc_msgSend` does (`ExtensionOverrides.lookupOrder`): the implementation
/// of its most derived class that has one, else the base's. `super.prepareViewForSkeleton()` in an
/// override becomes `self._viewlabSuper_prepareViewForSkeleton(UILabel.self)`: the same lookup,
/// starting above the override's class. Overrides may sit in extensions of UIKit classes, in
/// extensions of the module's classes or in their bodies; `#if` conditions around any of them are
/// kept around their generated code.
///
/// A base in an extension of a class the same file declares is moved into the class body instead
/// (`ExtensionOverridePass`). Left out (the compiler's error stays): generic or `async` methods,
/// methods with an unnamed parameter, and settable properties.
enum ExtensionDispatchPass {
    static func run(_ files: inout [BridgedFile], index: ModuleIndex) {
        let trees = files.map(\.syntax)
        let members = ModuleMember.all(in: trees)
        let classes = ModuleMember.classes(in: trees)
        // A class-body override of a member a superclass body of the module declares is an
        // ordinary override, whatever extensions declare.
        let declaredInBodies = Set(
            members.filter { !$0.inExtension && !$0.isOverride }.compactMap { member in
                member.key.map { member.typeName + "." + $0 }
            })
        let overrides = Dictionary(
            grouping: members.filter { member in
                guard member.isOverride, let key = member.key else { return false }
                return member.inExtension
                    || !index.superclassChain(of: member.typeName).contains {
                        declaredInBodies.contains($0 + "." + key)
                    }
            }, by: { $0.key! })
        var edits = Array(repeating: [SourceEdit](), count: files.count)
        var renamed: Set<SyntaxIdentifier> = []
        // A protocol extension's default (`public extension DimmingView { func
        // dismissalTransitionWillBegin() {} }`) is no class member a subclass could override,
        // even when a class overrides UIKit's method of the same name.
        let notClasses = NonClassTypes.names(in: trees)
        for base in members where base.inExtension && !base.isOverride {
            let simple = String(base.typeName.split(separator: ".").last ?? "")
            guard !notClasses.contains(simple) else { continue }
            guard let key = base.key, let overriding = overrides[key], supports(base.decl),
                index.classes[simple] != true,
                classes[base.typeName]?.file != base.file
            else { continue }
            let implementations = overriding.filter { supports($0.decl) }
            guard !implementations.isEmpty else { continue }
            edits[base.file] += rename(base, key: key)
            for implementation in implementations where renamed.insert(implementation.decl.id).inserted {
                edits[implementation.file] += rename(implementation, key: key)
            }
            files[base.file].appendix.append(
                dispatcher(
                    base, key: key, overrides: implementations,
                    converter: SourceLocationConverter(fileName: files[base.file].path, tree: trees[base.file]),
                    path: files[base.file].path))
        }
        for number in files.indices where !edits[number].isEmpty {
            files[number].replaceText(SourceEdit.apply(edits[number], to: files[number].text))
        }
    }

    /// A method or a get-only computed property the dispatcher can forward to.
    static func supports(_ decl: DeclSyntax) -> Bool {
        if let function = decl.as(FunctionDeclSyntax.self) {
            return function.genericParameterClause == nil && function.signature.effectSpecifiers?.asyncSpecifier == nil
                && function.signature.parameterClause.parameters.allSatisfy {
                    ($0.secondName ?? $0.firstName).text != "_" && $0.ellipsis == nil
                }
        }
        guard let binding = decl.as(VariableDeclSyntax.self)?.bindings.first, binding.typeAnnotation != nil,
            let accessors = binding.accessorBlock?.accessors
        else { return false }
        if case .accessors(let list) = accessors { return list.allSatisfy { $0.accessorSpecifier.text == "get" } }
        return true
    }

    /// The implementation's own name: `_viewlab_UILabel_prepareViewForSkeleton`.
    static func implementationName(_ typeName: String, _ key: String) -> String {
        "_viewlab_" + identifier(typeName) + "_" + baseName(key)
    }

    /// The dispatcher `super` calls reach: `_viewlabSuper_prepareViewForSkeleton`.
    static func superName(_ key: String) -> String { "_viewlabSuper_" + identifier(key) }

    static func baseName(_ key: String) -> String { String(key.prefix { $0 != "(" }) }

    static func identifier(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// Renames the member in place; an override also loses `override` and `private`/`fileprivate`
    /// (the dispatcher in the base's file calls it), and its `super` calls of the member go through
    /// the dispatcher.
    static func rename(_ member: ModuleMember, key: String) -> [SourceEdit] {
        var edits: [SourceEdit] = []
        let name: TokenSyntax
        if let function = member.decl.as(FunctionDeclSyntax.self) {
            name = function.name
        } else if let identifier = member.decl.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(
            IdentifierPatternSyntax.self)?.identifier
        {
            name = identifier
        } else {
            return []
        }
        edits.append(SourceEdit(replacing: name, with: implementationName(member.typeName, key)))
        guard member.isOverride, let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers else {
            return edits
        }
        for modifier in modifiers where ["override", "private", "fileprivate"].contains(modifier.name.text) {
            edits.append(SourceEdit(replacing: modifier, with: ""))
        }
        let calls = SuperCalls(key: key, viewMode: .sourceAccurate)
        calls.walk(member.decl)
        let above = member.typeName + ".self"
        for access in calls.accesses {
            edits.append(SourceEdit(replacing: access, with: "self.\(superName(key))"))
        }
        for call in calls.calls {
            let arguments = call.arguments.isEmpty ? above : above + ", "
            edits.append(SourceEdit(inserting: arguments, at: call.leftParen!.endPosition.utf8Offset))
        }
        for property in calls.properties {
            edits.append(SourceEdit(replacing: property, with: "self.\(superName(key))(\(above))"))
        }
        return edits
    }

    /// `super.name(…)` calls (and `super.name` reads of a property) of the member with `key`.
    final class SuperCalls: SyntaxVisitor {
        let key: String
        var accesses: [MemberAccessExprSyntax] = []
        var calls: [FunctionCallExprSyntax] = []
        var properties: [MemberAccessExprSyntax] = []

        init(key: String, viewMode: SyntaxTreeViewMode) {
            self.key = key
            super.init(viewMode: viewMode)
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.base?.is(SuperExprSyntax.self) == true,
                node.declName.baseName.text == ExtensionDispatchPass.baseName(key)
            else { return .visitChildren }
            if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id,
                call.leftParen != nil
            {
                let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
                if ExtensionDispatchPass.baseName(key) + "(" + labels + ")" == key {
                    accesses.append(node)
                    calls.append(call)
                }
            } else if !key.contains("(") {
                properties.append(node)
            }
            return .visitChildren
        }
    }

    /// The member with the original name and the `super` entry point, in an extension of the base
    /// type appended to the base's file.
    static func dispatcher(
        _ base: ModuleMember, key: String, overrides: [ModuleMember], converter: SourceLocationConverter, path: String
    ) -> String {
        let modifiers = (base.decl.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []).filter {
            !["override", "dynamic"].contains($0.name.text)
        }
        .map(\.trimmedText).joined(separator: " ")
        let prefix = modifiers.isEmpty ? "" : modifiers + " "
        var lines = ["extension \(base.typeName) {"]
        let forward: String
        if let function = base.decl.as(FunctionDeclSyntax.self) {
            let parameters = function.signature.parameterClause.parameters
            let arguments = parameters.map {
                ($0.firstName.text == "_" ? "" : $0.firstName.text + ": ") + ($0.secondName ?? $0.firstName).text
            }.joined(separator: ", ")
            let clause = parameters.map { $0.with(\.trailingComma, nil).trimmedText }.joined(separator: ", ")
            let effects = function.signature.effectSpecifiers?.trimmedText ?? ""
            let result = function.signature.returnClause?.trimmedText ?? ""
            let tail = [effects, result].filter { !$0.isEmpty }.joined(separator: " ")
            let attempt = effects.contains("throws") ? "try " : ""
            let discardable = function.signature.returnClause == nil ? "" : "@discardableResult "
            let own = function.attributes.has("discardableResult") ? discardable : ""
            lines.append(
                "    \(own)\(prefix)func \(function.name.text)(\(clause)) \(tail) { return \(attempt)\(superName(key))(nil\(arguments.isEmpty ? "" : ", " + arguments)) }"
            )
            lines.append(
                "    \(discardable)func \(superName(key))(_ _viewlabAbove: AnyClass?\(clause.isEmpty ? "" : ", " + clause)) \(tail) {"
            )
            forward = attempt + "%@(\(arguments))"
        } else {
            let binding = base.decl.as(VariableDeclSyntax.self)!.bindings.first!
            let type = binding.typeAnnotation!.type.trimmedText
            lines.append("    \(prefix)var \(baseName(key)): \(type) { \(superName(key))(nil) }")
            lines.append("    func \(superName(key))(_ _viewlabAbove: AnyClass?) -> \(type) {")
            forward = "%@"
        }
        lines.append("        for _viewlabClass in ExtensionOverrides.lookupOrder(of: self, above: _viewlabAbove) {")
        for member in overrides {
            let call = forward.replacingOccurrences(
                of: "%@", with: "(self as! \(member.typeName)).\(implementationName(member.typeName, key))")
            let test = "            if _viewlabClass == ObjectIdentifier(\(member.typeName).self) { return \(call) }"
            lines.append(ModuleMember.wrap(test, in: member.condition))
        }
        lines.append("        }")
        lines.append(
            "        return " + forward.replacingOccurrences(of: "%@", with: implementationName(base.typeName, key)))
        lines += ["    }", "}"]
        let line = converter.line(of: base.decl.positionAfterSkippingLeadingTrivia)
        return SourceLocation.directive(file: path, line: line) + "\n"
            + ModuleMember.wrap(lines.joined(separator: "\n"), in: base.condition) + "\n"
    }
}

/// The protocols, structures and enumerations a module declares (their extensions hold no class
/// members).
final class NonClassTypes: SyntaxVisitor {
    var names: Set<String> = []

    static func names(in trees: [SourceFileSyntax]) -> Set<String> {
        let collector = NonClassTypes(viewMode: .sourceAccurate)
        for tree in trees { collector.walk(tree) }
        return collector.names
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text); return .skipChildren
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text); return .visitChildren
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text); return .visitChildren
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
