@testable import SourceBridge
import XCTest

/// The bridge's rewrites for idioms of the twentieth corpus measurement, in our own words: a chat
/// input bar that binds its delegate's optional methods as optional functions
/// (`if let d = delegate, let m = d.barDidChangeHeight { m(height) }`) and tells its text view's
/// delegate that the text changed (`textView.delegate?.textViewDidChange?(textView)`).
final class TwentiethCorpusPassTests: XCTestCase {
    private func bridged(_ body: String) -> String {
        var file = BridgedFile(
            path: "/a.swift",
            text: """
                @objc protocol InputBarDelegate: NSObjectProtocol {
                    @objc optional func barDidChangeHeight(height: CGFloat)
                    @objc optional func barShouldBegin(bar: UIView) -> Bool
                    @objc optional func borderColor(for state: Int) -> UIColor
                }
                final class InputBar: UIView, UITextViewDelegate {
                    weak var delegate: InputBarDelegate?
                    let textView = UITextView()
                    func run(_ height: CGFloat) {
                \(body)
                    }
                }
                """)
        let index = ModuleIndex([file])
        OptionalRequirementPass.run(&file, index: index)
        return file.text
    }

    /// *The Swift Programming Language*, "Optional Protocol Requirements": an optional method
    /// read without calling it is an optional function, nil when the object lacks the method.
    func testAnOptionalMethodBoundAsAFunctionIsTheRequirementWhenImplemented() {
        let text = bridged(
            """
                    if let d = delegate, let m = d.barDidChangeHeight { m(height) }
                    guard let d = delegate, let begin = d.barShouldBegin else { return }
                    _ = begin(self)
                    if let onProgress = delegate?.barDidChangeHeight { onProgress(height) }
            """)
        XCTAssertTrue(
            text.contains(
                #"let m = _optionalRequirement(d, as: (any InputBarDelegate).self, Selector("barDidChangeHeightWithHeight:"), { $0.barDidChangeHeight })"#
            ), text)
        XCTAssertTrue(
            text.contains(
                #"let begin = _optionalRequirement(d, as: (any InputBarDelegate).self, Selector("barShouldBeginWithBar:"), { $0.barShouldBegin })"#
            ), text)
        XCTAssertTrue(
            text.contains(
                #"if let onProgress = _optionalRequirement(delegate, as: (any InputBarDelegate).self, Selector("barDidChangeHeightWithHeight:"), { $0.barDidChangeHeight })"#
            ), text)
    }

    /// A method reference that is not read as an optional, and one of a name no protocol of the
    /// module declares, are left alone.
    func testOtherMethodReferencesStay() {
        let text = bridged(
            """
                    let f = textView.layoutIfNeeded
                    let g: ((CGFloat) -> Void)? = nil
                    f(); _ = g
            """)
        XCTAssertTrue(text.contains("let f = textView.layoutIfNeeded"), text)
    }

    /// UITextView.h redeclares `delegate` as `id <UITextViewDelegate>`, and so does ViewLab's
    /// `UITextView` (`UIScrollView+Delegate.swift`): a UIKit optional requirement called on a text
    /// view's `delegate` is sent to it as it is typed, with no protocol named.
    func testATextViewDelegatesOptionalCallIsSentAsTheDelegateIsTyped() {
        let text = bridged("        textView.delegate?.textViewDidChange?(textView)")
        XCTAssertTrue(
            text.contains(
                #"_optionalRequirement(textView.delegate, Selector("textViewDidChange:")) { _viewlabTarget in _viewlabTarget.textViewDidChange(textView) }"#
            ), text)
    }

    /// A member read after an optional method's call stays in the optional chain, as on iOS
    /// (`delegate?.borderColor?(for: state).cgColor ?? layer.borderColor`, a calendar day view's).
    func testAMemberAfterAnOptionalMethodsCallStaysInTheChain() {
        let text = bridged("        _ = delegate?.borderColor?(for: 1).cgColor ?? layer.borderColor")
        XCTAssertTrue(
            text.contains(
                #"_ = _optionalRequirement(delegate, as: (any InputBarDelegate).self, Selector("borderColorFor:")) { _viewlabTarget in _viewlabTarget.borderColor(for: 1) }?.cgColor ?? layer.borderColor"#
            ), text)
    }
}
