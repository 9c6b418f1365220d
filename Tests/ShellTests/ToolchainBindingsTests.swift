import Foundation
import TestSupport
@testable import ViewLabShell
import XCTest

/// The standard library's and Foundation's chosen types (`ToolchainModule`) are bound from the
/// toolchain's own interfaces, with the members their protocols give them: each line here is
/// interpreted (`interpreted` fails a line the shell would hand to the compiler) and prints what
/// Swift prints.
@MainActor
final class ToolchainBindingsTests: XCTestCase {

    /// Numbers: members declared on the type and those of `FloatingPoint`, `BinaryInteger`,
    /// `FixedWidthInteger` (`Self` read as the type).
    func testNumbersHaveTheirProtocolsMembers() async {
        ShellHarness.assertInterpreted([
            "let x = 2.25": "",
            "x.squareRoot()": "1.5\n",
            "x.rounded(.down)": "2.0\n",
            "x.truncatingRemainder(dividingBy: 1)": "0.25\n",
            "x.isFinite": "true\n",
            "Double.pi > 3.14": "true\n",
            "let n = 12": "",
            "n.isMultiple(of: 3)": "true\n",
            "n.signum()": "1\n",
            "Int.max": "9223372036854775807\n",
            "Int.zero": "0\n",
            "CGFloat.pi > 3": "true\n",
        ])
    }

    /// Strings and characters: `Collection`'s and `StringProtocol`'s members, Foundation's too.
    func testStringsHaveTheirProtocolsMembers() async {
        ShellHarness.assertInterpreted([
            "let s = \"Hello, world\"": "",
            "s.count": "12\n",
            "s.isEmpty": "false\n",
            "s.first": "Optional(\"H\")\n",
            "s.hasPrefix(\"Hell\")": "true\n",
            "s.uppercased()": "\"HELLO, WORLD\"\n",
            "s.trimmingCharacters(in: .whitespaces) == s": "true\n",
        ])
    }

    /// Foundation's dates, URLs, index paths, formatters and UUIDs, which were all compiled.
    func testFoundationValueTypesAreInterpreted() async {
        ShellHarness.assertInterpreted([
            "let d = Date(timeIntervalSince1970: 86400)": "",
            "d.timeIntervalSince1970": "86400.0\n",
            "d.addingTimeInterval(60).timeIntervalSince(d)": "60.0\n",
            "let u = URL(string: \"https://example.com/a/b.png\")": "",
            "u?.scheme": "Optional(\"https\")\n",
            "u?.lastPathComponent": "Optional(\"b.png\")\n",
            "let ip = IndexPath(row: 3, section: 1)": "",
            "ip.row": "3\n",
            "ip.section": "1\n",
            "let f = DateFormatter()": "",
            "f.dateFormat = \"yyyy\"": "",
            "f.timeZone = TimeZone(identifier: \"UTC\")": "",
            "f.string(from: d)": "\"1970\"\n",
            "UUID().uuidString.count": "36\n",
            "let r = CGRect(origin: .zero, size: CGSize(width: 4, height: 2))": "",
            "r.offsetBy(dx: 1, dy: 1).maxX": "5.0\n",
        ])
    }

    /// What the generator leaves out goes to the compiler, which gives Swift's answer: `toggle()`
    /// is `mutating` (the hand-kept overlay used to return the negation without storing it).
    func testMutatingMembersAreLeftToTheCompiler() async {
        let shell = ShellHarness()
        shell.output("var b = true")
        do {
            try shell.shell.session.run("b.toggle()")
            XCTFail("toggle() was interpreted")
        } catch let error as ShellError {
            XCTAssertEqual(error.reason, .interpreterLacks)
        } catch {
            XCTFail("\(error)")
        }
    }
}
