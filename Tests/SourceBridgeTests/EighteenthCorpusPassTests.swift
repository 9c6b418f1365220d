@testable import SourceBridge
import XCTest

/// The bridge's rewrites for idioms of the eighteenth corpus measurement: an optional *property*
/// requirement read through its protocol (a card transition asking the presented controller for
/// the scroll view it tracks), and a closure property named like an optional requirement (a
/// segmented pager's `didSelect?(tab, index, animated)` beside its delegate's `didSelect?(index)`).
final class EighteenthCorpusPassTests: XCTestCase {
    private func bridged(_ body: String) -> String {
        var file = BridgedFile(
            path: "/a.swift",
            text: """
                @objc protocol CardSource {
                    @objc optional var trackedScrollView: UIScrollView { get }
                    @objc optional var innerController: UIViewController? { get }
                    @objc optional func pageChosen(_ index: Int)
                }
                class Deck {
                    var pageChosen: ((String, Int, Bool) -> Void)?
                    var trackedScrollView = UIScrollView()
                    func run(_ source: CardSource) -> Any? {
                \(body)
                    }
                }
                """)
        OptionalRequirementPass.run(&file, index: ModuleIndex([file]))
        return file.text + file.appendix.joined(separator: "\n")
    }

    /// *The Swift Programming Language*, "Optional Protocol Requirements": a property requirement
    /// marked `optional` is read as an optional, so `if let` binds it.
    func test_anOptionalPropertyRequirementBoundByIfLet_isReadAsAnOptional() {
        let text = bridged(
            """
                    if let scrollView = source.trackedScrollView { return scrollView }
                    guard let inner = source.innerController as? UINavigationController else { return nil }
                    return inner
            """)
        XCTAssertTrue(
            text.contains(
                #"if let scrollView = _optionalRequirement(source, Selector("trackedScrollView"), { $0.trackedScrollView }) {"#
            ), text)
        XCTAssertTrue(
            text.contains(
                #"guard let inner = _optionalRequirement(source, Selector("innerController"), { $0.innerController }) as? UINavigationController else"#
            ), text)
    }

    /// A read of the class's own property, or one whose value is used as it is, stays as written
    /// (a concrete class's property of the same name is not optional).
    func test_aReadOfTheSameNameOnSelfOrUsedPlainly_staysAsWritten() {
        let text = bridged(
            """
                    let own = self.trackedScrollView
                    let plain: UIScrollView = (source as! Deck).trackedScrollView
                    return (own, plain, source.trackedScrollView == nil, source.trackedScrollView?.contentSize ?? .zero)
            """)
        XCTAssertTrue(text.contains("let own = self.trackedScrollView"), text)
        XCTAssertTrue(text.contains("let plain: UIScrollView = (source as! Deck).trackedScrollView"), text)
        XCTAssertTrue(
            text.contains(
                #"_optionalRequirement(source, Selector("trackedScrollView"), { $0.trackedScrollView }) == nil"#), text)
        XCTAssertTrue(
            text.contains(
                #"_optionalRequirement(source, Selector("trackedScrollView"), { $0.trackedScrollView })?.contentSize ?? .zero"#
            ), text)
    }

    /// A requirement whose own type is optional defaults to nil, not to a trap.
    func test_anOptionallyTypedPropertyRequirement_defaultsToNil() {
        let text = bridged("return nil")
        XCTAssertTrue(text.contains("var innerController: UIViewController? { nil }"), text)
        XCTAssertTrue(text.contains(#"var trackedScrollView: UIScrollView { fatalError("#), text)
    }

    /// A call with more arguments than the requirement's selector has parts is the closure
    /// property's call, forced or optional, and is left alone.
    func test_aClosurePropertyCalledWithAnotherArity_isNotTakenForTheRequirement() {
        let text = bridged(
            """
                    self.pageChosen?("tab", 1, true)
                    self.pageChosen!("tab", 2, false)
                    source.pageChosen?(3)
                    return nil
            """)
        XCTAssertTrue(text.contains(#"self.pageChosen?("tab", 1, true)"#), text)
        XCTAssertTrue(text.contains(#"self.pageChosen!("tab", 2, false)"#), text)
        XCTAssertTrue(
            text.contains(
                #"_optionalRequirement(source, as: (any CardSource).self, Selector("pageChosen:")) { _viewlabTarget in _viewlabTarget.pageChosen(3) }"#
            ), text)
    }

    /// `UIApplicationDelegate.window` is an optional requirement of type `UIWindow?`, so on iOS
    /// `delegate!.window` is a `UIWindow??` an overlay library forces twice; ViewLab reads it
    /// through the protocol as the same `UIWindow??`, so the text stays as written.
    func test_theApplicationDelegatesWindowForcedTwice_isLeftAsWritten() {
        var file = BridgedFile(
            path: "/a.swift",
            text: """
                func mainWindow() -> UIWindow {
                    let window = UIApplication.shared.delegate!.window!!
                    return window
                }
                """)
        OptionalRequirementPass.run(&file, index: ModuleIndex([file]))
        XCTAssertTrue(file.text.contains("let window = UIApplication.shared.delegate!.window!!\n"), file.text)
    }
}
