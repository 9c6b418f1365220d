import Foundation
import ImageIO
import TestSupport
import XCTest

/// Idioms of the twentieth corpus measurement (issues #39, #40: a month calendar, a chat input
/// bar, a picker's delegate interceptor, a countdown label, a popover picker), in our own words,
/// through the real `viewlab export --package`: each preview paints a 60 × 60 swatch green only
/// when what it checked at run time holds (red otherwise). Before this round the input bar,
/// interceptor, countdown and popover fixtures did not compile and the calendar drew red.
final class TwentiethCorpusExportTests: XCTestCase {
    /// A month grid whose day cell sizes its selection circle from `bounds` in `cellForItemAt`.
    static let calendar = """
        import UIKit

        final class DayCell: UICollectionViewCell {
            let circle = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(circle)
            }
            required init?(coder: NSCoder) { fatalError() }
            func sizeCircle() {
                let diameter = bounds.width * 0.75
                circle.frame = CGRect(x: (bounds.width - diameter) / 2, y: (bounds.height - diameter) / 2,
                                      width: diameter, height: diameter)
            }
        }

        final class Month: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 7 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "day", for: indexPath) as! DayCell
                cell.sizeCircle()
                return cell
            }
        }
        """

    /// A chat input bar with an `@objc` delegate of optional methods, bound as optional
    /// functions, and its text view's delegate told that the text changed; a day view asking
    /// its appearance delegate for a colour inside an optional chain.
    static let inputBar = """
        import UIKit

        @objc protocol InputBarDelegate: NSObjectProtocol {
            @objc optional func barDidChangeHeight(height: CGFloat)
            @objc optional func barShouldBegin(bar: InputBar) -> Bool
            @objc optional func borderColor(for state: Int) -> UIColor
        }

        final class InputBar: UIView, UITextViewDelegate {
            weak var delegate: InputBarDelegate?
            let textView = UITextView()
            var changes = 0
            override init(frame: CGRect) {
                super.init(frame: frame)
                textView.delegate = self
            }
            required init?(coder: NSCoder) { fatalError() }
            var text: String {
                get { textView.text }
                set {
                    textView.text = newValue
                    textView.delegate?.textViewDidChange?(textView)
                }
            }
            func textViewDidChange(_ textView: UITextView) { changes += 1 }
            func grow(to height: CGFloat) -> Bool {
                if let d = delegate, let m = d.barDidChangeHeight {
                    m(height)
                    return true
                }
                return false
            }
            func mayBegin() -> Bool {
                var begin = true
                if let d = delegate, let m = d.barShouldBegin { begin = m(self) }
                return begin
            }
            func border() -> CGColor? {
                delegate?.borderColor?(for: 1).cgColor ?? nil
            }
        }

        final class Chat: NSObject, InputBarDelegate {
            var heights: [CGFloat] = []
            func barDidChangeHeight(height: CGFloat) { heights.append(height) }
        }
        """

    /// A picker's delegate interceptor forwarding what it does not implement (its
    /// `forwardingTarget(for:)` written with a plain `Selector`), a countdown keeping `NSDate`s,
    /// and a popover picker that is its popover's delegate.
    static let picker = """
        import UIKit

        final class Target: NSObject {
            @objc func ping() -> Int { 7 }
        }

        private class Interceptor: NSObject, UICollectionViewDelegate {
            weak var target: NSObject?
            fileprivate override func forwardingTarget(for aSelector: Selector) -> Any? { target }
        }

        final class Countdown {
            let date1970 = NSDate(timeIntervalSince1970: 0)
            var diffDate: NSDate!
            func set(seconds: TimeInterval) { diffDate = date1970.addingTimeInterval(seconds) }
        }

        final class PopoverPicker: NSObject, UIPopoverPresentationControllerDelegate {
            func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
        }

        func forwards() -> Bool {
            let target = Target()
            let interceptor = Interceptor()
            interceptor.target = target
            return interceptor.forwardingTarget(for: #selector(Target.ping)) as? Target === target
        }

        @MainActor func popoverDelegated() -> Bool {
            let picker = PopoverPicker()
            let content = UIViewController()
            content.modalPresentationStyle = .popover
            content.popoverPresentationController?.delegate = picker
            return content.popoverPresentationController?.delegate === picker
        }
        """

    static let previews = """
        import UIKit

        #Preview("Calendar", traits: .fixedLayout(width: 60, height: 60)) {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 40, height: 40)
            let month = Month()
            let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 60), collectionViewLayout: layout)
            grid.register(DayCell.self, forCellWithReuseIdentifier: "day")
            grid.dataSource = month
            grid.layoutIfNeeded()
            let cell = grid.cellForItem(at: IndexPath(item: 0, section: 0)) as? DayCell
            return withExtendedLifetime(month) { swatch(cell?.circle.frame == CGRect(x: 5, y: 5, width: 30, height: 30)) }
        }

        #Preview("InputBar", traits: .fixedLayout(width: 60, height: 60)) {
            let bar = InputBar(frame: CGRect(x: 0, y: 0, width: 60, height: 44))
            let chat = Chat()
            bar.delegate = chat
            bar.text = "Hello"
            let ok = bar.grow(to: 60) && chat.heights == [60] && bar.changes == 1 && bar.mayBegin()
                && bar.border() == nil
            return withExtendedLifetime(chat) { swatch(ok) }
        }

        #Preview("Picker", traits: .fixedLayout(width: 60, height: 60)) {
            let countdown = Countdown()
            countdown.set(seconds: 90)
            return swatch(forwards() && countdown.diffDate.timeIntervalSince1970 == 90 && popoverDelegated())
        }

        """

    func testIdiomsOfTheTwentiethCorpusCompileAndAnswerAsOnIOS() throws {
        let files = [
            "Calendar.swift": Self.calendar, "InputBar.swift": Self.inputBar, "Picker.swift": Self.picker,
            "Swatch.swift": SwatchFixture.source, "Previews.swift": Self.previews,
        ]
        let (out, result) = try LiveFixtures.export(
            package: "viewlab-twentieth-pkg", out: "viewlab-twentieth-out", name: "Components",
            targets: ["Components": files])
        try assertGreenSwatches(
            ["Calendar", "InputBar", "Picker"], in: out, stdout: result.stdout, stderr: result.stderr)
    }
}
