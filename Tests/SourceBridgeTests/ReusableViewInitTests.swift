@testable import SourceBridge
import XCTest

/// `RequiredInitPass` for cells and reusable views written for iOS: the initialiser the table or
/// collection view makes registered classes with is `required` here.
final class ReusableViewInitTests: XCTestCase {
    let required: [String: String] = [
        "UITableViewCell": "style: UITableViewCell.CellStyle, reuseIdentifier: String?",
        "UICollectionViewCell": "frame: CGRect",
    ]

    func rewritten(_ text: String) -> [String] {
        var file = BridgedFile(path: "/a.swift", text: text)
        RequiredInitPass.run(&file, index: ModuleIndex([file])) { self.required[$0] }
        assertSameLineCount(text, file.text)
        return file.text.components(separatedBy: "\n")
    }

    func testCellOverridesBecomeRequiredAndOtherInitialisersAreLeftAlone() {
        let lines = rewritten(
            """
            final class NoteCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Tile: UICollectionViewCell {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Card: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
            }
            class Badge: UICollectionViewCell {
                init(text: String) { super.init(frame: .zero) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        XCTAssertEqual(
            lines[1],
            "    required override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }"
        )
        XCTAssertEqual(lines[5], "    required override init(frame: CGRect) { super.init(frame: frame) }")
        XCTAssertEqual(
            lines[9], "    override init(frame: CGRect) { super.init(frame: frame) }", "a plain view is not touched")
        XCTAssertEqual(
            lines[11],
            "class Badge: UICollectionViewCell {"
                + RequiredInitPass.unavailableInit(className: "Badge", parameters: "frame: CGRect"))
        XCTAssertTrue(
            lines[11].contains(
                "required init(frame: CGRect) { fatalError(\"Use of unimplemented initializer 'init(frame:)' for class 'Badge'\") };"
            ))
    }

    /// Initialisers inside the class's `#if` blocks (a settings library keeps its cell's
    /// customisation to iOS with `#if os(iOS)` in the class body) are found too: the override
    /// becomes required, and no unavailable initialiser is added beside it.
    func testInitialisersInsideAnIfBlockOfTheClassAreFound() {
        let lines = rewritten(
            """
            open class CentredCell: UITableViewCell {
              #if os(iOS)
              public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: .default, reuseIdentifier: reuseIdentifier)
              }
              public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
              #endif
            }
            """)
        XCTAssertEqual(
            lines[2], "  public required override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {")
        XCTAssertEqual(lines[0], "open class CentredCell: UITableViewCell {", "no unavailable initialiser added")
    }
}
