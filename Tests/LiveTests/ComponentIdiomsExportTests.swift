import Foundation
import ImageIO
import TestSupport
import XCTest

/// Idioms of the eleventh corpus measurement (issues #39, #40), in our own words, through the real
/// `viewlab export --package`: each fixture is written the way the components we measured write
/// it, and each preview paints a 60 × 60 swatch green only when what it checked at run time holds
/// (red otherwise), so a wrong answer fails the test as surely as a compile error.
final class ComponentIdiomsExportTests: XCTestCase {
    /// A HUD drawn on a toolbar (a HUD library's shape): `UIToolbar(frame:)` as the translucent
    /// background with rounded corners, the C-named geometry constants, the system button images
    /// and an iOS 17 symbol effect.
    static let hud = """
        import UIKit

        final class Hud: UIView {
            var toolbar: UIToolbar?
            let imageView = UIImageView()
            var imageSuccess = UIImage.checkmark.withTintColor(UIColor.systemGreen, renderingMode: .alwaysOriginal)
            var imageError = UIImage.remove.withTintColor(UIColor.systemRed, renderingMode: .alwaysOriginal)

            override init(frame: CGRect) {
                super.init(frame: frame)
                toolbar = UIToolbar(frame: CGRect.zero)
                toolbar?.isTranslucent = true
                toolbar?.clipsToBounds = true
                toolbar?.layer.cornerRadius = 10
                toolbar?.frame = CGRect(origin: CGPointZero, size: frame.size)
                addSubview(toolbar!)
                imageView.image = imageSuccess
                imageView.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
                addSubview(imageView)
                if #available(iOS 17.0, *) {
                    imageView.addSymbolEffect(.bounce, options: .repeating)
                }
            }

            required init?(coder: NSCoder) { fatalError() }
        }

        """

    /// A custom alert controller that answers Return on a hardware keyboard, a tab view whose
    /// constraints start as placeholders, and a floating button that reads the app delegate's window.
    static let controls = """
        import UIKit

        final class Alert: UIViewController {
            @objc func handleReturn() {}

            func commonInit() {
                let command = UIKeyCommand(input: "\\r", modifierFlags: [], action: #selector(self.handleReturn))
                self.addKeyCommand(command)
            }
        }

        final class TabStrip: UIView {
            private var leftMarginConstraint: NSLayoutConstraint = .init()
            private var widthConstraint: NSLayoutConstraint = .init()
            let indicator = UIView()

            func layOut() -> Bool {
                let placeholder = widthConstraint.firstItem == nil && widthConstraint.constant == 0
                addSubview(indicator)
                indicator.translatesAutoresizingMaskIntoConstraints = false
                widthConstraint = indicator.widthAnchor.constraint(equalToConstant: 20)
                leftMarginConstraint = indicator.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 5)
                NSLayoutConstraint.activate([widthConstraint, leftMarginConstraint,
                                             indicator.topAnchor.constraint(equalTo: topAnchor),
                                             indicator.heightAnchor.constraint(equalToConstant: 4)])
                layoutIfNeeded()
                return placeholder && indicator.frame == CGRect(x: 5, y: 0, width: 20, height: 4)
            }
        }

        func safeAreaInsetsOfAppWindow() -> UIEdgeInsets {
            if let safeAreaInsets = UIApplication.shared.delegate?.window??.safeAreaInsets { return safeAreaInsets }
            return .zero
        }

        """

    /// A pager's segmented control that overrides `init(items:)` and hides its dividers, its
    /// controller that extends under no bar and adds its action once (`target(forAction:…)`), and
    /// a label that re-styles itself on trait changes with Apple's `(self: Self, _)` closure.
    static let pager = """
        import UIKit

        open class Segments: UISegmentedControl {
            public override init(items: [Any]?) {
                super.init(items: items)
                setDividerImage(UIImage(), forLeftSegmentState: UIControl.State(), rightSegmentState: .selected, barMetrics: .default)
            }
            public override init(frame: CGRect) { super.init(frame: frame) }
            public required init?(coder: NSCoder) { fatalError() }
        }

        final class Pager: UIViewController {
            let segments = Segments(items: ["One", "Two"])
            var changes = 0

            override func loadView() {
                super.loadView()
                edgesForExtendedLayout = UIRectEdge()
            }

            @objc func segmentChanged() { changes += 1 }

            func connect() -> Bool {
                let before = segments.target(forAction: #selector(segmentChanged), withSender: UIControl.Event.valueChanged) as? Pager
                if self != before {
                    segments.addTarget(self, action: #selector(segmentChanged), for: .valueChanged)
                }
                return before == nil && segments.numberOfSegments == 2 && edgesForExtendedLayout == []
            }
        }

        final class Title: UILabel {
            var restyled = 0
            override init(frame: CGRect) {
                super.init(frame: frame)
                registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _) in
                    self.restyled += 1
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }

        """

    /// A skeleton loader that covers each visible cell's content view, found through KVC on an array.
    static let skeleton = """
        import UIKit

        extension UITableView {
            func contentViewsOfVisibleCells() -> [UIView] {
                return (self.visibleCells as NSArray).value(forKey: "contentView") as! [UIView]
            }
        }

        final class List: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.textLabel?.text = "Row"
                return cell
            }
        }

        """

    static let previews = """
        \(SwatchFixture.source)

        #Preview("Hud", traits: .fixedLayout(width: 60, height: 60)) {
            let hud = Hud(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            hud.backgroundColor = .black
            return hud
        }

        #Preview("Controls", traits: .fixedLayout(width: 60, height: 60)) {
            let alert = Alert()
            alert.commonInit()
            let strip = TabStrip(frame: CGRect(x: 0, y: 0, width: 60, height: 10))
            let text: NSMutableAttributedString = .init()
            text.append(NSAttributedString(string: "A"))
            return swatch(alert.keyCommands?.count == 1 && alert.keyCommands?.first?.input == "\\r"
                          && strip.layOut() && text.length == 1
                          // the stand-in app delegate's window is the key window (the stage's)
                          && safeAreaInsetsOfAppWindow() == (UIApplication.shared.keyWindow?.safeAreaInsets ?? .zero))
        }

        #Preview("Pager", traits: .fixedLayout(width: 60, height: 60)) {
            let pager = Pager()
            _ = pager.view
            let first = pager.connect()
            let again = pager.segments.target(forAction: #selector(Pager.segmentChanged), withSender: nil)
            let title = Title(frame: .zero)
            title.overrideUserInterfaceStyle = .dark
            title.layoutIfNeeded()
            return swatch(first && again == nil && title.restyled == 1
                          && pager.segments.dividerImage(forLeftSegmentState: [], rightSegmentState: .selected, barMetrics: .default) != nil)
        }

        #Preview("Skeleton", traits: .fixedLayout(width: 60, height: 60)) {
            let list = List()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 60, height: 200))
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.dataSource = list
            table.reloadData()
            table.layoutIfNeeded()
            let views = table.contentViewsOfVisibleCells()
            let cells = table.visibleCells
            return swatch(views.count == 3 && zip(views, cells).allSatisfy { $0.0 === $0.1.contentView })
        }

        """

    func testComponentIdiomsOfTheEleventhCorpusCompileAndAnswerAsOnIOS() throws {
        let files = [
            "Hud.swift": Self.hud, "Controls.swift": Self.controls, "Pager.swift": Self.pager,
            "Skeleton.swift": Self.skeleton, "Previews.swift": Self.previews,
        ]
        let (out, result) = try LiveFixtures.export(
            package: "viewlab-components-pkg", out: "viewlab-components-out", name: "Components",
            targets: ["Components": files])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("exported 4 PNGs, 0 failed"), result.stdout + result.stderr)
        func shot(_ name: String) -> URL { out.appendingPathComponent("Previews/\(name).light-portrait.png") }
        let green: [UInt8] = [0x34, 0xC7, 0x59]
        for name in ["Controls", "Pager", "Skeleton"] {
            XCTAssertEqual(try colour(shot(name), x: 30, y: 30), green, "\(name): a runtime check failed (red)")
        }
        // The toolbar: its light translucent background over the black view, inside the rounded
        // corners; the corner itself stays black (clipped by the corner radius).
        let background = try colour(shot("Hud"), x: 55, y: 30)
        XCTAssertTrue(background.allSatisfy { $0 > 200 }, "toolbar background: \(background)")
        XCTAssertEqual(try colour(shot("Hud"), x: 0, y: 0), [0, 0, 0], "outside the rounded corner")
    }
}
