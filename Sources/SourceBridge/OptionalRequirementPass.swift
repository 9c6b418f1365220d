internal import SwiftParser
internal import SwiftSyntax

/// `@objc` protocols are class-bound (a `weak var delegate: P?` needs it): one without a class
/// bound gets `AnyObject` (`@objc protocol P` → `protocol P: AnyObject`).
///
/// `@objc` protocols with `optional` requirements → Swift protocols whose optional members have
/// default implementations in a generated extension, and `x?.method?(…)` / `x.method?(…)` call
/// sites → `_optionalRequirement(x, Selector("method:")) { $0.method(…) }`, which calls the
/// method only when the object's class implements it (its dispatch table names the selector;
/// `DispatchTablePass` registers every method whose selector is an optional requirement), and is
/// nil otherwise — what Objective-C's `respondsToSelector:` check gives. The default bodies are
/// empty for `Void` methods and trap otherwise (they run only when called without `?`). A call is
/// only taken for a requirement when it passes as many arguments as the requirement's selector
/// has parts: `self.didSelect?(tab, index, animated)` of a closure property that shares a
/// one-parameter requirement's name is the closure's call, and stays one.
///
/// An optional *property* requirement read through the protocol is optional on iOS: "you can
/// use optional chaining to access a property of an optional requirement … its type is an
/// optional" (*The Swift Programming Language*, "Optional Protocol Requirements"), so
/// `if let scrollView = controller.scrollViewForDeck` binds a `UIScrollView` declared `{ get }`
/// as non-optional. Such a read, where its value is used as an optional (bound by `if let` or
/// `guard let`, chained with `?.`, cast with `as?`, given a default with `??`, compared with
/// `nil`) or always when the requirement's type is itself optional, becomes
/// `_optionalRequirement(controller, Selector("scrollViewForDeck"), { $0.scrollViewForDeck })`:
/// the getter when the object's class implements it, else nil. The generated default of such a
/// requirement is nil when its type is optional (it runs only for a read the bridge left alone).
enum OptionalRequirementPass {
    static func run(_ file: inout BridgedFile, index: ModuleIndex) {
        let tree = file.syntax
        let converter = SourceLocationConverter(fileName: file.path, tree: tree)
        let collector = Collector(viewMode: .sourceAccurate)
        collector.index = index
        collector.walk(tree)
        for (proto, defaults) in collector.defaults where !defaults.isEmpty {
            let line = converter.line(of: proto.positionAfterSkippingLeadingTrivia)
            let access = proto.modifiers.has("public") || proto.modifiers.has("open") ? "public " : ""
            // A protocol declared inside `#if` (a library's macOS twin under `#if os(macOS)`) gets
            // its defaults under the same condition, so they are compiled only with it.
            let condition = Syntax(proto).enclosingClauseCondition
            file.appendix.append(
                (condition.map { "#if \($0)\n" } ?? "") + SourceLocation.directive(file: file.path, line: line)
                    + "\nextension \(proto.name.text) {\n"
                    + defaults.map { "    \(access)\($0)" }.joined(separator: "\n")
                    + "\n}\n" + (condition == nil ? "" : "#endif\n"))
        }
        file.replaceText(SourceEdit.apply(collector.edits, to: file.text))
    }

    /// The default implementation of an optional requirement, or nil for a kind not handled.
    static func defaultImplementation(of member: DeclSyntax) -> String? {
        if let function = member.as(FunctionDeclSyntax.self) {
            let returns = function.signature.returnClause?.type.trimmedDescription
            let body =
                returns == nil || returns == "Void" || returns == "()"
                ? "{}" : "{ fatalError(\"optional requirement \(function.objCSelector) is not implemented\") }"
            let generics = function.genericParameterClause?.trimmedDescription ?? ""
            let whereClause = function.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
            return "func \(function.name.text)\(generics)\(function.signature.trimmedDescription)\(whereClause) \(body)"
        }
        if let variable = member.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
            let type = binding.typeAnnotation?.type.trimmedDescription
        {
            let isOptional =
                binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true
                || binding.typeAnnotation?.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
            let body =
                isOptional
                ? "{ nil }"
                : "{ fatalError(\"optional requirement \(binding.pattern.trimmedDescription) is not implemented\") }"
            return "var \(binding.pattern.trimmedDescription): \(type) \(body)"
        }
        return nil
    }

    final class Collector: SyntaxVisitor {
        var index: ModuleIndex!
        var edits: [SourceEdit] = []
        var defaults: [(ProtocolDeclSyntax, [String])] = []

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.attributes.has("objc") { addClassBound(node) }
            var generated: [String] = []
            for item in node.memberBlock.members {
                let modifiers = item.decl.asProtocol(WithModifiersSyntax.self)?.modifiers
                guard let optional = modifiers?.first(where: { $0.name.text == "optional" }) else { continue }
                edits.append(SourceEdit(replacing: optional, with: ""))
                if let implementation = OptionalRequirementPass.defaultImplementation(of: item.decl) {
                    generated.append(implementation)
                }
            }
            defaults.append((node, generated))
            return .skipChildren
        }

        /// `AnyObject` first in the inheritance clause, unless a class bound is there.
        func addClassBound(_ node: ProtocolDeclSyntax) {
            let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            guard !inherited.contains(where: { ["AnyObject", "class", "NSObjectProtocol"].contains($0) }) else {
                return
            }
            if let first = node.inheritanceClause?.inheritedTypes.first {
                edits.append(
                    SourceEdit(inserting: "AnyObject, ", at: first.positionAfterSkippingLeadingTrivia.utf8Offset))
            } else {
                edits.append(
                    SourceEdit(inserting: ": AnyObject", at: node.name.endPositionBeforeTrailingTrivia.utf8Offset))
            }
        }

        /// Whether a call passes as many arguments as one of `selectors` has parts (a selector
        /// without a colon takes none).
        static func arityMatches(_ node: FunctionCallExprSyntax, _ selectors: Set<String>) -> Bool {
            let count =
                node.arguments.count + (node.trailingClosure == nil ? 0 : 1) + node.additionalTrailingClosures.count
            return selectors.contains { $0.filter { $0 == ":" }.count == count }
        }

        /// `x.property` of an optional property requirement, read where iOS gives an optional.
        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.declName.baseName.text
            if let reference = methodReference(node) {
                edits.append(SourceEdit(replacing: node, with: reference))
                return .skipChildren
            }
            guard let typeIsOptional = index.optionalPropertyRequirements[name], let base = node.base,
                !["self", "super", "Self"].contains(base.trimmedDescription),
                node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != Syntax(node).id,
                typeIsOptional || Self.isReadAsOptional(node)
            else { return .visitChildren }
            let target =
                base.as(OptionalChainingExprSyntax.self)?.expression.trimmedDescription ?? base.trimmedDescription
            let selector = SourceLocation.quoted(ObjCSelectorName.getter(name))
            edits.append(
                SourceEdit(
                    replacing: node, with: "_optionalRequirement(\(target), Selector(\(selector)), { $0.\(name) })"))
            return .skipChildren
        }

        /// `d.method` of the module's optional method requirement, not called but read as an
        /// optional (`if let d = delegate, let m = d.inputBarDidChangeHeight { m(height) }`, or
        /// through the optional itself: `if let f = delegate?.morphingOnProgress`): on
        /// iOS the reference is an optional function, nil when the object's class does not
        /// implement the method (*The Swift Programming Language*, "Optional Protocol
        /// Requirements": "a method of type `(Int) -> String` becomes `((Int) -> String)?`").
        /// → `_optionalRequirement(d, as: (any P).self, Selector("…"), { $0.method })`, when one of
        /// the module's protocols declares one requirement of that name.
        func methodReference(_ node: MemberAccessExprSyntax) -> String? {
            let name = node.declName.baseName.text
            guard let selectors = index.optionalRequirements[name], let base = node.base,
                !["self", "super", "Self"].contains(base.trimmedDescription),
                node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != Syntax(node).id,
                node.parent?.is(OptionalChainingExprSyntax.self) != true, Self.isReadAsOptional(node)
            else { return nil }
            let declared = selectors.filter { index.optionalRequirementProtocols[$0]?.count == 1 }
            guard declared.count == 1, let selector = declared.first,
                let proto = index.optionalRequirementProtocols[selector]?.first
            else { return nil }
            let target =
                base.as(OptionalChainingExprSyntax.self)?.expression.trimmedDescription ?? base.trimmedDescription
            return "_optionalRequirement(\(target), as: (any \(proto)).self, "
                + "Selector(\(SourceLocation.quoted(selector))), { $0.\(name) })"
        }

        /// Whether `node`'s value is used as an optional: bound by `if let`/`guard let`/`while let`,
        /// chained with `?.`, cast with `as?`, defaulted with `??` or compared with `nil`.
        static func isReadAsOptional(_ node: MemberAccessExprSyntax) -> Bool {
            guard let parent = node.parent else { return false }
            if parent.is(OptionalChainingExprSyntax.self) { return true }
            if parent.is(InitializerClauseSyntax.self), parent.parent?.is(OptionalBindingConditionSyntax.self) == true {
                return true
            }
            guard let list = parent.as(ExprListSyntax.self) else { return false }
            let elements = Array(list)
            guard let position = elements.firstIndex(where: { $0.id == Syntax(node).id }), position + 1 < elements.count
            else { return false }
            let next = elements[position + 1]
            if let cast = next.as(UnresolvedAsExprSyntax.self) { return cast.questionOrExclamationMark?.text == "?" }
            guard let op = next.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
            if op == "??" { return true }
            return ["==", "!="].contains(op) && position + 2 < elements.count
                && elements[position + 2].is(NilLiteralExprSyntax.self)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let (member, _, _) = node.optionalRequirementCall, callsOwnProperty(member) { return .visitChildren }
            // `x.method!(…)` (forced: Objective-C traps when the object lacks the method) → a plain
            // call: the object's method, or the requirement's default — which traps for the
            // module's own non-`Void` requirements, and is UIKit's behaviour for UIKit's. (Also
            // for objects of generic classes, whose methods no selector table can list.)
            if let (member, mark, forced) = node.optionalRequirementCall, member.base != nil, forced,
                index.optionalRequirements[member.declName.baseName.text].map({ Self.arityMatches(node, $0) })
                    ?? UIKitOptionalRequirements.baseNames.contains(member.declName.baseName.text)
            {
                edits.append(
                    SourceEdit(
                        range: mark.positionAfterSkippingLeadingTrivia
                            .utf8Offset..<mark.endPositionBeforeTrailingTrivia.utf8Offset, replacement: ""))
                return .visitChildren
            }
            if let (member, mark, _) = node.optionalRequirementCall, member.base != nil,
                index.optionalRequirements[member.declName.baseName.text] == nil,
                UIKitOptionalRequirements.requirementsWithDefaults.contains(member.declName.baseName.text)
            {
                edits.append(
                    SourceEdit(
                        range: mark.positionAfterSkippingLeadingTrivia
                            .utf8Offset..<mark.endPositionBeforeTrailingTrivia.utf8Offset, replacement: ""))
                return .visitChildren
            }
            guard let (member, mark, _) = node.optionalRequirementCall, let base = member.base,
                let selectors = index.optionalRequirements[member.declName.baseName.text],
                Self.arityMatches(node, selectors)
            else { return .visitChildren }
            let labels = node.arguments.map { $0.label?.text ?? "_" } + (node.trailingClosure == nil ? [] : ["_"])
            let computed = ObjCSelectorName.method(member.declName.baseName.text, labels: labels)
            let selector = selectors.count == 1 ? selectors.first! : computed
            let target =
                base.as(OptionalChainingExprSyntax.self)?.expression.trimmedDescription ?? base.trimmedDescription
            let start =
                mark.endPositionBeforeTrailingTrivia.utf8Offset - node.positionAfterSkippingLeadingTrivia.utf8Offset
            let rest = String(decoding: Array(node.trimmedDescription.utf8).dropFirst(start), as: UTF8.self)
            // The module's one protocol declaring the requirement is named, so a target typed
            // `AnyObject` (`weak var delegate: AnyObject?`) is messaged as on iOS.
            let protocols = index.optionalRequirementProtocols[selector] ?? []
            let typed = protocols.count == 1 ? ", as: (any \(protocols.first!)).self" : ""
            let call = "_viewlabTarget in _viewlabTarget.\(member.declName.trimmedDescription)\(rest)"
            let head = "_optionalRequirement(\(target)\(typed), Selector(\(SourceLocation.quoted(selector)))"
            // Swift parses no trailing closure in an `if`/`guard`/`while` condition (the brace would
            // open the statement's body), so there the closure goes inside the parentheses.
            let rewritten =
                Self.isInStatementCondition(Syntax(node)) ? "\(head), { \(call) })" : "\(head)) { \(call) }"
            edits.append(SourceEdit(replacing: node, with: rewritten + (Self.chainContinues(after: node) ? "?" : "")))
            return .skipChildren
        }

        /// Whether `self.name?(…)` calls a property of the enclosing type (a stored closure,
        /// `self.scrollViewDidScroll?(scrollView)` of `let scrollViewDidScroll: ((UIScrollView) ->
        /// Void)?`): Swift resolves the name to the property, so it is the closure's optional call
        /// even when a UIKit or module protocol has an optional requirement of that name.
        func callsOwnProperty(_ member: MemberAccessExprSyntax) -> Bool {
            guard member.base?.trimmedDescription == "self", let type = member.enclosingDeclarationName else {
                return false
            }
            return index.properties.contains("\(type).\(member.declName.baseName.text)")
        }

        /// Whether the optional chain the call is part of goes on after it (`delegate?.color?(for:
        /// state).cgColor`, `source?.items?(in: 0)[1]`): on iOS the member or subscript is inside
        /// the chain, read only when the method ran; the rewritten call is an optional, so it gets
        /// the `?` that keeps the rest in the chain.
        static func chainContinues(after node: FunctionCallExprSyntax) -> Bool {
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == Syntax(node).id {
                return true
            }
            if let subscriptCall = node.parent?.as(SubscriptCallExprSyntax.self),
                subscriptCall.calledExpression.id == Syntax(node).id
            {
                return true
            }
            return false
        }

        /// Whether `node` is part of the condition of an `if`, `guard` or `while` statement, and
        /// not inside a closure written there.
        static func isInStatementCondition(_ node: Syntax) -> Bool {
            var current = node.parent
            while let parent = current {
                if parent.is(ConditionElementSyntax.self) { return true }
                if parent.is(ClosureExprSyntax.self) || parent.is(CodeBlockSyntax.self)
                    || parent.is(MemberBlockSyntax.self)
                {
                    return false
                }
                current = parent.parent
            }
            return false
        }
    }
}
