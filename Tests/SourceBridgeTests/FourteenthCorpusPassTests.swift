@testable import SourceBridge
import XCTest

/// The bridge's rewrites for idioms of the fourteenth corpus measurement: forced calls of optional
/// requirements, optional requirements sent to an `AnyObject` delegate, and unavailable classes
/// (a `delegate` override narrowed to the table, collection or text view protocol now compiles
/// as written: `ScrollViewDelegateOverridePassTests`).
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
