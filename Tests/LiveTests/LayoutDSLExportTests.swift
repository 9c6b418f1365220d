import Foundation
import TestSupport
import XCTest

/// Idioms of a cross-platform Auto Layout DSL, in our own words, through the real
/// `viewlab export --package`: a type that is a protocol typealias on iOS and a class in the
/// `#else` (macOS) branch, which the bridge must not register; a `public extension` of the
/// module's constraint class overriding `description` with a `private` helper of its file (moved
/// into the class body in another file, the helper widened); and `type(of: object).description()`
/// on an `AnyObject` (Objective-C's class-method lookup).
final class LayoutDSLExportTests: XCTestCase {
    static let dsl = """
        import UIKit

        #if canImport(UIKit)
        public typealias PinSupport = UILayoutSupport
        #else
        public class PinSupport {}
        #endif

        public final class PinConstraint: NSLayoutConstraint {
            var label: String?
        }

        public struct Pins {
            let view: UIView
            @discardableResult
            public func size(_ side: CGFloat) -> [NSLayoutConstraint] {
                view.translatesAutoresizingMaskIntoConstraints = false
                let made = [view.widthAnchor.constraint(equalToConstant: side), view.heightAnchor.constraint(equalToConstant: side)]
                NSLayoutConstraint.activate(made)
                return made
            }
            public func center(in other: UIView) {
                NSLayoutConstraint.activate([view.centerXAnchor.constraint(equalTo: other.centerXAnchor),
                                             view.centerYAnchor.constraint(equalTo: other.centerYAnchor)])
            }
        }

        public extension UIView {
            var pins: Pins { Pins(view: self) }
        }

        """

    static let debugging = """
        import UIKit

        public extension PinConstraint {
            override var description: String { "<" + describe(self) + (label.map { ":" + $0 } ?? "") + ">" }
        }

        private func describe(_ object: AnyObject) -> String {
            type(of: object).description()
        }

        """

    static let previews = """
        import UIKit

        #Preview("Pinned", traits: .fixedLayout(width: 60, height: 60)) {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            container.backgroundColor = .white
            let box = UIView()
            box.backgroundColor = .systemGreen
            container.addSubview(box)
            box.pins.size(30)
            box.pins.center(in: container)
            let constraint = PinConstraint()
            constraint.label = "pin"
            let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            badge.backgroundColor = constraint.description == "<Pinned.PinConstraint:pin>" ? .systemGreen : .systemRed
            container.addSubview(badge)
            return container
        }

        """

    func testALayoutDSLsCrossPlatformIdiomsCompileAndLayOut() throws {
        let (out, result) = try LiveFixtures.export(
            package: "viewlab-dsl-pkg", out: "viewlab-dsl-out", name: "Pinned",
            targets: [
                "Pinned": ["DSL.swift": Self.dsl, "Debugging.swift": Self.debugging, "Previews.swift": Self.previews]
            ])
        XCTAssertEqual(result.status, 0, result.stderr)
        let png = out.appendingPathComponent("Previews/Pinned.light-portrait.png")
        let green: [UInt8] = [0x34, 0xC7, 0x59], white: [UInt8] = [255, 255, 255]
        XCTAssertEqual(try colour(png, x: 30, y: 30), green, "the box, centred")
        XCTAssertEqual(try colour(png, x: 30, y: 12), white, "30 pt tall: above it is the container")
        XCTAssertEqual(try colour(png, x: 5, y: 5), green, "the constraint's description: <Module.Class:label>")
    }
}
