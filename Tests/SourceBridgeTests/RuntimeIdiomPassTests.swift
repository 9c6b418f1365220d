@testable import SourceBridge
import XCTest

/// Objective-C runtime idioms: members declared in extensions and overridden elsewhere (the
/// dispatcher `ExtensionDispatchPass` generates, the moves `ExtensionOverridePass` makes, inside
/// `#if` blocks too), a swizzled method's call of itself (`SwizzlingPass`), optional calls on
/// `AnyObject` (`AnyObjectMessagePass`) and imports inside `#if` (`ImportPass`).
final class RuntimeIdiomPassTests: XCTestCase {
    /// SkeletonView's shape: a UIView extension declares a method, UILabel's extension overrides it
    /// and calls `super`.
    static let skeleton = """
        import UIKit

        extension UIView {
            @objc func prepare(animated: Bool) {
                backgroundColor = .clear
            }
        }

        extension UILabel {
            override func prepare(animated: Bool) {
                super.prepare(animated: animated)
                textColor = .clear
            }
        }
        """

    func testAnOverrideOfAnExtensionMethodInAnExtensionOfAUIKitSubclassIsDispatchedOnTheReceiversClass() {
        let output = bridged(Self.skeleton, path: "/src/Prepare.swift")
        XCTAssertEqual(output.diagnostics, [])
        let file = output.files[0]
        assertSameLineCount(Self.skeleton, file.text)
        XCTAssertTrue(file.text.contains("    func _viewlab_UIView_prepare(animated: Bool) {"), file.text)
        XCTAssertTrue(
            file.text.contains("     func _viewlab_UILabel_prepare(animated: Bool) {"),
            "`override` dropped:\n\(file.text)")
        XCTAssertTrue(
            file.text.contains("self._viewlabSuper_prepare_animated__(UILabel.self, animated: animated)"), file.text)
        let generated = file.appendix.joined()
        XCTAssertTrue(
            generated.contains("#sourceLocation(file: \"/src/Prepare.swift\", line: 4)\nextension UIView {"), generated)
        XCTAssertTrue(
            generated.contains(
                "    func prepare(animated: Bool)  { return _viewlabSuper_prepare_animated__(nil, animated: animated) }"
            ), generated)
        XCTAssertTrue(
            generated.contains(
                "if _viewlabClass == ObjectIdentifier(UILabel.self) { return (self as! UILabel)._viewlab_UILabel_prepare(animated: animated) }"
            ), generated)
        XCTAssertTrue(generated.contains("return _viewlab_UIView_prepare(animated: animated)"), generated)
    }

    func testTheDispatcherKeepsTheSelectorTableEntryOfTheObjCMethod() {
        let output = bridged(Self.skeleton, path: "/src/Prepare.swift")
        let generated = output.files[0].appendix.joined()
        XCTAssertTrue(
            generated.contains(
                "case \"prepareWithAnimated:\": return _selectorResult(object.prepare(animated: _selectorArgument(arguments, 0, selector)))"
            ),
            "perform(#selector(prepare(animated:))) reaches the dispatcher:\n\(generated)")
    }

    func testAComputedPropertyOverriddenInExtensionsReadsTheMostDerivedImplementation() {
        let source = """
            extension UIView {
                @objc var skeletonChildren: [UIView] { subviews }
            }
            extension UIStackView {
                override var skeletonChildren: [UIView] { arrangedSubviews + super.skeletonChildren }
            }
            """
        let output = bridged(source)
        XCTAssertEqual(output.diagnostics, [])
        XCTAssertTrue(
            output.files[0].text.contains("     var _viewlab_UIView_skeletonChildren: [UIView] { subviews }"),
            output.files[0].text)
        XCTAssertTrue(
            output.files[0].text.contains(
                "var _viewlab_UIStackView_skeletonChildren: [UIView] { arrangedSubviews + self._viewlabSuper_skeletonChildren(UIStackView.self) }"
            ), output.files[0].text)
        let generated = output.files[0].appendix.joined()
        XCTAssertTrue(
            generated.contains("    var skeletonChildren: [UIView] { _viewlabSuper_skeletonChildren(nil) }"), generated)
        XCTAssertTrue(
            generated.contains("return (self as! UIStackView)._viewlab_UIStackView_skeletonChildren"), generated)
    }

    func testOverridesInAnotherFileAndInAClassBodyJoinTheDispatcher() {
        let base = BridgedFile(
            path: "/Base.swift",
            text: "extension CALayer {\n    public func tint(with colors: [UIColor]) -> Int { 0 }\n}\n")
        let other = BridgedFile(
            path: "/Gradient.swift",
            text:
                "extension CAGradientLayer {\n    public override func tint(with colors: [UIColor]) -> Int { 1 }\n}\nclass Stripes: CAGradientLayer {\n    private override func tint(with colors: [UIColor]) -> Int { super.tint(with: colors) + 1 }\n}\n"
        )
        let output = SourceBridge.bridge([base, other])
        XCTAssertEqual(output.diagnostics, [])
        XCTAssertTrue(
            output.files[1].text.contains("public  func _viewlab_CAGradientLayer_tint(with colors: [UIColor])"),
            output.files[1].text)
        XCTAssertTrue(
            output.files[1].text.contains(
                "  func _viewlab_Stripes_tint(with colors: [UIColor]) -> Int { self._viewlabSuper_tint_with__(Stripes.self, with: colors) + 1 }"
            ), output.files[1].text)
        let generated = output.files[0].appendix.joined()
        XCTAssertTrue(
            generated.contains(
                "@discardableResult func _viewlabSuper_tint_with__(_ _viewlabAbove: AnyClass?, with colors: [UIColor]) -> Int {"
            ), generated)
        XCTAssertTrue(
            generated.contains(
                "public func tint(with colors: [UIColor]) -> Int { return _viewlabSuper_tint_with__(nil, with: colors) }"
            ), generated)
        XCTAssertTrue(generated.contains("ObjectIdentifier(Stripes.self)"), generated)
        XCTAssertTrue(
            output.files[1].appendix.joined().isEmpty
                || !output.files[1].appendix.joined().contains("_viewlabSuper_tint"),
            "one dispatcher, in the base's file")
    }

    func testAnExtensionMemberOfAClassOfTheSameFileOverriddenInASubclassMovesIntoTheClassBody() {
        let source = """
            class ChartRenderer {
            }
            extension ChartRenderer {
                func drawValues(in context: CGContext) {}
            }
            class BarRenderer: ChartRenderer {
                override func drawValues(in context: CGContext) {}
            }
            """
        let output = bridged(source)
        XCTAssertEqual(output.diagnostics, [])
        XCTAssertTrue(
            output.files[0].text.contains(
                "class ChartRenderer {\n\n#sourceLocation(file: \"/src/View.swift\", line: 4)\nfunc drawValues(in context: CGContext) {}\n"
            ), output.files[0].text)
        XCTAssertFalse(output.files[0].text.contains("_viewlabSuper"), "moved, not dispatched")
    }

    func testAnExtensionMemberOfAClassOfAnotherFileOverriddenInASubclassIsDispatched() {
        let classFile = BridgedFile(
            path: "/Renderer.swift",
            text: "class ChartRenderer {}\nclass BarRenderer: ChartRenderer {\n    override func drawValues() {}\n}\n")
        let extensionFile = BridgedFile(
            path: "/Renderer+Values.swift", text: "extension ChartRenderer {\n    func drawValues() {}\n}\n")
        let output = SourceBridge.bridge([classFile, extensionFile])
        XCTAssertEqual(output.diagnostics, [])
        XCTAssertTrue(output.files[0].text.contains(" func _viewlab_BarRenderer_drawValues() {}"), output.files[0].text)
        XCTAssertTrue(
            output.files[1].appendix.joined().contains(
                "extension ChartRenderer {\n    func drawValues()  { return _viewlabSuper_drawValues__(nil) }"),
            output.files[1].appendix.joined())
    }

    func testAnOverrideInAnExtensionInsideAnIfBlockMovesWithItsCondition() {
        let source = """
            class Chart: UIView {
            }
            #if os(iOS)
            extension Chart {
                override func layoutSubviews() {}
            }
            #endif
            """
        let output = bridged(source)
        XCTAssertEqual(output.diagnostics, [])
        XCTAssertTrue(
            output.files[0].text.contains(
                "#if (os(Linux))\n#sourceLocation(file: \"/src/View.swift\", line: 5)\noverride func layoutSubviews() {}\n#endif"
            ), output.files[0].text)
    }

    func testAnOverrideOfAUIKitMethodInsideCanImportIsReportedNotSilentlyLeft() {
        let source =
            "#if canImport(UIKit)\nimport UIKit\nextension UIView {\n    override open func willMove(toWindow newWindow: UIWindow?) {}\n}\n#endif\n"
        let output = bridged(source, path: "/x/Ext.swift")
        XCTAssertEqual(output.diagnostics.map(\.line), [4])
        XCTAssertEqual(output.diagnostics.first?.file, "/x/Ext.swift")
    }

    func testAnElseClauseMovesUnderTheNegationOfTheClausesBefore() {
        XCTAssertEqual(ExtensionDispatchPass.identifier("tint(with:)"), "tint_with__")
        let source =
            "class V: UIView {}\n#if os(macOS)\n#elseif canImport(UIKit)\nextension V {\n    override func layoutSubviews() {}\n}\n#endif\n"
        let output = bridged(source)
        XCTAssertTrue(output.files[0].text.contains("#if !(os(macOS)) && (canImport(UIKit))\n"), output.files[0].text)
    }

    func testAnImportInsideAnIfBlockIsRewrittenToo() {
        var file = BridgedFile(
            path: "/a.swift", text: "#if os(iOS) || os(tvOS)\nimport UIKit.UIGestureRecognizerSubclass\n#endif\n")
        ImportPass.run(&file)
        XCTAssertEqual(file.text, "#if os(iOS) || os(tvOS)\nimport UIKit\n#endif\n")
    }

    static let swizzled = """
        extension UIView {
            @objc func shimmer_layoutSubviews() {
                shimmer_layoutSubviews()
                setNeedsDisplay()
            }
            @objc func shimmer_traitCollectionDidChange(_ previous: UITraitCollection?) {
                self.shimmer_traitCollectionDidChange(previous)
            }
        }
        """

    func testASwizzledMethodsCallOfItselfBecomesAMessage() {
        let source = Self.swizzled + "\nfunc swap(_ a: Method, _ b: Method) { method_exchangeImplementations(a, b) }\n"
        let output = bridged(source)
        assertSameLineCount(source, output.files[0].text)
        XCTAssertTrue(
            output.files[0].text.contains(
                "MethodSwizzling.send(self, \"shimmer_layoutSubviews\", []) { shimmer_layoutSubviews() }\n        setNeedsDisplay()"
            ), output.files[0].text)
        XCTAssertTrue(
            output.files[0].text.contains(
                "MethodSwizzling.send(self, \"shimmer_traitCollectionDidChange:\", [previous]) { self.shimmer_traitCollectionDidChange(previous) }"
            ), output.files[0].text)
    }

    func testWithoutSwizzlingARecursiveCallStaysADirectCall() {
        XCTAssertFalse(bridged(Self.swizzled).files[0].text.contains("MethodSwizzling"))
    }

    func testAnOverrideOfAMethodASuperclassBodyDeclaresStaysAnOrdinaryOverride() {
        let source =
            "extension CALayer {\n    func configure() {}\n}\nclass BaseCell: UITableViewCell {\n    func configure() {}\n}\nclass PlainCell: BaseCell {\n    override func configure() {}\n}\n"
        let output = bridged(source)
        XCTAssertTrue(output.files[0].text.contains("    override func configure() {}"), output.files[0].text)
        XCTAssertTrue(
            output.files[0].appendix.joined().isEmpty
                || !output.files[0].appendix.joined().contains("_viewlabSuper_configure"))
    }

    func testAnOptionalCallOnAnyObjectBecomesASelectorSend() {
        let source =
            "func tap(_ sender: Any, row: Int) {\n    (sender as AnyObject).reset?()\n    (sender as AnyObject).select?(row, animated: true)\n    let kept = (sender as AnyObject).count\n}\n"
        let output = bridged(source)
        assertSameLineCount(source, output.files[0].text)
        XCTAssertTrue(
            output.files[0].text.contains("    Selector(\"reset\").send(to: (sender as AnyObject), arguments: [])\n"),
            output.files[0].text)
        XCTAssertTrue(
            output.files[0].text.contains(
                "    Selector(\"select:animated:\").send(to: (sender as AnyObject), arguments: [row, true])\n"),
            output.files[0].text)
        XCTAssertTrue(
            output.files[0].text.contains("let kept = (sender as AnyObject).count"),
            "a value that is used is left as written")
    }

    /// The manual target-action call on a target typed `AnyObject?` reaches `NSObject`'s
    /// `perform(_:with:)`; a `perform` of anything not named `target` is left as written.
    func testPerformOnATargetIsSentThroughNSObject() {
        let source =
            "func tap(item: UIBarButtonItem, job: Job) {\n    onTap = { _ = item.target?.perform(item.action, with: nil) }\n    job.runner?.perform(1, with: 2)\n}\n"
        let output = bridged(source)
        assertSameLineCount(source, output.files[0].text)
        XCTAssertTrue(
            output.files[0].text.contains("_ = (item.target as? NSObject)?.perform(item.action, with: nil)"),
            output.files[0].text)
        XCTAssertTrue(output.files[0].text.contains("job.runner?.perform(1, with: 2)"), output.files[0].text)
    }

    func testAClassDeclaredPerPlatformTakesTheMovedMemberInItsIOSDeclaration() {
        let source =
            "#if os(macOS)\nclass Chart: NSView {\n}\n#else\nclass Chart: UIView {\n}\n#endif\nextension Chart {\n    override func layoutSubviews() {}\n}\n"
        let text = bridged(source).files[0].text
        let moved = try? XCTUnwrap(text.range(of: "override func layoutSubviews() {}\n"))
        let iOSClass = text.range(of: "class Chart: UIView {")
        XCTAssertNotNil(moved)
        XCTAssertTrue(moved.flatMap { m in iOSClass.map { $0.upperBound < m.lowerBound } } ?? false, text)
    }
}
