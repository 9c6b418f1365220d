internal import SwiftSyntax

/// The generated binding lines for a class's properties and methods (see `ShellBindingPass`).
enum BoundMember {
    /// `binding.property("progress", \T.progress, inspectable: true)` (or `readOnly`) for each
    /// bindable property of `decl`.
    static func properties(_ decl: VariableDeclSyntax, typeName: String) -> [String] {
        guard !decl.modifiers.has("static"), !decl.modifiers.has("class"), !decl.modifiers.has("override"),
            !decl.modifiers.isHidden,
            decl.parent?.is(MemberBlockItemSyntax.self) == true
        else { return [] }
        let inspectable = decl.attributes.has("IBInspectable")
        return decl.bindings.compactMap { binding -> String? in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, !hasEffects(binding)
            else { return nil }
            let settable =
                decl.bindingSpecifier.text == "var" && !decl.modifiers.hidesSetter
                && DispatchTablePass.Table.isSettable(binding)
            let shellName = name.filter { $0 != "`" }
            return
                "binding.\(settable ? "property" : "readOnly")(\(SourceLocation.quoted(shellName)), \\\(typeName).\(name)"
                + (inspectable ? ", inspectable: true)" : ")")
        }
    }

    /// Accessors that throw or are `async` (key paths cannot refer to them).
    private static func hasEffects(_ binding: PatternBindingSyntax) -> Bool {
        guard case .accessors(let list)? = binding.accessorBlock?.accessors else { return false }
        return list.contains { $0.effectSpecifiers != nil }
    }

    /// `binding.method("setProgress", ["_", "animated"]) { (o: T, a0: CGFloat, a1: Bool) in o.setProgress(a0, animated: a1) }`,
    /// or nil for a method the shell cannot call.
    static func method(_ decl: FunctionDeclSyntax, typeName: String) -> String? {
        let name = decl.name.text
        let effects = decl.signature.effectSpecifiers
        guard !decl.modifiers.has("static"), !decl.modifiers.has("class"), !decl.modifiers.has("override"),
            !decl.modifiers.isHidden,
            !decl.modifiers.has("mutating"), decl.genericParameterClause == nil, effects?.asyncSpecifier == nil,
            effects?.throwsClause?.throwsSpecifier.text != "rethrows",
            let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
            !name.contains("`"), areBindable(decl.signature.parameterClause.parameters),
            !decl.signature.parameterClause.parameters.contains(where: {
                isNonEscapingClosure($0.type.trimmedDescription)
            })
        else { return nil }
        if let result = decl.signature.returnClause?.type.trimmedDescription, isOpaqueOrSelf(result) { return nil }
        let parameters = decl.signature.parameterClause.parameters
        let labels = parameters.map { $0.firstName.text }
        let labelList = "[" + labels.map(SourceLocation.quoted).joined(separator: ", ") + "]"
        let closureParameters =
            ["o: \(typeName)"] + parameters.enumerated().map { "a\($0.offset): \($0.element.type.trimmedDescription)" }
        let call = self.call("o.\(name)", labels: labels, throwing: effects?.throwsClause != nil)
        return
            "binding.method(\(SourceLocation.quoted(name)), \(labelList)) { (\(closureParameters.joined(separator: ", "))) in \(call) }"
    }

    /// Any number of parameters (the binding API takes parameter packs), none variadic, `inout`,
    /// `@autoclosure`, opaque or `Self`.
    static func areBindable(_ parameters: FunctionParameterListSyntax) -> Bool {
        parameters.allSatisfy { parameter in
            let type = parameter.type.trimmedDescription
            // `inout` also inside a closure's own parameters (`(Date?, Bool, inout Bool) -> Void`)
            return parameter.ellipsis == nil && !type.contains("inout ") && !type.contains("@autoclosure")
                && !isOpaqueOrSelf(type) && !isNonEscapable(type)
        }
    }

    /// A closure parameter without `@escaping` (and not optional, which escapes by itself): a
    /// module method's binding, whose closure receives the argument as a parameter, cannot pass
    /// it on (`enumerateListeners(block:)`).
    static func isNonEscapingClosure(_ type: String) -> Bool {
        type.contains("->") && !type.contains("@escaping") && !type.hasSuffix("?") && !type.hasSuffix("!")
    }

    /// A span (`UTF8Span`, `RawSpan`, `Span<T>`): a `~Escapable` view that borrows its owner and
    /// cannot be held by the shell (a key path or `Any` cannot refer to it).
    static func isNonEscapable(_ type: String) -> Bool {
        type.range(of: #"Span\b"#, options: .regularExpression) != nil
    }

    static func isOpaqueOrSelf(_ type: String) -> Bool {
        type.hasPrefix("some ") || type.contains(" some ") || type.contains("(some ") || type.contains("Self")
    }

    /// `callee(a0, animated: a1)`, with `try` when it throws.
    static func call(_ callee: String, labels: [String], throwing: Bool) -> String {
        let arguments = labels.enumerated().map { ($0.element == "_" ? "" : "\($0.element): ") + "a\($0.offset)" }
        return (throwing ? "try " : "") + callee + "(" + arguments.joined(separator: ", ") + ")"
    }
}
