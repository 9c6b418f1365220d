internal import Foundation
internal import SwiftSyntax

extension MetatypeInitPass {
    /// Finds the constructions through metatype values in a file (see `MetatypeInitPass`): the
    /// bridge sees no types, so a metatype value is recognised by its spelling.
    final class Finder: ActiveCodeVisitor {
        let module: ShellBindingModule
        let classProtocols: [String: String]
        let requiresPlainInit: Bool
        var sites: [Site] = []

        init(module: ShellBindingModule, classProtocols: [String: String], requiresPlainInit: Bool) {
            self.module = module
            self.classProtocols = classProtocols
            self.requiresPlainInit = requiresPlainInit
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.trailingClosure == nil, node.additionalTrailingClosures.isEmpty else { return .visitChildren }
            let labels = node.arguments.map { $0.label?.text ?? "_" }
            let key = labels.joined(separator: ":")
            guard !MetatypeInitPass.leftAlone.contains(key) else { return .visitChildren }
            if let access = node.calledExpression.as(MemberAccessExprSyntax.self),
                access.declName.baseName.text == "init", let base = access.base,
                let metatype = metatype(base, key: key)
            {
                sites.append(Site(call: node, metatype: metatype, labels: labels))
            } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
                isClassGenericParameter(reference.baseName.text, at: node)
            {
                sites.append(Site(call: node, metatype: reference.baseName.text + ".self", labels: labels))
            }
            return .visitChildren
        }

        /// The metatype expression `base` is, when it is a metatype value of a class.
        func metatype(_ base: ExprSyntax, key: String) -> String? {
            let text = base.trimmedDescription
            if let reference = base.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                // In a `final` class Swift allows these as written.
                if name == "Self" { return isInClass(base) && !isInFinalClass(base) ? "Self.self" : nil }
                if name == "self" {
                    return isInClass(base) && !isInFinalClass(base) && isInTypeMethod(base) ? "self" : nil
                }
                if isClassGenericParameter(name, at: base) { return name + ".self" }
                // A variable holding a metatype (`clazz.init()` for `clazz: Cell.Type`); `init()`
                // not where a protocol of the module requires one.
                return name.first?.isLowercase == true && (!key.isEmpty || !requiresPlainInit) ? text : nil
            }
            if let call = base.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "type",
                !isInFinalClass(base)
            {
                return isInClass(base) || !key.isEmpty ? text : nil
            }
            // `(type as NSObject.Type)`, `(type as! NSObject.Type)` (unfolded: a sequence).
            if let tuple = base.as(TupleExprSyntax.self), tuple.elements.count == 1,
                let sequence = tuple.elements.first?.expression.as(SequenceExprSyntax.self),
                sequence.elements.count == 3,
                sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
                let target = sequence.elements.last?.trimmedDescription, target.hasSuffix(".Type")
            {
                return isClass(String(target.dropLast(5))) ? text : nil
            }
            if let access = base.as(MemberAccessExprSyntax.self), access.declName.baseName.text != "self",
                access.declName.baseName.text.first?.isLowercase == true, !key.isEmpty || !requiresPlainInit
            {
                return text
            }
            return nil
        }

        /// Whether `name` is a class (or a protocol inheriting one) the bridge knows.
        func isClass(_ name: String) -> Bool {
            let simple = String(name.split(separator: ".").last ?? Substring(name))
            if ["NSObject", "UIResponder"].contains(simple) || FrameworkInitializers.table[simple] != nil {
                return true
            }
            if module.boundClass(named: simple) != nil { return true }
            if let inherited = classProtocols[simple] { return inherited != simple && isClass(inherited) }
            return false
        }

        /// Whether `name` is a generic parameter in scope at `node` constrained to a class.
        func isClassGenericParameter(_ name: String, at node: some SyntaxProtocol) -> Bool {
            var current = Syntax(node).parent
            while let parent = current {
                let clause: GenericParameterClauseSyntax?
                let whereClause: GenericWhereClauseSyntax?
                if let decl = parent.as(FunctionDeclSyntax.self) {
                    (clause, whereClause) = (decl.genericParameterClause, decl.genericWhereClause)
                } else if let decl = parent.as(ClassDeclSyntax.self) {
                    (clause, whereClause) = (decl.genericParameterClause, decl.genericWhereClause)
                } else if let decl = parent.as(StructDeclSyntax.self) {
                    (clause, whereClause) = (decl.genericParameterClause, decl.genericWhereClause)
                } else if let decl = parent.as(EnumDeclSyntax.self) {
                    (clause, whereClause) = (decl.genericParameterClause, decl.genericWhereClause)
                } else if let decl = parent.as(InitializerDeclSyntax.self) {
                    (clause, whereClause) = (decl.genericParameterClause, decl.genericWhereClause)
                } else {
                    (clause, whereClause) = (nil, nil)
                }
                if let parameter = clause?.parameters.first(where: { $0.name.text == name }) {
                    var constraints = parameter.inheritedType.map { [$0.trimmedDescription] } ?? []
                    for requirement in whereClause?.requirements ?? [] {
                        if case .conformanceRequirement(let conformance) = requirement.requirement,
                            conformance.leftType.trimmedDescription == name
                        {
                            constraints.append(conformance.rightType.trimmedDescription)
                        }
                    }
                    return constraints.flatMap { $0.split(separator: "&") }.contains {
                        isClass($0.trimmingCharacters(in: .whitespaces))
                    }
                }
                current = parent.parent
            }
            return false
        }

        /// Whether `node` is inside a class (or an extension of a class the bridge knows).
        func isInClass(_ node: some SyntaxProtocol) -> Bool {
            Self.firstAnswer(above: node) { parent in
                if parent.is(ClassDeclSyntax.self) { return true }
                if parent.is(StructDeclSyntax.self) || parent.is(EnumDeclSyntax.self)
                    || parent.is(ProtocolDeclSyntax.self)
                {
                    return false
                }
                return parent.as(ExtensionDeclSyntax.self).map { self.isClass($0.extendedType.trimmedDescription) }
            }
        }

        /// Whether the class `node` is in is `final` (where Swift constructs through `Self` as written).
        func isInFinalClass(_ node: some SyntaxProtocol) -> Bool {
            Self.firstAnswer(above: node) { $0.as(ClassDeclSyntax.self).map { $0.modifiers.has("final") } }
        }

        /// Whether `node` is in a `static` or `class` method (where `self` is the metatype), not an
        /// initialiser (where `self.init` delegates).
        func isInTypeMethod(_ node: some SyntaxProtocol) -> Bool {
            Self.firstAnswer(above: node) { parent in
                if parent.is(InitializerDeclSyntax.self) { return false }
                return parent.as(FunctionDeclSyntax.self).map {
                    $0.modifiers.has("static") || $0.modifiers.has("class")
                }
            }
        }

        /// The first answer `decide` gives for the ancestors of `node`, nearest first (nil: go on
        /// up); false when none answers.
        static func firstAnswer(above node: some SyntaxProtocol, _ decide: (Syntax) -> Bool?) -> Bool {
            var current = Syntax(node).parent
            while let parent = current {
                if let answer = decide(parent) { return answer }
                current = parent.parent
            }
            return false
        }
    }
}
