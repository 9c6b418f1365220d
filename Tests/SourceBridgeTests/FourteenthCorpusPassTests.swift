@testable import SourceBridge
import XCTest

/// The bridge's rewrites for idioms of the fourteenth corpus measurement: forced calls of optional
/// requirements, optional requirements sent to an `AnyObject` delegate, a `delegate` override
/// narrowed to the table, collection or text view protocol, and unavailable classes.
final class FourteenthCorpusPassTests: XCTestCase {
    /// `dataSource.numberOfSections!(in: table)`: Objective-C traps when the method is missing;
    /// ViewLab's protocols have defaults, so the `!` goes and the object's method or the default runs.
    func test_aForcedCallOfAnOptionalRequirement_becomesAPlainCall() {
        var file = BridgedFile(
            path: "/a.swift",
            text: """
                func sections(_ table: UITableView) -> Int { table.dataSource!.numberOfSections!(in: table) }
                """)
        OptionalRequirementPass.run(&file, index: ModuleIndex([file]))
        XCTAssertTrue(file.text.contains("table.dataSource!.numberOfSections(in: table)"), file.text)
    }

    /// `weak var delegate: AnyObject?` called as `delegate?.menuOpened?(self)`: the module's one
    /// protocol declaring the requirement is named, so the call type-checks and runs as on iOS.
    func test_anOptionalRequirementSentToAnyObject_namesItsProtocol() {
        var file = BridgedFile(
            path: "/a.swift",
            text: """
                @objc protocol MenuDelegate {
                    @objc optional func menuOpened(_ menu: Menu)
                }
                class Menu: UIButton {
                    weak var delegate: AnyObject?
                    func open() { delegate?.menuOpened?(self) }
                }
                """)
        OptionalRequirementPass.run(&file, index: ModuleIndex([file]))
        XCTAssertTrue(
            file.text.contains(
                #"_optionalRequirement(delegate, as: (any MenuDelegate).self, Selector("menuOpened:")) { _viewlabTarget in _viewlabTarget.menuOpened(self) }"#
            ), file.text)
    }

    func test_aDelegateOverrideNarrowedToTheTextViewProtocol_getsUIScrollViewsType() {
        var file = BridgedFile(
            path: "/a.swift",
            text: """
                class Composer: UITextView, UITextViewDelegate {
                    var saved: UITextViewDelegate?
                    override var delegate: UITextViewDelegate? {
                        get { return self }
                        set { saved = newValue }
                    }
                }
                """)
        DelegateNarrowingPass.run(&file)
        XCTAssertTrue(file.text.contains("override var delegate: UIScrollViewDelegate? {"), file.text)
        XCTAssertTrue(
            file.text.contains("set { let newValue = newValue as? UITextViewDelegate; saved = newValue }"), file.text)
        XCTAssertEqual(file.text.components(separatedBy: "\n").count, 7, "lines stay on their lines")
    }

    func test_aDelegateOverrideOfAnotherType_isLeftAlone() {
        let text = "class Bar: UITabBar { override var delegate: UITabBarDelegate? { get { nil } set {} } }"
        var file = BridgedFile(path: "/a.swift", text: text)
        DelegateNarrowingPass.run(&file)
        XCTAssertEqual(file.text, text)
    }

    func test_anUnavailableClass_isNotRegisteredInTheClassTable() {
        var file = BridgedFile(
            path: "/a.swift",
            text: """
                @available(*, unavailable, renamed: "MonthView")
                open class CalendarView: UICollectionView {}
                open class MonthView: UICollectionView {}
                """)
        XCTAssertTrue(ClassTablePass.run(&file, fileNumber: 0))
        XCTAssertTrue(file.appendix.joined().contains("ClassTable.register(MonthView.self"), file.appendix.joined())
        XCTAssertFalse(file.appendix.joined().contains("CalendarView.self"), file.appendix.joined())
    }
}
