@testable import SourceBridge
import XCTest

/// The passes for Core Animation idioms: `@NSManaged` properties, `override init()` of layer
/// subclasses, and object literals.
final class LayerPassTests: XCTestCase {
    func testNSManagedBecomesKeyValueAccessorsOnTheSameLine() {
        let text = """
            class RingLayer: CALayer {
                @NSManaged var progress: CGFloat
                @NSManaged public var tint: UIColor!
                @NSManaged var a, b: CGFloat
                var plain: CGFloat = 0
            }
            """
        var file = BridgedFile(path: "/a.swift", text: text)
        NSManagedPass.run(&file)
        let lines = file.text.components(separatedBy: "\n")
        XCTAssertEqual(
            lines[1],
            "     var progress: CGFloat { get { NSManagedValue.read(self.value(forKey: \"progress\"), as: (CGFloat).self, key: \"progress\") } set { self.setValue(newValue, forKey: \"progress\") } }"
        )
        XCTAssertTrue(
            lines[2].contains(
                "public var tint: UIColor! { get { NSManagedValue.read(self.value(forKey: \"tint\"), as: (UIColor?).self"
            ), lines[2])
        XCTAssertEqual(lines[3], "    @NSManaged var a, b: CGFloat")  // several names: left as written
        XCTAssertEqual(lines[4], "    var plain: CGFloat = 0")
        assertSameLineCount(text, file.text)
    }

    func testOverrideInitOfLayerSubclassesBecomesRequired() {
        let text = """
            class Ring: CALayer {
                override init() { super.init() }
                override init(layer: Any) { super.init(layer: layer) }
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            final class Thick: Ring {
                public override init() { super.init() }
            }
            class Shape: QuartzCore.CAShapeLayer { required override init() { super.init() } }
            class Card: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
            }
            class Model: NSObject { override init() {} }
            """
        let layers: Set<String> = ["CALayer", "CAShapeLayer"]
        var file = BridgedFile(path: "/a.swift", text: text)
        RequiredInitPass.run(&file, index: ModuleIndex([file])) { layers.contains($0) ? "" : nil }
        let lines = file.text.components(separatedBy: "\n")
        XCTAssertEqual(lines[1], "    required override init() { super.init() }")
        XCTAssertEqual(lines[2], "    override init(layer: Any) { super.init(layer: layer) }")
        XCTAssertEqual(lines[6], "    public required override init() { super.init() }")  // through the module's Ring
        XCTAssertEqual(lines[8], "class Shape: QuartzCore.CAShapeLayer { required override init() { super.init() } }")
        XCTAssertEqual(lines[12], "class Model: NSObject { override init() {} }")
        assertSameLineCount(text, file.text)
    }

    func testObjectLiterals() {
        let text = """
            let c = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
            let i = #imageLiteral(resourceName: "star")
            let colors = [#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1), .blue]
            """
        var file = BridgedFile(path: "/a.swift", text: text)
        ObjectLiteralPass.run(&file)
        XCTAssertEqual(
            file.text,
            """
            let c = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
            let i = UIImage(named: "star")!
            let colors = [UIColor(red: 1, green: 0, blue: 0, alpha: 1), .blue]
            """)
    }

    func testScheduledBlockTimersGoThroughTheHost() {
        let text = """
            timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] _ in self?.tick() }
            let once = Foundation.Timer.scheduledTimer(withTimeInterval: 1, repeats: false, block: { _ in
                Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in } })
            let selectorTimer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: Selector("tick"), userInfo: nil, repeats: true)
            let plain = Timer(timeInterval: 1, repeats: false) { _ in }
            RunLoop.main.add(plain, forMode: .common)
            Foundation.RunLoop.current.add(selectorTimer, forMode: RunLoop.Mode.default)
            queue.add(plain, forMode: .common)
            RunLoop.main.add(port: plain)
            """
        var file = BridgedFile(path: "/a.swift", text: text)
        TimerPass.run(&file)
        XCTAssertEqual(
            file.text,
            """
            timer = Timer.viewlabScheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] _ in self?.tick() }
            let once = Foundation.Timer.viewlabScheduledTimer(withTimeInterval: 1, repeats: false, block: { _ in
                Timer.viewlabScheduledTimer(withTimeInterval: 2, repeats: false) { _ in } })
            let selectorTimer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: Selector("tick"), userInfo: nil, repeats: true)
            let plain = Timer(viewlabTimeInterval: 1, repeats: false) { _ in }
            RunLoop.main.viewlabAdd(plain, forMode: .common)
            Foundation.RunLoop.current.viewlabAdd(selectorTimer, forMode: RunLoop.Mode.default)
            queue.add(plain, forMode: .common)
            RunLoop.main.add(port: plain)
            """)
    }

    /// `asyncAfter(deadline:)` goes to the media clock's host, on the main queue (whose block is the
    /// main actor's) and on other queues; `wallDeadline:` stays Dispatch's.
    func testMainQueueAsyncAfterGoesThroughTheHost() {
        let text = """
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { self.grow() }
            Dispatch.DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(300), execute: item)
            DispatchQueue.global().asyncAfter(deadline: .now() + 1) { }
            DispatchQueue.main.asyncAfter(wallDeadline: .now() + 1) { }
            queue.asyncAfter(deadline: .now() + 1) { }
            var placeholder = Timer()
            """
        var file = BridgedFile(path: "/a.swift", text: text)
        TimerPass.run(&file)
        XCTAssertEqual(
            file.text,
            """
            DispatchQueue.main.viewlabAsyncAfter(deadline: .now() + 0.3) { self.grow() }
            Dispatch.DispatchQueue.main.viewlabAsyncAfter(deadline: .now() + .milliseconds(300), execute: item)
            DispatchQueue.global().viewlabQueueAsyncAfter(deadline: .now() + 1) { }
            DispatchQueue.main.asyncAfter(wallDeadline: .now() + 1) { }
            queue.viewlabQueueAsyncAfter(deadline: .now() + 1) { }
            var placeholder = Timer(viewlabPlaceholder: ())
            """)
    }

    /// A class that declares `override init(layer:)` registers it, so Core Animation's shadow copies
    /// (presentation, `init(layer:)` on iOS) are made with it; other initialisers do not count.
    func testInitLayerIsRegisteredAsTheCopyInitializer() {
        let text = """
            final class TintBar: CALayer {
                let tint: UIColor
                init(tint: UIColor) { self.tint = tint; super.init() }
                override init(layer: Any) { tint = (layer as? TintBar)?.tint ?? .red; super.init(layer: layer) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Plain: CALayer {
                override init() { super.init() }
                convenience init(layer: Any, extra: Int) { self.init() }
            }
            struct Outer { class Inner: CAShapeLayer { override init(layer: Any) { super.init(layer: layer) } } }
            """
        var file = BridgedFile(path: "/a.swift", text: text)
        XCTAssertTrue(ClassTablePass.run(&file, fileNumber: 0))
        let appendix = file.appendix.joined()
        XCTAssertTrue(
            appendix.contains("    ClassTable.registerCopyInitializer(TintBar.self) { TintBar(layer: $0) }"), appendix)
        XCTAssertTrue(
            appendix.contains("    ClassTable.registerCopyInitializer(Outer.Inner.self) { Outer.Inner(layer: $0) }"),
            appendix)
        XCTAssertFalse(appendix.contains("registerCopyInitializer(Plain.self)"), appendix)
    }
}
