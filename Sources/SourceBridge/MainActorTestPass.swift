internal import SwiftSyntax

/// Main-actor XCTest methods made `async`: `@MainActor func testRing()` (or any `func test…()`
/// of an `XCTestCase` subclass marked `@MainActor`) becomes `@MainActor func testRing() async`.
/// On Linux, SwiftPM finds XCTest methods by generating a list of them, and that list handles a
/// main-actor method only when it is `async` (swiftlang/swift-corelibs-foundation#5088: "SPM and
/// swift-corelibs-xctest do not support main-actor-isolated tests unless they are marked `async`
/// because the compilation stage that finds tests is not actor-aware"); a synchronous one aborts
/// the run (`Could not cast value of type '(MyTests) -> @MainActor () -> ()'`). On Apple
/// platforms XCTest runs both; an `async` test runs its body on the main actor the same way.
/// `nonisolated` methods, static methods and methods with parameters are left alone.
enum MainActorTestPass {
    static func run(_ file: inout BridgedFile, index: ModuleIndex) {
        Collector(index: index).rewrite(&file)
    }

    final class Collector: EditCollector {
        let index: ModuleIndex
        /// The `@MainActor` test classes of the file, by name (their extensions' tests are main-actor too).
        private var mainActorClasses: Set<String> = []

        init(index: ModuleIndex) {
            self.index = index
            super.init()
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.name.text
            guard isTestCase(name) else { return .skipChildren }
            let isolated = node.attributes.has("MainActor")
            if isolated { mainActorClasses.insert(name) }
            collect(node.memberBlock, classIsolated: isolated)
            return .skipChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.extendedType.trimmedDescription
            guard isTestCase(name) else { return .skipChildren }
            collect(
                node.memberBlock, classIsolated: mainActorClasses.contains(name) || node.attributes.has("MainActor"))
            return .skipChildren
        }

        private func isTestCase(_ name: String) -> Bool {
            index.inherits(name, from: { $0 == "XCTestCase" })
        }

        /// Makes each main-actor synchronous test method of `members` `async`.
        private func collect(_ members: MemberBlockSyntax, classIsolated: Bool) {
            for member in members.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self),
                    function.name.text.hasPrefix("test"),
                    function.signature.parameterClause.parameters.isEmpty,
                    function.signature.effectSpecifiers?.asyncSpecifier == nil,
                    !function.modifiers.has("static"), !function.modifiers.has("class"),
                    !function.modifiers.has("nonisolated"),
                    classIsolated || function.attributes.has("MainActor")
                else { continue }
                let end = function.signature.parameterClause.endPositionBeforeTrailingTrivia.utf8Offset
                edits.append(SourceEdit(inserting: " async", at: end))
            }
        }
    }
}
