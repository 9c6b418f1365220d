@testable import ViewLabShell
import XCTest

/// Tab completion in each context, through the same code the line editor calls.
@MainActor
final class CompletionTests: XCTestCase {
    private func completions(_ text: String, setup: String = "") -> [String] {
        let shell = ShellHarness()
        if !setup.isEmpty { shell.run(setup) }
        return Completer(shell: shell.shell).complete(before: text).candidates
    }

    func testStatementStartOffersVariablesTypesAndKeywords() async {
        let setup = "let card = UIView(); let cardColor = UIColor.red"
        XCTAssertEqual(completions("ca", setup: setup), ["card", "cardColor"])
        XCTAssertEqual(completions("UIColo", setup: setup), ["UIColor"])
        XCTAssertEqual(
            completions("l", setup: setup), ["layoutCount", "let"],
            "keywords and global functions (ViewLab's layoutCount)")
        XCTAssertEqual(completions("root.addSubview(ca", setup: setup), ["card", "cardColor"])
    }

    func testMembersOfAValuesStaticType() async {
        let setup = "let card = UIView()"
        XCTAssertEqual(completions("card.backg", setup: setup), ["backgroundColor"])
        XCTAssertEqual(completions("card.layer.op", setup: setup), ["opacity"])
        // Foundation's `CGPoint` as the toolchain declares it (`CustomDebugStringConvertible`, `Hashable`)
        XCTAssertEqual(
            completions("card.frame.origin.", setup: setup), ["applying", "debugDescription", "hashValue", "x", "y"])
        XCTAssertEqual(completions("card.frame.ins", setup: setup), ["inset", "insetBy"])
        XCTAssertEqual(completions("root.subviews.c"), ["count"])
        XCTAssertEqual(completions("root.subviews[0].ta"), ["tag"])
        XCTAssertEqual(completions("let v = UIView(); v.cli"), ["clipsToBounds"])
    }

    func testStaticMembersAfterATypeName() async {
        XCTAssertEqual(completions("UIColor.systemBl"), ["systemBlue"])
        XCTAssertEqual(completions("CGRect.z"), ["zero"])
        XCTAssertEqual(completions("UIView.Con"), ["ContentMode"])
        XCTAssertEqual(completions("UIView.ContentMode.scaleA"), ["scaleAspectFill", "scaleAspectFit"])
    }

    func testImplicitMembersOfTheExpectedType() async {
        let setup = "let card = UIView()"
        XCTAssertEqual(
            completions("card.backgroundColor = .systemGr", setup: setup),
            [
                "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6", "systemGreen",
                "systemGroupedBackground",
            ])
        XCTAssertEqual(
            completions("card.contentMode = .scaleAspectF", setup: setup), ["scaleAspectFill", "scaleAspectFit"])
        XCTAssertEqual(completions("card.overrideUserInterfaceStyle == .d", setup: setup), ["dark"])
        XCTAssertEqual(completions("let c: UIColor = .cl"), ["clear"])
        XCTAssertEqual(completions("let v = UIView(frame: .z"), ["zero"])
        XCTAssertEqual(completions("UITraitCollection(userInterfaceStyle: .l"), ["light"])
    }

    func testCommandsAndTheirArguments() async throws {
        XCTAssertEqual(completions(":ex"), [":export"])
        XCTAssertEqual(completions(":help ex"), ["export"])
        XCTAssertEqual(completions(":rotate "), ["left", "right"])
        XCTAssertEqual(completions(":tree ca", setup: "let card = UIView(); let count = 3"), ["card"])
        let dir = try ShellTestSupport.temporaryDirectory()
        try Data().write(to: dir.appendingPathComponent("shot.png"))
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("shots"), withIntermediateDirectories: true)
        XCTAssertEqual(completions(":export \(dir.path)/sh"), ["\(dir.path)/shot.png", "\(dir.path)/shots/"])
        XCTAssertEqual(
            completions(":export card \(dir.path)/shot.", setup: "let card = UIView()"), ["\(dir.path)/shot.png"])
    }

    /// What the line editor inserts: the unique completion, or the common prefix; a listing when
    /// there is nothing to add.
    func testEditInsertsCommonPrefixOrLists() async {
        let harness = ShellHarness()
        harness.run("let card = UIView()")
        let completer = Completer(shell: harness.shell)
        XCTAssertEqual(completer.edit(before: "card.backgroundC").insert, "olor")
        XCTAssertEqual(completer.edit(before: "UIColor.systemGr").insert, "")
        XCTAssertEqual(completer.edit(before: "UIColor.systemGra").insert, "y")
        XCTAssertEqual(completer.edit(before: ":exp").insert, "ort ")
        let listing = completer.edit(before: "card.contentMode = .scaleAspectF")
        XCTAssertEqual(listing.insert, "i")
        XCTAssertTrue(completer.edit(before: "UIColor.systemGray").listing.contains("systemGray2"))
    }
}
