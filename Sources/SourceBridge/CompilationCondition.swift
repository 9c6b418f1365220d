internal import SwiftSyntax

/// Which clause of an `#if` the compiler will take for ViewLab, decided from the condition where
/// it can be (*The Swift Programming Language*, "Compiler Control Statements"): `os(iOS)`, which
/// the `PlatformConditionPass` turns into `os(Linux)`, and `os(Linux)` are true, other platforms
/// false; `canImport(M)` is true for the modules an exported package can import (ViewLab's Apple
/// modules and the toolchain's); `targetEnvironment(macCatalyst)`/`(simulator)` are false;
/// `swift(>=…)`/`compiler(>=…)` are true; `!`, `&&`, `||`, parentheses and `true`/`false`
/// combine them. Anything else (`arch`, custom flags, `hasFeature`) is undecided, and then every
/// clause is read, as before. Declarations in a clause the compiler skips (a library's
/// `#else public class ConstraintLayoutSupport {}` for macOS) must not be registered or bridged.
enum CompilationCondition {
    /// The modules `canImport` finds when ViewLab compiles a package.
    static let importable: Set<String> = [
        "UIKit", "QuartzCore", "CoreGraphics", "CoreImage", "CoreText", "ImageIO", "Combine", "os", "simd",
        "UniformTypeIdentifiers",
        "GameplayKit", "EventKit", "AudioToolbox", "CoreMedia", "AVFoundation", "PencilKit", "WebKit", "StoreKit",
        "SwiftUI", "MobileCoreServices", "ObjectiveC", "Darwin", "Foundation", "FoundationNetworking", "Dispatch",
        "Glibc",
        "XCTest",
        "Testing", "Swift",
    ]

    /// The clause the compiler takes (nil: none is taken), or `.undecided`.
    enum Choice {
        case clause(IfConfigClauseSyntax?), undecided

        var isUndecided: Bool {
            if case .undecided = self { return true }
            return false
        }
    }

    static func activeClause(of node: IfConfigDeclSyntax) -> Choice {
        for clause in node.clauses {
            guard let condition = clause.condition else { return .clause(clause) }  // #else
            switch evaluate(condition) {
            case true?: return .clause(clause)
            case false?: continue
            case nil: return .undecided
            }
        }
        return .clause(nil)
    }

    static func evaluate(_ expression: ExprSyntax) -> Bool? {
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { return literal.literal.text == "true" }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return evaluate(prefix.expression).map(!)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) { return evaluate(sequence: Array(sequence.elements)) }
        if let infix = expression.as(InfixOperatorExprSyntax.self),
            let op = infix.operator.as(BinaryOperatorExprSyntax.self)
        {
            return combine(evaluate(infix.leftOperand), op.operator.text, evaluate(infix.rightOperand))
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self),
            let argument = call.arguments.first?.expression
        {
            let value = argument.trimmedDescription
            switch name.baseName.text {
            case "os": return value == "iOS" || value == "Linux"
            case "canImport": return importable.contains(value.split(separator: ".").first.map(String.init) ?? value)
            case "targetEnvironment": return false
            case "swift", "compiler": return value.hasPrefix(">=")
            default: return nil
            }
        }
        return nil
    }

    /// `a && b || c` as written (unfolded): `&&` binds tighter than `||`.
    private static func evaluate(sequence elements: [ExprSyntax]) -> Bool? {
        var terms: [[ExprSyntax]] = [[]]
        for element in elements {
            if let op = element.as(BinaryOperatorExprSyntax.self) {
                switch op.operator.text {
                case "||": terms.append([])
                case "&&": continue
                default: return nil
                }
            } else {
                terms[terms.count - 1].append(element)
            }
        }
        var anyUndecided = false
        for term in terms {
            var all: Bool? = true
            for operand in term { all = combine(all, "&&", evaluate(operand)) }
            if all == true { return true }
            if all == nil { anyUndecided = true }
        }
        return anyUndecided ? nil : false
    }

    private static func combine(_ a: Bool?, _ op: String, _ b: Bool?) -> Bool? {
        switch op {
        case "&&": return a == false || b == false ? false : (a == nil || b == nil ? nil : true)
        case "||": return a == true || b == true ? true : (a == nil || b == nil ? nil : false)
        default: return nil
        }
    }
}

/// A visitor that reads only the code the compiler will compile: of an `#if`, the clause
/// `CompilationCondition` finds active (every clause when it cannot decide).
class ActiveCodeVisitor: SyntaxVisitor {
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        switch CompilationCondition.activeClause(of: node) {
        case .undecided: return .visitChildren
        case .clause(let clause):
            if let elements = clause?.elements { walk(Syntax(elements)) }
            return .skipChildren
        }
    }
}

extension Syntax {
    /// The condition under which the compiler takes the `#if` clauses around this node that the
    /// bridge cannot decide (a library's own `-D` flag), joined with `&&`; nil when there are
    /// none. An `#elseif`/`#else` clause's condition includes the negation of the ones before it.
    var undecidedClauseCondition: String? { clauseCondition(undecidedOnly: true) }

    /// The condition under which the compiler takes every `#if` clause around this node (the
    /// ones the bridge decides too), joined as `undecidedClauseCondition` joins its own: code
    /// generated for a declaration inside `#if os(macOS)` goes under the same condition.
    var enclosingClauseCondition: String? { clauseCondition(undecidedOnly: false) }

    private func clauseCondition(undecidedOnly: Bool) -> String? {
        var parts: [String] = []
        var node = parent
        while let current = node {
            if let clause = current.as(IfConfigClauseSyntax.self),
                let decl = clause.parent?.parent?.as(IfConfigDeclSyntax.self),
                !undecidedOnly || CompilationCondition.activeClause(of: decl).isUndecided
            {
                var terms: [String] = []
                for earlier in decl.clauses {
                    if earlier.id == clause.id { break }
                    if let condition = earlier.condition { terms.append("!(\(condition.trimmedDescription))") }
                }
                if let condition = clause.condition { terms.append("(\(condition.trimmedDescription))") }
                if !terms.isEmpty { parts.insert(terms.joined(separator: " && "), at: 0) }
            }
            node = current.parent
        }
        return parts.isEmpty ? nil : parts.joined(separator: " && ")
    }
}
