internal import SwiftSyntax

/// The generated lines for a framework type's properties (see `FrameworkBindingPass`).
enum FrameworkMember {
    /// `m.property("frame", \UIView.frame)`, `m.readOnly(…)` or, for a static property,
    /// `m.staticValue("systemRed") { UIColor.systemRed }`.
    static func properties(_ decl: DeclSyntax, typeName: String) -> [String] {
        guard let variable = decl.as(VariableDeclSyntax.self) else { return [] }
        let isStatic = variable.modifiers.has("static") || variable.modifiers.has("class")
        return variable.bindings.compactMap { binding -> String? in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, !hasEffects(binding),
                !BoundMember.isNonEscapable(binding.typeAnnotation?.type.trimmedDescription ?? "")
            else { return nil }
            let shellName = SourceLocation.quoted(name.filter { $0 != "`" })
            if isStatic { return "m.staticValue(\(shellName)) { \(typeName).\(name) }" }
            return "m.\(isSettable(variable, binding) ? "property" : "readOnly")(\(shellName), \\\(typeName).\(name))"
        }
    }

    /// A `var` with a public setter: stored (observed or not) or with a `set` accessor.
    private static func isSettable(_ decl: VariableDeclSyntax, _ binding: PatternBindingSyntax) -> Bool {
        guard decl.bindingSpecifier.text == "var" else { return false }
        let restricted = decl.modifiers.contains {
            ["private", "fileprivate", "internal", "package"].contains($0.name.text) && $0.detail != nil
        }
        guard !restricted else { return false }
        guard let accessors = binding.accessorBlock?.accessors else { return true }
        guard case .accessors(let list) = accessors else { return false }
        return list.contains {
            ["set", "willSet", "didSet", "_modify", "unsafeMutableAddress"].contains($0.accessorSpecifier.text)
        }
    }

    /// A `var` with a `set` accessor (an override that makes its property settable).
    static func declaresSetter(_ decl: DeclSyntax) -> Bool {
        guard let variable = decl.as(VariableDeclSyntax.self) else { return false }
        return variable.bindings.contains { binding in
            guard case .accessors(let list)? = binding.accessorBlock?.accessors else { return false }
            return list.contains { $0.accessorSpecifier.text == "set" }
        }
    }

    /// Accessors that throw or are `async` (key paths cannot refer to them).
    private static func hasEffects(_ binding: PatternBindingSyntax) -> Bool {
        guard case .accessors(let list)? = binding.accessorBlock?.accessors else { return false }
        return list.contains { $0.effectSpecifiers != nil }
    }
}

/// An initialiser or method of a framework type, and the ways to call it (each defaulted
/// parameter may be left out).
struct FrameworkCallable {
    enum Slot: String { case initializer, method, staticMethod, function }

    var slot: Slot
    var name: String
    var parameters: [(label: String, type: String, hasDefault: Bool)]
    var result: String
    var isThrowing: Bool
    var isConvenience = false
    var isFailable = false
    /// Bindable and visible; an unbindable declaration still takes part in the overload check.
    var isBindable: Bool
    /// Public or open: a subclass in another module sees (and inherits) it.
    var isVisible = true
    /// The parameter types as declared (`@escaping` kept), qualified at file scope.
    var declaredTypes: [String] = []

    var key: String { parameters.map(\.label).joined(separator: ":") }

    /// `qualify` writes a type of the declaration as it reads at file scope.
    init(initializer decl: InitializerDeclSyntax, visible: Bool, qualify: (String) -> String) {
        slot = .initializer
        name = "init"
        parameters = Self.parameters(decl.signature.parameterClause.parameters, qualify)
        result = ""
        isThrowing = decl.signature.effectSpecifiers?.throwsClause != nil
        isConvenience = decl.modifiers.has("convenience")
        isFailable = decl.optionalMark?.text == "?"
        isVisible = visible
        declaredTypes = decl.signature.parameterClause.parameters.map { qualify($0.type.trimmedDescription) }
        isBindable =
            visible && decl.optionalMark?.text != "!" && decl.genericParameterClause == nil
            && decl.signature.effectSpecifiers?.asyncSpecifier == nil
            && decl.signature.effectSpecifiers?.throwsClause?.throwsSpecifier.text != "rethrows"
            && BoundMember.areBindable(decl.signature.parameterClause.parameters) && !decl.attributes.has("_spi")
            && !decl.attributes.marksUnavailable && !decl.attributes.marksDeprecated
    }

    /// Nil for what is not a method (an operator). `isGlobal`: a free function of the module.
    /// `selfType`: the class a `Self`-returning method is bound on (`presentation() -> Self?` is
    /// `CAShapeLayer?` on `CAShapeLayer`); without it such a method is left out.
    init?(method decl: FunctionDeclSyntax, isGlobal: Bool = false, selfType: String? = nil, qualify: (String) -> String)
    {
        let name = decl.name.text
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic, !name.contains("`")
        else { return nil }
        slot =
            isGlobal ? .function : decl.modifiers.has("static") || decl.modifiers.has("class") ? .staticMethod : .method
        self.name = name
        parameters = Self.parameters(decl.signature.parameterClause.parameters, qualify)
        var written = decl.signature.returnClause?.type.trimmedDescription ?? "Void"
        if let selfType, written == "Self" || written == "Self?" { written = selfType + written.dropFirst(4) }
        result = qualify(Self.normalised(written))
        let effects = decl.signature.effectSpecifiers
        isThrowing = effects?.throwsClause != nil
        isBindable =
            !decl.modifiers.has("mutating") && decl.genericParameterClause == nil && effects?.asyncSpecifier == nil
            && effects?.throwsClause?.throwsSpecifier.text != "rethrows"
            && BoundMember.areBindable(decl.signature.parameterClause.parameters)
            && !BoundMember.isOpaqueOrSelf(written) && !BoundMember.isNonEscapable(written) && written != "Never"
    }

    private static func parameters(_ list: FunctionParameterListSyntax, _ qualify: (String) -> String) -> [(
        label: String, type: String, hasDefault: Bool
    )] {
        list.map { ($0.firstName.text, qualify(normalised($0.type.trimmedDescription)), $0.defaultValue != nil) }
    }

    /// The type as a value's type: no `@escaping`, an implicitly unwrapped optional as an optional.
    static func normalised(_ type: String) -> String {
        // On one line: a tuple type may be wrapped in the source.
        let oneLine = type.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ").replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
        var text = oneLine.replacingOccurrences(of: "@escaping ", with: "")
        if text.hasSuffix("!") { text = String(text.dropLast()) + "?" }
        return text
    }

    /// `UIView?`, `Optional<Int>`, `(() -> Void)?`: a value that is returned as `Any` explicitly.
    static func isOptional(_ type: String) -> Bool {
        type.hasSuffix("?") || type.hasPrefix("Optional<")
    }

    // MARK: - Ways to call

    /// One way to call: the parameters passed (the others take their defaults).
    struct Variant {
        var callable: FrameworkCallable
        var kept: [Int]
        var key: String { kept.map { callable.parameters[$0].label }.joined(separator: ":") }
        var types: [String] { kept.map { callable.parameters[$0].type } }
        var isFull: Bool { kept.count == callable.parameters.count }
    }

    /// Every subset of the defaulted parameters left out; beyond four (`UIAction`'s six), the
    /// ways calls are written: the first k kept, one kept, or one left out.
    var variants: [Variant] {
        let defaulted = parameters.indices.filter { parameters[$0].hasDefault }
        var omissions: [Set<Int>]
        if defaulted.count <= 4 {
            omissions = (0..<(1 << defaulted.count)).map { mask in
                Set(defaulted.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
            }
        } else {
            let all = Set(defaulted)
            omissions = defaulted.indices.map { Set(defaulted[$0...]) } + [[]]
            omissions += defaulted.map { all.subtracting([$0]) } + defaulted.map { Set([$0]) }
            omissions = omissions.reduce(into: []) { unique, set in if !unique.contains(set) { unique.append(set) } }
        }
        return omissions.map { omitted in
            Variant(callable: self, kept: parameters.indices.filter { !omitted.contains($0) })
        }
    }

    /// The generated lines for `callables` of one type: each way to call that no other declaration
    /// answers with the same labels.
    static func entries(_ callables: [FrameworkCallable], typeName: String) -> [String] {
        var groups: [String: [Variant]] = [:]
        var order: [String] = []
        for callable in callables {
            for variant in callable.variants {
                let key = "\(callable.slot.rawValue) \(callable.name)(\(variant.key))"
                if groups[key] == nil { order.append(key) }
                groups[key, default: []].append(variant)
            }
        }
        return order.compactMap { key -> String? in
            guard let chosen = choose(groups[key] ?? []), chosen.callable.isBindable else { return nil }
            return chosen.callable.line(chosen, typeName: typeName)
        }
    }

    /// The one variant of a group of same-labelled ways to call, or nil when Swift would choose by
    /// types (the compiler answers those): a declaration called in full wins over other
    /// declarations' defaulted forms with the same parameter types.
    private static func choose(_ group: [Variant]) -> Variant? {
        guard let first = group.first else { return nil }
        if group.count == 1 { return first }
        let full = group.filter(\.isFull)
        guard full.count == 1, group.allSatisfy({ $0.types == full[0].types }) else { return nil }
        return full[0]
    }

    /// `m.method("insertSubview", ["_", "at"], [(UIView).self, (Int).self], (Void).self) { o, a in try o.insertSubview(a.at(0) as UIView, at: a.at(1) as Int) }`.
    private func line(_ variant: Variant, typeName: String) -> String {
        let labels =
            "[" + variant.kept.map { SourceLocation.quoted(parameters[$0].label) }.joined(separator: ", ") + "]"
        let types = "[" + variant.types.map { "(\($0)).self" }.joined(separator: ", ") + "]"
        let arguments = variant.kept.enumerated().map { position, index in
            let label = parameters[index].label
            return (label == "_" ? "" : "\(label): ") + "a.at(\(position)) as \(parameters[index].type)"
        }.joined(separator: ", ")
        let needsTry = isThrowing || !variant.kept.isEmpty
        let prefix = needsTry ? "try " : ""
        // An optional result is returned as `Any` explicitly (an implicit coercion warns).
        let boxed = slot == .initializer ? (isFailable ? " as Any" : "") : Self.isOptional(result) ? " as Any" : ""
        let quoted = SourceLocation.quoted(name)
        switch slot {
        case .initializer:
            let resultType = isFailable ? "\(typeName)?" : typeName
            return
                "m.initializer(\(labels), \(types), (\(resultType)).self) { a in \(prefix)\(typeName)(\(arguments))\(boxed) }"
        case .method:
            return
                "m.method(\(quoted), \(labels), \(types), (\(result)).self) { o, a in \(prefix)o.\(name)(\(arguments))\(boxed) }"
        case .staticMethod:
            return
                "m.staticMethod(\(quoted), \(labels), \(types), (\(result)).self) { a in \(prefix)\(typeName).\(name)(\(arguments))\(boxed) }"
        case .function:
            return
                "g.function(\(quoted), \(labels), \(types), (\(result)).self) { a in \(prefix)\(name)(\(arguments))\(boxed) }"
        }
    }
}
