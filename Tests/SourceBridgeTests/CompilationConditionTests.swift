@testable import SourceBridge
internal import SwiftParser
internal import SwiftSyntax
import XCTest

/// The bridge reads only the `#if` clauses the compiler will compile for ViewLab (*The Swift
/// Programming Language*, "Compiler Control Statements"): a cross-platform library's macOS
/// fallback class (`#else public class ConstraintLayoutSupport {}`) is not registered, which
/// named a type that does not exist when compiled; an undecidable condition keeps every clause.
final class CompilationConditionTests: XCTestCase {
    func testAClassInASkippedClauseIsNotRegistered() {
        let output = bridged(
            """
            import UIKit
            #if canImport(UIKit)
            public typealias LayoutSupport = UILayoutSupport
            #else
            public class LayoutSupport {}
            #endif
            #if os(iOS) || os(tvOS)
            public class Pin: NSObject {}
            #elseif os(macOS)
            public class Pin: NSObject, NSCoding {}
            #endif
            #if arch(arm64)
            public class Unknown {}
            #endif
            """)
        let appendix = output.files[0].appendix.joined(separator: "\n")
        XCTAssertFalse(appendix.contains("LayoutSupport.self"), appendix)
        XCTAssertEqual(appendix.components(separatedBy: "ClassTable.register(Pin.self").count - 1, 1, appendix)
        XCTAssertTrue(appendix.contains("ClassTable.register(Unknown.self"), "undecided: read as before\n" + appendix)
    }

    func testConditionsAreDecidedAsTheCompilerWill() {
        func decide(_ condition: String) -> Bool? {
            let tree = Parser.parse(source: "#if \(condition)\n#endif\n")
            guard let node = tree.statements.first?.item.as(IfConfigDeclSyntax.self),
                let expression = node.clauses.first?.condition
            else { return nil }
            return CompilationCondition.evaluate(expression)
        }
        XCTAssertEqual(decide("os(iOS)"), true)
        XCTAssertEqual(decide("os(macOS)"), false)
        XCTAssertEqual(decide("canImport(UIKit) && !targetEnvironment(macCatalyst)"), true)
        XCTAssertEqual(decide("canImport(AppKit)"), false)
        XCTAssertEqual(decide("canImport(SwiftUI)"), true, "ViewLab ships a SwiftUI module: the compiler finds it")
        XCTAssertEqual(decide("canImport(SwiftUI.UIHostingController)"), true)
        XCTAssertEqual(decide("(os(watchOS) || os(tvOS)) && swift(>=5.0)"), false)
        XCTAssertEqual(decide("swift(>=5.9)"), true)
        XCTAssertNil(decide("DEBUG"))
        XCTAssertEqual(decide("DEBUG || os(iOS)"), true)
        XCTAssertNil(decide("DEBUG && os(iOS)"))
    }
}
