@testable import SourceBridge
import XCTest

/// `RequiredInitPass` for layer and animation subclasses written for iOS (where `init()` is not
/// `required`), and `private` nested classes, which the generated tables at file scope cannot name.
final class LayerInitAndNestedClassTests: XCTestCase {
    let requiresInit: Set<String> = ["CALayer", "CAShapeLayer", "CAAnimation", "CABasicAnimation"]

    func rewritten(_ text: String) -> [String] {
        var file = BridgedFile(path: "/a.swift", text: text)
        RequiredInitPass.run(&file, index: ModuleIndex([file])) { self.requiresInit.contains($0) ? "" : nil }
        assertSameLineCount(text, file.text)
        return file.text.components(separatedBy: "\n")
    }

    func testSubclassWithDesignatedInitialisersButNoInitGetsAnUnavailableRequiredInit() {
        let lines = rewritten(
            """
            class SliceLayer: CALayer {
                init(color: UIColor) { super.init() }
                override init(layer: Any) { super.init(layer: layer) }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class Wedge: SliceLayer {
                init(angle: CGFloat) { super.init(color: .red) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Dot: CAShapeLayer { init(r: CGFloat) { super.init() }; required init?(coder: NSCoder) { fatalError() } }
            class Plain: CALayer { var radius: CGFloat = 0 }
            class Handy: CALayer { convenience init(radius: CGFloat) { self.init() } }
            class Card: UIView { init(title: String) { super.init(frame: .zero) } }
            """)
        let added = { (name: String) in RequiredInitPass.unavailableInit(className: name) }
        XCTAssertEqual(lines[0], "class SliceLayer: CALayer {" + added("SliceLayer"))
        XCTAssertEqual(
            lines[5], "final class Wedge: SliceLayer {" + added("Wedge"), "through the module's own layer class")
        XCTAssertEqual(
            lines[9],
            "class Dot: CAShapeLayer {" + added("Dot")
                + " init(r: CGFloat) { super.init() }; required init?(coder: NSCoder) { fatalError() } }")
        XCTAssertEqual(
            lines[10], "class Plain: CALayer { var radius: CGFloat = 0 }", "no initialisers: init() is inherited")
        XCTAssertEqual(
            lines[11], "class Handy: CALayer { convenience init(radius: CGFloat) { self.init() } }",
            "convenience only: inherited")
        XCTAssertEqual(
            lines[12], "class Card: UIView { init(title: String) { super.init(frame: .zero) } }", "not a layer")
        XCTAssertTrue(
            added("X").contains(
                "@available(*, unavailable) required init() { fatalError(\"Use of unimplemented initializer 'init()' for class 'X'\") };"
            ))
    }

    func testInAnOpenClassTheRequiredInitIsPublic() {
        let lines = rewritten(
            """
            open class PieSliceLayer: CALayer {
                public init(angle: CGFloat) { super.init() }
                required public init?(coder: NSCoder) { fatalError() }
            }
            open class Ring: CAShapeLayer {
                override init() { super.init() }
                required public init?(coder: NSCoder) { fatalError() }
            }
            open class Band: CAShapeLayer {
                override public init() { super.init() }
                required public init?(coder: NSCoder) { fatalError() }
            }
            """)
        XCTAssertEqual(
            lines[0],
            "open class PieSliceLayer: CALayer {"
                + RequiredInitPass.unavailableInit(className: "PieSliceLayer", isOpen: true))
        XCTAssertTrue(lines[0].contains("@available(*, unavailable) public required init()"), lines[0])
        XCTAssertEqual(lines[5], "    public required override init() { super.init() }")
        XCTAssertEqual(lines[9], "    required override public init() { super.init() }")
    }

    func testAnimationSubclassesAndOverridesOfInit() {
        let lines = rewritten(
            """
            class Pulse: CABasicAnimation {
                init(scale: CGFloat) { super.init() }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Fade: CAAnimation {
                override init() { super.init() }
                init(to value: CGFloat) { super.init() }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        XCTAssertEqual(
            lines[0], "class Pulse: CABasicAnimation {" + RequiredInitPass.unavailableInit(className: "Pulse"))
        XCTAssertEqual(lines[4], "class Fade: CAAnimation {", "declares init(): nothing added")
        XCTAssertEqual(lines[5], "    required override init() { super.init() }")
    }

    func testPrivateNestedClassesAreLeftOutOfTheTables() {
        let output = bridged(
            """
            import UIKit

            class Progress: UIView {
                private class RingLayer: CALayer {
                    class Inner { @objc func poke() {} }
                }
                fileprivate class Knob: UIView { @objc func tap() {} }
                @objc func reset() {}
            }
            private class Helper: NSObject { @objc func go() {} }

            """)
        let appendix = output.files[0].appendix.joined(separator: "\n")
        XCTAssertFalse(appendix.contains("RingLayer"), appendix)
        XCTAssertFalse(appendix.contains("Inner"), appendix)
        XCTAssertTrue(
            appendix.contains("ClassTable.register(Progress.Knob.self"),
            "fileprivate: the whole file can name it\n" + appendix)
        XCTAssertTrue(appendix.contains("extension Progress.Knob {"), appendix)
        XCTAssertTrue(
            appendix.contains("ClassTable.register(Helper.self"),
            "a private top-level class is file-private\n" + appendix)
        XCTAssertTrue(appendix.contains("ClassTable.register(Progress.self"), appendix)
    }

    func testDarwinQualifiedNamesBecomeGlibc() {
        var file = BridgedFile(
            path: "/a.swift",
            text: """
                import Foundation
                func f(_ x: Double) -> Double { Darwin.round(x) + Darwin.floor(x) }
                var t = Darwin.timeval()
                let u: Darwin.timeval? = nil
                let darwin = Darwin
                """)
        ImportPass.run(&file)
        XCTAssertEqual(
            file.text,
            """
            import Foundation
            func f(_ x: Double) -> Double { Glibc.round(x) + Glibc.floor(x) }
            var t = Glibc.timeval()
            let u: Glibc.timeval? = nil
            let darwin = Darwin
            """)
    }
}
