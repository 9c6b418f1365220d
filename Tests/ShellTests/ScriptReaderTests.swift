import XCTest
@testable import ViewLabShell

/// How a script is cut into inputs: a statement that is unfinished at the end of a line (an open
/// bracket, brace or string, a trailing binary operator) takes the next lines too, as the Swift
/// REPL reads it.
final class ScriptReaderTests: XCTestCase {
    func testOneStatementALineAndCommandsAlone() {
        let chunks = ScriptReader.chunks(of: "let a = 1\n:show\na += 2\n")
        XCTAssertEqual(chunks.map(\.text), ["let a = 1", ":show", "a += 2", ""])
        XCTAssertEqual(chunks.map(\.line), [0, 1, 2, 3])
    }

    func testABraceBodyTakesItsLinesAndCountsNestedBrackets() {
        let text = """
            final class Dot: UIView {
                override func draw(_ rect: CGRect) {
                    UIColor.red.setFill()
                    UIBezierPath(ovalIn: bounds.insetBy(dx: 2,
                                                        dy: 2)).fill()
                }
            }
            let d = Dot()
            """
        let chunks = ScriptReader.chunks(of: text)
        XCTAssertEqual(chunks.count, 2)
        XCTAssertEqual(chunks[0].text.split(separator: "\n").count, 7)
        XCTAssertEqual(chunks[1].text, "let d = Dot()")
        XCTAssertEqual(chunks[1].line, 7)
    }

    func testATrailingOperatorContinuesAndAnAttributeDoesNotConfuseTheBrackets() {
        let chunks = ScriptReader.chunks(of: "let total = 1 +\n    2\n@objc func tap() {\n}\nlet x = #selector(tap)")
        XCTAssertEqual(
            chunks.map(\.text), ["let total = 1 +\n    2", "@objc func tap() {\n}", "let x = #selector(tap)"])
    }

    func testAnUnterminatedStringTakesTheRestOfTheScript() {
        XCTAssertTrue(Lexer.needsContinuation("let s = \"open"))
        XCTAssertTrue(StatementContinuation("let s = \"open\nlet t = 1").needsMore)
        XCTAssertEqual(ScriptReader.chunks(of: "let s = \"open\nlet t = 1").count, 1)
    }

    func testLineByLineAgreesWithTheWholeText() {
        let inputs = [
            "f(a,\n  b)", "[1,\n2,\n3]", "let x = a ??\n b", "if x {\n} else {\n}", "let y = (1 + 2) *\n3",
            "// (\nlet z = 1",
        ]
        for input in inputs {
            var continuation = StatementContinuation()
            for line in input.split(separator: "\n", omittingEmptySubsequences: false) {
                continuation.feed(String(line))
            }
            XCTAssertEqual(continuation.needsMore, StatementContinuation(input).needsMore, input)
            XCTAssertFalse(continuation.needsMore, input)
        }
    }
}
