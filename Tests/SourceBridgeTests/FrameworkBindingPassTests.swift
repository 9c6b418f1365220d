import Foundation
@testable import SourceBridge
import XCTest

/// The shell's bindings of UIKit, QuartzCore and Core Graphics, generated from their public
/// declarations: what is bound, how overloads and defaulted parameters are handled, and that the
/// checked-in files are what the generator writes today. (That the bindings run is tested through
/// the shell: `GeneratedBindingsTests`.)
final class FrameworkBindingPassTests: XCTestCase {
    private func generate(_ text: String, module: String = "UIKit") -> String {
        FrameworkBindingPass.generate([(name: module, files: [BridgedFile(path: "/src/\(module)/A.swift", text: text)])]
        )
        .filter { $0.key.hasPrefix(module + "+") }.sorted { $0.key < $1.key }.map(\.value).joined(separator: "\n")
    }

    /// `make bindings` was run after the last change of a framework's declarations (or of the
    /// generator, or of the toolchain): the checked-in files equal what it writes now.
    func testTheCheckedInBindingsAreCurrent() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let sources = root.appendingPathComponent("Sources").path
        let modules = FrameworkBindingPass.modules.map { name in
            (
                name: name,
                files: FrameworkBindingPass.sourceFiles(of: name, in: sources).map { path in
                    BridgedFile(path: path, text: (try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
                }
            )
        }
        XCTAssertGreaterThan(modules.map(\.files.count).reduce(0, +), 400)
        let directory = root.appendingPathComponent("Sources/ViewLabShell/Bindings/Generated")
        let toolchain = try ToolchainModule.all.map { (name: $0.name, files: try $0.interfaceFiles()) }
        let selection = Dictionary(uniqueKeysWithValues: ToolchainModule.all.map { ($0.name, $0.types) })
        let files = FrameworkBindingPass.generate(toolchain + modules, selection: selection)
        for (name, text) in files {
            let checkedIn = try? String(
                contentsOfFile: directory.appendingPathComponent("\(name).swift").path, encoding: .utf8)
            XCTAssertTrue(checkedIn == text, "\(name).swift is out of date: run `make bindings`")
        }
        let table = try? String(
            contentsOfFile: root.appendingPathComponent("Sources/SourceBridge/FrameworkInitializers+Generated.swift")
                .path, encoding: .utf8)
        XCTAssertTrue(
            table == FrameworkBindingPass.initializerTable(modules),
            "FrameworkInitializers+Generated.swift is out of date: run `make bindings`")
        let stale = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            files[String($0.dropLast(6))] == nil
        }
        XCTAssertEqual(stale, [], "not generated any more: run `make bindings`")
        // No generated file is a wall of text: the largest part stays near the limit.
        XCTAssertLessThan(files.values.map { $0.split(separator: "\n").count }.max() ?? 0, 2500)
    }

    func testPublicPropertiesAreBoundSettableOrReadOnlyAsDeclared() {
        let out = generate(
            """
            open class UIBox: UIView {
                open var tint: UIColor? = nil
                public private(set) var count = 0
                public var area: CGFloat { 4 }
                public let id: Int = 0
                var hidden = 0
                public static let shared = UIBox()
            }
            """)
        XCTAssertTrue(out.contains(#"m.property("tint", \UIBox.tint)"#), out)
        XCTAssertTrue(out.contains(#"m.readOnly("count", \UIBox.count)"#), out)
        XCTAssertTrue(out.contains(#"m.readOnly("area", \UIBox.area)"#), out)
        XCTAssertTrue(out.contains(#"m.readOnly("id", \UIBox.id)"#), out)
        XCTAssertFalse(out.contains("hidden"), out)
        XCTAssertTrue(out.contains(#"m.staticValue("shared") { UIBox.shared }"#), out)
    }

    /// An override is bound by its superclass, except one that adds a setter: the mutable
    /// subclass's property is settable where the superclass's is read-only.
    func testAnOverrideThatAddsASetterIsBoundSettable() {
        let out = generate(
            """
            open class NSStyle { open var alignment: Int { 0 } }
            open class NSMutableStyle: NSStyle {
                open override var alignment: Int { get { 1 } set {} }
                open override var description: String { "" }
            }
            """)
        XCTAssertTrue(out.contains(#"m.property("alignment", \NSMutableStyle.alignment)"#), out)
        XCTAssertFalse(out.contains(#"\NSMutableStyle.description"#), out)
    }

    /// Each defaulted parameter may be left out, as in Swift; a declaration called in full wins
    /// over another's defaulted form with the same types (`animate(withDuration:animations:)`).
    func testDefaultedParametersGiveOneEntryPerWayToCall() {
        let out = generate(
            """
            extension UIBox {
                public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {}
                public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}
            }
            public class UIBox {}
            """)
        XCTAssertEqual(
            out.components(separatedBy: #"m.staticMethod("animate", ["withDuration", "animations"]"#).count - 1, 1, out)
        XCTAssertTrue(
            out.contains(
                #"m.staticMethod("animate", ["withDuration", "animations", "completion"], [(TimeInterval).self, (() -> Void).self, (((Bool) -> Void)?).self], (Void).self)"#
            ), out)
    }

    /// Two declarations with the same labels and different types: Swift chooses by the argument
    /// types, the shell does not guess — neither is bound.
    func testAnOverloadByTypesIsLeftToTheCompiler() {
        let out = generate(
            """
            public struct Box {
                public func scale(_ x: CGFloat) {}
                public func scale(_ x: Int) {}
                public func move(to p: CGPoint) {}
            }
            """)
        XCTAssertFalse(out.contains(#""scale""#), out)
        XCTAssertTrue(
            out.contains(
                #"m.method("move", ["to"], [(CGPoint).self], (Void).self) { o, a in try o.move(to: a.at(0) as CGPoint) }"#
            ), out)
    }

    /// Swift's initialiser inheritance: a subclass declaring no designated initialiser inherits
    /// its superclass's, convenience ones included.
    func testASubclassWithoutDesignatedInitialisersInheritsThem() {
        let out = generate(
            """
            open class UIBase {
                public init(frame: CGRect) {}
                public convenience init() { self.init(frame: .zero) }
                public init?(name: String) {}
            }
            open class UIKid: UIBase { open var level = 0 }
            open class UIOwn: UIBase { public init(size: CGSize) { super.init(frame: .zero) } }
            """)
        XCTAssertTrue(
            out.contains(
                #"m.initializer(["frame"], [(CGRect).self], (UIKid).self) { a in try UIKid(frame: a.at(0) as CGRect) }"#
            ), out)
        XCTAssertTrue(out.contains(#"m.initializer([], [], (UIKid).self) { a in UIKid() }"#), out)
        XCTAssertTrue(out.contains(#"m.initializer(["name"], [(String).self], (UIKid?).self)"#), out)
        XCTAssertTrue(out.contains(#"m.declareClass(superclass: "UIBase", doc: "")"#), out)
        XCTAssertFalse(out.contains("UIOwn(frame:"), out)
        XCTAssertFalse(out.contains("{ a in UIOwn() }"), out)
    }

    /// What the interpreter cannot call exactly is not generated.
    func testUnbindableMembersAreLeftOut() {
        let out = generate(
            """
            public class UIBox {
                @_spi(ViewLab) public func secret() {}
                @available(*, deprecated) public func old() {}
                public func generic<T>(_ x: T) {}
                public func later() async {}
                public func many(_ xs: Int...) {}
                public func swap(_ x: inout Int) {}
                public static func + (a: UIBox, b: UIBox) -> UIBox { a }
                public func ok() -> Int { 1 }
            }
            """)
        for name in ["secret", "old", "generic", "later", "many", "swap", "\"+\""] {
            XCTAssertFalse(out.contains(name), "\(name): \(out)")
        }
        XCTAssertTrue(out.contains(#"m.method("ok", [], [], (Int).self) { o, a in o.ok() }"#), out)
    }

    func testEnumCasesAndOptionSetsAreDeclared() {
        let out = generate(
            """
            public enum Mode: Int { case fill, fit }
            public struct Edges: OptionSet { public let rawValue: Int; public init(rawValue: Int) { self.rawValue = rawValue }; public static let top = Edges(rawValue: 1) }
            """)
        XCTAssertTrue(out.contains(#"m.declareEnum(doc: "")"#), out)
        XCTAssertTrue(out.contains(#"m.staticValue("fill") { Mode.fill }"#), out)
        XCTAssertTrue(out.contains(#"m.declareOptionSet(doc: "") {"#), out)
        XCTAssertTrue(out.contains(#"[("top", Edges.top)]"#), out)
        XCTAssertTrue(out.contains(#"m.staticValue("top") { Edges.top }"#), out)
    }

    /// What the hand-kept overlay used to list: the named constants an option set or a raw-value
    /// struct prints as (in declaration order, only its own type's), `==` for declared
    /// `Equatable`/`Hashable` structs, and `:help`'s summary: the first sentence of the doc comment.
    func testNamedValuesEqualityAndDocsComeFromTheDeclarations() {
        let out = generate(
            """
            /// How stroke ends are drawn. Apple's names.
            ///
            /// More detail.
            public struct LineCap: RawRepresentable, Hashable {
                public var rawValue: String
                public init(rawValue: String) { self.rawValue = rawValue }
                public static let butt = LineCap(rawValue: "butt")
                public static let round: LineCap = .init(rawValue: "round")
                public static let names: [String] = []
            }
            // A comment.
            public struct Insets: Equatable { public var top: CGFloat }
            public struct Plain { public var x: Int }
            """, module: "QuartzCore")
        XCTAssertTrue(out.contains(#"m.declareNamedStruct(doc: "How stroke ends are drawn.") {"#), out)
        XCTAssertTrue(out.contains(#"[("butt", LineCap.butt),"#) && out.contains(#"("round", LineCap.round)]"#), out)
        XCTAssertFalse(out.contains(#"("names", LineCap.names)"#), out)
        XCTAssertTrue(out.contains(#"m.declareEquatableStruct(doc: "")"#), out)
        XCTAssertTrue(out.contains(#"m.declareStruct(doc: "")"#), out)
    }

    /// `UIAction(title:handler:)`: a declaration with more than four defaulted parameters is bound
    /// the ways calls are written (the first k kept, one kept, one left out); its closure type,
    /// named by a type alias, is declared so that a shell closure can be passed.
    func testManyDefaultsAndAliasedClosureTypes() {
        let out = generate(
            """
            public typealias UIActionHandler = (UIAction) -> Void
            public class UIAction {
                public init(title: String = "", image: UIImage? = nil, identifier: String? = nil, discoverabilityTitle: String? = nil,
                            attributes: Int = 0, state: Int = 0, handler: @escaping UIActionHandler) {}
            }
            """)
        for labels in [
            #"["handler"]"#, #"["title", "handler"]"#, #"["title", "image", "handler"]"#, #"["image", "handler"]"#,
            #"["title", "image", "identifier", "discoverabilityTitle", "attributes", "handler"]"#,
        ] {
            XCTAssertTrue(out.contains("m.initializer(\(labels), "), "\(labels): \(out)")
        }
        XCTAssertFalse(out.contains(#"m.initializer(["title", "identifier", "handler"], "#), out)
        XCTAssertTrue(out.contains("FrameworkClosure<UIAction>()"), out)
    }

    /// `presentation() -> Self?` is bound on the class and again on each subclass with the
    /// subclass as `Self`; a nested class's superclass resolves where it is declared.
    func testSelfResultsAndNestedSuperclasses() {
        let out = generate(
            """
            open class CALayer { open func presentation() -> Self? { nil } }
            open class CAShapeLayer: CALayer {}
            public class UIImage {}
            extension UIImage {
                open class Configuration {}
                open class SymbolConfiguration: Configuration {}
            }
            """, module: "QuartzCore")
        XCTAssertTrue(
            out.contains(#"m.method("presentation", [], [], (CALayer?).self) { o, a in o.presentation() as Any }"#), out
        )
        XCTAssertTrue(
            out.contains(
                #"m.method("presentation", [], [], (CAShapeLayer?).self) { o, a in o.presentation() as Any }"#), out)
        XCTAssertTrue(out.contains(#"m.declareClass(superclass: "UIImage.Configuration", doc: "")"#), out)
    }

    /// An optional result is returned as `Any` explicitly (no "implicitly coerced" warning).
    func testOptionalResultsAreBoxedExplicitly() {
        let out = generate(
            """
            public class UIBox {
                public init?(name: String) {}
                public func find() -> UIView? { nil }
                public func count() -> Int { 0 }
            }
            """)
        XCTAssertTrue(out.contains(#"{ a in try UIBox(name: a.at(0) as String) as Any }"#), out)
        XCTAssertTrue(out.contains(#"{ o, a in o.find() as Any }"#), out)
        XCTAssertTrue(out.contains(#"{ o, a in o.count() }"#), out)
    }

    /// Public free functions and global constants at file scope are generated (not those of a
    /// type, not internal or deprecated ones); a function overloaded by types is left out.
    func testFreeFunctionsAndGlobalConstantsAreGenerated() {
        let out = generate(
            """
            public func UIRectFill(_ rect: CGRect) {}
            public func UIGraphicsGetCurrentContext() -> CGContext? { nil }
            public let kDisable = "disableActions"
            func hidden() {}
            @available(*, deprecated) public func old() {}
            public func pick(_ x: Int) {}
            public func pick(_ x: CGFloat) {}
            public struct Box { public func inner() {} }
            """)
        XCTAssertTrue(
            out.contains(
                #"g.function("UIRectFill", ["_"], [(CGRect).self], (Void).self) { a in try UIRectFill(a.at(0) as CGRect) }"#
            ), out)
        XCTAssertTrue(
            out.contains(
                #"g.function("UIGraphicsGetCurrentContext", [], [], (CGContext?).self) { a in UIGraphicsGetCurrentContext() as Any }"#
            ), out)
        XCTAssertTrue(out.contains(#"g.constant("kDisable") { kDisable }"#), out)
        for name in ["hidden", "old", "\"pick\"", "g.function(\"inner\""] {
            XCTAssertFalse(out.contains(name), "\(name): \(out)")
        }
    }

    /// The types' extensions are filed by initial after the prefix, in parts of bounded size;
    /// the list file keeps the declaration order.
    func testTypesAreSplitIntoPartsByInitial() {
        let text = (0..<6).map {
            "public class UI\(["Alpha", "Beta", "Gamma", "Delta", "Tango", "Zulu"][$0]) { public var v\($0) = 0 }"
        }.joined(separator: "\n")
        let files = FrameworkBindingPass.generate(
            [(name: "UIKit", files: [BridgedFile(path: "/src/UIKit/A.swift", text: text)])], partLines: 30)
        XCTAssertEqual(FrameworkBindingPass.initial(of: "UIView.ContentMode"), "V")
        XCTAssertEqual(FrameworkBindingPass.initial(of: "CGRect"), "R")
        XCTAssertEqual(FrameworkBindingPass.initial(of: "UInt8Box"), "U")
        XCTAssertGreaterThan(files.count, 2, "\(files.keys)")
        XCTAssertTrue(files.keys.contains { $0.hasPrefix("UIKit+Generated+A") }, "\(files.keys)")
        let list = files["UIKit+Generated"] ?? ""
        XCTAssertLessThan(
            list.range(of: "UIAlpha._viewlab")!.lowerBound, list.range(of: "UIZulu._viewlab")!.lowerBound, list)
        XCTAssertFalse(list.contains("extension UIAlpha"), list)
    }

    /// A toolchain type (a module in `selection`) has its protocols' requirements and
    /// unconstrained extension members, `Self` read as the type; its own member wins, and members
    /// with a `where` clause, and types not chosen, are left out.
    func testChosenToolchainTypesAdoptTheirProtocolsMembers() {
        let text = """
            public protocol Shape: Measured { func scaled(by factor: Double) -> Self }
            public protocol Measured { var area: Double { get } }
            extension Shape {
                public func isLarger(than other: Self) -> Bool { area > other.area }
                public func describe() -> String { "" }
                public func only() -> Int where Self: Hashable { 0 }
            }
            extension Measured { public func half() -> Double { area / 2 } }
            public struct Square: Shape {
                public var side: Double
                public var area: Double { side * side }
                public func scaled(by factor: Double) -> Square { self }
                public func describe() -> String { "square" }
            }
            public struct Unchosen: Shape {
                public var area: Double { 0 }
                public func scaled(by factor: Double) -> Unchosen { self }
            }
            """
        let files = FrameworkBindingPass.generate(
            [(name: "Geometry", files: [BridgedFile(path: "/toolchain/Geometry.swiftinterface", text: text)])],
            selection: ["Geometry": ["Square"]])
        let out = files.filter { $0.key.hasPrefix("Geometry+") }.map(\.value).joined(separator: "\n")
        XCTAssertTrue(out.contains(#"m.method("isLarger", ["than"], [(Square).self]"#), out)
        XCTAssertTrue(out.contains(#"m.method("half", [], [], (Double).self)"#), out)
        XCTAssertTrue(out.contains(#"m.method("scaled", ["by"], [(Double).self], (Square).self)"#), out)
        XCTAssertEqual(out.components(separatedBy: #"m.method("describe""#).count, 2, out)
        XCTAssertFalse(out.contains(#""only""#), out)
        XCTAssertFalse(out.contains("Unchosen"), out)
    }
}
