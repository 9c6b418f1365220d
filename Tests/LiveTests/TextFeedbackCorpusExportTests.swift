import TestSupport
import XCTest

/// Idioms of the text, feedback and animation components measured in the twenty-second round
/// (corpus22b: a tap-sound player, a progress view's tap recogniser that forwards to its target, an
/// attributed-string builder's scanner fallback, a loader that repeats "forever", a designable tab
/// bar controller and a keyboard constraint, HTML in a label), in our own words, through the real
/// `viewlab export --package`: each preview paints a 60 × 60 swatch green only when what it checked
/// at run time holds. Before the round none of these files compiled.
final class TextFeedbackCorpusExportTests: XCTestCase {
    static let sounds = """
        import AudioToolbox
        import UIKit

        enum TapSound {
            static var cache: [URL: SystemSoundID] = [:]
            /// Plays a bundled sound; answers the status of registering it.
            static func play(_ url: URL) -> OSStatus {
                var soundID: SystemSoundID = cache[url] ?? 0
                var status = kAudioServicesNoError
                if soundID == 0 {
                    status = AudioServicesCreateSystemSoundID(url as CFURL, &soundID)
                    cache[url] = soundID
                }
                AudioServicesPlaySystemSound(soundID)
                return status
            }
        }
        """

    static let forwarding = """
        import UIKit

        final class Counter: NSObject {
            var taps = 0
            @objc func tapped(_ sender: Any) { taps += 1 }
        }

        final class ForwardingTap: UITapGestureRecognizer {
            private weak var storedTarget: AnyObject?
            private var storedAction: Selector?
            override init(target: Any?, action: Selector?) {
                storedTarget = target as AnyObject
                storedAction = action
                super.init(target: target, action: action)
            }
            func simulateTap() {
                if let action = storedAction {
                    storedTarget?.performSelector(onMainThread: action, with: self, waitUntilDone: true)
                }
            }
        }
        """

    static let scanning = """
        import Foundation

        extension Scanner {
            func legacyScanUpTo(_ string: String) -> String? {
                var value: NSString? = ""
                if scanUpTo(string, into: &value) { return value as String? }
                return nil
            }
        }

        let foreverCount = Float(UINT64_MAX)
        """

    static let bars = """
        import UIKit

        final class TintedTabs: UITabBarController {
            var normalTint: UIColor = .clear {
                didSet {
                    UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: normalTint], for: .normal)
                }
            }
        }

        final class KeyboardConstraint: NSLayoutConstraint {
            var offset: CGFloat = -1
            override func awakeFromNib() {
                super.awakeFromNib()
                offset = constant
            }
        }

        func htmlText(_ html: String) -> NSAttributedString? {
            try? NSAttributedString(data: Data(html.utf8), options: [.documentType: NSAttributedString.DocumentType.html, .characterEncoding: String.Encoding.utf8.rawValue], documentAttributes: nil)
        }
        """

    static let links = """
        import UIKit

        final class LinkElement: UIAccessibilityElement {
            var focused = 0
            override func accessibilityElementDidBecomeFocused() {
                super.accessibilityElementDidBecomeFocused()
                focused += 1
            }
        }

        func linkCount(_ text: String) -> Int {
            let detector = try? NSDataDetector(types: NSTextCheckingResult.CheckingType.link.rawValue)
            var count = 0
            detector?.enumerateMatches(in: text, options: [], range: NSMakeRange(0, (text as NSString).length)) { result, _, _ in
                if result != nil { count += 1 }
            }
            return count
        }

        func makeTextView() -> UITextView {
            if #available(iOS 16.0, *) { return UITextView(usingTextLayoutManager: false) }
            return UITextView()
        }

        var pushOutStrategy: NSParagraphStyle.LineBreakStrategy = [.pushOut]
        """

    static let previews = """
        import AudioToolbox
        import UIKit

        #Preview("Sound", traits: .fixedLayout(width: 60, height: 60)) {
            let missing = TapSound.play(URL(fileURLWithPath: "/nonexistent/tap.caf"))
            AudioServicesPlaySystemSound(1104)
            return swatch(missing != kAudioServicesNoError && kSystemSoundID_Vibrate == 4095)
        }

        #Preview("Forwarding", traits: .fixedLayout(width: 60, height: 60)) {
            let counter = Counter()
            let tap = ForwardingTap(target: counter, action: #selector(Counter.tapped(_:)))
            tap.simulateTap()
            return swatch(counter.taps == 1)
        }

        #Preview("Scanning", traits: .fixedLayout(width: 60, height: 60)) {
            let scanner = Scanner(string: "Hello <b>")
            return swatch(scanner.legacyScanUpTo("<") == "Hello " && foreverCount > 1e19)
        }

        #Preview("Bars", traits: .fixedLayout(width: 60, height: 60)) {
            let tabs = TintedTabs()
            tabs.normalTint = .red
            let item = UITabBarItem(title: "Home", image: nil, tag: 0)
            let constraint = KeyboardConstraint()
            constraint.constant = 12
            constraint.awakeFromNib()
            let html = htmlText("<p>Hi <b>there</b></p>")
            return swatch(item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .red
                && constraint.offset == 12 && html?.string == "Hi there\\n")
        }
        """

    static let linksPreview = """

        #Preview("Links", traits: .fixedLayout(width: 60, height: 60)) {
            let element = LinkElement(accessibilityContainer: UIView())
            element.accessibilityElementDidBecomeFocused()
            let textView = makeTextView()
            return swatch(element.focused == 1 && linkCount("see https://example.com or www.swift.org") == 2
                && textView.layoutManager.textContainers.count == 1 && pushOutStrategy.contains(.pushOut))
        }
        """

    func testIdiomsOfTheTextAndFeedbackCorpusCompileAndAnswerAsOnIOS() throws {
        let files = [
            "Sounds.swift": Self.sounds, "Forwarding.swift": Self.forwarding, "Scanning.swift": Self.scanning,
            "Bars.swift": Self.bars, "Links.swift": Self.links, "Swatch.swift": SwatchFixture.source,
            "Previews.swift": Self.previews + Self.linksPreview,
        ]
        let (out, result) = try LiveFixtures.export(
            package: "viewlab-textfeedback-pkg", out: "viewlab-textfeedback-out", name: "Components",
            targets: ["Components": files])
        try assertGreenSwatches(
            ["Sound", "Forwarding", "Scanning", "Bars", "Links"], in: out, stdout: result.stdout, stderr: result.stderr)
    }

    /// A typewriter that types one character every 0.1 s from its own serial queue's
    /// `asyncAfter`, handing each character to the main queue: at `--time 1` about ten are typed
    /// (green when 8…12 are; before, the background queue ran in real time and one was).
    static let typewriter = """
        import UIKit

        final class Typewriter: UIView {
            private let queue = DispatchQueue(label: "typewriter")
            private(set) var typed = ""
            func type(_ text: Substring) {
                guard let first = text.first else { return }
                DispatchQueue.main.async {
                    self.typed.append(first)
                    self.setNeedsDisplay()
                    self.queue.asyncAfter(deadline: .now() + 0.1) { [weak self] in
                        self?.type(text.dropFirst())
                    }
                }
            }
            override func draw(_ rect: CGRect) {
                ((8...12).contains(typed.count) ? UIColor.systemGreen : UIColor.systemRed).setFill()
                UIRectFill(bounds)
            }
        }

        #Preview("Typewriter", traits: .fixedLayout(width: 60, height: 60)) {
            let view = Typewriter(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            view.type("abcdefghijklmnopqrstuvwxyz")
            return view
        }
        """

    func testAnotherQueuesAsyncAfterRunsOnTheMediaClock() throws {
        let package = try LiveFixtures.package(
            "viewlab-typewriter-pkg", name: "Typewriter", targets: ["Typewriter": ["Previews.swift": Self.typewriter]])
        let out = try ViewLabBinary.temporaryDirectory("viewlab-typewriter-out")
        let result = try ViewLabBinary.run(
            ["export", "--package", package.path, "--out", out.path, "--jobs", "1", "--time", "1"], in: package)
        try assertGreenSwatches(
            ["Typewriter"], in: out, stdout: result.stdout, stderr: result.stderr)
    }
}
