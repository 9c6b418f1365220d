internal import SwiftParser
internal import SwiftSyntax

/// What the bridge needs to know about the whole module before rewriting a file: its classes,
/// the Objective-C selectors of its methods, the optional requirements of its `@objc` protocols.
struct ModuleIndex {
    /// A method of a class or class extension of the module.
    struct Method {
        var typeName: String
        var baseName: String
        var selector: String
    }

    /// The classes declared in the module (simple names) → whether they are generic.
    var classes: [String: Bool] = [:]
    /// The module's classes (simple names) → their superclass (the first inherited type, simple name).
    var superclasses: [String: String] = [:]
    var methods: [Method] = []
    /// The selectors of the optional requirements of the module's protocols, by base name.
    var optionalRequirements: [String: Set<String>] = [:]
    /// The module's protocols that declare each optional requirement, by selector.
    var optionalRequirementProtocols: [String: Set<String>] = [:]
    /// The optional *property* requirements of the module's protocols (`@objc optional var x: T
    /// { get }`): name → whether the declared type is itself optional (`T?`).
    var optionalPropertyRequirements: [String: Bool] = [:]
    /// Every selector the module's code names: `#selector` sites and optional requirements, and
    /// the key-value observing callback the runtime sends (`KeyValueObservingPass`).
    var referencedSelectors: Set<String> = []
    /// The module's classes (simple names) with key-value observable (`dynamic`) properties.
    var observableClasses: Set<String> = []
    /// Whether the module swaps method implementations (`SwizzlingPass`).
    var swizzles = false
    /// The properties the module's types declare, as `Type.name` (the type's simple name): a
    /// closure property called `self.name?(…)` is not an optional requirement.
    var properties: Set<String> = []

    init(_ files: [BridgedFile]) {
        // Each file is parsed and walked on its own core (`ConcurrentIndices`); the findings are
        // merged in file order, so the index is the same as a serial walk's.
        let walks = ConcurrentIndices.map(files.count) { number in
            let tree = files[number].syntax
            let declarations = DeclarationCollector(viewMode: .sourceAccurate)
            declarations.walk(tree)
            let calls = UIKitOptionalRequirements.CallCollector(viewMode: .sourceAccurate)
            calls.walk(tree)
            let sites = SelectorSiteCollector(viewMode: .sourceAccurate)
            sites.walk(tree)
            return (declarations: declarations, calls: calls.found, sites: sites.sites)
        }
        swizzles = files.contains { file in SwizzlingPass.functions.contains { file.text.contains($0) } }
        for walk in walks {
            let collector = walk.declarations
            for (name, generic) in collector.classes { classes[name] = generic }
            superclasses.merge(collector.superclasses) { first, _ in first }
            observableClasses.formUnion(collector.observableClasses)
            properties.formUnion(collector.properties)
            methods += collector.methods
            for (base, selectors) in collector.optionalRequirements {
                optionalRequirements[base, default: []].formUnion(selectors)
            }
            for (selector, protocols) in collector.optionalRequirementProtocols {
                optionalRequirementProtocols[selector, default: []].formUnion(protocols)
            }
            optionalPropertyRequirements.merge(collector.optionalPropertyRequirements) { first, _ in first }
        }
        for walk in walks {  // calls of UIKit's optional requirements (`UIKitOptionalRequirements`)
            for (base, selectors) in walk.calls { optionalRequirements[base, default: []].formUnion(selectors) }
        }
        referencedSelectors = Set(optionalRequirements.values.flatMap { $0 }).union([
            KeyValueObservingPass.callbackSelector
        ])
        .union(optionalPropertyRequirements.keys.map { ObjCSelectorName.getter($0) })
        for walk in walks { referencedSelectors.formUnion(walk.sites.map { resolve($0) }) }
    }

    /// Whether the module's class `name` descends, through the module's classes, from a class the
    /// module does not declare for which `outside` is true.
    func inherits(_ name: String, from outside: (String) -> Bool) -> Bool {
        outsideSuperclass(of: name).map(outside) ?? false
    }

    /// The module's superclasses of its class `name` (simple names), nearest first.
    func superclassChain(of name: String) -> [String] {
        var chain: [String] = [], current = String(name.split(separator: ".").last ?? "")
        while let parent = superclasses[current], !chain.contains(parent), classes[parent] != nil {
            chain.append(parent)
            current = parent
        }
        return chain
    }

    /// The first superclass of the module's class `name` that the module does not declare.
    func outsideSuperclass(of name: String) -> String? {
        var seen: Set<String> = [], current = name
        while let parent = superclasses[current], seen.insert(current).inserted {
            guard superclasses[parent] != nil || classes[parent] != nil else { return parent }
            current = parent
        }
        return nil
    }

    /// The Objective-C name of a `#selector` site: given labels decide; a bare name is looked up
    /// among the module's methods (of the named type, when qualified by one), as the compiler
    /// resolves it; a name the module does not declare (a UIKit method) keeps its base name.
    func resolve(_ site: SelectorSite) -> String {
        switch site.kind {
        case .getter: return ObjCSelectorName.getter(site.baseName)
        case .setter: return ObjCSelectorName.setter(site.baseName)
        case .method:
            if let labels = site.labels { return ObjCSelectorName.method(site.baseName, labels: labels) }
            let candidates = methods.filter { $0.baseName == site.baseName }
            let typed = candidates.filter { method in site.qualifier.map { method.typeName.hasSuffix($0) } ?? false }
            let chosen: [Method] = typed.isEmpty ? candidates : typed
            // Ambiguous bare names (the compiler would ask for labels): the shortest selector.
            let names: [String] = Set(chosen.map(\.selector)).sorted { (a: String, b: String) -> Bool in
                a.count != b.count ? a.count < b.count : a < b
            }
            return names.first ?? site.baseName
        }
    }
}

/// Collects classes, methods and optional protocol requirements.
final class DeclarationCollector: ActiveCodeVisitor {
    var classes: [String: Bool] = [:]
    var superclasses: [String: String] = [:]
    var methods: [ModuleIndex.Method] = []
    var optionalRequirements: [String: Set<String>] = [:]
    var optionalRequirementProtocols: [String: Set<String>] = [:]
    var optionalPropertyRequirements: [String: Bool] = [:]
    var observableClasses: Set<String> = []
    var properties: Set<String> = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        classes[node.name.text] = node.genericParameterClause != nil
        if !KeyValueObservingPass.observableProperties(node.memberBlock.members).isEmpty {
            observableClasses.insert(node.name.text)
        }
        if let first = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription {
            superclasses[node.name.text] = String(first.split(separator: ".").last ?? Substring(first))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let proto = node.parent?.parent?.parent?.parent?.as(ProtocolDeclSyntax.self) {
            if node.modifiers.has("optional") {
                optionalRequirements[node.name.text, default: []].insert(node.objCSelector)
                optionalRequirementProtocols[node.objCSelector, default: []].insert(proto.name.text)
            }
        } else if let type = node.enclosingTypeName {
            methods.append(.init(typeName: type, baseName: node.name.text, selector: node.objCSelector))
        }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.parent?.parent?.parent?.parent?.is(ProtocolDeclSyntax.self) == true else {
            if let type = node.enclosingTypeName?.split(separator: ".").last {
                for binding in node.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        properties.insert("\(type).\(name)")
                    }
                }
            }
            return .visitChildren
        }
        if node.modifiers.has("optional") {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let type = binding.typeAnnotation?.type
                else { continue }
                optionalPropertyRequirements[name] =
                    type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            }
        }
        return .skipChildren
    }
}

/// A `#selector(…)` expression.
struct SelectorSite {
    enum Kind { case method, getter, setter }
    var kind: Kind
    /// The type or expression before the method name (`Type` in `Type.tap(_:)`), if any.
    var qualifier: String?
    var baseName: String
    /// The argument labels when written (`tap(_:)` → `["_"]`), nil for a bare name.
    var labels: [String]?

    /// The site of `node` if it is a `#selector`.
    init?(_ node: MacroExpansionExprSyntax) {
        guard node.macroName.text == "selector", let argument = node.arguments.first else { return nil }
        switch argument.label?.text {
        case "getter": kind = .getter
        case "setter": kind = .setter
        default: kind = .method
        }
        var expression = argument.expression
        qualifier = nil
        if let member = expression.as(MemberAccessExprSyntax.self) {
            qualifier = member.base?.trimmedDescription
            baseName = member.declName.baseName.text
            labels = member.declName.argumentNames.map { $0.arguments.map { $0.name.text } }
            return
        }
        // `#selector(f())` is invalid Swift anyway
        if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
        baseName = reference.baseName.text
        labels = reference.argumentNames.map { $0.arguments.map { $0.name.text } }
    }
}

final class SelectorSiteCollector: SyntaxVisitor {
    var sites: [SelectorSite] = []

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if let site = SelectorSite(node) { sites.append(site) }
        return .visitChildren
    }
}
