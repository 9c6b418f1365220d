@testable import SourceBridge
import XCTest

/// Each rewrite pass on small inputs: the rewritten text, and every line kept on its line.
final class PassTests: XCTestCase {
    func testImports() {
        var file = BridgedFile(
            path: "/a.swift",
            text: "import UIKit.UIGestureRecognizerSubclass\nimport Darwin\nimport ObjectiveC\nimport Foundation\n")
        ImportPass.run(&file)
        XCTAssertEqual(file.text, "import UIKit\nimport Glibc\n\nimport Foundation\n")
    }

    /// Apple's `os.log` is a submodule of the C module `os`, and `OSLog` a framework re-exporting
    /// it: both become ViewLab's Swift module `os`.
    func testUnifiedLoggingImportsBecomeTheOSModule() {
        var file = BridgedFile(path: "/a.swift", text: "import os.log\nimport os\nimport OSLog\nimport os.signpost\n")
        ImportPass.run(&file)
        XCTAssertEqual(file.text, "import os\nimport os\nimport os\nimport os\n")
    }

    /// `#if os(iOS)` takes the iOS branch, as when Xcode builds for an iPhone; other platforms,
    /// negations and code outside conditions are left alone.
    func testPlatformConditionsTakeTheIOSBranch() {
        let text = """
            #if os(iOS)
            typealias Color = UIColor
            #elseif os(macOS)
            typealias Color = NSColor
            #endif
            #if !os(iOS) || os(tvOS)
            let iOS = os(iOS)
            #endif
            """
        var file = BridgedFile(path: "/a.swift", text: text)
        PlatformConditionPass.run(&file)
        XCTAssertEqual(
            file.text,
            text.replacingOccurrences(of: "#if os(iOS)", with: "#if os(Linux)")
                .replacingOccurrences(of: "#if !os(iOS)", with: "#if !os(Linux)"))
        assertSameLineCount(text, file.text)
    }

    /// A framework's umbrella header imports UIKit for every file of the module: a file importing
    /// only Foundation gets `import UIKit` in its copy's header (no line moves) when another file
    /// of the module imports UIKit; a module without UIKit is left alone.
    func testUmbrellaImportOfUIKit() {
        let view = BridgedFile(path: "/m/View.swift", text: "import UIKit\nclass V: UIView {}\n")
        let helper = BridgedFile(
            path: "/m/Helper.swift", text: "import Foundation\nlet inset: CGFloat = UIView().layoutMargins.left\n")
        var files = [view, helper]
        UmbrellaImportPass.run(&files)
        XCTAssertEqual(files[0].headerImports, [])
        XCTAssertEqual(files[1].headerImports, ["UIKit"])
        XCTAssertTrue(
            files[1].compiledText.hasPrefix(
                "import ObjCRuntime\nimport UIKit\n#sourceLocation(file: \"/m/Helper.swift\", line: 1)\nimport Foundation\n"
            ),
            files[1].compiledText)
        var plain = [
            BridgedFile(path: "/m/A.swift", text: "import Foundation\n"),
            BridgedFile(path: "/m/B.swift", text: "struct B {}\n"),
        ]
        UmbrellaImportPass.run(&plain)
        XCTAssertEqual(plain.map(\.headerImports), [[], []])
    }

    func testAttributesRejectedOnLinuxAreDropped() {
        let text = """
            @objcMembers class A: UIView {
                @IBOutlet weak var label: UILabel!
                @objc(customTap:) func tap(_ s: Any) {}
                @objc
                private func hidden() {}
                @IBAction func act(_ s: Any) {}
                @IBInspectable var radius: CGFloat = 0
            }
            """
        var file = BridgedFile(path: "/a.swift", text: text)
        AttributePass.run(&file)
        XCTAssertFalse(file.text.contains("@objc"), file.text)
        XCTAssertFalse(file.text.contains("@IBOutlet"), file.text)
        XCTAssertTrue(file.text.contains("@IBAction func act"), file.text)
        XCTAssertTrue(file.text.contains("@IBInspectable var radius"), file.text)
        XCTAssertTrue(file.text.contains("\n    private func hidden()"), file.text)
        assertSameLineCount(text, file.text)
    }

    func testSelectors() {
        let text = """
            class A {
                @objc func tap(_ sender: Any) {}
                @objc func update(value: Int) {}
                @objc func tick() {}
                var progress = 0
                func wire() {
                    _ = #selector(tap(_:))
                    _ = #selector(tap)
                    _ = #selector(A.update)
                    _ = #selector(self.tick)
                    _ = #selector(getter: progress)
                    _ = #selector(setter: A.progress)
                    _ = #selector(
                        update(value:))
                }
            }
            """
        var file = BridgedFile(path: "/a.swift", text: text)
        SelectorPass.run(&file, index: ModuleIndex([file]))
        for expected in [
            "Selector(\"tap:\")", "Selector(\"updateWithValue:\")", "Selector(\"tick\")", "Selector(\"progress\")",
            "Selector(\"setProgress:\")",
        ] {
            XCTAssertTrue(file.text.contains(expected), "\(expected) in\n\(file.text)")
        }
        XCTAssertFalse(file.text.contains("#selector"), file.text)
        assertSameLineCount(text, file.text)
    }

    func testKeyPaths() {
        XCTAssertEqual(KeyPathPass.path("strokeEnd"), "strokeEnd")
        XCTAssertEqual(KeyPathPass.path("CAShapeLayer.strokeEnd"), "strokeEnd")
        XCTAssertEqual(KeyPathPass.path("layer.cornerRadius"), "layer.cornerRadius")
        var file = BridgedFile(
            path: "/a.swift", text: "let a = CABasicAnimation(keyPath: #keyPath(CAShapeLayer.strokeEnd))\n")
        KeyPathPass.run(&file)
        XCTAssertEqual(file.text, "let a = CABasicAnimation(keyPath: \"strokeEnd\")\n")
    }

    func testOptionalRequirements() {
        let text = """
            @objc public protocol RatingDelegate: AnyObject {
                @objc optional func rating(_ view: AnyObject, didChange value: Double)
                @objc optional func heightForStar(at index: Int) -> Double
                func required()
            }
            class V {
                weak var delegate: RatingDelegate?
                func changed() {
                    delegate?.rating?(self, didChange: 2)
                    let h = delegate?.heightForStar?(at: 1) ?? 10
                }
            }
            """
        var file = BridgedFile(path: "/a.swift", text: text)
        OptionalRequirementPass.run(&file, index: ModuleIndex([file]))
        XCTAssertFalse(file.text.contains("optional func"), file.text)
        XCTAssertTrue(
            file.text.contains(
                #"_optionalRequirement(delegate, as: (any RatingDelegate).self, Selector("rating:didChange:")) { _viewlabTarget in _viewlabTarget.rating(self, didChange: 2) }"#
            ), file.text)
        XCTAssertTrue(
            file.text.contains(
                #"_optionalRequirement(delegate, as: (any RatingDelegate).self, Selector("heightForStarAt:")) { _viewlabTarget in _viewlabTarget.heightForStar(at: 1) } ?? 10"#
            ), file.text)
        let generated = file.appendix.joined()
        XCTAssertTrue(
            generated.hasPrefix("#sourceLocation(file: \"/a.swift\", line: 1)\nextension RatingDelegate {"), generated)
        XCTAssertTrue(
            generated.contains("public func rating(_ view: AnyObject, didChange value: Double) {}"), generated)
        XCTAssertTrue(generated.contains("public func heightForStar(at index: Int) -> Double { fatalError("), generated)
        XCTAssertFalse(generated.contains("func required"), generated)
        assertSameLineCount(text, file.text)
    }

    func testObjCProtocolsBecomeClassBound() {
        var file = BridgedFile(
            path: "/a.swift",
            text:
                "@objc protocol A {}\n@objc protocol B: Equatable {}\n@objc protocol C: NSObjectProtocol {}\nprotocol D {}\n"
        )
        OptionalRequirementPass.run(&file, index: ModuleIndex([file]))
        XCTAssertEqual(
            file.text,
            "@objc protocol A: AnyObject {}\n@objc protocol B: AnyObject, Equatable {}\n@objc protocol C: NSObjectProtocol {}\nprotocol D {}\n"
        )
    }

    func testDispatchTables() {
        let text = """
            class Ring: UIControl {
                var progress = 0.0
                @objc private func tapped(_ sender: UIButton) {}
                @objc func tick() {}
                func plain() {}
                func wire() { _ = #selector(getter: progress) }
            }
            extension Ring {
                @IBAction func reset(sender: Any) {}
            }
            struct S { func tick() {} }
            """
        var file = BridgedFile(path: "/a.swift", text: text)
        XCTAssertTrue(DispatchTablePass.run(&file, index: ModuleIndex([file]), fileNumber: 3))
        let generated = file.appendix.joined(separator: "\n")
        XCTAssertTrue(
            generated.contains(
                #"case "tapped:": return _selectorResult(object.tapped(_selectorArgument(arguments, 0, selector)))"#),
            generated)
        XCTAssertTrue(generated.contains(#"case "tick": return _selectorResult(object.tick())"#), generated)
        XCTAssertTrue(generated.contains(#"case "progress": return _selectorResult(object.progress)"#), generated)
        XCTAssertTrue(
            generated.contains(
                #"case "resetWithSender:": return _selectorResult(object.reset(sender: _selectorArgument(arguments, 0, selector)))"#
            ), generated)
        XCTAssertFalse(generated.contains("plain"), generated)
        XCTAssertFalse(generated.contains("extension S"), generated)
        XCTAssertTrue(
            generated.contains(
                #"SelectorTable.register(Ring.self, names: ["progress", "tapped:", "tick"], dispatch: Ring._viewlabSelectors_3_0)"#
            ), generated)
        XCTAssertTrue(generated.contains("#sourceLocation(file: \"/a.swift\", line: 8)\nextension Ring {"), generated)
        XCTAssertTrue(generated.contains("func _viewlabRegisterSelectors_3() {"), generated)
    }

    /// A member Swift code may not use (an Interface Builder-only property) is left out of the
    /// table, which could not name it; its neighbours stay.
    func testDispatchTablesLeaveOutUnavailableMembers() {
        let text = """
            class Spinner: UIView {
                @available(*, unavailable, message: "Interface Builder only. Use 'kind' instead.")
                @IBInspectable var kindName: String { get { "" } set {} }
                @available(iOS, unavailable) @objc func legacy() {}
                @available(iOS 13, *) @objc func modern() {}
                @IBInspectable var tint: UIColor = .red
            }
            """
        var file = BridgedFile(path: "/a.swift", text: text)
        XCTAssertTrue(DispatchTablePass.run(&file, index: ModuleIndex([file]), fileNumber: 1))
        let generated = file.appendix.joined(separator: "\n")
        XCTAssertFalse(generated.contains("kindName"), generated)
        XCTAssertFalse(generated.contains("legacy"), generated)
        XCTAssertTrue(generated.contains(#"case "modern": return _selectorResult(object.modern())"#), generated)
        XCTAssertTrue(
            generated.contains(#"case "setTint:": object.tint = _selectorArgument(arguments, 0, selector)"#), generated)
    }

    /// A weak proxy's `responds(to:)`/`forwardingTarget(for:)` overrides lose `override` and the
    /// class conforms to `ObjCMessageForwarding`, each on its own line; `super.forwardingTarget(for:)`
    /// is `NSObject`'s nil; other overrides and a class that only answers `responds(to:)` get no
    /// conformance.
    func testMessageForwardingOverridesBecomeAConformance() {
        var file = BridgedFile(
            path: "/Proxy.swift",
            text: """
                final class WeakProxy: NSObject {
                    override func responds(to aSelector: Selector!) -> Bool { true }
                    override func forwardingTarget(for aSelector: Selector!) -> Any? { target ?? super.forwardingTarget(for: aSelector) }
                    override var description: String { "proxy" }
                }
                class Answering: NSObject, Comparable {
                    override func responds(to sel: Selector) -> Bool { false }
                }
                """)
        MessageForwardingPass.run(&file)
        XCTAssertEqual(
            file.text,
            """
            final class WeakProxy: NSObject, ObjCMessageForwarding {
                func responds(to aSelector: Selector!) -> Bool { true }
                func forwardingTarget(for aSelector: Selector!) -> Any? { target ?? (nil as Any?) }
                override var description: String { "proxy" }
            }
            class Answering: NSObject, Comparable {
                func responds(to sel: Selector) -> Bool { false }
            }
            """)
    }

    /// An interceptor's `forwardingTarget(for:)` written with a plain `Selector` (an override
    /// Swift accepts of the SDK's `Selector!`) gets the SDK's type, so it meets the protocol's
    /// requirement (AKPickerView's delegate interceptor, in our own words).
    func testForwardingTargetWrittenWithAPlainSelectorGetsTheSDKType() {
        var file = BridgedFile(
            path: "/Interceptor.swift",
            text: """
                private class Interceptor: NSObject, UICollectionViewDelegate {
                    fileprivate override func forwardingTarget(for aSelector: Selector) -> Any? { nil }
                }
                """)
        MessageForwardingPass.run(&file)
        XCTAssertEqual(
            file.text,
            """
            private class Interceptor: NSObject, UICollectionViewDelegate, ObjCMessageForwarding {
                fileprivate func forwardingTarget(for aSelector: Selector!) -> Any? { nil }
            }
            """)
    }

    func testExtensionOverridesMoveIntoTheClass() {
        let classFile = BridgedFile(path: "/Ring.swift", text: "class Ring: UIView {\n    var a = 1\n}\n")
        let extensionFile = BridgedFile(
            path: "/Ring+Layout.swift",
            text:
                "extension Ring {\n    override func layoutSubviews() {\n        super.layoutSubviews()\n    }\n    func helper() {}\n}\n"
        )
        var files = [classFile, extensionFile]
        let diagnostics = ExtensionOverridePass.run(&files, index: ModuleIndex(files))
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(
            files[0].text,
            """
            class Ring: UIView {
                var a = 1

            #sourceLocation(file: "/Ring+Layout.swift", line: 2)
            override func layoutSubviews() {
                    super.layoutSubviews()
                }
            #sourceLocation(file: "/Ring.swift", line: 3)
            }

            """)
        XCTAssertEqual(files[1].text, "extension Ring {\n    \n\n\n    func helper() {}\n}\n")
    }

    /// Swift: an overriding method must be as accessible as its enclosing type; a `public
    /// extension` gives its members that level, so the moved member says `public` itself (after
    /// its attributes, before its other modifiers); one with its own level keeps it.
    func testOverridingInstanceMethodMustBeAsAccessibleAsItsEnclosingType_whenMovedFromAPublicExtension() {
        let classFile = BridgedFile(path: "/Panel.swift", text: "public final class Panel: UIViewController {\n}\n")
        let extensionFile = BridgedFile(
            path: "/Panel+VC.swift",
            text: """
                public extension Panel {
                    @available(iOS 13.0, *)
                    override func viewDidLoad() {}
                    internal override func loadView() {}
                }
                private extension Panel {
                    override var isEditing: Bool { get { false } set {} }
                }

                """)
        var files = [classFile, extensionFile]
        XCTAssertEqual(ExtensionOverridePass.run(&files, index: ModuleIndex(files)), [])
        XCTAssertTrue(
            files[0].text.contains("@available(iOS 13.0, *)\n    public override func viewDidLoad() {}"), files[0].text)
        XCTAssertTrue(files[0].text.contains("\ninternal override func loadView() {}"), files[0].text)
        XCTAssertTrue(files[0].text.contains("\nfileprivate override var isEditing: Bool"), files[0].text)
    }

    /// A protocol extension's default of the same name as a UIKit method a class overrides (an
    /// overlay library's dimming-view protocol and its presentation controller) is not a base
    /// the override dispatches to: both stay as written.
    func testAProtocolExtensionsDefaultIsNoBaseOfAClassOverrideOfTheSameName() {
        let text = """
            public protocol Dimming: UIView { func dismissalTransitionWillBegin() }
            public extension Dimming { func dismissalTransitionWillBegin() {} }
            open class Presenter: UIPresentationController {
                open override func dismissalTransitionWillBegin() { super.dismissalTransitionWillBegin() }
            }

            """
        let output = bridged(text)
        XCTAssertFalse(output.files[0].text.contains("_viewlab"), output.files[0].text)
        XCTAssertFalse(output.files[0].appendix.joined().contains("_viewlabSuper"), output.files[0].appendix.joined())
    }

    func testOverrideInAnExtensionOfAUIKitClassIsAnError() {
        let output = bridged(
            "extension UIView {\n    override open func willMove(toWindow newWindow: UIWindow?) {}\n}\n",
            path: "/x/Ext.swift")
        XCTAssertEqual(output.diagnostics.map(\.line), [2])
        XCTAssertTrue(
            output.diagnostics[0].description.hasPrefix(
                "/x/Ext.swift:2:1: error: an override in an extension of UIView, a class this module does not declare, cannot be bridged: UIKit here lets an extension replace only "
            ), output.diagnostics[0].description)
    }

    func testCopyHeaderMapsLinesAndAddsPreviews() {
        let output = bridged("import UIKit\n#Preview { UIView() }\n", path: "/x/P.swift")
        XCTAssertEqual(
            output.files[0].compiledText,
            "import ObjCRuntime\nimport Previews\n#sourceLocation(file: \"/x/P.swift\", line: 1)\nimport UIKit\n#Preview { UIView() }\n"
        )
        XCTAssertTrue(output.registration.contains("@_cdecl(\"viewlab_register_selectors\")"), output.registration)
        XCTAssertTrue(
            PreviewImportPass.needsPreviews("import UIKit\n#Preview { UIView() } // no `import Previews` needed\n"))
        XCTAssertFalse(PreviewImportPass.needsPreviews("import UIKit\nimport Previews\n#Preview { UIView() }\n"))
        XCTAssertFalse(PreviewImportPass.needsPreviews("import UIKit\n// #Preview in a comment\n"))
    }

    /// For modules linked into one program (`viewlab test`): no C symbol (one per module would
    /// clash), a `viewlab_selectors` section record the runtime runs before its first lookup.
    func testSectionRegistrationHasNoSymbolAndOneRecord() {
        let source = "import UIKit\nclass Rating: UIView {\n    @objc func tapped() {}\n}\n"
        let output = SourceBridge.bridge([BridgedFile(path: "/x/R.swift", text: source)], registration: .section)
        XCTAssertFalse(output.registration.contains("@_cdecl"), output.registration)
        XCTAssertTrue(
            output.registration.contains(
                "@used @section(\"viewlab_selectors\") private let _viewlabSelectorRecord: @convention(c) () -> Void = _viewlabRegisterSelectors"
            ), output.registration)
        XCTAssertTrue(output.registration.contains("    _viewlabRegisterSelectors_0()"), output.registration)
    }
}
