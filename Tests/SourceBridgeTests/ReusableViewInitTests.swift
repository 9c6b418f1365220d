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
}
