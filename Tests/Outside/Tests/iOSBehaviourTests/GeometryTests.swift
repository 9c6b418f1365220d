import Foundation
import UIKit
import XCTest

/// The UIGeometry family. Sources: Apple's `UIGeometry.h` and its Swift overlay
/// (`stdlib/public/Darwin/UIKit/UIKit.swift` in the Swift repository: `==` for `UIEdgeInsets`,
/// `NSDirectionalEdgeInsets` and `UIOffset`, `Codable` as unkeyed containers), and Apple's
/// documentation of `UIEdgeInsets`, `UIOffset`, `UIRectEdge`, `UIRectCorner`,
/// `CGRect.inset(by:)`, `CGRect.divided(atDistance:from:)`, `NSValue(cgPoint:)` & co. and
/// `NSCoder.string(for:)` / `NSCoder.cgPoint(for:)` & co.
final class GeometryTests: XCTestCase {
    /// A badge button of the tutorials' kind: its badge is placed by a `UIOffset`.
    final class BadgeButton: UIButton {
        var badgeOffset: UIOffset = .zero { didSet { setNeedsLayout() } }
        let badge = UILabel()
        override func layoutSubviews() {
            super.layoutSubviews()
            badge.frame = CGRect(x: bounds.maxX - 10 + badgeOffset.horizontal, y: bounds.minY - 10 + badgeOffset.vertical,
                                 width: 20, height: 20)
        }
    }

    func testUIOffsetHasZeroMemberwiseInitEqualityAndMovesABadge() {
        XCTAssertEqual(UIOffset.zero, UIOffset())
        XCTAssertEqual(UIOffset(horizontal: 3, vertical: -2), UIOffset(horizontal: 3, vertical: -2))
        XCTAssertNotEqual(UIOffset(horizontal: 3, vertical: -2), UIOffset(horizontal: -2, vertical: 3))
        var offset = UIOffset(horizontal: 1, vertical: 2)
        offset.horizontal += 4
        XCTAssertEqual(offset.horizontal, 5)
        let button = BadgeButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        button.addSubview(button.badge)
        button.badgeOffset = UIOffset(horizontal: -4, vertical: 6)
        button.layoutIfNeeded()
        XCTAssertEqual(button.badge.frame.origin, CGPoint(x: 86, y: -4))
    }

    func testEdgeInsetsZeroEqualityAndInsetRectShrinkEachEdge() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(UIEdgeInsets.zero, UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(insets, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertNotEqual(insets, .zero)
        XCTAssertEqual(CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: insets), CGRect(x: 2, y: 1, width: 94, height: 46))
        // Negative insets outset.
        XCTAssertEqual(CGRect(x: 10, y: 10, width: 10, height: 10).inset(by: UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5)),
                       CGRect(x: 5, y: 5, width: 20, height: 20))
        let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(directional, NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        XCTAssertEqual(NSDirectionalEdgeInsets.zero, NSDirectionalEdgeInsets())
    }

    func testOldEqualityFunctionsStillAnswer() {
        // Deprecated, not removed, in Swift 4.2 ("Use == operator instead.").
        XCTAssertTrue(UIEdgeInsetsEqualToEdgeInsets(.zero, UIEdgeInsets()))
        XCTAssertFalse(UIOffsetEqualToOffset(.zero, UIOffset(horizontal: 1, vertical: 0)))
    }

    func testRectEdgeAndRectCornerAreOptionSetsWithApplesRawValues() {
        XCTAssertEqual([UIRectEdge.top.rawValue, UIRectEdge.left.rawValue, UIRectEdge.bottom.rawValue, UIRectEdge.right.rawValue], [1, 2, 4, 8])
        XCTAssertEqual(UIRectEdge.all, [.top, .left, .bottom, .right])
        let edges: UIRectEdge = []
        XCTAssertTrue(edges.isEmpty)
        XCTAssertEqual([UIRectCorner.topLeft.rawValue, UIRectCorner.topRight.rawValue, UIRectCorner.bottomLeft.rawValue,
                        UIRectCorner.bottomRight.rawValue], [1, 2, 4, 8])
        XCTAssertEqual(UIRectCorner.allCorners.rawValue, 15)
        let top = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), byRoundingCorners: [.topLeft, .topRight],
                               cornerRadii: CGSize(width: 10, height: 10))
        XCTAssertFalse(top.contains(CGPoint(x: 1, y: 1)))
        XCTAssertTrue(top.contains(CGPoint(x: 1, y: 39)))
    }

    func testRectDividedSlicesFromTheGivenEdge() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        let (slice, remainder) = rect.divided(atDistance: 30, from: .minXEdge)
        XCTAssertEqual(slice, CGRect(x: 0, y: 0, width: 30, height: 40))
        XCTAssertEqual(remainder, CGRect(x: 30, y: 0, width: 70, height: 40))
        let (bottom, rest) = rect.divided(atDistance: 10, from: .maxYEdge)
        XCTAssertEqual(bottom, CGRect(x: 0, y: 30, width: 100, height: 10))
        XCTAssertEqual(rest, CGRect(x: 0, y: 0, width: 100, height: 30))
    }

    func testNSValueBoxesEveryGeometryStructAndGivesItBack() {
        XCTAssertEqual(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue, CGPoint(x: 1, y: 2))
        XCTAssertEqual(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue, CGSize(width: 3, height: 4))
        XCTAssertEqual(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(NSValue(cgVector: CGVector(dx: 5, dy: 6)).cgVectorValue, CGVector(dx: 5, dy: 6))
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        XCTAssertEqual(NSValue(cgAffineTransform: t).cgAffineTransformValue, t)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue, insets)
        let directional = NSDirectionalEdgeInsets(top: 4, leading: 3, bottom: 2, trailing: 1)
        XCTAssertEqual(NSValue(directionalEdgeInsets: directional).directionalEdgeInsetsValue, directional)
        XCTAssertEqual(NSValue(uiOffset: UIOffset(horizontal: 7, vertical: 8)).uiOffsetValue, UIOffset(horizontal: 7, vertical: 8))
        // Equal contents make equal values (`isEqual(to:)`), so boxes work in sets and arrays.
        XCTAssertEqual(NSValue(uiEdgeInsets: insets), NSValue(uiEdgeInsets: insets))
        XCTAssertNotEqual(NSValue(uiOffset: .zero), NSValue(uiOffset: UIOffset(horizontal: 1, vertical: 1)))
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.values = [NSValue(cgPoint: .zero), NSValue(cgPoint: CGPoint(x: 10, y: 0))]
        XCTAssertEqual((animation.values?.last as? NSValue)?.cgPointValue, CGPoint(x: 10, y: 0))
    }

    func testStringConversionsWriteBracesAndReadThemBack() {
        XCTAssertEqual(NSCoder.string(for: CGPoint(x: 1, y: 2.5)), "{1, 2.5}")
        XCTAssertEqual(NSCoder.string(for: CGSize(width: 320, height: 568)), "{320, 568}")
        XCTAssertEqual(NSCoder.string(for: CGRect(x: 0, y: 0, width: 320, height: 568)), "{{0, 0}, {320, 568}}")
        XCTAssertEqual(NSCoder.string(for: CGAffineTransform.identity), "[1, 0, 0, 1, 0, 0]")
        XCTAssertEqual(NSCoder.string(for: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)), "{1, 2, 3, 4}")
        XCTAssertEqual(NSCoder.string(for: UIOffset(horizontal: -1, vertical: 0)), "{-1, 0}")
        XCTAssertEqual(NSCoder.cgPoint(for: "{3,4}"), CGPoint(x: 3, y: 4))
        XCTAssertEqual(NSCoder.cgRect(for: "{{1, 2}, {3, 4}}"), CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(NSCoder.cgSize(for: NSCoder.string(for: CGSize(width: 0.1, height: 1e-3))), CGSize(width: 0.1, height: 1e-3))
        XCTAssertEqual(NSCoder.uiEdgeInsets(for: "{1, 2, 3, 4}"), UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(NSCoder.uiOffset(for: "{5, 6}"), UIOffset(horizontal: 5, vertical: 6))
        // Not well-formed: the zero value.
        XCTAssertEqual(NSCoder.cgPoint(for: "not a point"), .zero)
        XCTAssertEqual(NSCoder.cgRect(for: "{1, 2}"), .zero)
    }

    func testInsetsAndOffsetsEncodeAsArraysLikeTheSwiftOverlay() throws {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(String(data: try JSONEncoder().encode(insets), encoding: .utf8), "[1,2,3,4]")
        XCTAssertEqual(try JSONDecoder().decode(UIEdgeInsets.self, from: Data("[1,2,3,4]".utf8)), insets)
        XCTAssertEqual(String(data: try JSONEncoder().encode(UIOffset(horizontal: 5, vertical: 6)), encoding: .utf8), "[5,6]")
        let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(try JSONDecoder().decode(NSDirectionalEdgeInsets.self, from: try JSONEncoder().encode(directional)), directional)
    }
}
