import Foundation
import ImageIO
import TestSupport
import XCTest

/// Objective-C initialisers called through metatype values, and the app delegate's `window` read
/// through the protocol, as the libraries of the nineteenth and twentieth measurements write them
/// (a picker's bar button item made with `self.init` in a class method, a spreadsheet's reuse queue
/// making `Reusable()`, an OTP field making `Label(frame:)` for a generic label, a cell class held
/// in a variable, `(type as NSObject.Type).init()`; a dialog hosted in
/// `UIApplication.shared.delegate?.window`), in our own words, through the real `viewlab export
/// --package`. Each preview paints its swatch green only when what it checked at run time holds.
/// Before this change none of the fixtures compiled ("constructing an object of class type … with a
/// metatype value must use a 'required' initializer"; "cannot use optional chaining on non-optional
/// value of type 'UIWindow'").
final class MetatypeConstructionExportTests: XCTestCase {
    static let metatypes = """
        import UIKit

        /// A bar button item made through its metatype in a class method and a static one.
        class DoneItem: UIBarButtonItem {
            var madeByFactory = false
            class func done(target: Any?, action: Selector?) -> DoneItem {
                let item = self.init(title: "Done", style: .done, target: target, action: action)
                item.madeByFactory = true
                return item
            }
            static func cancel() -> Self {
                Self.init(title: "Cancel",
                          style: .plain,
                          target: nil, action: nil)
            }
        }

        /// A subclass with only its own designated initialiser: still compiles, as on iOS.
        final class TitledItem: UIBarButtonItem {
            init(caption: String) {
                super.init()
                title = caption
            }
            required init?(coder: NSCoder) { fatalError() }
        }

        /// A grid cell a reuse queue makes with `Reusable()`.
        final class GridCell: UIView {
            var madeWithFrame = false
            override init(frame: CGRect) {
                super.init(frame: frame)
                madeWithFrame = true
            }
            required init?(coder: NSCoder) { fatalError() }
        }

        final class ReuseQueue<Reusable: NSObject> {
            private var pool: [Reusable] = []
            func dequeue() -> Reusable { pool.popLast() ?? Reusable() }
            func enqueue(_ object: Reusable) { pool.append(object) }
        }

        /// A one-time-code field making its digit labels through a generic label class.
        protocol DigitLabel: UILabel {}
        final class RoundDigit: UILabel, DigitLabel {
            override init(frame: CGRect) {
                super.init(frame: frame)
                layer.cornerRadius = 8
            }
            required init?(coder: NSCoder) { fatalError() }
        }

        final class CodeField<Label: DigitLabel>: UIView {
            private(set) var digits: [Label] = []
            init(count: Int) {
                super.init(frame: .zero)
                digits = (0..<count).map { _ in Label(frame: .zero) }
                digits.append(Label.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
            }
            required init?(coder: NSCoder) { fatalError() }
        }

        func makeBadge<T: UIView>(_ type: T.Type) -> T { T.init(frame: CGRect(x: 0, y: 0, width: 20, height: 20)) }

        final class Token: NSObject {
            var serial = 7
        }

        func madeThroughMetatypes() -> Bool {
            let item = DoneItem.done(target: nil, action: nil)
            let cancel = DoneItem.cancel()
            let queue = ReuseQueue<GridCell>()
            let cell = queue.dequeue()
            let field = CodeField<RoundDigit>(count: 3)
            let cls: UIView.Type = GridCell.self
            let view = cls.init(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
            let label = type(of: UILabel()).init(frame: .zero)
            let type: AnyClass = Token.self
            let token = (type as! NSObject.Type).init()
            let badge = makeBadge(GridCell.self)
            _ = TitledItem(caption: "Kept")
            return item.madeByFactory && item.title == "Done" && item.style == .done
                && cancel.title == "Cancel"
                && cell.madeWithFrame
                && field.digits.count == 4 && field.digits.allSatisfy { $0.layer.cornerRadius == 8 }
                && (view as? GridCell)?.madeWithFrame == true && view.frame.width == 30
                && Swift.type(of: label) == UILabel.self
                && (token as? Token)?.serial == 7
                && badge.madeWithFrame
        }
        """

    /// A dialog that hosts itself in the app delegate's window, as libraries written for iOS do.
    static let dialog = """
        import UIKit

        final class HostCheck: UIView {
            var ok = false
            override func draw(_ rect: CGRect) {
                guard let appDelegate = UIApplication.shared.delegate else { fatalError("no app delegate") }
                var hosted = false
                if let window = appDelegate.window {
                    hosted = window === self.window
                    window?.layoutIfNeeded()
                }
                let root = UIApplication.shared.delegate?.window??.rootViewController
                ok = hosted && self.window != nil && root === self.window?.rootViewController
                (ok ? UIColor.systemGreen : UIColor.systemRed).setFill()
                UIRectFill(bounds)
            }
        }
        """

    static let previews = """
        import UIKit

        #Preview("Metatypes", traits: .fixedLayout(width: 60, height: 60)) {
            swatch(madeThroughMetatypes())
        }

        #Preview("AppDelegateWindow", traits: .fixedLayout(width: 60, height: 60)) {
            HostCheck(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        }

        """

    func testMetatypeConstructionAndTheAppDelegateWindowCompileAndAnswerAsOnIOS() throws {
        let files = [
            "Metatypes.swift": Self.metatypes, "Dialog.swift": Self.dialog, "Swatch.swift": SwatchFixture.source,
            "Previews.swift": Self.previews,
        ]
        let (out, result) = try LiveFixtures.export(
            package: "viewlab-metatype-pkg", out: "viewlab-metatype-out", name: "Components",
            targets: ["Components": files])
        try assertGreenSwatches(
            ["Metatypes", "AppDelegateWindow"], in: out, stdout: result.stdout, stderr: result.stderr)
    }
}
