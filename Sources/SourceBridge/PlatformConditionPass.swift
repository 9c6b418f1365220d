internal import SwiftParser
internal import SwiftSyntax

/// Platform conditions: `os(iOS)` in an `#if`/`#elseif` condition → `os(Linux)`. Code written for
/// iOS takes its iOS branch, as it does when Xcode builds it for an iPhone, instead of the branch
/// Linux would pick (usually none: `#if os(iOS) import UIKit; typealias Color = UIColor #elseif
/// os(macOS) … #endif` would leave `Color` undeclared). Only `os(iOS)` changes: `os(macOS)`,
/// `os(tvOS)`, `!os(iOS)` stay false as on an iPhone, and `canImport(UIKit)` is already true
/// (ViewLab's UIKit module is found). The token keeps its line.
enum PlatformConditionPass {
    static func run(_ file: inout BridgedFile) {
        guard file.text.contains("iOS") else { return }
        let tree = file.syntax
        let collector = Collector(viewMode: .all)
        collector.walk(tree)
        file.replaceText(
            SourceEdit.apply(collector.platforms.map { SourceEdit(replacing: $0, with: "Linux") }, to: file.text))
    }

    /// The `iOS` of every `os(iOS)` inside a compilation condition.
    final class Collector: SyntaxVisitor {
        var platforms: [TokenSyntax] = []

        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            if let condition = node.condition {
                let calls = ConditionCalls(viewMode: .all)
                calls.walk(condition)
                platforms += calls.platforms
            }
            return .visitChildren
        }
    }

    private final class ConditionCalls: SyntaxVisitor {
        var platforms: [TokenSyntax] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.calledExpression.as(DeclReferenceExprSyntax.self), name.baseName.text == "os",
                node.arguments.count == 1,
                let argument = node.arguments.first?.expression.as(DeclReferenceExprSyntax.self),
                argument.baseName.text == "iOS"
            {
                platforms.append(argument.baseName)
            }
            return .visitChildren
        }
    }
}
