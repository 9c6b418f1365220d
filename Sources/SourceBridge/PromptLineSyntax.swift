internal import SwiftParser
internal import SwiftSyntax

/// What a line typed at the shell's prompt declares at its top level, read with swift-syntax: the
/// shell turns a compiled line's top-level `let`/`var` into session variables, as the Swift REPL
/// keeps them for the next line.
public enum PromptLineSyntax {
    /// A variable the line declares at its top level (`let s = ShopView.shopView()`, both names of
    /// `var (a, b) = (1, 2)`), in order.
    public struct Variable: Equatable {
        public var name: String
        public var isMutable: Bool
    }

    /// The top-level `let`/`var` names of `source` (not those inside closures, functions or blocks),
    /// and the names a top-level `guard` binds: in top-level code a `guard let x = …` keeps `x` for
    /// the statements after it (*The Swift Programming Language*, "Early Exit"), so the REPL keeps it
    /// for the next line.
    public static func topLevelVariables(in source: String) -> [Variable] {
        var out: [Variable] = []
        for item in Parser.parse(source: source).statements {
            if let guardStatement = Syntax(item.item).as(GuardStmtSyntax.self) {
                out += guardStatement.conditions.flatMap { boundNames(in: $0.condition) }
                continue
            }
            guard let decl = Syntax(item.item).as(VariableDeclSyntax.self) else { continue }
            let isMutable = decl.bindingSpecifier.text == "var"
            for binding in decl.bindings {
                for name in names(in: PatternSyntax(binding.pattern)) where name != "_" {
                    out.append(Variable(name: name, isMutable: isMutable))
                }
            }
        }
        return out
    }

    /// Whether `source` is one expression whose value the Swift REPL would print (`card.frame`,
    /// `names.sorted()`): not a declaration, statement or assignment.
    public static func isValueExpression(_ source: String) -> Bool {
        let items = Array(Parser.parse(source: source).statements)
        guard items.count == 1, let expression = Syntax(items[0].item).as(ExprSyntax.self) else { return false }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return !sequence.elements.contains { element in
                element.is(AssignmentExprSyntax.self)
                    || (element.as(BinaryOperatorExprSyntax.self).map { assignmentOperators.contains($0.operator.text) }
                        ?? false)
            }
        }
        return !expression.is(AssignmentExprSyntax.self)
    }

    private static let assignmentOperators: Set<String> = [
        "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=",
    ]

    /// The names of the types, functions and type aliases `source` declares at its top level
    /// (`class Dot` → `Dot`; not the members inside, nor what an `extension` adds).
    public static func topLevelDeclarationNames(in source: String) -> Set<String> {
        var out: Set<String> = []
        for item in Parser.parse(source: source).statements {
            let node = Syntax(item.item)
            if let decl = node.as(ClassDeclSyntax.self) { out.insert(decl.name.text) }
            if let decl = node.as(StructDeclSyntax.self) { out.insert(decl.name.text) }
            if let decl = node.as(EnumDeclSyntax.self) { out.insert(decl.name.text) }
            if let decl = node.as(ProtocolDeclSyntax.self) { out.insert(decl.name.text) }
            if let decl = node.as(ActorDeclSyntax.self) { out.insert(decl.name.text) }
            if let decl = node.as(FunctionDeclSyntax.self) { out.insert(decl.name.text) }
            if let decl = node.as(TypeAliasDeclSyntax.self) { out.insert(decl.name.text) }
        }
        return out
    }

    /// The variables a condition binds: `let x = …`, `var x`, `case let (a, b) = …`.
    private static func boundNames(in condition: ConditionElementSyntax.Condition) -> [Variable] {
        if let binding = condition.as(OptionalBindingConditionSyntax.self) {
            let isMutable = binding.bindingSpecifier.text == "var"
            return names(in: binding.pattern).filter { $0 != "_" }.map { Variable(name: $0, isMutable: isMutable) }
        }
        if let match = condition.as(MatchingPatternConditionSyntax.self) {
            return boundNames(in: match.pattern, isMutable: false)
        }
        return []
    }

    /// The names a `case` pattern binds (`let (a, b)`, `.some(let x)`, `(let a, var b)`).
    private static func boundNames(in pattern: PatternSyntax, isMutable: Bool) -> [Variable] {
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            return boundNames(in: binding.pattern, isMutable: binding.bindingSpecifier.text == "var")
        }
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            return identifier.identifier.text == "_"
                ? [] : [Variable(name: identifier.identifier.text, isMutable: isMutable)]
        }
        return descendants(of: Syntax(pattern), isMutable: isMutable)
    }

    /// The bindings below a node that is not itself a pattern (`.some(let x)` is an expression
    /// pattern whose call arguments hold the patterns).
    private static func descendants(of node: Syntax, isMutable: Bool) -> [Variable] {
        var out: [Variable] = []
        for child in node.children(viewMode: .sourceAccurate) {
            if let pattern = child.as(PatternSyntax.self) {
                out += boundNames(in: pattern, isMutable: isMutable)
            } else {
                out += descendants(of: child, isMutable: isMutable)
            }
        }
        return out
    }

    private static func names(in pattern: PatternSyntax) -> [String] {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier.text] }
        if let tuple = pattern.as(TuplePatternSyntax.self) { return tuple.elements.flatMap { names(in: $0.pattern) } }
        return []
    }
}
