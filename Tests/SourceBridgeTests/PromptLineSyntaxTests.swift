@testable import SourceBridge
import XCTest

/// What the shell reads from a line typed at its prompt: the variables it declares (they become
/// session variables, as in the Swift REPL), the names a declaration line declares (later lines
/// import it), and whether it is one expression whose value is printed.
final class PromptLineSyntaxTests: XCTestCase {
    func testTopLevelLetAndVarAreTheLinesVariablesNotThoseInsideBlocksOrClosures() {
        let line =
            "let s = ShopView.shopView(); var (a, b) = (1, 2); let _ = 3; for i in 0..<2 { let inner = i }; let f = { let local = 1 }"
        XCTAssertEqual(PromptLineSyntax.topLevelVariables(in: line).map(\.name), ["s", "a", "b", "f"])
        XCTAssertEqual(PromptLineSyntax.topLevelVariables(in: line).map(\.isMutable), [false, true, true, false])
    }

    /// A top-level `guard` keeps what it binds for the code after it (*The Swift Programming
    /// Language*, "Early Exit"); an `if let` does not.
    func testATopLevelGuardDeclaresWhatItBinds() {
        let line =
            "guard let n = Int(\"4\"), var m = Int(\"5\"), case let (a, b)? = pair, case .some(let c) = o, n > 1 else { fatalError() }; if let d = o {}"
        XCTAssertEqual(PromptLineSyntax.topLevelVariables(in: line).map(\.name), ["n", "m", "a", "b", "c"])
        XCTAssertEqual(
            PromptLineSyntax.topLevelVariables(in: line).map(\.isMutable), [false, true, false, false, false])
    }

    func testADeclarationLineDeclaresItsTopLevelNamesNotItsMembers() {
        let line =
            "class Dot: UIView { override func draw(_ rect: CGRect) {} }; struct P { func f() {} }; func area() -> Int { 1 }; extension UIView { func g() {} }"
        XCTAssertEqual(PromptLineSyntax.topLevelDeclarationNames(in: line), ["Dot", "P", "area"])
    }

    func testOneExpressionIsAValueButAnAssignmentOrStatementIsNot() {
        XCTAssertTrue(PromptLineSyntax.isValueExpression("names.sorted()"))
        XCTAssertTrue(
            PromptLineSyntax.isValueExpression(
                "UIView.animate(withDuration: 0.2, animations: { v.alpha = 0 }) { _ in v.alpha = 1 }"))
        XCTAssertFalse(PromptLineSyntax.isValueExpression("card.alpha = 1"))
        XCTAssertFalse(PromptLineSyntax.isValueExpression("card.center.x += 10"))
        XCTAssertFalse(PromptLineSyntax.isValueExpression("let x = 1"))
        XCTAssertFalse(PromptLineSyntax.isValueExpression("a(); b()"))
        XCTAssertFalse(PromptLineSyntax.isValueExpression("if flag { print(1) }"))
    }

    /// The members of an extension adding a conformance to an earlier line's type become
    /// `public` (each prompt line is a module that `@testable import`s the earlier ones, and swiftc
    /// then asks for public witnesses); what says its access, what names a type of the same line,
    /// and the extensions of the line's own types are left as written.
    func testAConformanceExtensionOfAnEarlierTypeGetsPublicMembers() {
        let line = """
            struct Local {}
            extension Square: CustomStringConvertible, Equatable {
                var description: String { "S" }
                @inlinable static func == (a: Square, b: Square) -> Bool { true }
                private func hidden() {}
                func local() -> Local { Local() }
            }
            extension Square { func plain() {} }
            extension Local: Equatable { func same() {} }
            """
        XCTAssertEqual(
            PromptLineSyntax.publishingConformanceWitnesses(in: line),
            """
            struct Local {}
            extension Square: CustomStringConvertible, Equatable {
                public var description: String { "S" }
                @inlinable public static func == (a: Square, b: Square) -> Bool { true }
                private func hidden() {}
                func local() -> Local { Local() }
            }
            extension Square { func plain() {} }
            extension Local: Equatable { func same() {} }
            """)
    }
}
