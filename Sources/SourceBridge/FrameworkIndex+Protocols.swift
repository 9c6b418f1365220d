internal import Foundation
internal import SwiftParser
internal import SwiftSyntax

/// The members a toolchain type has through its protocols: `3.7.rounded()` is `FloatingPoint`'s,
/// `"a".isEmpty` and `Double("2.5")` come from `Collection` and `LosslessStringConvertible`. The
/// standard library declares most of a number's or a string's API there, not on the type, so
/// the chosen toolchain types (`ToolchainModule`) are bound with the requirements and the
/// unconstrained extension members of every protocol they conform to, `Self` written as the type,
/// as the compiler sees them on the type. A member the type declares itself wins; a constrained
/// extension (`where Self: …`) or a member with its own `where` clause is left to the compiler.
struct FrameworkProtocol {
    var inherited: [String]
    var members: [MemberBlockItemSyntax]
}

extension FrameworkIndex {
    /// `types[number]` with the members of its protocols added (see `FrameworkProtocol`).
    mutating func addProtocolMembers(to number: Int, protocols: [String: FrameworkProtocol]) {
        let type = types[number]
        var own = Set(type.members.compactMap { Self.signatureKey($0.item.decl, selfType: type.name) })
        let conformances = Self.conformances(of: type.inherited, in: protocols)
        // `Int: FixedWidthInteger` is `Equatable` through `BinaryInteger`: values compare with `==`
        if conformances.contains("Equatable"), !type.isEquatable { types[number].inherited.append("Equatable") }
        for name in conformances {
            for member in protocols[name]?.members ?? [] {
                guard let adopted = Self.adopted(member.decl, as: type.name),
                    let key = Self.signatureKey(adopted.decl, selfType: type.name), own.insert(key).inserted
                else { continue }
                types[number].members.append((adopted, true))
            }
        }
    }

    /// Every protocol reachable from `inherited` through the protocols' own inheritance, in order.
    static func conformances(of inherited: [String], in protocols: [String: FrameworkProtocol]) -> [String] {
        var result: [String] = [], queue = inherited.map(bareName)
        while !queue.isEmpty {
            let name = queue.removeFirst()
            guard let found = protocols[name], !result.contains(name) else { continue }
            result.append(name)
            queue += found.inherited.map(bareName)
        }
        return result
    }

    /// `@unchecked Sendable` → `Sendable`, `Swift.Equatable` → `Equatable`.
    private static func bareName(_ written: String) -> String {
        String(written.split(separator: " ").last?.split(separator: ".").last ?? "")
    }

    /// The member as the type has it: public, `Self` replaced by the type's name; nil for what
    /// cannot be adopted as written (a `where` clause, an associated type, a subscript).
    static func adopted(_ decl: DeclSyntax, as typeName: String) -> MemberBlockItemSyntax? {
        if let function = decl.as(FunctionDeclSyntax.self), function.genericWhereClause != nil { return nil }
        if let initializer = decl.as(InitializerDeclSyntax.self), initializer.genericWhereClause != nil { return nil }
        guard
            decl.is(FunctionDeclSyntax.self) || decl.is(VariableDeclSyntax.self) || decl.is(InitializerDeclSyntax.self)
        else { return nil }
        var text = decl.trimmedDescription
        guard let pattern = try? NSRegularExpression(pattern: #"\bSelf\b"#) else { return nil }
        text = pattern.stringByReplacingMatches(
            in: text, range: NSRange(text.startIndex..., in: text), withTemplate: typeName)
        let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers
        if modifiers?.has("public") != true { text = "public " + text }
        let parsed = Parser.parse(source: "extension _Adopted {\n\(text)\n}")
        guard let item = parsed.statements.first?.item.as(ExtensionDeclSyntax.self)?.memberBlock.members.first,
            !item.decl.hasError
        else { return nil }
        return item
    }

    /// What makes two declarations the same member for the type: kind, `static`, name, labels
    /// and parameter types (a requirement and its default implementation are one member).
    static func signatureKey(_ decl: DeclSyntax, selfType: String) -> String? {
        let isStatic = decl.asProtocol(WithModifiersSyntax.self)?.modifiers.has("static") == true ? "static " : ""
        func parameters(_ clause: FunctionParameterClauseSyntax) -> String {
            clause.parameters.map { "\($0.firstName.text):\($0.type.trimmedDescription)" }.joined(separator: ",")
                .replacingOccurrences(of: "Self", with: selfType)
        }
        if let function = decl.as(FunctionDeclSyntax.self) {
            return isStatic + "func \(function.name.text)(\(parameters(function.signature.parameterClause)))"
        }
        if let initializer = decl.as(InitializerDeclSyntax.self) {
            return "init(\(parameters(initializer.signature.parameterClause)))"
        }
        if let variable = decl.as(VariableDeclSyntax.self),
            let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            return isStatic + "var \(name)"
        }
        return nil
    }
}
