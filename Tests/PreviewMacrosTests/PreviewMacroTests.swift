@testable import PreviewMacros
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import XCTest

/// Expands `#Preview` with the real macro implementation and checks the generated source.
final class PreviewMacroTests: XCTestCase {
    /// Expands `source` as if it were `Playgrounds/Ring.swift` and returns the result (whitespace
    /// runs folded to one space) and the diagnostics.
    private func expand(_ source: String) -> (source: String, diagnostics: [String]) {
        let tree = Parser.parse(source: source)
        let context = BasicMacroExpansionContext(sourceFiles: [
            tree: .init(moduleName: "Playgrounds", fullFilePath: "/repo/Playgrounds/Ring.swift")
        ])
        let expanded = tree.expand(macros: ["Preview": PreviewMacro.self], contextGenerator: { _ in context })
        let folded = expanded.description.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return (folded, context.diagnostics.map(\.message))
    }

    func testUnnamedPreviewRegistersWithNilNameAndThePresumedFileAndLine() {
        let result = expand("\n\n#Preview { UIView() }")
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertTrue(
            result.source.contains(
                #"PreviewRegistry.register(name: nil, fileID: #fileID, filePath: #filePath, line: #line, traits: [], body: { UIView() })"#
            ), result.source)
        XCTAssertTrue(result.source.contains(#"@used @section("viewlab_previews") let "#), result.source)
        XCTAssertTrue(result.source.contains("@convention(c) () -> Void = "), result.source)
    }

    func testATrailingLineCommentStaysOutOfTheCall() {
        let result = expand("#Preview { UIView() } // a comment\n")
        XCTAssertTrue(result.source.contains(#"traits: [], body: { UIView() })"#), result.source)
        XCTAssertFalse(result.source.contains("// a comment )"), result.source)
    }

    func testNamedPreviewKeepsTheNameLiteral() {
        let result = expand(#"#Preview("Ring — 25 %") { Ring() }"#)
        XCTAssertTrue(
            result.source.contains(
                #"register(name: "Ring — 25 %", fileID: #fileID, filePath: #filePath, line: #line, traits: []"#),
            result.source)
    }

    func testNamesWithSlashesAndCJKPassThroughUnchanged() {
        for name in [#""a/b/../c""#, #""进度环""#, #""with spaces""#] {
            let result = expand("#Preview(\(name)) { Ring() }")
            XCTAssertTrue(result.source.contains("register(name: \(name),"), result.source)
        }
    }

    func testTraitsAreCollectedInOrder() {
        let result = expand(#"#Preview("Wide", traits: .landscapeLeft, .sizeThatFitsLayout) { Ring() }"#)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertTrue(
            result.source.contains("traits: [.landscapeLeft, .sizeThatFitsLayout], body: { Ring() })"), result.source)
    }

    func testFixedLayoutTraitWithArguments() {
        let result = expand(#"#Preview(traits: .fixedLayout(width: 200, height: 100)) { Ring() }"#)
        XCTAssertTrue(
            result.source.contains(
                "register(name: nil, fileID: #fileID, filePath: #filePath, line: #line, traits: [.fixedLayout(width: 200, height: 100)]"
            ), result.source)
    }

    func testMultiStatementBodyIsKeptWhole() {
        let result = expand(
            """
            #Preview("Card") {
                let card = Card()
                card.title = "Hi"
                return card
            }
            """)
        XCTAssertTrue(result.source.contains("let card = Card()"), result.source)
        XCTAssertTrue(result.source.contains("return card"), result.source)
    }

    func testEachExpansionGetsUniqueNames() {
        let result = expand("#Preview { A() }\n#Preview { B() }")
        let functions = result.source.components(separatedBy: "func ").dropFirst().map { $0.prefix { $0 != "(" } }
        XCTAssertEqual(functions.count, 2, result.source)
        XCTAssertEqual(Set(functions).count, 2, result.source)
    }

    func testUnexpectedArgumentIsADiagnostic() {
        let result = expand(#"#Preview("A", color: .red) { A() }"#)
        XCTAssertEqual(result.diagnostics, ["unexpected argument 'color: .red' in #Preview"])
    }

    func testMissingBodyIsADiagnostic() {
        let result = expand(#"#Preview("A")"#)
        XCTAssertEqual(result.diagnostics, ["#Preview needs a body closure that returns a UIView or UIViewController"])
    }
}
